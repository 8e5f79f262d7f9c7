// HTTP calls to a server started by next-server.ts: JSON in, status + headers + parsed body out.
export type ApiResult = { status: number; headers: Headers; text: string; body: any };

type ApiOptions = {
  token?: string;
  json?: unknown;
  method?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

export async function api(
  baseUrl: string,
  path: string,
  { token, json, method, headers = {}, signal }: ApiOptions = {},
): Promise<ApiResult> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: method ?? (json === undefined ? 'GET' : 'POST'),
    headers: {
      Accept: 'application/json',
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: json === undefined ? undefined : JSON.stringify(json),
    signal,
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON: keep the text */
  }
  return { status: response.status, headers: response.headers, text, body };
}

export const DEMO_PASSWORD = 'Solara-demo-2026';

/** Signs in with a demo account (or any) and returns the bearer token. */
export async function signIn(baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await api(baseUrl, '/api/login', { json: { email, password } });
  if (res.status !== 200) throw new Error(`login de ${email} falló: ${res.status} ${res.text}`);
  return res.body.token as string;
}

/** Retries `probe` until it returns true or `timeoutMs` passes; returns whether it did. */
export async function eventually(probe: () => Promise<boolean>, timeoutMs: number, stepMs = 250): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await probe()) return true;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
}
