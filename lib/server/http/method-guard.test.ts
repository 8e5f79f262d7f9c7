/** @jest-environment node */
import { channel } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import { routeFileMethods } from '@/tests/support/route-files';
import { HttpError } from './errors';
import {
  METHOD_NOT_ALLOWED_PATH,
  REFUSED_HEADER,
  allowedMethods,
  installMethodGuard,
  isRefused,
  refuseMethod,
} from './method-guard';
import { ROUTE_FILE_METHODS, routeMethods } from './route-methods';

describe('the table of route methods', () => {
  it('is what the route files under app/api export (the catch-all aside)', () => {
    const { '/api/{...path}': _catchAll, ...files } = routeFileMethods();
    const sorted = (table: Record<string, readonly string[]>) =>
      Object.fromEntries(
        Object.entries(table)
          .map(([p, m]) => [p, [...m].sort()])
          .sort(),
      );
    expect(sorted(ROUTE_FILE_METHODS)).toEqual(sorted(files));
  });

  it('answers the route Next serves a path with: static segments first, a trailing slash as without, HEAD with GET, OPTIONS always', () => {
    expect(routeMethods('/api/states')).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(routeMethods('/api/user-add/')).toEqual(['OPTIONS', 'POST']);
    expect(routeMethods('/api/sessions/end-others')).toEqual(['OPTIONS', 'POST']);
    expect(routeMethods('/api/sessions/12')).toEqual(['DELETE', 'OPTIONS']);
    expect(routeMethods('/api/files/promotions/7')).toEqual(['DELETE', 'GET', 'HEAD', 'OPTIONS']);
    expect(routeMethods('/api/quotes/7/pdf')).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(routeMethods('/api/st%61tes')).toEqual(['GET', 'HEAD', 'OPTIONS']);
  });

  it('knows no route where only the catch-all answers', () => {
    for (const path of ['/api', '/api/no-existe', '/api/states/1', '/api/quotes//pdf', '/api/%ff', '/API/states'])
      expect(routeMethods(path)).toBeNull();
  });
});

describe('ASVS 13.4.4: which requests the method guard refuses', () => {
  it('TRACE and any other method Next does not route, on any path', () => {
    for (const method of ['TRACE', 'PROPFIND', 'MKCOL', 'LOCK', 'SEARCH', 'CONNECT']) {
      for (const path of ['/api/states', '/api/no-existe', '/', '/panel', '/_next/static/x.js'])
        expect(isRefused(method, path)).toBe(true);
    }
  });

  it('under /api, a method the route does not export; never a method it does, nor HEAD where GET is, nor OPTIONS', () => {
    expect(isRefused('DELETE', '/api/states')).toBe(true);
    expect(isRefused('GET', '/api/login')).toBe(true);
    expect(isRefused('HEAD', '/api/login')).toBe(true);
    expect(isRefused('PATCH', '/api/quotes/7')).toBe(true);
    for (const [method, path] of [
      ['GET', '/api/states'],
      ['HEAD', '/api/states'],
      ['OPTIONS', '/api/login'],
      ['POST', '/api/user-add/'],
      ['DELETE', '/api/quotes/7'],
    ]) {
      expect(isRefused(method!, path!)).toBe(false);
    }
  });

  it('leaves the methods Next routes on pages and on unknown API paths to Next (the catch-all answers 404)', () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS']) {
      expect(isRefused(method, '/contacto')).toBe(false);
      expect(isRefused(method, '/api/no-existe')).toBe(false);
    }
  });

  it("Allow: the route's methods under /api, a page's elsewhere, none where no route is", () => {
    expect(allowedMethods('/api/quotes')).toEqual(['GET', 'HEAD', 'OPTIONS', 'POST']);
    expect(allowedMethods('/contacto')).toEqual(['GET', 'HEAD']);
    expect(allowedMethods('/api/no-existe')).toBeNull();
  });
});

describe('the guard on a request, before Next sees it', () => {
  const start = channel('http.server.request.start');
  /** Publishes a request as Node's HTTP server does and answers it as it then is. */
  function arrive(method: string, url: string, headers: Record<string, string> = {}) {
    const request = { method, url, headers: { ...headers } } as unknown as IncomingMessage;
    start.publish({ request, response: {}, socket: {}, server: {} });
    return request;
  }
  beforeAll(() => installMethodGuard());

  it('points a refused request at the 405 route with its method and path; Next gets a method it routes', () => {
    const trace = arrive('TRACE', '/api/states?x=1');
    expect(trace).toMatchObject({ method: 'GET', url: METHOD_NOT_ALLOWED_PATH });
    expect(trace.headers[REFUSED_HEADER]).toBe('TRACE /api/states');
    const del = arrive('DELETE', '/api/states');
    expect(del).toMatchObject({ method: 'DELETE', url: METHOD_NOT_ALLOWED_PATH });
    expect(del.headers[REFUSED_HEADER]).toBe('DELETE /api/states');
  });

  it('leaves any other request as it came, without a refusal header a client made up', () => {
    const get = arrive('GET', '/api/states', { [REFUSED_HEADER]: 'DELETE /api/states' });
    expect(get).toMatchObject({ method: 'GET', url: '/api/states' });
    expect(get.headers[REFUSED_HEADER]).toBeUndefined();
  });
});

describe('the 405 answer', () => {
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  const answer = (refused?: string) => {
    try {
      refuseMethod(
        new Request('http://localhost/api/metodo-no-permitido', {
          headers: refused ? { [REFUSED_HEADER]: refused } : {},
        }),
      );
    } catch (error) {
      return error as HttpError;
    }
    throw new Error('refuseMethod returned');
  };

  it('ASVS 13.4.4: says which methods the path takes, in Allow and in Spanish, and logs one line without a stack', () => {
    const error = answer('TRACE /api/quotes/7');
    expect(error).toMatchObject({ status: 405, headers: { Allow: 'DELETE, GET, HEAD, OPTIONS, PUT' } });
    expect(error.message).toBe(
      'El método TRACE no está permitido en esta dirección; acepta DELETE, GET, HEAD, OPTIONS, PUT.',
    );
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(console.warn).toHaveBeenCalledWith(
      '[http] 405 TRACE "/api/quotes/7": método no permitido (Allow: DELETE, GET, HEAD, OPTIONS, PUT)',
    );
  });

  it('a page takes GET and HEAD', () => {
    expect(answer('PROPFIND /contacto')).toMatchObject({ status: 405, headers: { Allow: 'GET, HEAD' } });
  });

  it('is a 404 where no route is, and when the path is called by itself', () => {
    expect(answer('TRACE /api/no-existe')).toMatchObject({ status: 404, message: 'La ruta de la API no existe.' });
    expect(answer()).toMatchObject({ status: 404, message: 'La ruta de la API no existe.' });
    expect(answer('nonsense')).toMatchObject({ status: 404 });
    expect(console.warn).not.toHaveBeenCalled();
  });
});
