/** @jest-environment node */
// The document covers every route of app/api and is OpenAPI 3.1 in structure. Route files are read
// as text (their exports), not imported: this stays a quick unit test with no database.
// The routes that are no calls (NOT_CALLS) are left out: tests/support/openapi-hook.ts checks what they answer.
import { NOT_CALLS, routeFileMethods } from '@/tests/support/route-files';
import { buildOpenApiDocument } from './document';
import { OPERATIONS } from './operation';

const routes = () =>
  Object.entries(routeFileMethods()).flatMap(([route, methods]) => methods.map((m) => `${m} ${route}`));

const doc = buildOpenApiDocument();
type Op = { operationId: string; responses: Record<string, unknown>; 'x-spec'?: boolean };
const ops = Object.entries(doc.paths).flatMap(([p, methods]) =>
  Object.entries(methods).map(([m, op]) => ({ key: `${m.toUpperCase()} ${p}`, op: op as Op })),
);

describe('the OpenAPI document', () => {
  it('has an operation for every method of every route file (internal helpers aside)', () => {
    const served = new Set(OPERATIONS.map((op) => `${op.method} ${op.route ?? op.path}`));
    const missing = routes().filter((r) => !NOT_CALLS.some((p) => r.endsWith(` ${p}`)) && !served.has(r));
    expect(missing).toEqual([]);
    const files = new Set(routes());
    expect(OPERATIONS.map((op) => `${op.method} ${op.route ?? op.path}`).filter((r) => !files.has(r))).toEqual([]);
  });

  it('marks exactly the 26 calls of the spec (§7)', () => {
    expect(
      ops
        .filter(({ op }) => op['x-spec'])
        .map(({ key }) => key)
        .sort(),
    ).toEqual([
      'GET /api/catalogs',
      'GET /api/catalogs-prices',
      'GET /api/count-cart',
      'GET /api/count-cot',
      'GET /api/count-orders',
      'GET /api/files/digital-catalog',
      'GET /api/files/list-price',
      'GET /api/files/promotions',
      'GET /api/list-users',
      'GET /api/login-user',
      'GET /api/municipality/{stateId}',
      'GET /api/roles',
      'GET /api/states',
      'GET /api/user-active-map/{id}',
      'GET /api/user-active/{id}',
      'POST /api/check-password',
      'POST /api/image-user',
      'POST /api/login',
      'POST /api/logout-user',
      'POST /api/register',
      'POST /api/send-recover-email',
      'POST /api/user-add/',
      'PUT /api/add-coordinates/{id}',
      'PUT /api/login-user',
      'PUT /api/update-password',
      'PUT /api/user-update/{id}',
    ]);
  });

  it('is OpenAPI 3.1 in structure: unique operationIds, path parameters declared, every $ref resolves', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toEqual(expect.objectContaining({ title: expect.any(String), version: expect.any(String) }));
    const ids = ops.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [p, methods] of Object.entries(doc.paths)) {
      expect(p).toMatch(/^\/api\//);
      const names = [...p.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const op of Object.values(methods) as {
        parameters?: { name: string; in: string; required?: boolean }[];
        responses: object;
      }[]) {
        expect(Object.keys(op.responses).length).toBeGreaterThan(0);
        const inPath = (op.parameters ?? []).filter((x) => x.in === 'path');
        expect(inPath.map((x) => x.name)).toEqual(names);
        expect(inPath.every((x) => x.required)).toBe(true);
      }
    }
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(50);
    const unresolved = refs.filter(
      (ref) =>
        !ref.startsWith('#/components/schemas/') ||
        !(ref.slice('#/components/schemas/'.length) in doc.components.schemas),
    );
    expect(unresolved).toEqual([]);
    expect(JSON.stringify(doc.components.schemas)).not.toMatch(/"\$(schema|id)"/);
  });

  it('names its server relatively: the host that serves it, under whatever name it is reached', () => {
    expect(doc.servers).toEqual([{ url: '/', description: expect.any(String) }]);
  });

  it('documents the 405 of another method on each path, with Allow', () => {
    const allow = { Allow: { description: expect.any(String), schema: { type: 'string' } } };
    expect(
      ops
        .filter(({ op }) => !expect.objectContaining({ headers: allow }).asymmetricMatch(op.responses['405']))
        .map(({ key }) => key),
    ).toEqual([]);
  });

  it('documents every error status with the shared error body', () => {
    for (const { op } of ops) {
      for (const [status, reply] of Object.entries(op.responses)) {
        if (Number(status) >= 400)
          expect(reply).toEqual(
            expect.objectContaining({
              content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
            }),
          );
      }
    }
  });
});
