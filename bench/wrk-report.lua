-- wrk's report for bench/http.ts: one JSON line after the run (latencies in µs, duration in µs).
-- Status errors are responses outside 2xx/3xx; the others are socket errors.
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRK_JSON {"requests":%d,"duration_us":%d,"p99_us":%d,"socket_errors":%d,"status_errors":%d}\n',
    summary.requests, summary.duration, latency:percentile(99.0),
    e.connect + e.read + e.write + e.timeout, e.status))
end
