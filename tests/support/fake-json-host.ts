// A stand-in HTTP host for the suites that talk to another process: each request is recorded and
// answered by the handler the test sets (by default 404 JSON).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Recorded = { method: string; path: string; headers: IncomingMessage['headers']; body: string };
type Handler = (req: Recorded, res: ServerResponse) => void;

export async function startFakeHost() {
  const requests: Recorded[] = [];
  let handler: Handler = (_req, res) => sendJson(res, 404, { message: 'No existe.' });
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const recorded = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body };
      requests.push(recorded);
      handler(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer(next: Handler) {
      handler = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}
