// A tiny TCP proxy for fault tests: the app talks to PostgreSQL through it, and the test cuts
// the line (refuses new connections and drops open ones) or restores it, without touching the
// shared database server.
import net from 'node:net';

export type TcpProxy = {
  port: number;
  /** Refuse new connections and destroy every open one: "the database is unreachable". */
  down: () => Promise<void>;
  /** Accept connections again. */
  up: () => Promise<void>;
  close: () => Promise<void>;
};

export async function startTcpProxy(
  port: number,
  target: { host: string; port: number },
  { startDown = false } = {},
): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        server = s;
        resolve();
      });
    });

  const down = async () => {
    const s = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };

  if (!startDown) await listen();
  return {
    port,
    down,
    up: async () => {
      if (!server) await listen();
    },
    close: down,
  };
}
