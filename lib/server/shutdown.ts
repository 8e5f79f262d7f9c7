// A clean stop on SIGTERM (docker stop, systemd, Kubernetes) and SIGINT (Ctrl+C).
//
// `next start` already does the first half (start-server.js): it stops accepting connections,
// waits for the requests in flight to finish, then calls process.exit(143 or 130). We add the
// second half at that last step: close the database (PGlite checkpoints and lets go of its data
// directory, the pg pool ends its connections) and exit 0, since the stop was asked for and
// went cleanly. A request that never ends cannot hold the process forever: after `timeoutMs`
// the database is closed anyway and the exit code is 1.
//
// With NEXT_MANUAL_SIG_HANDLE set, Next leaves signals alone and so do we: whoever set it owns
// the shutdown.

type Options = { closeDatabase: () => Promise<boolean>; timeoutMs?: number; log?: (line: string) => void };

// On globalThis: instrumentation and the route handlers are separate bundles of this process.
const state = globalThis as typeof globalThis & { __solaraShutdown?: boolean; __solaraStopping?: boolean };

/** True once a stop signal arrived: responses then ask the client to close the connection. */
export const serverStopping = (): boolean => state.__solaraStopping === true;

export function installGracefulShutdown({ closeDatabase, timeoutMs = 25_000, log = console.log }: Options): void {
  if (process.env.NEXT_MANUAL_SIG_HANDLE || state.__solaraShutdown) return;
  state.__solaraShutdown = true;

  const realExit = process.exit.bind(process);
  let stopping = false;
  let finishing: Promise<never> | null = null;

  const finish = (code: number): Promise<never> =>
    (finishing ??= (async () => {
      try {
        if (await closeDatabase()) log('[db] base de datos cerrada');
      } catch (error) {
        log(`[db] no se pudo cerrar la base de datos: ${(error as Error).message}`);
        code = code || 1;
      }
      return realExit(code);
    })());

  // Next's handler was registered first, so by the time it calls exit we are already stopping.
  process.exit = ((code?: number | string | null) => {
    if (!stopping) return realExit(code);
    const asked = Number(code ?? 0);
    void finish(asked === 143 || asked === 130 ? 0 : asked);
    return undefined as never;
  }) as typeof process.exit;

  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    state.__solaraStopping = true;
    log(`[servidor] ${signal} recibido: no se aceptan conexiones nuevas; terminando las solicitudes en curso…`);
    setTimeout(() => {
      log(
        `[servidor] las solicitudes en curso no terminaron en ${Math.round(timeoutMs / 1000)} s: se detiene de todos modos`,
      );
      void finish(1);
    }, timeoutMs).unref();
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}
