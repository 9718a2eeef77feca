// CPU time of a process, for benches that compare two stores on a machine shared with other work.
import { readFileSync } from 'node:fs';

/**
 * CPU seconds the process has used (user + system, Linux /proc), or undefined elsewhere.
 * Per request, this is the figure that holds on a machine shared with other work: requests per
 * second move with whatever else runs, the CPU one request costs much less.
 */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat(5); here 12 and 13 after the command name.
    return (Number(fields[11]) + Number(fields[12])) / 100; // clock ticks, USER_HZ = 100 on Linux
  } catch {
    return undefined;
  }
}
