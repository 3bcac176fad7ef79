import fs from 'node:fs';

/**
 * How much CPU other processes took while bench/api.ts measured, in % of one core: the busy time of
 * /proc/stat's `cpu` line (user, nice, system, irq, softirq) less our own processes' (/proc/<pid>/stat
 * utime + stime: the answering server and the bench process, where autocannon runs). Where there is
 * no /proc, NaN.
 */
export interface CpuSnapshot {
  /** Jiffies of /proc/stat's `cpu` line: busy (user, nice, system, irq, softirq) and all. */
  busy: number;
  total: number;
  /** utime + stime of our own processes (/proc/<pid>/stat). */
  own: number;
  cores: number;
}

/** The machine's CPU time so far and our own processes' (`pids`); undefined where there is no /proc. */
export function cpuSnapshot(pids: readonly number[]): CpuSnapshot | undefined {
  try {
    const lines = fs.readFileSync('/proc/stat', 'utf8').split('\n');
    const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = (lines[0] ?? '')
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const busy = user + nice + system + irq + softirq;
    let own = 0;
    for (const pid of pids) {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      // After "pid (comm) ": state is field 3, utime 14, stime 15.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      own += Number(fields[11]) + Number(fields[12]);
    }
    return { busy, total: busy + idle + iowait + steal, own, cores: lines.filter((l) => /^cpu\d/.test(l)).length };
  } catch {
    return undefined;
  }
}

/** Other processes' CPU between two snapshots, in % of one core. */
export function othersPctOfCore(from: CpuSnapshot | undefined, to: CpuSnapshot | undefined): number {
  if (!from || !to || to.total <= from.total) return NaN;
  const others = to.busy - from.busy - (to.own - from.own);
  return Math.max(0, Math.round((1000 * others) / ((to.total - from.total) / to.cores)) / 10);
}
