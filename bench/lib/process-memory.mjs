// What a process has used (Linux /proc): resident memory and CPU time.
import { readFileSync } from 'node:fs';

/** Resident memory in MiB: now (VmRSS) and its high-water mark (VmHWM). */
export function processMemory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kib('VmRSS') / 1024, hwm: kib('VmHWM') / 1024 };
}

const CLOCK_TICKS_PER_SECOND = 100; // USER_HZ: 100 on every Linux this runs on

/**
 * CPU time (user + system) the process has used so far, in ms: unlike wall time, it barely moves
 * when other work shares the machine, so it compares starts measured at different loads.
 */
export function processCpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces, inside parentheses): utime is 14th, stime 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}
