# Sourced by the scripts in Benchmarks/: SwiftPM on the Benchmarks package, from any folder, always in one scratch
# path and with the same flags, so that one release build of the library and its tools serves every script and the
# benchmark plugin: Benchmarks/.build, or $NAMEFMT_BENCHMARKS_SCRATCH, which CI points at a scratch path that outlives
# the clone (.ci/cache.sh).
#
#   benchmarks_swift build -c release --product namefmt
#   benchmarks_swift package benchmark --filter 'Messages\..*'
#
# --disable-sandbox goes with every command: the benchmark plugin needs it, and SwiftPM passes it on to the compiler
# (-disable-sandbox), so a `swift build` without it would compile every module again after the plugin, and the
# plugin every module again after that `swift build`.
benchmarks_package=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
benchmarks_scratch=${NAMEFMT_BENCHMARKS_SCRATCH:-$benchmarks_package/.build}

benchmarks_swift() {
    local verb=$1
    shift
    swift "$verb" --package-path "$benchmarks_package" --scratch-path "$benchmarks_scratch" --disable-sandbox "$@"
}
