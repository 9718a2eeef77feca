// Loads one URL with autocannon and sums up what the report needs.
import autocannon from 'autocannon';

/**
 * settings: { connections, durationSeconds, warmupSeconds }; target: { name, url, headers?,
 * expectStatus (200 or 304), requests? (autocannon's per-request list, e.g. a setupRequest that gives
 * every request its own query string) }. An answer with another status counts as an error.
 */
export async function load(target, settings) {
  const result = await autocannon({
    url: target.url,
    headers: target.headers ?? {},
    ...(target.requests ? { requests: target.requests } : {}),
    connections: settings.connections,
    pipelining: 1,
    duration: settings.durationSeconds,
    timeout: 10,
    warmup: { connections: settings.connections, duration: settings.warmupSeconds },
  });
  const byStatus = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([status, s]) => [status, s.count]),
  );
  const expected = byStatus[String(target.expectStatus)] ?? 0;
  const answered = Object.values(byStatus).reduce((a, b) => a + b, 0);
  return {
    target: target.name,
    url: target.url,
    description: target.description,
    expectStatus: target.expectStatus,
    requestsPerSecMean: result.requests.mean,
    requestsPerSecStddev: result.requests.stddev,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      mean: result.latency.average,
      max: result.latency.max,
    },
    totalRequests: result.requests.total,
    byStatus,
    // Connection errors and timeouts, plus answers with a status other than the expected one.
    errors: result.errors + (answered - expected),
    timeouts: result.timeouts,
    durationSeconds: result.duration,
  };
}
