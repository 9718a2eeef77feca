/**
 * How long the audited page's main thread was busy in a Lighthouse trace, as wall-clock time and
 * as time it spent on a CPU. Lighthouse's simulation scales the wall-clock length of the page's
 * tasks (by 4 on its mobile profile), so time a task waited for a core, taken by other processes
 * on this shared 2-core machine, counts as if the page had spent it; the CPU time shows how much
 * of it was the page's own work. Both sum the renderer main thread's top-level tasks (RunTask:
 * `dur` is wall-clock, `tdur` the thread's CPU time) over the whole trace.
 *
 * @param {Array<{name: string, ph: string, pid: number, tid: number, dur?: number, tdur?: number, args?: any}>} traceEvents
 * @param {string} url the audited page's address
 * @returns {{ wallMs: number, cpuMs: number } | undefined} undefined when the trace has no thread that parsed `url`
 */
export function mainThreadTime(traceEvents, url) {
  const parsedHere = traceEvents.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url === url);
  if (!parsedHere) return undefined;
  let wall = 0;
  let cpu = 0;
  for (const e of traceEvents) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || e.pid !== parsedHere.pid || e.tid !== parsedHere.tid)
      continue;
    wall += e.dur ?? 0;
    cpu += e.tdur ?? 0;
  }
  return { wallMs: Math.round(wall / 1000), cpuMs: Math.round(cpu / 1000) };
}
