# Sourced by the comparison scripts.

# best_ms COMMAND [ARG ...]: the best of three wall-clock runs of the command, in milliseconds; exits the script
# when a run fails.
best_ms() {
    local best=""
    for _ in 1 2 3; do
        local start end elapsed
        start=$(date +%s%N)
        if ! "$@" >/dev/null; then
            echo "$(basename "$0"): $* failed" >&2
            exit 1
        fi
        end=$(date +%s%N)
        elapsed=$(((end - start) / 1000000))
        if [ -z "$best" ] || [ "$elapsed" -lt "$best" ]; then best=$elapsed; fi
    done
    echo "$best"
}

# peak_kb COMMAND [ARG ...]: the command's peak resident memory in kB (GNU time).
peak_kb() {
    /usr/bin/time -f %M "$@" 2>&1 >/dev/null | tail -n 1
}
