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

/**
 * One result from several slices of one target (public-read's interleaved runs): req/s is the mean
 * over the slices (all of one length), p50 their median; p90, p99, max and the req/s standard
 * deviation their highest (a bound, not the whole run's own); counts summed. `slices` keeps each
 * slice's req/s.
 */
export function combineSlices(results) {
  const [first] = results;
  const sum = (pick) => results.reduce((total, r) => total + pick(r), 0);
  const sorted = (pick) => results.map(pick).sort((a, b) => a - b);
  const byStatus = {};
  for (const r of results)
    for (const [status, count] of Object.entries(r.byStatus))
      byStatus[status] = (byStatus[status] ?? 0) + count;
  return {
    ...first,
    requestsPerSecMean: sum((r) => r.requestsPerSecMean) / results.length,
    requestsPerSecStddev: Math.max(...results.map((r) => r.requestsPerSecStddev)),
    latencyMs: {
      p50: sorted((r) => r.latencyMs.p50)[Math.floor(results.length / 2)],
      p90: Math.max(...results.map((r) => r.latencyMs.p90)),
      p99: Math.max(...results.map((r) => r.latencyMs.p99)),
      mean: sum((r) => r.latencyMs.mean) / results.length,
      max: Math.max(...results.map((r) => r.latencyMs.max)),
    },
    totalRequests: sum((r) => r.totalRequests),
    byStatus,
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    durationSeconds: sum((r) => r.durationSeconds),
    slices: results.map((r) => r.requestsPerSecMean),
  };
}
