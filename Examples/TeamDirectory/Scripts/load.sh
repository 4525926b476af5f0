#!/usr/bin/env bash
# Load comparison: wrk against GET /members and GET /users/{id} (names formatted for the viewer per request), and
# against the same routes under /baseline (names stored pre-formatted for the same viewer: no viewer resolved,
# nothing formatted or sorted). Every request sends Accept-Language: en-US-x-linearf, the baseline's viewer.
# Builds the release binary, starts it on a free loopback port with a fresh database, prints requests/s, p50 and
# p99 for each route and the ratios, and stops the server. Wall-clock figures on a shared machine: not gated.
#
# Usage: Scripts/load.sh [-d DURATION] [-c CONNECTIONS] [-t THREADS] [-b BINARY]   (defaults: 10s, 16, 1)
# -b runs BINARY, another build of TeamDirectory (an older commit's, to compare), instead of building this one.
set -euo pipefail
cd "$(dirname "$0")/.."

duration=10s connections=16 threads=1 binary=""
while getopts "d:c:t:b:" option; do
    case "$option" in
    d) duration=$OPTARG ;;
    c) connections=$OPTARG ;;
    t) threads=$OPTARG ;;
    b) binary=$OPTARG ;;
    *) echo "usage: $0 [-d DURATION] [-c CONNECTIONS] [-t THREADS] [-b BINARY]" >&2; exit 64 ;;
    esac
done

work=$(mktemp -d)
server_pid=""
cleanup() {
    if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
    rm -rf "$work"
}
trap cleanup EXIT

if [ -z "$binary" ]; then
    swift build -c release --product TeamDirectory >&2
    binary="$(swift build -c release --show-bin-path)/TeamDirectory"
fi
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
"$binary" --port "$port" --database "$work/directory.sqlite" >"$work/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 100); do
    if curl -fsS -o /dev/null "http://127.0.0.1:$port/members" 2>/dev/null; then break; fi
    if ! kill -0 "$server_pid" 2>/dev/null; then cat "$work/server.log" >&2; exit 1; fi
    sleep 0.2
done
members=$(curl -fsS "http://127.0.0.1:$port/members" | python3 -c 'import json, sys; print(len(json.load(sys.stdin)))')
base="http://127.0.0.1:$port"

# One wrk run: prints "requests/s p50 p99" (latencies in milliseconds).
run() {
    local prefix=$1 route=$2 output
    if [ "$route" = users ]; then
        output=$(ROUTE_PREFIX=$prefix MEMBERS=$members wrk -t "$threads" -c "$connections" -d "$duration" --latency \
            -H "Accept-Language: en-US-x-linearf" -s Scripts/users.lua "$base")
    else
        output=$(wrk -t "$threads" -c "$connections" -d "$duration" --latency \
            -H "Accept-Language: en-US-x-linearf" "$base$prefix/members")
    fi
    if grep -q "Non-2xx" <<<"$output"; then echo "$output" >&2; echo "wrk saw errors" >&2; exit 1; fi
    awk '
        function ms(value) {
            if (value ~ /us$/) return substr(value, 1, length(value) - 2) / 1000
            if (value ~ /ms$/) return substr(value, 1, length(value) - 2) + 0
            if (value ~ /s$/) return substr(value, 1, length(value) - 1) * 1000
            return value
        }
        $1 == "50%" { p50 = ms($2) }
        $1 == "99%" { p99 = ms($2) }
        $1 == "Requests/sec:" { rps = $2 }
        END { printf "%s %s %s\n", rps, p50, p99 }
    ' <<<"$output"
}

echo "wrk -t $threads -c $connections -d $duration, $members members, $(nproc) CPUs" >&2
printf "%-22s %12s %10s %10s\n" "route" "requests/s" "p50 ms" "p99 ms"
for route in members users; do
    formatted=$(run "" "$route")
    baseline=$(run /baseline "$route")
    read -r rps p50 p99 <<<"$formatted"
    read -r brps bp50 bp99 <<<"$baseline"
    label=$([ "$route" = users ] && echo "/users/{id}" || echo "/members")
    printf "%-22s %12.0f %10.3f %10.3f\n" "$label" "$rps" "$p50" "$p99"
    printf "%-22s %12.0f %10.3f %10.3f\n" "/baseline$label" "$brps" "$bp50" "$bp99"
    awk -v r="$rps" -v b="$brps" -v p="$p50" -v bp="$bp50" -v q="$p99" -v bq="$bp99" -v l="$label" 'BEGIN {
        printf "%-22s %11.2fx %9.2fx %9.2fx\n", "ratio " l, b / r, p / bp, q / bq
    }'
done
echo "(ratio: baseline requests/s over formatted; formatted latency over baseline; above 1 means formatting costs)"
