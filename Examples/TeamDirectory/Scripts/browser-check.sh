#!/usr/bin/env bash
# Starts the team directory on a free loopback port with a fresh database, checks its page in headless Chromium
# (Scripts/browser_check.py says what is asserted), saves screenshots, and stops the server.
#
# Usage: Scripts/browser-check.sh [SCREENSHOT.png]   (default: .build/browser-check.png)
# Needs a built debug binary (swift build) and Scripts/setup.sh's packages. TEAMDIRECTORY_BIN, when set, is the
# folder of a binary built elsewhere (CI builds the example in the root package's .build-traits).
set -euo pipefail
cd "$(dirname "$0")/.."

work=$(mktemp -d)
screenshot=${1:-.build/browser-check.png}
mkdir -p "$(dirname "$screenshot")"
server_pid=""
cleanup() {
    if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
    rm -rf "$work"
}
trap cleanup EXIT

bin=${TEAMDIRECTORY_BIN:-$(swift build --show-bin-path)}
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
"$bin/TeamDirectory" --port "$port" --database "$work/directory.sqlite" >"$work/server.log" 2>&1 &
server_pid=$!

for _ in $(seq 1 100); do
    if curl -fsS -o /dev/null "http://127.0.0.1:$port/members" 2>/dev/null; then break; fi
    if ! kill -0 "$server_pid" 2>/dev/null; then cat "$work/server.log" >&2; echo "the server exited" >&2; exit 1; fi
    sleep 0.2
done

/usr/bin/python3 Scripts/browser_check.py "http://127.0.0.1:$port" "$screenshot"
echo "screenshots: $screenshot and its -ar and -ja siblings"
