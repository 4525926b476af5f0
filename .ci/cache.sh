# Sourced by .ci/run: scratch paths that outlive the clone, so that the dependencies the traits build, the example and
# the benchmarks compile (SwiftNIO, BoringSSL, Vapor, Hummingbird, AsyncHTTPClient, ordo-one/benchmark, …) are built
# once per machine and toolchain instead of once per clone.
#
#   ci_cached_scratch NAME   sets $ci_scratch to a scratch path for NAME and holds it for the rest of the run
#
# The path is $NAMEFMT_CI_CACHE (default ~/.cache/swift-namefmt-ci) / <hash of `swift --version`> / NAME, an absolute
# path that stays the same from one clone to the next: SwiftPM keys what it has built by absolute paths, so the
# dependencies' checkouts and objects there are reused, while this package's own targets, whose sources are in the new
# clone, are always compiled again. SwiftPM decides what is stale, as it does in a developer's .build: a dependency
# whose version, manifest or flags change is rebuilt. A run holds each path with flock(1) until it exits; a second run
# that finds one held, or a machine where the folder cannot be made, uses a scratch path inside the clone
# (.build-NAME), as does every run with NAMEFMT_CI_CACHE=off: that is a first run on a new machine, from nothing.
# Paths made for another toolchain are removed.

ci_cached_scratch() {
    local name=$1 root key fd
    ci_scratch=$PWD/.build-$name
    if [[ ${NAMEFMT_CI_CACHE:-} == off ]]; then
        echo "cache: off (NAMEFMT_CI_CACHE=off); $name builds in $ci_scratch"
        return
    fi
    root=${NAMEFMT_CI_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/swift-namefmt-ci}
    key=$(swift --version 2>/dev/null | sha256sum | cut -c1-16)
    if ! mkdir -p "$root/$key" 2>/dev/null || ! exec {fd}>"$root/$key/$name.lock"; then
        echo "cache: cannot write $root/$key; $name builds in $ci_scratch"
        return
    fi
    if ! flock -n "$fd"; then
        exec {fd}>&-
        echo "cache: $root/$key/$name is in use by another run; $name builds in $ci_scratch"
        return
    fi
    # Another toolchain's builds are of no use to this one.
    find "$root" -mindepth 1 -maxdepth 1 -type d ! -name "$key" -exec rm -rf {} +
    ci_scratch=$root/$key/$name
    if [[ -d $ci_scratch ]]; then
        echo "cache: $name builds in $ci_scratch, reusing $(du -sh "$ci_scratch" | cut -f1) built by earlier runs"
    else
        echo "cache: $name builds in $ci_scratch, empty: every dependency is built"
    fi
}
