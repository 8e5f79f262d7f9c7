/** @jest-environment node */
import { requestLineOf, unknownMethodAnswer } from './unknown-method';

describe('the answer to a method Node does not know', () => {
  it('reads the method and path from the refused bytes, the query aside', () => {
    expect(requestLineOf(Buffer.from('FOO /api/states?x=1 HTTP/1.1\r\nHost: a\r\n\r\n'))).toEqual({
      method: 'FOO',
      path: '/api/states',
    });
    expect(requestLineOf(Buffer.from('TRACK / HTTP/1.0\n\n'))).toEqual({ method: 'TRACK', path: '/' });
    for (const raw of ['', 'FOO', 'FOO http://otro/ HTTP/1.1\r\n', 'F<O / HTTP/1.1\r\n'])
      expect(requestLineOf(Buffer.from(raw))).toBeNull();
    expect(requestLineOf(undefined)).toBeNull();
  });

  it('is a JSON 405 with Allow where a route or page is, a 404 under /api where none is', () => {
    const api = unknownMethodAnswer('FOO', '/api/states');
    expect(api.head).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(api.head).toContain('Allow: GET, HEAD, OPTIONS\r\n');
    expect(api.head).toContain(`Content-Length: ${Buffer.byteLength(api.body)}\r\n`);
    expect(JSON.parse(api.body)).toEqual({
      message: 'El método FOO no está permitido en esta dirección; acepta GET, HEAD, OPTIONS.',
    });
    expect(api.log).toBe('[http] 405 "FOO" "/api/states": método no permitido (Allow: GET, HEAD, OPTIONS)');
    expect(unknownMethodAnswer('TRACK', '/contacto').head).toContain('Allow: GET, HEAD\r\n');
    const none = unknownMethodAnswer('FOO', '/api/no-existe');
    expect(none.head).toMatch(/^HTTP\/1\.1 404 Not Found\r\n/);
    expect(none.head).not.toContain('Allow:');
    expect(JSON.parse(none.body)).toEqual({ message: 'La ruta de la API no existe.' });
  });
});
