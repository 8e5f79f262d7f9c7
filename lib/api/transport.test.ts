// One test per rule of spec §4 and §8 for the transport, the one way the browser calls the API.

import { fetchKey } from './swr';
import { forgetCredential, request, retryAfterSeconds, setLoginNavigator } from './transport';
import { TOKEN_KEY } from './config';
import { ApiError, NETWORK_ERROR_MESSAGE } from './errors';
import { getSessionState, resetSessionState } from './store';
import { fakeResponse, installFetch, sentAuthorization, sentHeaders } from '@/tests/support/fake-response';

let navigate: jest.Mock;
let restoreNavigator: () => void;

beforeEach(() => {
  localStorage.clear();
  forgetCredential();
  resetSessionState();
  window.history.replaceState(null, '', '/panel');
  navigate = jest.fn();
  restoreNavigator = setLoginNavigator(navigate);
});

afterEach(() => restoreNavigator());

describe('bearer credential', () => {
  it('sends the stored token as the bearer credential', async () => {
    localStorage.setItem(TOKEN_KEY, '7|abc');
    const fetch = installFetch(fakeResponse(200, []));

    await request('/api/catalogs');

    expect(sentAuthorization(fetch, 0)).toBe('Bearer 7|abc');
  });

  it('sends the literal "Bearer no token" when no token is stored', async () => {
    const fetch = installFetch(fakeResponse(200, []));

    await request('/api/states');

    expect(sentAuthorization(fetch, 0)).toBe('Bearer no token');
  });

  it('refreshes the credential from storage after each successful response, and only then', async () => {
    localStorage.setItem(TOKEN_KEY, 'old');
    const fetch = installFetch(
      fakeResponse(200, 1), // carries old; refreshes from storage (still old)
      fakeResponse(500, { message: 'Falla' }), // carries old; failure: no refresh
      fakeResponse(200, 1), // still old; success: picks up "new"
      fakeResponse(200, 1), // carries new
    );

    await request('/api/count-cot');
    localStorage.setItem(TOKEN_KEY, 'new');
    await request('/api/count-cot');
    await request('/api/count-cot');
    await request('/api/count-cot');

    expect([0, 1, 2, 3].map((call) => sentAuthorization(fetch, call))).toEqual([
      'Bearer old',
      'Bearer old',
      'Bearer old',
      'Bearer new',
    ]);
  });
});

describe('request shape', () => {
  it('asks for JSON and sends JSON bodies with Content-Type application/json', async () => {
    const fetch = installFetch(fakeResponse(200, {}));

    await request('/api/check-password', { method: 'POST', json: { password: 'secreto' } });

    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/check-password');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"password":"secreto"}');
    expect(sentHeaders(fetch, 0)).toMatchObject({ Accept: 'application/json', 'Content-Type': 'application/json' });
  });

  it('passes FormData bodies untouched, without a Content-Type of its own', async () => {
    const fetch = installFetch(fakeResponse(200, {}));
    const formData = new FormData();
    formData.append('image', new Blob(['x']), 'foto.png');

    await request('/api/image-user', { formData });

    expect(fetch.mock.calls[0]?.[1]?.body).toBe(formData);
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(sentHeaders(fetch, 0)['Content-Type']).toBeUndefined();
  });

  it('returns the parsed JSON of a successful response, bare numbers included', async () => {
    installFetch(fakeResponse(200, 4));

    await expect(request<number>('/api/count-cart')).resolves.toMatchObject({ ok: true, status: 200, data: 4 });
  });
});

describe('headers and bodies beyond JSON', () => {
  it('sends extra request headers (Idempotency-Key) beside the bearer credential', async () => {
    localStorage.setItem(TOKEN_KEY, '7|abc');
    const fetch = installFetch(fakeResponse(201, { id: 1 }));

    await request('/api/cart/checkout', { json: {}, headers: { 'Idempotency-Key': 'clave-123456' } });

    expect(sentHeaders(fetch, 0)).toMatchObject({ Authorization: 'Bearer 7|abc', 'Idempotency-Key': 'clave-123456' });
  });

  it('hands the response headers to the caller, on success and on failure (Retry-After)', async () => {
    installFetch(
      fakeResponse(200, {}, { 'Idempotent-Replayed': 'true' }),
      fakeResponse(429, { message: 'Espera.' }, { 'Retry-After': '120' }),
    );

    const replayed = await request('/api/cart/checkout', { json: {} });
    const limited = await request('/api/contact', { json: {} });

    expect(replayed.headers.get('Idempotent-Replayed')).toBe('true');
    expect(limited).toMatchObject({ ok: false, status: 429, error: { message: 'Espera.' } });
    expect(limited.headers.get('retry-after')).toBe('120');
  });

  it('returns a blob when asked, with the file name header the server sent', async () => {
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    installFetch(fakeResponse(200, pdf, { 'Content-Disposition': 'attachment; filename="COT-1.pdf"' }));

    const result = await request<Blob>('/api/quotes/1/pdf', { responseType: 'blob' });

    expect(result.ok && result.data).toBe(pdf);
    expect(result.headers.get('Content-Disposition')).toBe('attachment; filename="COT-1.pdf"');
  });

  it('keeps the JSON error body of a failed blob call', async () => {
    installFetch(fakeResponse(404, { message: 'La cotización no existe.' }));

    const result = await request<Blob>('/api/quotes/99/pdf', { responseType: 'blob' });

    expect(result).toMatchObject({ ok: false, status: 404, error: { message: 'La cotización no existe.' } });
    expect(getSessionState().errors).toEqual({ message: 'La cotización no existe.' });
  });

  it('calls an absolute URL (a file the API keeps elsewhere) as it is, without the API host in front', async () => {
    const fetch = installFetch(fakeResponse(200, new Blob(['x'])));

    await request('https://archivos.solara.test/files/lista.pdf', { responseType: 'blob' });

    expect(fetch.mock.calls[0]?.[0]).toBe('https://archivos.solara.test/files/lista.pdf');
  });
});

describe('Retry-After', () => {
  it('reads delta-seconds and HTTP dates', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(retryAfterSeconds('120')).toBe(120);
    expect(retryAfterSeconds('Tue, 24 Nov 2026 12:05:00 GMT', now)).toBe(300);
    expect(retryAfterSeconds(null)).toBeNull();
    expect(retryAfterSeconds('pronto')).toBeNull();
  });
});

describe('401 handling', () => {
  it('on 401 removes the stored token and sends the visitor to /login', async () => {
    localStorage.setItem(TOKEN_KEY, 'expired');
    const fetch = installFetch(fakeResponse(401, { message: 'No autenticado.' }), fakeResponse(200, []));

    const result = await request('/api/catalogs');
    await request('/api/states');

    expect(result.ok).toBe(false);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(sentAuthorization(fetch, 1)).toBe('Bearer no token');
    expect(getSessionState().errors).toEqual({ message: 'No autenticado.' });
  });

  it('does not navigate again when the visitor is already on /login', async () => {
    window.history.replaceState(null, '', '/login');
    localStorage.setItem(TOKEN_KEY, 'expired');
    installFetch(fakeResponse(401, { message: 'No autenticado.' }));

    await request('/api/login-user');

    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('on 401 from the cart counter keeps the token, does not redirect and returns the error', async () => {
    localStorage.setItem(TOKEN_KEY, 'kept');
    installFetch(fakeResponse(401, { message: 'No autenticado.' }));

    const result = await request('/api/count-cart');

    expect(result).toMatchObject({ ok: false, status: 401, error: { message: 'No autenticado.' } });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('kept');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('on 401 from the login call keeps the token, does not redirect and returns the error', async () => {
    localStorage.setItem(TOKEN_KEY, 'kept');
    installFetch(fakeResponse(401, { message: 'Credenciales incorrectas.' }));

    const result = await request('/api/login', { method: 'POST', json: { email: 'a@b.mx', password: 'x' } });

    expect(result).toMatchObject({ ok: false, status: 401, error: { message: 'Credenciales incorrectas.' } });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('kept');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('failed calls', () => {
  it('stores the error body as received in errors and returns the failed response', async () => {
    const body = { message: 'Los datos no son válidos.', errors: { email: ['El correo ya está registrado.'] } };
    installFetch(fakeResponse(422, body));

    const result = await request('/api/register', { method: 'POST', json: {} });

    expect(result).toMatchObject({ ok: false, status: 422, error: body });
    expect(getSessionState().errors).toEqual(body);
  });

  it('turns a non-JSON error body into a Spanish message with the status', async () => {
    installFetch(fakeResponse(502, '<html>Bad gateway</html>'));

    const result = await request('/api/states');

    expect(result).toMatchObject({ ok: false, status: 502 });
    expect(getSessionState().errors?.message).toMatch(/^Error 502: el servidor no está disponible/);
  });

  it('reports a network failure with the connection message', async () => {
    installFetch(new TypeError('Failed to fetch'));

    const result = await request('/api/states');

    expect(result).toMatchObject({ ok: false, status: 0, error: { message: NETWORK_ERROR_MESSAGE } });
    expect(getSessionState().errors).toEqual({ message: NETWORK_ERROR_MESSAGE });
  });

  it('stores the body of a failed background read too (spec §8: failed calls store the response body)', async () => {
    installFetch(fakeResponse(500, { message: 'Error interno.' }));

    await request('/api/catalogs');

    expect(getSessionState().errors).toEqual({ message: 'Error interno.' });
  });

  it('does not report a request the caller cancelled as an error', async () => {
    const controller = new AbortController();
    controller.abort();
    installFetch(new DOMException('Aborted', 'AbortError'));

    const result = await request('/api/states', { signal: controller.signal });

    expect(result.ok).toBe(false);
    expect(getSessionState().errors).toBeNull();
  });

  it('makes the SWR fetcher throw an ApiError with the status and the body, kept in errors too', async () => {
    localStorage.setItem(TOKEN_KEY, '1|tok');
    installFetch(fakeResponse(403, { message: 'No tienes permiso.' }));

    const error = await fetchKey(['/api/list-users', 's1']).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      body: { message: 'No tienes permiso.' },
      message: 'No tienes permiso.',
    });
    expect(getSessionState().errors).toEqual({ message: 'No tienes permiso.' });
  });
});

describe('uploads with progress (XMLHttpRequest)', () => {
  type Listener = ((event: ProgressEvent) => void) | null;

  class FakeXhr {
    static last: FakeXhr | undefined;
    static reply: { status: number; body: string } = { status: 200, body: '{}' };
    responseType = '';
    response: unknown = null;
    onprogress: Listener = null;
    getResponseHeader() {
      return null;
    }
    headers: Record<string, string> = {};
    method = '';
    url = '';
    status = 0;
    responseText = '';
    upload: { onprogress: Listener } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    sent: unknown;

    constructor() {
      FakeXhr.last = this;
    }
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      this.sent = body;
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
      this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 } as ProgressEvent);
      this.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 } as ProgressEvent);
      this.status = FakeXhr.reply.status;
      if (this.responseType === 'blob')
        this.response = new Blob([FakeXhr.reply.body], {
          type: this.status === 200 ? 'application/pdf' : 'application/json',
        });
      else this.responseText = FakeXhr.reply.body;
      this.onload?.();
    }
  }

  const realXhr = globalThis.XMLHttpRequest;
  beforeEach(() => {
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = realXhr;
  });

  it('uploads with the bearer credential and reports progress fractions', async () => {
    localStorage.setItem(TOKEN_KEY, '9|tok');
    FakeXhr.reply = { status: 200, body: '{"id":1,"image":"/api/uploads/1.png"}' };
    const progress: number[] = [];
    const formData = new FormData();

    const result = await request('/api/image-user', {
      formData,
      onUploadProgress: (fraction) => progress.push(fraction),
    });

    expect(result).toMatchObject({ ok: true, status: 200, data: { id: 1, image: '/api/uploads/1.png' } });
    expect(FakeXhr.last?.headers).toEqual({ Authorization: 'Bearer 9|tok', Accept: 'application/json' });
    expect(FakeXhr.last?.sent).toBe(formData);
    expect(progress).toEqual([0.5, 1]);
  });

  it('applies the 401 and error rules to uploads too', async () => {
    localStorage.setItem(TOKEN_KEY, 'expired');
    FakeXhr.reply = { status: 401, body: '{"message":"No autenticado."}' };

    const result = await request('/api/image-user', { formData: new FormData(), onUploadProgress: () => {} });

    expect(result).toMatchObject({ ok: false, status: 401, error: { message: 'No autenticado.' } });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(getSessionState().errors).toEqual({ message: 'No autenticado.' });
  });
});

describe('API_URL', () => {
  const original = process.env.NEXT_PUBLIC_API_URL;
  afterEach(() => {
    if (original === undefined) delete process.env.NEXT_PUBLIC_API_URL;
    else process.env.NEXT_PUBLIC_API_URL = original;
  });

  it('prefixes paths with NEXT_PUBLIC_API_URL, without its trailing slash', async () => {
    process.env.NEXT_PUBLIC_API_URL = 'https://api.solara.test/';
    const fetch = installFetch(fakeResponse(200, []));
    await jest.isolateModulesAsync(async () => {
      const transport = await import('./transport');
      await transport.request('/api/states');
    });

    expect(fetch.mock.calls[0]?.[0]).toBe('https://api.solara.test/api/states');
  });
});

describe('download progress', () => {
  const bytes = (n: number, fill = 65) => new Uint8Array(n).fill(fill);

  it('reports the bytes of a streamed blob as they arrive, with no total when none is sent', async () => {
    const { streamedResponse } = await import('@/tests/support/fake-response');
    installFetch(streamedResponse([bytes(3), bytes(5), bytes(2)], { 'Content-Type': 'text/csv; charset=utf-8' }));
    const progress: [number, number | null][] = [];

    const result = await request<Blob>('/api/exports/orders', {
      responseType: 'blob',
      onDownloadProgress: (received, total) => progress.push([received, total]),
    });

    expect(progress).toEqual([
      [0, null],
      [3, null],
      [8, null],
      [10, null],
    ]);
    expect(result.ok && result.data.size).toBe(10);
    expect(result.ok && result.data.type).toBe('text/csv; charset=utf-8');
  });

  it('gives the total when the server sends Content-Length', async () => {
    const { streamedResponse } = await import('@/tests/support/fake-response');
    installFetch(streamedResponse([bytes(4), bytes(4)], { 'Content-Length': '8' }));
    const totals: (number | null)[] = [];

    await request<Blob>('/api/files/list-price/1', {
      responseType: 'blob',
      onDownloadProgress: (_received, total) => totals.push(total),
    });

    expect(new Set(totals)).toEqual(new Set([8]));
  });

  it("reads a failed download's JSON body, so its Spanish message shows", async () => {
    installFetch(fakeResponse(422, { message: 'Elige el color.', errors: { 'items.0.color': ['Elige el color.'] } }));

    const failed = await request<Blob>('/api/quote-pdf', {
      json: { items: [] },
      responseType: 'blob',
      onDownloadProgress: () => {},
    });

    expect(failed).toMatchObject({
      ok: false,
      status: 422,
      error: { message: 'Elige el color.', errors: { 'items.0.color': ['Elige el color.'] } },
    });
  });
});
