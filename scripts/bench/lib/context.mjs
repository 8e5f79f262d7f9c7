// What the measurements of one run share: a server on PostgreSQL and one on PGlite, each
// started on first use and stopped by cleanupAll() at the end.
import { PORTS, startNext } from './servers.mjs';

export function createContext() {
  const servers = new Map();
  return {
    /** The shared `next start` for 'pg' or 'pglite' (started once, on first use). */
    server(kind) {
      if (!servers.has(kind)) {
        const started = startNext(kind, PORTS[kind]);
        started.then(
          (s) => console.log(`[bench] ${s.proc.label} ready in ${Math.round(s.readyMs)} ms`),
          () => undefined,
        );
        servers.set(kind, started);
      }
      return servers.get(kind);
    },
  };
}

/** Signs the demo customer in once (the login route is rate-limited: never per request). */
export async function login(baseUrl, email = 'cliente@solara.test', password = 'Solara-demo-2026') {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = await response.json();
  if (!response.ok || !body.token)
    throw new Error(`could not sign in as ${email}: ${response.status} ${JSON.stringify(body)}`);
  return body.token;
}
