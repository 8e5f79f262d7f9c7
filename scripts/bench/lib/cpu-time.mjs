// CPU time a server spent, read from /proc (Linux): user + system time of every process in the
// group the bench started it in (`next start` may leave workers). On a busy machine, CPU time per
// request stays comparable where requests per second do not: time spent waiting for a core is
// not counted. Elsewhere (no /proc) it returns null and the benches print no CPU figure.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ, `getconf CLK_TCK` on Linux

/** Milliseconds of CPU used so far by the processes of group `pgid`; null without /proc. */
function groupCpuMs(pgid) {
  let ticks = 0;
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let stat;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        continue; // gone meanwhile
      }
      // Fields after the command name (which may hold spaces): state is field 3, pgrp 5, utime 14, stime 15.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      ticks += Number(fields[11]) + Number(fields[12]);
    }
  } catch {
    return null;
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** Runs `measure()` and adds the CPU time per request the group `pgid` spent on it (µs). */
export async function withCpu(pgid, measure) {
  const before = groupCpuMs(pgid);
  const result = await measure();
  const after = groupCpuMs(pgid);
  const cpuUsPerRequest =
    before === null || after === null || !result.requests ? null : ((after - before) * 1000) / result.requests;
  return { ...result, cpuUsPerRequest };
}
