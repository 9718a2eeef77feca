// The table, the four ratios against their targets (issue 5; the cached read and the 304 raised by
// issue 14), and the JSON written to bench/results.
import os from 'node:os';

/** Each ratio: numerator / denominator in req/s, with the target it must reach. */
export const RATIO_TARGETS = [
  { name: 'gateway-cached / raw', numerator: 'gateway-cached', denominator: 'raw', target: 0.5 },
  { name: 'gateway-uncached / direct', numerator: 'gateway-uncached', denominator: 'direct', target: 0.7 },
  { name: 'direct / raw', numerator: 'direct', denominator: 'raw', target: 0.3 },
  { name: 'gateway-304 / raw', numerator: 'gateway-304', denominator: 'raw', target: 0.75 },
];

const round = (n, digits) => Math.round(n * 10 ** digits) / 10 ** digits;

/** The ratios that can be computed; a skipped target gives `skipped` with the reason. */
export function ratios(results, skipped) {
  const by = Object.fromEntries(results.map((r) => [r.target, r]));
  return RATIO_TARGETS.map((t) => {
    const missing = [t.numerator, t.denominator].find((name) => !by[name]);
    if (missing) return { ...t, skipped: skipped[missing] ?? `${missing} was not measured` };
    const value = round(by[t.numerator].requestsPerSecMean / by[t.denominator].requestsPerSecMean, 3);
    return { ...t, value, pass: value >= t.target };
  });
}

export function printReport(results, ratioRows, notes) {
  const rows = [
    ['target', 'req/s (mean)', 'p50 ms', 'p99 ms', 'errors', 'statuses'],
    ...results.map((r) => [
      r.target,
      r.requestsPerSecMean.toFixed(0),
      String(r.latencyMs.p50),
      String(r.latencyMs.p99),
      String(r.errors),
      Object.entries(r.byStatus)
        .map(([status, count]) => `${status}:${count}`)
        .join(' '),
    ]),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const line = (row) =>
    row.map((cell, i) => (i === 0 || i === 5 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(`\n${line(rows[0])}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows.slice(1)) console.log(line(row));
  console.log('');
  const nameWidth = Math.max(...ratioRows.map((r) => r.name.length));
  for (const r of ratioRows) {
    const head = `${r.name.padEnd(nameWidth)}  target >= ${r.target.toFixed(2)}`;
    console.log(
      r.skipped
        ? `${head}  SKIPPED (${r.skipped})`
        : `${head}  ${r.value.toFixed(3)}  ${r.pass ? 'PASS' : 'MISS'}`,
    );
  }
  for (const note of notes) console.log(`note: ${note}`);
  console.log(`load average (1 min) at the end: ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} cores`);
}

export function machine(loadAtStart) {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: round(os.totalmem() / 2 ** 30, 1),
    platform: `${os.platform()} ${os.release()}`,
    node: process.version,
    // Other work on the machine moves the figures: the 1-minute load average before and after.
    loadAverage1m: { atStart: round(loadAtStart, 2), atEnd: round(os.loadavg()[0], 2) },
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const spread = (values) =>
  values.length === 0
    ? undefined
    : { median: median(values), min: Math.min(...values), max: Math.max(...values), n: values.length };

/**
 * Median and range of each target's req/s and each ratio, per build, over the runs of
 * public-read.bench.mjs (several rounds, and a baseline build when one is given).
 */
export function summarise(runs, builds) {
  return builds.map((build) => {
    const own = runs.filter((r) => r.build === build.label);
    const targets = {};
    for (const run of own) for (const r of run.results) (targets[r.target] ??= []).push(r.requestsPerSecMean);
    const ratioValues = {};
    for (const run of own)
      for (const r of run.ratios) if (!r.skipped) (ratioValues[r.name] ??= []).push(r.value);
    return {
      build: build.label,
      entry: build.entry,
      targets: Object.fromEntries(Object.entries(targets).map(([name, v]) => [name, spread(v)])),
      ratios: RATIO_TARGETS.map((t) => ({ ...t, ...spread(ratioValues[t.name] ?? []) })),
    };
  });
}

const figure = (s, digits) =>
  !s || s.median === undefined
    ? '-'
    : s.n === 1
      ? s.median.toFixed(digits)
      : `${s.median.toFixed(digits)} (${s.min.toFixed(digits)}-${s.max.toFixed(digits)})`;

/** The summary: one column per build, median (min-max) over the rounds. */
export function printSummary(summary, builds, rounds, notes) {
  const header = ['', ...summary.map((s) => s.build)];
  const rows = [header];
  const targetNames = [...new Set(summary.flatMap((s) => Object.keys(s.targets)))];
  for (const name of targetNames)
    rows.push([`${name} req/s`, ...summary.map((s) => figure(s.targets[name], 0))]);
  for (const t of RATIO_TARGETS)
    rows.push([
      `${t.name} (>= ${t.target})`,
      ...summary.map((s) => {
        const r = s.ratios.find((x) => x.name === t.name);
        return r?.n ? `${figure(r, 3)} ${r.median >= t.target ? 'PASS' : 'MISS'}` : 'skipped';
      }),
    ]);
  const widths = header.map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  console.log(
    `\nsummary over ${rounds} round(s)${builds.length > 1 ? ', builds in alternating order' : ''}: median (min-max)`,
  );
  for (const build of builds) console.log(`  ${build.label}: ${build.entry}`);
  for (const row of rows)
    console.log(
      row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '),
    );
  for (const note of notes) console.log(`note: ${note}`);
  console.log(`load average (1 min) at the end: ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} cores`);
}
