// Sends fuzz requests to the handlers in-process and checks each reply (checks.ts) and, for a
// rejected one, that the database and the upload folder are exactly as before (snapshot.ts).
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { users } from '@/lib/server/db/schema';
import { findToken, issueToken } from '@/lib/server/auth/tokens';
import type { ApiRoute } from '../api-routes';
import { call } from '../http';
import type { World } from '../world';
import { problemsWith } from './checks';
import { changedTables, makeFingerprinter, type Fingerprint } from './snapshot';
import { materializeBody, type FuzzRequest } from './requests';

const STAFF = ['customer', 'distributor', 'admin'] as const;

export type FuzzRunner = {
  send: (req: FuzzRequest) => Promise<string[]>;
  stats: { requests: number; byStatus: Map<number, number>; handlerMs: number; checkMs: number };
  fingerprint: () => Promise<Fingerprint>;
  /** After a test wrote on purpose. */
  resetBaseline: () => Promise<void>;
};

export async function createFuzzRunner(db: Db, world: World, routes: ApiRoute[], dataDir: string): Promise<FuzzRunner> {
  const fingerprint = await makeFingerprinter(db, dataDir);
  const ids = STAFF.map((a) => world.userIds[a]);
  const original = await db.select({ id: users.id, roleId: users.roleId }).from(users).where(inArray(users.id, ids));
  let baseline: Fingerprint = await fingerprint();
  const stats = { requests: 0, byStatus: new Map<number, number>(), handlerMs: 0, checkMs: 0 };

  // An accepted request may have logged an actor out, deactivated it or changed its role (the
  // admin is fuzzed too): put the actors back so the rest of the run still gets past sign-in.
  async function repairActors() {
    for (const { id, roleId } of original) await db.update(users).set({ active: true, roleId }).where(eq(users.id, id));
    for (const actor of STAFF) {
      const token = world.tokens[actor];
      if (!token || !(await findToken(db, token))) world.tokens[actor] = await issueToken(db, world.userIds[actor]);
    }
  }

  async function send(req: FuzzRequest): Promise<string[]> {
    const route = routes[req.route]!;
    const { body, headers } = materializeBody(req.body);
    const allHeaders: Record<string, string> = { ...req.headers, ...headers };
    if (req.authorization !== null) allHeaders.Authorization = req.authorization;
    const token = req.authorization === null && req.actor !== 'anonymous' ? world.tokens[req.actor] : undefined;
    const search = new URLSearchParams(req.query).toString();
    const started = Date.now();
    const res = await call(route.handler, {
      method: route.method,
      path: `${route.path}${search ? `?${search}` : ''}`,
      params: req.params,
      token,
      headers: allHeaders,
      body,
    });
    const text = await res.raw.text();
    const elapsed = Date.now() - started;
    stats.handlerMs += elapsed;
    stats.requests += 1;
    stats.byStatus.set(res.status, (stats.byStatus.get(res.status) ?? 0) + 1);

    const problems = problemsWith({ status: res.status, headers: res.headers, text });
    if (res.status === 413 && elapsed > 5_000) problems.push(`413 tardó ${elapsed} ms`);
    const readOnly = route.method === 'GET' && !route.path.startsWith('/api/user-active');
    if (res.status >= 400) {
      const after = await fingerprint();
      const changed = changedTables(baseline, after);
      if (changed.length) problems.push(`una solicitud rechazada (${res.status}) cambió: ${changed.join(', ')}`);
      baseline = after;
    } else if (!readOnly) {
      await repairActors();
      baseline = await fingerprint();
    }
    stats.checkMs += Date.now() - started - elapsed;
    if (problems.length) problems.push(`${route.method} ${route.path} → ${res.status}: ${text.slice(0, 300)}`);
    return problems;
  }

  return {
    send,
    stats,
    fingerprint,
    resetBaseline: async () => {
      baseline = await fingerprint();
    },
  };
}

/** A fuzz request in a line or two, for failure messages. */
export function describeRequest(req: FuzzRequest, routes: ApiRoute[]): string {
  const r = routes[req.route]!;
  const body =
    req.body.kind === 'multipart' && req.body.file
      ? { ...req.body, file: { ...req.body.file, bytes: Buffer.from(req.body.file.bytes).toString('base64') } }
      : req.body;
  return `${r.method} ${r.path} como ${req.actor} ${JSON.stringify({ ...req, route: undefined, body })}`.slice(0, 2000);
}
