// How fast hostile bodies are answered (the durations the API tests used to assert):
// a huge declared Content-Length is refused before any of the body is read, and 1 MB of nested
// brackets is parsed by a bounded loop. The tests keep what is answered; this prints how fast.
import { connect } from 'node:net';
import { login } from './lib/context.mjs';

/** Milliseconds until the status line of the answer to `head` (headers only, no body sent). */
function timeToStatus(url, head) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(Number(port), hostname, () => socket.write(head));
    socket.once('data', (chunk) => {
      resolve({ ms: performance.now() - started, status: chunk.toString('latin1').split('\r\n')[0] });
      socket.destroy();
    });
    socket.on('error', reject);
  });
}

async function timed(request) {
  const started = performance.now();
  const response = await request();
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

export async function run(ctx) {
  const server = await ctx.server('pg');
  const token = await login(server.url);
  const huge = await timeToStatus(
    server.url,
    [
      'POST /api/image-user HTTP/1.1',
      'Host: localhost',
      `Authorization: Bearer ${token}`,
      'Content-Type: multipart/form-data; boundary=x',
      `Content-Length: ${50 * 1024 ** 3}`,
      '',
      '',
    ].join('\r\n'),
  );
  const nested = [
    ['arrays', '['.repeat(400_000) + ']'.repeat(400_000)],
    ['objects', '{"a":'.repeat(150_000) + '1' + '}'.repeat(150_000)],
  ];
  const rows = [
    {
      measure: 'A declared 50 GB upload refused',
      value: `${huge.ms.toFixed(0)} ms (${huge.status})`,
      target: '< 1 s, body unread',
      met: huge.ms < 1000,
    },
  ];
  for (const [what, body] of nested) {
    const answer = await timed(() =>
      fetch(`${server.url}/api/login-user`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body,
      }),
    );
    rows.push({
      measure: `PUT /api/login-user, ${(body.length / 1e6).toFixed(1)} MB of nested ${what}`,
      value: `${answer.ms.toFixed(0)} ms (${answer.status})`,
      target: '< 3 s',
      met: answer.ms < 3000,
    });
  }
  for (const row of rows) console.log(`[hostile] ${row.measure}: ${row.value}`);
  return { rows };
}
