# Sourced by .ci/run and .ci/quick: named, timed steps, and a table of them at the end.
#
#   step NAME COMMAND [ARG ...]        runs COMMAND in the foreground, its output on the terminal
#   step_start NAME COMMAND [ARG ...]  starts COMMAND beside the others, its output in $ci_logs/NAME.log
#   step_wait                          waits for the started steps, prints each log in one piece as it ends
#
# Each step's wall-clock time and CPU time (user + system, of the step and every process it waited for) go into the
# table that is printed when the script exits, also when a step fails. A failing step stops the script with its
# name; started steps that fail are named once all of them have ended. A step's output is also kept in its log, and
# after the table come the lines of each failed step's log that say why it failed.

# One folder per script (.build/ci/run/, .build/ci/quick/), so that the quick checks can run beside a full run.
ci_logs=.build/ci/$(basename "$0")
mkdir -p "$ci_logs"
rm -f "$ci_logs"/*.log "$ci_logs"/*.time
ci_started_at=$EPOCHREALTIME
ci_order=()        # step names, in the order they started
declare -A ci_pid  # started step -> pid, while it runs
declare -A ci_beside  # steps that ran beside others
ci_ticks_per_second=$(getconf CLK_TCK)

# Runs "$@" in the subshell it is called in, with errexit, and on that subshell's exit writes "status wall_ms cpu_ms"
# for step $1 to $ci_logs/$1.time. The subshell's CPU time, with that of every process it waited for, is the step's.
ci_timed() {
    ci_step_name=$1
    ci_step_start=$EPOCHREALTIME
    trap 'ci_record $?' EXIT
    shift
    "$@"
}

ci_record() {
    local status=$1 end=$EPOCHREALTIME stat fields
    read -r stat </proc/"$BASHPID"/stat
    read -ra fields <<<"${stat##*) }"
    # After the command name: utime, stime, cutime and cstime are the 12th to 15th fields (0-based 11 to 14).
    local ticks=$((fields[11] + fields[12] + fields[13] + fields[14]))
    local wall_ms=$(((10#${end/./} - 10#${ci_step_start/./}) / 1000))
    echo "$status $wall_ms $((ticks * 1000 / ci_ticks_per_second))" >"$ci_logs/$ci_step_name.time"
}

# A failing step ends the script through errexit; the EXIT trap (ci_table) then names it.
step() {
    local name=$1
    ci_order+=("$name")
    echo
    echo "== [$name] ${*:2}"
    (ci_timed "$name" "${@:2}") 2>&1 | tee "$ci_logs/$name.log"
}

step_start() {
    local name=$1
    ci_order+=("$name")
    ci_beside[$name]=1
    echo "== [$name] started beside the others: ${*:2} (log: $ci_logs/$name.log)"
    (ci_timed "$name" "${@:2}") >"$ci_logs/$name.log" 2>&1 </dev/null &
    ci_pid[$name]=$!
}

step_wait() {
    local failed=() pid name status
    while ((${#ci_pid[@]} > 0)); do
        status=0
        wait -n -p pid "${ci_pid[@]}" || status=$?
        for name in "${!ci_pid[@]}"; do
            if [[ ${ci_pid[$name]} == "$pid" ]]; then break; fi
        done
        unset "ci_pid[$name]"
        echo
        echo "== [$name] ended with status $status; its output:"
        cat "$ci_logs/$name.log"
        if ((status != 0)); then failed+=("$name"); fi
    done
    if ((${#failed[@]} > 0)); then
        echo "CI failed: step(s) ${failed[*]} (logs: $(printf "$ci_logs/%s.log " "${failed[@]}"))" >&2
        exit 1
    fi
}

# m:ss.s from milliseconds.
ci_duration() {
    local tenths=$(($1 / 100))
    printf '%d:%02d.%d' $((tenths / 600)) $((tenths / 10 % 60)) $((tenths % 10))
}

# Stops a process and everything it started.
ci_kill_tree() {
    local child
    for child in $(cat /proc/"$1"/task/*/children 2>/dev/null); do ci_kill_tree "$child"; done
    kill "$1" 2>/dev/null || true
}

ci_table() {
    local exit_status=$? name status wall cpu total_cpu=0 failed=()
    # Started steps still running (the script is failing): stop them, so that the table is the last word.
    for name in "${!ci_pid[@]}"; do
        ci_kill_tree "${ci_pid[$name]}"
        wait "${ci_pid[$name]}" 2>/dev/null || true
        rm -f "$ci_logs/$name.time"
    done
    echo
    echo "== step times: wall clock, and CPU time (user + system) of each step's processes"
    printf '%-22s %-8s %9s %9s\n' step status wall CPU
    for name in "${ci_order[@]}"; do
        if [[ -f $ci_logs/$name.time ]]; then
            read -r status wall cpu <"$ci_logs/$name.time"
            total_cpu=$((total_cpu + cpu))
            if [[ $status != 0 ]]; then failed+=("$name"); fi
            printf '%-22s %-8s %9s %9s\n' "$name${ci_beside[$name]:+ *}" "$([[ $status == 0 ]] && echo ok || echo "failed")" \
                "$(ci_duration "$wall")" "$(ci_duration "$cpu")"
        else
            printf '%-22s %-8s %9s %9s\n' "$name${ci_beside[$name]:+ *}" "stopped" - -
        fi
    done
    local now=$EPOCHREALTIME
    local total_wall=$(((10#${now/./} - 10#${ci_started_at/./}) / 1000))
    printf '%-22s %-8s %9s %9s\n' total "$([[ $exit_status == 0 ]] && echo ok || echo "failed")" \
        "$(ci_duration "$total_wall")" "$(ci_duration "$total_cpu")"
    echo "$(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg); steps marked * ran beside others," \
        "so their wall times overlap; each step's output is in $ci_logs/<step>.log"
    if ((exit_status != 0)); then
        # What each failed step said of its failure, again here: a reader who sees only the end of the output (a CI
        # page's last lines) learns the cause, not only the step's name.
        for name in "${failed[@]}"; do
            echo "-- $name: the last lines of $ci_logs/$name.log that say why"
            grep -E -i 'fail|error|fatal|timeout|out-of-memory|crash|reproduce' "$ci_logs/$name.log" | tail -n 12 || true
        done
        echo "FAILED (status $exit_status)${failed[*]:+ in step(s): ${failed[*]}}" >&2
    fi
}
trap ci_table EXIT
