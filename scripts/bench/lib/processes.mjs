// Child processes the benchmarks start, and the promise that every one of them is gone when the
// run ends — normally, on an error, or on Ctrl-C. Each child leads its own process group, so
// `npm start` → node → next go down together, and only the groups we started are signalled.
import { spawn } from 'node:child_process';

const running = new Set();
const cleanups = [];

/** Spawns `command args` in its own process group and keeps what it prints (for error messages). */
export function startProcess(command, args, { env, cwd = process.cwd(), label = command } = {}) {
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const keep = (chunk) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const entry = { child, label, exited, hasExited: false };
  void exited.then(() => {
    entry.hasExited = true;
    running.delete(entry);
  });
  running.add(entry);
  return {
    pid: child.pid,
    label,
    output: () => log,
    hasExited: () => entry.hasExited,
    exited,
    /** SIGTERM to the group, SIGKILL after `graceMs`; resolves with the exit code. */
    stop: (graceMs = 10_000) => stopEntry(entry, graceMs),
  };
}

function signalGroup(entry, signal) {
  try {
    process.kill(-entry.child.pid, signal);
  } catch {
    // Already gone.
  }
}

async function stopEntry(entry, graceMs) {
  if (entry.hasExited) return entry.exited;
  signalGroup(entry, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(entry, 'SIGKILL'), graceMs);
  const code = await entry.exited;
  clearTimeout(timer);
  // `next start` may leave a worker behind its exited parent: make sure the group is empty.
  signalGroup(entry, 'SIGKILL');
  return code;
}

/** Something to undo at the end (drop a database, remove a temp dir), run after the processes stop. */
export function onCleanup(fn) {
  cleanups.push(fn);
}

/** Stops every process still running, then runs the cleanups, newest first. Safe to call twice. */
export async function cleanupAll() {
  await Promise.all([...running].map((entry) => stopEntry(entry, 5_000)));
  while (cleanups.length) {
    const fn = cleanups.pop();
    try {
      await fn();
    } catch (error) {
      console.error(`[bench] cleanup failed: ${error.message}`);
    }
  }
}

// Ctrl-C, a kill or a crash: clean up, then leave. A synchronous last resort on plain exit.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n[bench] ${signal}: stopping the servers…`);
    void cleanupAll().finally(() => process.exit(130));
  });
}
for (const event of ['uncaughtException', 'unhandledRejection']) {
  process.once(event, (error) => {
    console.error(`[bench] ${event}: ${error?.stack ?? error}`);
    void cleanupAll().finally(() => process.exit(1));
  });
}
process.once('exit', () => {
  for (const entry of running) signalGroup(entry, 'SIGKILL');
});
