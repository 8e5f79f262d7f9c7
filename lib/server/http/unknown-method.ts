import 'server-only';
import { Server } from 'node:http';
import type { Socket } from 'node:net';
import { API_CSP } from '@/lib/security-headers';
import { redact } from '@/lib/server/log';
import { allowedMethods } from './method-guard';

// A method Node's HTTP parser does not know at all (`FOO`, `TRACK`) never becomes a request: the
// parser fails and, with no 'clientError' listener, Node writes a bare "400 Bad Request" and closes
// the socket, before method-guard.ts or Next can answer. `next start` creates its server itself, so
// the listener is put where every server finds it: Server.prototype.emit answers 'clientError' of an
// unknown method as the guard answers the others (405, our `{message}`, `Allow`, one log line)
// when the server has no listener of its own; every other parse error keeps Node's answer.

const INSTALLED = Symbol.for('solara.unknownMethodAnswer');
type Global = typeof globalThis & { [INSTALLED]?: boolean };

/** The method and path of a request line, from the bytes the parser refused. */
export function requestLineOf(raw: Buffer | undefined): { method: string; path: string } | null {
  const line = /^([!#$%&'*+.^`|~\w-]{1,32}) (\/[^\s?#]*)\S* HTTP\/1\.[01]\r?\n/.exec(
    raw?.subarray(0, 8192).toString('latin1') ?? '',
  );
  return line ? { method: line[1]!, path: line[2]! } : null;
}

/** The raw answer: 405 with `Allow` where a route or page is, 404 under /api where none is. */
export function unknownMethodAnswer(method: string, path: string): { head: string; body: string; log: string | null } {
  const allowed = allowedMethods(path);
  const json = allowed
    ? {
        status: '405 Method Not Allowed',
        message: `El método ${method} no está permitido en esta dirección; acepta ${allowed.join(', ')}.`,
      }
    : { status: '404 Not Found', message: 'La ruta de la API no existe.' };
  const body = JSON.stringify({ message: json.message });
  const head = [
    `HTTP/1.1 ${json.status}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...(allowed ? [`Allow: ${allowed.join(', ')}`] : []),
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    `Content-Security-Policy: ${API_CSP}`,
    'Connection: close',
  ].join('\r\n');
  const log = allowed
    ? `[http] 405 ${JSON.stringify(method)} ${JSON.stringify(path)}: método no permitido (Allow: ${allowed.join(', ')})`
    : null;
  return { head: `${head}\r\n\r\n`, body, log };
}

type ParseError = Error & { code?: string; rawPacket?: Buffer };

/** Installs the answer once per process (instrumentation.ts). */
export function installUnknownMethodAnswer(): void {
  const scope = globalThis as Global;
  if (scope[INSTALLED]) return;
  const emit = Server.prototype.emit;
  Server.prototype.emit = function emitWithUnknownMethods(this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'clientError' && this.listenerCount('clientError') === 0) {
      const [error, socket] = args as [ParseError, Socket];
      const line = error.code === 'HPE_INVALID_METHOD' ? requestLineOf(error.rawPacket) : null;
      if (line && socket.writable) {
        const answer = unknownMethodAnswer(line.method, line.path);
        if (answer.log) console.warn(redact(answer.log));
        socket.end(answer.head + answer.body);
        return true;
      }
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof Server.prototype.emit;
  scope[INSTALLED] = true;
}
