# Sourced by the scripts in Benchmarks/: SwiftPM on the Benchmarks package, from any folder, always in one scratch
# path, so that one release build of the library and its tools serves every script: Benchmarks/.build, or
# $NAMEFMT_BENCHMARKS_SCRATCH, which CI points at a scratch path that outlives the clone (.ci/cache.sh).
#
#   benchmarks_swift build -c release --product namefmt
#   benchmarks_swift package --disable-sandbox benchmark --filter 'Messages\..*'
benchmarks_package=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
benchmarks_scratch=${NAMEFMT_BENCHMARKS_SCRATCH:-$benchmarks_package/.build}

benchmarks_swift() {
    local verb=$1
    shift
    swift "$verb" --package-path "$benchmarks_package" --scratch-path "$benchmarks_scratch" "$@"
}
