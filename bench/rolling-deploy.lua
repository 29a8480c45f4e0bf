-- The traffic of the rolling-deploy bench (rolling-deploy.ts): visitors reading cached pages and
-- API answers, and investors signing in, while instances are replaced behind the proxy.
--
-- Arguments (after wrk's `--`), each key=value:
--   paths=/,/contact,...     GET targets, taken in turn
--   pause=20                 ms each connection waits between requests (a steady rate, not a flood)
--   signInEvery=3            seconds between two sign-ins (one wrk thread: the whole run's rate)
--   accounts=a@x,b@x         investors signing in, in turn
--   password=...             their password
-- done() prints one line, DEPLOY-RESULT {json}, which rolling-deploy.ts reads.

local paths, accounts = {}, {}
local pause, signInEvery, password = 20, 3, ''
local turn, account, nextSignIn = 0, 0, 0

local function list(value)
  local items = {}
  for item in string.gmatch(value, '[^,]+') do
    items[#items + 1] = item
  end
  return items
end

function init(args)
  for _, arg in ipairs(args) do
    local key, value = string.match(arg, '^(%w+)=(.*)$')
    if key == 'paths' then paths = list(value) end
    if key == 'accounts' then accounts = list(value) end
    if key == 'pause' then pause = tonumber(value) end
    if key == 'signInEvery' then signInEvery = tonumber(value) end
    if key == 'password' then password = value end
  end
  -- The first sign-in waits a full period, so a restarted wrk never doubles the rate.
  nextSignIn = os.time() + signInEvery
end

function delay()
  return pause
end

function request()
  if #accounts > 0 and os.time() >= nextSignIn then
    nextSignIn = os.time() + signInEvery
    account = account % #accounts + 1
    local body = string.format('{"email":"%s","password":"%s","rememberMe":false}', accounts[account], password)
    -- The double-submit XSRF pair a browser sends with every state-changing call.
    local headers = { ['Content-Type'] = 'application/json', ['Cookie'] = 'XSRF-TOKEN=bench', ['X-XSRF-TOKEN'] = 'bench' }
    return wrk.format('POST', '/api/v1/auth/login', headers, body)
  end
  turn = turn % #paths + 1
  -- A browser's encodings: cached answers are stored compressed for them.
  return wrk.format('GET', paths[turn], { ['Accept-Encoding'] = 'gzip, deflate, br' })
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'DEPLOY-RESULT {"requests":%d,"durationUs":%d,"status":%d,"connect":%d,"read":%d,"write":%d,"timeout":%d,"maxUs":%d,"p99Us":%d,"p999Us":%d}\n',
    summary.requests, summary.duration, e.status, e.connect, e.read, e.write, e.timeout,
    latency.max, latency:percentile(99), latency:percentile(99.9)))
end
