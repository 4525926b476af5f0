#!/usr/bin/env bash
# Load on loopback: wrk against the same Hummingbird route without (/plain) and with (/named)
# NameContextMiddleware, alternating rounds in one run, each request with its own Accept-Language
# (MiddlewareLoad/accept-language.lua). Prints requests/s, p50 and p99 for both and the p99 ratio; the target is
# that the middleware adds at most 10% to p99 (printed, not gated: wall-clock time on a shared machine).
#
#   bash Benchmarks/middleware-load.sh [SECONDS_PER_ROUND] [ROUNDS]   # defaults: 10 seconds, 3 rounds
#
# Needs wrk (apt-get install wrk). Each round is bounded in time (-d) and in count (the Lua script stops each
# thread after MAX_REQUESTS responses, default 200,000); the server is stopped on exit.
set -euo pipefail
cd "$(dirname "$0")/MiddlewareLoad"

seconds="${1:-10}"
rounds="${2:-3}"
port="${PORT:-8089}"
max_requests="${MAX_REQUESTS:-200000}"
connections="${CONNECTIONS:-32}"
threads="${THREADS:-2}"

command -v wrk >/dev/null || { echo "wrk is not installed: apt-get install -y wrk" >&2; exit 1; }

swift build -c release --product MiddlewareLoadServer >&2
server="$(swift build -c release --show-bin-path)/MiddlewareLoadServer"
"$server" "$port" >/dev/null 2>&1 &
server_pid=$!
trap 'kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true' EXIT

for _ in $(seq 1 100); do
    curl -fsS "http://127.0.0.1:$port/plain" >/dev/null 2>&1 && break
    sleep 0.1
done
# Both routes answer for the request's viewer, or for none; a name at the start of the text is isolated (FSI…PDI).
[ "$(curl -fsS -H 'Accept-Language: en-US-x-linearf' "http://127.0.0.1:$port/named")" = $'\u2068Robb Böhnke\u2069|en-US-x-linearf' ]
[ "$(curl -fsS -H 'Accept-Language: en-US-x-linearf' "http://127.0.0.1:$port/plain")" = $'\u2068robb\u2069|und' ]

# One wrk run: prints "requests/s p50_ms p99_ms".
measure() {
    wrk -t"$threads" -c"$connections" -d"${seconds}s" --latency -s accept-language.lua \
        "http://127.0.0.1:$port/$1" -- "$max_requests" | awk '
        function ms(v) {
            if (v ~ /us$/) return substr(v, 1, length(v) - 2) / 1000
            if (v ~ /ms$/) return substr(v, 1, length(v) - 2) + 0
            if (v ~ /s$/) return substr(v, 1, length(v) - 1) * 1000
            return v
        }
        /^ +50%/ { p50 = ms($2) }
        /^ +99%/ { p99 = ms($2) }
        /^Requests\/sec:/ { rps = $2 }
        /Non-2xx/ { bad = 1 }
        END { if (bad || rps == "") exit 1; printf "%s %.3f %.3f\n", rps, p50, p99 }'
}

# Warm up both routes (the first sight of each tag goes through ICU).
wrk -t1 -c4 -d2s -s accept-language.lua "http://127.0.0.1:$port/plain" -- 20000 >/dev/null
wrk -t1 -c4 -d2s -s accept-language.lua "http://127.0.0.1:$port/named" -- 20000 >/dev/null

printf '%-8s %-6s %12s %9s %9s\n' round route "requests/s" "p50 ms" "p99 ms"
results=()
for round in $(seq 1 "$rounds"); do
    for route in plain named; do
        read -r rps p50 p99 < <(measure "$route")
        printf '%-8s %-6s %12s %9s %9s\n' "$round" "$route" "$rps" "$p50" "$p99"
        results+=("$route $rps $p50 $p99")
    done
done

printf '%s\n' "${results[@]}" | awk -v threads="$threads" -v connections="$connections" -v seconds="$seconds" '
    { n[$1]++; rps[$1] += $2; p50[$1] += $3; p99[$1] += $4 }
    END {
        printf "\nmean of %d rounds, wrk -t%s -c%s -d%ss:\n", n["plain"], threads, connections, seconds
        printf "%-6s %12s %9s %9s\n", "route", "requests/s", "p50 ms", "p99 ms"
        for (r = 1; r <= 2; r++) {
            route = (r == 1) ? "plain" : "named"
            printf "%-6s %12.0f %9.3f %9.3f\n", route, rps[route] / n[route], p50[route] / n[route], p99[route] / n[route]
        }
        printf "p99 named/plain: %.3f (target <= 1.10); requests/s named/plain: %.3f\n",
            p99["named"] / p99["plain"], rps["named"] / rps["plain"]
    }'
