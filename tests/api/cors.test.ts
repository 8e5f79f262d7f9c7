/** @jest-environment node */
// CORS for front ends on other hosts (CORS_ORIGINS): listed origins may read the API's answers
// (errors included) and get a cached preflight allowing the bearer header; others get nothing.
import { setupTestDatabase } from '@/tests/support/db';
import { call } from '@/tests/support/http';

let db: Awaited<ReturnType<typeof setupTestDatabase>>;
beforeAll(async () => {
  db = await setupTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

const FRONT = 'https://tienda.example.mx';
type Handler = Parameters<typeof call>[0];
type Routes = { states: Handler; me: Handler; preflight: (req: Request) => Response };

async function load(corsOrigins: string | undefined): Promise<Routes> {
  if (corsOrigins === undefined) delete process.env.CORS_ORIGINS;
  else process.env.CORS_ORIGINS = corsOrigins;
  let routes: Routes | undefined;
  await jest.isolateModulesAsync(async () => {
    routes = {
      states: (await import('@/app/api/states/route')).GET,
      me: (await import('@/app/api/login-user/route')).GET,
      preflight: (await import('@/app/api/cors-preflight/route')).OPTIONS,
    };
  });
  delete process.env.CORS_ORIGINS;
  return routes!;
}

const preflightOf = (routes: Routes, origin: string) =>
  routes.preflight(
    new Request('http://localhost:3000/api/login-user', {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    }),
  );

describe('with CORS_ORIGINS set', () => {
  let routes: Routes;
  beforeAll(async () => {
    routes = await load(`${FRONT}, https://staging.example.mx`);
  });

  it('a listed origin may read an answer and the headers a client needs (Retry-After, X-RateLimit-*, file names)', async () => {
    const res = await call(routes.states, { headers: { Origin: FRONT } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(FRONT);
    expect(res.headers.get('access-control-expose-headers')).toContain('Retry-After');
    expect(res.headers.get('vary')).toContain('Origin');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('errors are readable too: a 401 of a listed origin carries the allowance', async () => {
    const res = await call(routes.me, { token: null, headers: { Origin: FRONT } });
    expect(res.status).toBe(401);
    expect(res.headers.get('access-control-allow-origin')).toBe(FRONT);
  });

  it('another origin gets no allowance', async () => {
    const res = await call(routes.states, { headers: { Origin: 'https://otro.example.com' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('vary')).toContain('Origin');
  });

  it('the preflight of a listed origin allows the bearer header and every method, cached for a day', () => {
    const res = preflightOf(routes, FRONT);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(FRONT);
    expect(res.headers.get('access-control-allow-headers')).toBe('Authorization, Content-Type, Idempotency-Key');
    expect(res.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, PATCH, DELETE');
    expect(res.headers.get('access-control-max-age')).toBe('86400');
  });

  it('the preflight of another origin allows nothing', () => {
    const res = preflightOf(routes, 'https://otro.example.com');
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-headers')).toBeNull();
  });
});

describe('without CORS_ORIGINS (the default: one origin for pages and API)', () => {
  it('no CORS header at all', async () => {
    const routes = await load(undefined);
    const res = await call(routes.states, { headers: { Origin: FRONT } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('vary')).toBeNull();
  });
});
