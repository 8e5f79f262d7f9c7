// autocannon, run in-process, reduced to the figures we report: requests per second, p50/p99
// latency, connection errors (autocannon counts a timeout as an error too, so timeouts are a
// subset of errors), and every response that was not 2xx, by status.
import autocannon from 'autocannon';

function statusCounts(result) {
  return Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]));
}

function summarize(result) {
  const statuses = statusCounts(result);
  const non2xx = Object.fromEntries(Object.entries(statuses).filter(([code]) => !code.startsWith('2')));
  return {
    rps: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors, // connection errors, timeouts included
    timeouts: result.timeouts,
    non2xx,
    seconds: result.duration,
  };
}

/** One autocannon run; `onLatency(ms, status)` sees every response (for totals across runs). */
export function cannon({ onLatency, ...options }) {
  const instance = autocannon({ connections: 50, duration: 10, timeout: 10, ...options });
  if (onLatency)
    instance.on('response', (_client, statusCode, _bytes, responseTime) => onLatency(responseTime, statusCode));
  return instance.then(summarize);
}

/** Percentile `p` (0–100) of unsorted `values`. */
export function percentile(values, p) {
  if (!values.length) return NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const fmt = {
  rps: (v) => (Number.isFinite(v) ? v.toFixed(0) : '—'),
  ms: (v) => (Number.isFinite(v) ? `${v < 10 ? v.toFixed(1) : v.toFixed(0)} ms` : '—'),
  statuses: (counts) =>
    Object.entries(counts)
      .map(([code, n]) => `${code}×${n}`)
      .join(' ') || 'none',
};
