-- Gives each request its own Accept-Language: alternating full-name and display-name viewers, each tag made
-- distinct by a private-use subtag (en-US-x-linearf-n17, en-US-x-n18, ...), cycling through 1,000 tags.
-- Each thread stops after max_requests responses (the first script argument), so the loop is bounded in count
-- as well as by wrk's -d.
local counter = 0
local responses = 0
local max_requests = 100000

function init(args)
    if args[1] then max_requests = tonumber(args[1]) end
end

function request()
    counter = counter + 1
    local index = counter % 1000
    local tag
    if index % 2 == 0 then tag = "en-US-x-linearf-n" .. index else tag = "en-US-x-n" .. index end
    return wrk.format("GET", nil, { ["Accept-Language"] = tag })
end

function response(status, headers, body)
    responses = responses + 1
    if status ~= 200 then error("status " .. status) end
    if responses >= max_requests then wrk.thread:stop() end
end
