-- wrk: GET PREFIX/users/ID, the ids 1 to MEMBERS in a scattered order, so every request asks for another member
-- than the one before. PREFIX is "" or "/baseline" (environment variable ROUTE_PREFIX).
local prefix = os.getenv("ROUTE_PREFIX") or ""
local members = tonumber(os.getenv("MEMBERS") or "231")
local n = 0

request = function()
    n = n + 1
    return wrk.format("GET", prefix .. "/users/" .. ((n * 97) % members + 1))
end
