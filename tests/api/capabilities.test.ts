/** @jest-environment node */
// GET /api/capabilities: the reference API offers every feature beyond spec §7, to anyone, and
// every route file it has belongs to §7 or to one of those features (so the list stays true).
import { GET as capabilities } from '@/app/api/capabilities/route';
import { FEATURES } from '@/lib/contract/capabilities';
import { FEATURE_CALLS, classifyCall } from '@/lib/contract/call-groups';
import { discoverApiRoutes } from '@/tests/support/api-routes';
import { call } from '@/tests/support/http';

describe('GET /api/capabilities', () => {
  it('answers every feature and the contract version, publicly, cached a minute', async () => {
    const res = await call(capabilities);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ version: 1, features: [...FEATURES] });
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=60');
  });

  it('ignores a bad or missing token (front ends probe it before and after signing in)', async () => {
    expect((await call(capabilities, { token: 'no token' })).status).toBe(200);
    expect((await call(capabilities, { token: '9|nope' })).status).toBe(200);
  });
});

describe('the feature list against the routes this API has', () => {
  // Routes that are no call of a screen: the catch-all 404, CORS preflights, the probe itself,
  // a stored file or photo (their URLs come in the host's replies), the invalid-request page, the
  // refused method's answer, the host's revalidation call to a front end (server to server) and
  // the published contract.
  const NOT_FEATURES = [
    '/api/{...path}',
    '/api/cors-preflight',
    '/api/capabilities',
    'GET /api/files/{kind}/{id}',
    'GET /api/image-user/{file}',
    '/api/solicitud-invalida',
    '/api/metodo-no-permitido',
    'POST /api/revalidate',
    'GET /api/openapi.json',
  ];
  const isNoFeature = (method: string, path: string) =>
    NOT_FEATURES.includes(path) || NOT_FEATURES.includes(`${method} ${path}`);
  const sample = (path: string) =>
    path.replace(/\{\.\.\.\w+\}|\{\w+\}/g, (part) => (part === '{kind}' ? 'promotions' : '7'));

  it('every route of app/api is a §7 call or belongs to one feature', async () => {
    const routes = await discoverApiRoutes();
    const unclassified = routes
      .filter((r) => r.method !== 'OPTIONS' && r.method !== 'HEAD' && !isNoFeature(r.method, r.path))
      .filter((r) => classifyCall(r.method, sample(r.path)) === null)
      .map((r) => `${r.method} ${r.path}`);
    expect(unclassified).toEqual([]);
  });

  it('every declared feature call exists here', async () => {
    const routes = await discoverApiRoutes();
    const known = new Set(routes.map((r) => `${r.method} ${r.path.replace(/\{\w+\}/g, '{}')}`));
    const missing = Object.values(FEATURE_CALLS)
      .flat()
      .map(([method, path]) => `${method} ${path.replace(/\{\w+\}/g, '{}')}`)
      .filter((key) => !known.has(key));
    expect(missing).toEqual([]);
  });
});
