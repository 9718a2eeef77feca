import type { Metric } from 'prom-client';

/** The labels of one HTTP series. */
export interface RequestLabels {
  service: string;
  method: string;
  route: string;
  status: string;
}

interface Series {
  labels: RequestLabels;
  count: number;
  sumSeconds: number;
  /** Observations per bucket (not cumulative); the last slot is above every bound (+Inf). */
  perBucket: number[];
}

/** prom-client's metric shape, as the registry reads it (get() at every scrape). */
type CollectedMetric = Metric & {
  get(): Promise<{ name: string; help: string; type: string; aggregator: string; values: object[] }>;
};

/**
 * The request counter and duration histogram, kept by hand and handed to the prom-client registry
 * as two metrics it formats like its own. Why not prom-client's Counter and Histogram: each of
 * their inc()/observe() calls validates and hashes the label set, even through a labelled child,
 * and on the edge's cached public read (a few tens of microseconds of CPU) that measured about
 * 8 us per request. Here a request costs one Map lookup and a few additions; the work of building
 * the series moves to scrape time, every 15 s or so.
 */
export class RequestSeries {
  private readonly series = new Map<string, Series>();

  constructor(
    private readonly names: { requests: string; duration: string },
    private readonly help: { requests: string; duration: string },
    /** Upper bounds of the duration buckets, in seconds, ascending. */
    private readonly buckets: readonly number[],
  ) {}

  record(service: string, method: string, route: string, status: string, seconds: number): void {
    const key = `${service}\u0000${method}\u0000${status}\u0000${route}`;
    let found = this.series.get(key);
    if (!found) {
      found = {
        labels: { service, method, route, status },
        count: 0,
        sumSeconds: 0,
        perBucket: new Array<number>(this.buckets.length + 1).fill(0),
      };
      this.series.set(key, found);
    }
    found.count++;
    found.sumSeconds += seconds;
    let bucket = 0;
    while (bucket < this.buckets.length && seconds > this.buckets[bucket]) bucket++;
    found.perBucket[bucket]++;
  }

  /** atelier_http_requests_total, for registry.registerMetric(). */
  requestsMetric(): CollectedMetric {
    const { requests: name } = this.names;
    return this.metric(name, this.help.requests, 'counter', () =>
      [...this.series.values()].map((s) => ({ labels: { ...s.labels }, value: s.count })),
    );
  }

  /** atelier_http_request_duration_seconds, for registry.registerMetric(). */
  durationMetric(): CollectedMetric {
    const { duration: name } = this.names;
    return this.metric(name, this.help.duration, 'histogram', () =>
      [...this.series.values()].flatMap((s) => {
        let cumulative = 0;
        const buckets = this.buckets.map((bound, i) => {
          cumulative += s.perBucket[i];
          return { metricName: `${name}_bucket`, labels: { le: bound, ...s.labels }, value: cumulative };
        });
        return [
          ...buckets,
          { metricName: `${name}_bucket`, labels: { le: '+Inf', ...s.labels }, value: s.count },
          { metricName: `${name}_sum`, labels: { ...s.labels }, value: s.sumSeconds },
          { metricName: `${name}_count`, labels: { ...s.labels }, value: s.count },
        ];
      }),
    );
  }

  private metric(name: string, help: string, type: string, values: () => object[]): CollectedMetric {
    return {
      name,
      help,
      get: async () => ({ name, help, type, aggregator: 'sum', values: values() }),
    } as unknown as CollectedMetric;
  }
}
