// The servers only a few specs need, started by those specs' workers (testWithServers in
// fixtures.ts) instead of by playwright.config.ts's webServer before every test: the captcha
// server and its fake siteverify (contact-captcha.spec.ts), the split pair's front end
// (split-pair.spec.ts) and the spec-only host with its front end (spec-only-host.spec.ts).
// Each is started in its own process group, waited for at its URL, and stopped with its group.

import { spawn } from 'node:child_process';
import {
  API_ORIGIN,
  CAPTCHA_DATA_DIR,
  CAPTCHA_PORT,
  FRONT_DATA_DIR,
  FRONT_ORIGIN,
  FRONT_PORT,
  REVALIDATE_SECRET,
  SPEC_FRONT_DATA_DIR,
  SPEC_FRONT_ORIGIN,
  SPEC_FRONT_PORT,
  SPEC_HOST_ORIGIN,
  SPEC_HOST_PORT,
  VERIFIER_PORT,
} from '../../playwright.config';

export type ServerSpec = {
  name: string;
  /** A shell command, run from the project's root. */
  command: string;
  /** Answers (any status below 404) once the server is up. */
  url: string;
  env?: Record<string, string>;
};

/**
 * Starts `next start` from a private copy of the build (NEXT_DIST_DIR, next.config.js): pages one
 * server regenerates into its build folder must not be read as fresh by another with other data.
 */
const startFromCopyOfBuild = (dir: string, port: number) =>
  `rm -rf ${dir} && mkdir ${dir} && (cd .next && tar cf - --exclude=./cache .) | (cd ${dir} && tar xf -) && NEXT_DIST_DIR=${dir} exec ./node_modules/.bin/next start -p ${port}`;

/** What every extra Next server shares: no telemetry, no database URL, no Redis, no captcha. */
const NEXT_ENV = {
  NEXT_TELEMETRY_DISABLED: '1',
  DATABASE_URL: '',
  REDIS_URL: '',
  HCAPTCHA_SECRET: '',
  NEXT_PUBLIC_HCAPTCHA_SITEKEY: '',
};

/** A second server with the captcha on, checked by a local fake of hCaptcha's siteverify. */
export const CAPTCHA_SERVERS: readonly ServerSpec[] = [
  {
    name: 'fake siteverify',
    command: `exec node e2e/support/fake-siteverify.mjs ${VERIFIER_PORT}`,
    url: `http://127.0.0.1:${VERIFIER_PORT}/`,
  },
  {
    name: 'captcha server',
    command: `rm -rf ${CAPTCHA_DATA_DIR} && exec ./node_modules/.bin/next start -p ${CAPTCHA_PORT}`,
    url: `http://localhost:${CAPTCHA_PORT}/api/states`,
    env: {
      ...NEXT_ENV,
      DATA_DIR: CAPTCHA_DATA_DIR,
      TRUST_PROXY: '1',
      HCAPTCHA_SECRET: 'e2e-captcha-secret',
      HCAPTCHA_VERIFY_URL: `http://127.0.0.1:${VERIFIER_PORT}/siteverify`,
    },
  },
];

/**
 * The split pair's front end: the same build, API_URL at start (the main e2e server), an empty
 * DATA_DIR it must leave empty, no database.
 */
export const FRONT_SERVERS: readonly ServerSpec[] = [
  {
    name: 'split pair front end',
    command: `rm -rf ${FRONT_DATA_DIR} && mkdir ${FRONT_DATA_DIR} && ${startFromCopyOfBuild('.next-e2e-front', FRONT_PORT)}`,
    url: `${FRONT_ORIGIN}/runtime-config`,
    env: { ...NEXT_ENV, API_URL: API_ORIGIN, DATA_DIR: FRONT_DATA_DIR, REVALIDATE_SECRET },
  },
];

/** The spec-only host (plain Node, in memory) and a front end only that uses it as its API. */
export const SPEC_ONLY_SERVERS: readonly ServerSpec[] = [
  {
    name: 'spec-only host',
    command: `exec node e2e/support/spec-only-host.mjs ${SPEC_HOST_PORT} ${SPEC_FRONT_ORIGIN}`,
    url: `${SPEC_HOST_ORIGIN}/api/states`,
  },
  {
    name: 'spec-only front end',
    command: `rm -rf ${SPEC_FRONT_DATA_DIR} && mkdir -p ${SPEC_FRONT_DATA_DIR} && ${startFromCopyOfBuild('.next-e2e-spec-front', SPEC_FRONT_PORT)}`,
    url: `${SPEC_FRONT_ORIGIN}/runtime-config`,
    env: { ...NEXT_ENV, API_URL: SPEC_HOST_ORIGIN, DATA_DIR: SPEC_FRONT_DATA_DIR },
  },
];

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.status < 404;
  } catch {
    return false;
  }
}

/** Starts the servers one after the other; returns a function that stops them all. */
export async function startServers(servers: readonly ServerSpec[], timeoutMs = 120_000): Promise<() => Promise<void>> {
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop();
  };
  try {
    for (const server of servers) stops.push(await startServer(server, timeoutMs));
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}

async function startServer(server: ServerSpec, timeoutMs: number): Promise<() => Promise<void>> {
  // Not reused: something already answering there is another run's server, with other data.
  if (await answers(server.url))
    throw new Error(`${server.name}: ${server.url} already answers (a server left running?)`);
  const child = spawn('sh', ['-c', server.command], {
    cwd: process.cwd(),
    detached: true,
    env: { ...process.env, ...server.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => {
    gone = true;
  });

  const stop = async () => {
    if (gone || child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const killed = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 5_000))]);
    if (!killed) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
      await exited;
    }
  };

  const deadline = Date.now() + timeoutMs;
  while (!(await answers(server.url))) {
    if (gone) throw new Error(`${server.name} exited before answering at ${server.url}:\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${server.name} did not answer at ${server.url} within ${timeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return stop;
}
