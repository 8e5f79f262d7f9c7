// Servers measured side by side in one run, each its own process: all warmed first (JIT, Next's
// caches), then measured in turn, round after round, so a burst of load elsewhere on the machine
// hits all of them. Besides requests per second, each server's CPU time per request
// (lib/cpu-time.mjs): on a busy machine the steadier figure, and its ratio is the throughput one
// core would give.
import { cannon, fmt } from './cannon.mjs';
import { withCpu } from './cpu-time.mjs';

/**
 * Measures `servers` ({ name: { url, pid } }, `url` the full address to load) and prints a line
 * for each; returns the runs by name and the mean of a figure across a server's runs:
 * stat(name, 'rps' | 'p50' | 'p99' | 'cpuUsPerRequest').
 */
export async function sideBySide(servers, { label, seconds, connections = 50, rounds = 2, warmSeconds = 3 }) {
  const measure = ({ url, pid }, duration) => withCpu(pid, () => cannon({ url, connections, duration }));
  for (const server of Object.values(servers)) await measure(server, warmSeconds);
  const runs = Object.fromEntries(Object.keys(servers).map((name) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const [name, server] of Object.entries(servers)) {
      // A second of load first, not measured: a server just left idle by the others' runs spent
      // ~10 % more CPU per request (by hand: 1,115 vs 1,013 µs, five pairs), which favoured the
      // second of two pages served by one process (throughput.mjs).
      await cannon({ url: server.url, connections, duration: 1 });
      runs[name].push(await measure(server, seconds));
    }
  }

  const stat = (name, key) => runs[name].reduce((sum, r) => sum + r[key], 0) / runs[name].length;
  const failed = (name) =>
    runs[name].reduce((n, r) => n + r.errors + Object.values(r.non2xx).reduce((a, b) => a + b, 0), 0);
  const width = Math.max(...Object.keys(servers).map((name) => name.length));
  for (const name of Object.keys(servers)) {
    console.log(
      `[${label}] ${name.padEnd(width)} ${fmt.rps(stat(name, 'rps'))} req/s, p50 ${fmt.ms(stat(name, 'p50'))}, p99 ${fmt.ms(stat(name, 'p99'))}, CPU ${cpuText(stat(name, 'cpuUsPerRequest'))} per request (runs: ${runs[name].map((r) => cpuText(r.cpuUsPerRequest)).join(', ')}), ${failed(name)} failed`,
    );
  }
  return { runs, stat };
}

export function cpuText(us) {
  return Number.isFinite(us) ? `${us.toFixed(0)} µs` : '—';
}
