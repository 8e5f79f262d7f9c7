/** @jest-environment node */
// SIGTERM with a request in flight, through `npm start` (scripts/start.mjs runs `next start` in the same process):
// new connections are refused at once, the request in flight still completes, the database is
// closed, the exit code is 0, and the next start on the same data directory finds the order.
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startNextServer, type NextServer } from '@/tests/support/next-server';
import { api, eventually, signIn } from '@/tests/support/server-api';

jest.setTimeout(150_000);

const PORT = 3803;
const roller = {
  line: 'persianas',
  type: 'enrollables',
  fabric: 'blackout-premium',
  color: 'marfil',
  width_cm: 150,
  height_cm: 180,
  quantity: 1,
  room: 'Sala',
  options: { installation: true },
};

/** A checkout whose body arrives in two parts: the request stays in flight until `finish()`. */
function slowCheckout(url: string, token: string, key: string, body: string) {
  const cut = Math.floor(body.length / 2);
  const req = http.request(`${url}/api/cart/checkout`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
      'Idempotency-Key': key,
      'Transfer-Encoding': 'chunked',
    },
  });
  const response = new Promise<{ status: number; connection?: string; body: string }>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text }));
    });
  });
  req.write(body.slice(0, cut));
  return { response, finish: () => req.end(body.slice(cut)) };
}

let dataDir: string;
let server: NextServer | undefined;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'solara-flt-stop-'));
});
afterAll(async () => {
  await server?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

test('SIGTERM lets the request in flight finish, closes PGlite and exits 0; the data is there after a restart', async () => {
  server = await startNextServer(PORT, { DATA_DIR: dataDir }, 120_000, { command: 'npm-start' });
  const token = await signIn(server.url, 'cliente@solara.test');
  expect((await api(server.url, '/api/cart', { token, json: { items: [roller] } })).status).toBe(201);

  const inFlight = slowCheckout(
    server.url,
    token,
    'apagado-ordenado-1',
    JSON.stringify({ notes: 'Pedido enviado durante el apagado', shipping_address: null }),
  );
  await new Promise((resolve) => setTimeout(resolve, 500)); // the server has the request's head and half its body
  server.process.kill('SIGTERM');

  // It stops accepting at once…
  expect(await eventually(async () => server!.output().includes('[servidor] SIGTERM recibido'), 10_000)).toBe(true);
  expect(
    await eventually(async () => {
      try {
        await fetch(`${server!.url}/api/states`);
        return false;
      } catch {
        return true;
      }
    }, 10_000),
  ).toBe(true);
  // …and the request it already had completes normally.
  inFlight.finish();
  const done = await inFlight.response;
  expect(done.status).toBe(201);
  const order = JSON.parse(done.body);
  expect(order.folio).toMatch(/^PED-\d{4}-\d{6}$/);

  // It asks the client to close the connection, so the stop does not wait for keep-alive.
  expect(done.connection).toBe('close');
  expect(await server.exited).toBe(0);
  expect(server.output()).toContain('[db] base de datos cerrada');
  expect(server.output()).not.toMatch(/no terminaron|Error/);

  // Same data directory, new process: starts normally and the order is there.
  server = await startNextServer(PORT, { DATA_DIR: dataDir });
  const again = await signIn(server.url, 'cliente@solara.test');
  const orders = await api(server.url, '/api/orders', { token: again });
  expect(orders.body.data.map((o: { folio: string }) => o.folio)).toContain(order.folio);
  expect(await server.stop()).toBe(0);
  server = undefined;
});
