// Reading /metrics in tests: scrape an app, then read samples by name and labels.

export type Labels = Record<string, string>;

export interface Sample {
  name: string;
  labels: Labels;
  value: number;
}

/** The samples of a Prometheus text exposition (comments skipped). */
export function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Labels = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g))
      labels[key] = value.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return samples;
}

/** Names declared by `# TYPE` lines: every metric the process registered, with or without samples. */
export function declaredMetrics(text: string): Map<string, string> {
  const declared = new Map<string, string>();
  for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) declared.set(name, type);
  return declared;
}

/** The sum of a metric's samples whose labels include `labels` (0 when there is none). */
export function sampleSum(text: string, name: string, labels: Labels = {}): number {
  return parseMetrics(text)
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);
}

/** GET <baseUrl>/metrics; throws unless it answers 200. */
export async function scrapeMetrics(baseUrl: string, token?: string): Promise<string> {
  const response = await fetch(`${baseUrl}/metrics`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`/metrics answered ${response.status}: ${text}`);
  return text;
}

/**
 * Scrapes until `name{labels}` reaches at least `atLeast`, and returns it. Polls with a generous
 * deadline rather than timing anything: under load the event or job behind a counter may be late.
 */
export async function waitForSample(
  baseUrl: string,
  name: string,
  labels: Labels,
  atLeast: number,
  deadlineMs = 60_000,
): Promise<number> {
  const until = Date.now() + deadlineMs;
  for (;;) {
    const value = sampleSum(await scrapeMetrics(baseUrl), name, labels);
    if (value >= atLeast) return value;
    if (Date.now() > until)
      throw new Error(`${name}${JSON.stringify(labels)} stayed at ${value}, expected at least ${atLeast}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
