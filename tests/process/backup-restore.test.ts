/** @jest-environment node */
// npm run backup while the server runs on a lived-in demo (PGlite: the dump is asked of the server
// over DATA_DIR/backup.sock), then npm run restore into an empty DATA_DIR on a "new machine", and a
// server started there finds every order, payment, uploaded file and session. A restore into a
// DATA_DIR a server is using is refused. (PostgreSQL's pg_dump path: tests/api/backup-postgres.test.ts.)
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { startNextServer, type NextServer } from '@/tests/support/next-server';
import { api, signIn } from '@/tests/support/server-api';

jest.setTimeout(180_000);

const PORT = 3531;
const ROOT = path.resolve(__dirname, '..', '..');
const roller = {
  line: 'persianas',
  type: 'enrollables',
  fabric: 'blackout-premium',
  color: 'marfil',
  width_cm: 150,
  height_cm: 180,
  quantity: 1,
  room: 'Recámara',
  options: { installation: true },
};

/** `npm run backup|restore` as an operator runs it (tsx, the same environment as the server). */
function runScript(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(
      path.join(ROOT, 'node_modules', '.bin', 'tsx'),
      ['--conditions=react-server', path.join(ROOT, 'scripts', `${script}.ts`), ...args],
      {
        cwd: ROOT,
        env: { ...process.env, NODE_OPTIONS: '', DATABASE_URL: '', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

async function samplePdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]).drawText('Promoción de respaldo');
  return pdf.save();
}

/** The ids of the account's live sessions (their last use moves with every call). */
async function sessionIds(url: string, token: string): Promise<number[]> {
  const { status, body } = await api(url, '/api/sessions', { token });
  expect(status).toBe(200);
  return (body.data as { id: number }[]).map((session) => session.id).sort((a, b) => a - b);
}

async function download(url: string, filePath: string, token: string): Promise<Buffer> {
  const res = await fetch(`${url}${filePath}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

let scratch: string;
let server: NextServer | undefined;

beforeAll(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'solara-bk-'));
});
afterAll(async () => {
  await server?.kill();
  rmSync(scratch, { recursive: true, force: true });
});

test('a backup taken while the server runs restores on an empty DATA_DIR with every order, payment, file and session', async () => {
  const original = path.join(scratch, 'original');
  const fresh = path.join(scratch, 'nueva');
  const backups = path.join(scratch, 'copias');
  server = await startNextServer(PORT, { DATA_DIR: original, SEED_DEMO: '1' });

  // A few real actions on top of the demo: an order, its deposit, an upload, a session.
  const customer = await signIn(server.url, 'cliente@solara.test');
  expect((await api(server.url, '/api/cart', { token: customer, json: { items: [roller] } })).status).toBe(201);
  const checkout = await api(server.url, '/api/cart/checkout', {
    token: customer,
    json: { notes: 'Pedido antes de la copia', shipping_address: null },
    headers: { 'Idempotency-Key': 'copia-de-seguridad-1' },
  });
  expect(checkout.status).toBe(201);
  const order = checkout.body;
  const distributor = await signIn(server.url, 'distribuidor@solara.test');
  const paid = await api(server.url, `/api/orders/${order.id}/payments`, {
    token: distributor,
    json: { kind: 'anticipo', method: 'spei', amount: '250.00', reference: 'SPEI-RESPALDO', paid_on: '2026-01-15' },
  });
  expect(paid.status).toBe(201);
  const admin = await signIn(server.url, 'admin@solara.test');
  const pdf = await samplePdf();
  const form = new FormData();
  form.append('file', new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), 'promo-respaldo.pdf');
  form.append('name', 'Promoción de respaldo');
  const upload = await fetch(`${server.url}/api/files/promotions`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${admin}`, Accept: 'application/json' },
    body: form,
  });
  expect(upload.status).toBe(201);
  const uploaded = (await upload.json()) as { id: number };

  const before = {
    orders: (await api(server.url, '/api/orders-admin?per_page=100', { token: admin })).body,
    order: (await api(server.url, `/api/orders/${order.id}`, { token: customer })).body,
    files: (await api(server.url, '/api/files/promotions', { token: admin })).body,
    sessions: await sessionIds(server.url, customer),
    upload: await download(server.url, `/api/files/promotions/${uploaded.id}`, admin),
  };
  expect(before.order.payments.map((p: { reference: string }) => p.reference)).toContain('SPEI-RESPALDO');

  // The backup, with the server running: asked of it over the socket, not read behind its back.
  const backup = await runScript('backup', [backups], { DATA_DIR: original });
  expect(backup.output).toContain('pedido al servidor en marcha');
  expect(backup.code).toBe(0);
  const [file] = readdirSync(backups);
  expect(file).toMatch(/^solara-backup-\d{4}-\d{2}-\d{2}-\d{4}\.tar\.gz$/);
  expect(server.output()).toContain('[copia] Volcado de PGlite');
  expect(await server.stop()).toBe(0);
  server = undefined;

  // A new machine: restore into an empty DATA_DIR, then start there.
  const restore = await runScript('restore', [path.join(backups, file!)], { DATA_DIR: fresh });
  expect(restore.output).toContain('Comprobado:');
  expect(restore.code).toBe(0);
  server = await startNextServer(PORT, { DATA_DIR: fresh, SEED_DEMO: '1' });
  // Restoring over a DATA_DIR a server is using is refused, even with --force (checked meanwhile).
  const refusal = runScript('restore', [path.join(backups, file!), '--force'], { DATA_DIR: fresh });

  // The same session token still signs the customer in: sessions came back with the database.
  expect(await sessionIds(server.url, customer)).toEqual(before.sessions);
  expect((await api(server.url, '/api/orders-admin?per_page=100', { token: admin })).body).toEqual(before.orders);
  expect((await api(server.url, `/api/orders/${order.id}`, { token: customer })).body).toEqual(before.order);
  expect((await api(server.url, '/api/files/promotions', { token: admin })).body).toEqual(before.files);
  expect(await download(server.url, `/api/files/promotions/${uploaded.id}`, admin)).toEqual(before.upload);
  // The demo's own files (price list, catalogue: PDFs made at seed time) came back too.
  for (const kind of ['list-price', 'digital-catalog'] as const) {
    const [first] = (await api(server.url, `/api/files/${kind}`, { token: customer })).body as { id: number }[];
    expect((await download(server.url, `/api/files/${kind}/${first!.id}`, customer)).subarray(0, 5).toString()).toBe(
      '%PDF-',
    );
  }

  const refused = await refusal;
  expect(refused.code).toBe(1);
  expect(refused.output).toContain('Un servidor de Solara está usando este DATA_DIR');
  expect(await server.stop()).toBe(0);
  server = undefined;
});
