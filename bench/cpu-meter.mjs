// CPU meters for the benchmarks, from /proc (Linux).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

// CPU time, from /proc (Linux): the machine is shared and small, so throughput alone is noisy; CPU
// milliseconds spent per request by the server process and by its PostgreSQL backends are not.
const CLOCK_TICK_MS = (() => {
  try {
    return 1000 / Number(execFileSync('getconf', ['CLK_TCK']).toString());
  } catch {
    return 10;
  }
})();
/** utime + stime of a process in ms, or undefined when it is gone (or there is no /proc). */
export function cpuMs(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS;
  } catch {
    return undefined;
  }
}
/** Busy CPU ms of the whole machine so far (all cores), from /proc/stat. */
export function machineBusyMs() {
  try {
    const [user, nice, system, , , irq, softirq, steal] = fs
      .readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return (user + nice + system + irq + softirq + steal) * CLOCK_TICK_MS;
  } catch {
    return NaN;
  }
}
/**
 * CPU ms of the PostgreSQL backends serving the bench database, by pid (the monitor excluded);
 * undefined for one that exited between the listing and the reading.
 */
export async function backendsCpu(monitor) {
  const { rows } = await monitor.query(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return new Map(rows.map((row) => [row.pid, cpuMs(row.pid)]));
}
