// Starts the production build (`next start`) as a child process for the tests that need a real
// server: faults (kill -9, SIGTERM, database down) and several instances on one database.
// Needs `next build` first; test-all.mjs runs these suites after the build.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { builtSiteUrl } from '@/lib/site-url';

export type NextServer = {
  url: string;
  port: number;
  process: ChildProcess;
  /** Everything the server printed so far (stdout and stderr). */
  output: () => string;
  /** SIGTERM, then waits for the exit code (SIGKILL after `graceMs`). */
  stop: (graceMs?: number) => Promise<number | null>;
  /** SIGKILL: the crash case. */
  kill: () => Promise<void>;
  /** Resolves with the exit code once the process has exited (null when a signal ended it). */
  exited: Promise<number | null>;
};

type StartOptions = {
  /**
   * `next` runs `next start` itself; `npm-start` runs scripts/start.mjs (what `npm start` does),
   * which runs it in the same process.
   */
  command?: 'next' | 'npm-start';
  /** When the server counts as started; by default when /api/states answers 2xx. */
  readyWhen?: (response: Response) => boolean;
};

const ROOT = path.resolve(__dirname, '..', '..');

function assertBuilt(): void {
  if (!existsSync(path.join(ROOT, '.next', 'BUILD_ID')))
    throw new Error('Falta la compilación: ejecuta `next build` antes de estas pruebas.');
}

/** Starts `next start -p port` with `env` on top of a clean environment and waits until /api/states answers. */
export async function startNextServer(
  port: number,
  env: Record<string, string | undefined>,
  readyTimeoutMs = 120_000,
  options: StartOptions = {},
): Promise<NextServer> {
  assertBuilt();
  const { command = 'next', readyWhen = (response: Response) => response.ok } = options;
  const [file, args] =
    command === 'npm-start'
      ? [process.execPath, [path.join(ROOT, 'scripts', 'start.mjs')]]
      : [path.join(ROOT, 'node_modules', '.bin', 'next'), ['start', '-p', String(port)]];
  const child = spawn(file, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      NODE_OPTIONS: '',
      NEXT_MANUAL_SIG_HANDLE: '',
      DATABASE_URL: '',
      HCAPTCHA_SECRET: '',
      NEXT_PUBLIC_HCAPTCHA_SITEKEY: '',
      SMTP_URL: '',
      REDIS_URL: '',
      PORT: String(port),
      // The build's own address: another one renews every page at start (lib/site-url.js), which
      // the fault tests (a database down at start) do not mean to exercise.
      SITE_URL: builtSiteUrl(path.join(ROOT, '.next')) ?? '',
      ...env,
    } as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let hasExited = false;
  let exitCode: number | null = null;
  void exited.then((code) => {
    hasExited = true;
    exitCode = code;
    // A server that ends with an error on its own shows why: a test then fails on a refused
    // connection, far from this log.
    if (code !== null && code !== 0)
      console.error(`next start (puerto ${port}) terminó con el código ${code}:\n${log.slice(-4000)}`);
  });

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (hasExited) throw new Error(`next start terminó antes de estar listo (código ${exitCode}):\n${log}`);
    try {
      const response = await fetch(`${url}/api/states`);
      await response.arrayBuffer();
      if (readyWhen(response)) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`next start no respondió en ${readyTimeoutMs} ms:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    url,
    port,
    process: child,
    exited,
    output: () => log,
    stop: async (graceMs = 15_000) => {
      if (hasExited) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
    kill: async () => {
      if (hasExited) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}
