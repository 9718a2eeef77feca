// Resident memory of a process (Linux /proc), in MiB: now (VmRSS) and its high-water mark (VmHWM).
import { readFileSync } from 'node:fs';

export function processMemory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kib('VmRSS') / 1024, hwm: kib('VmHWM') / 1024 };
}
