// The Nu HTML Checker (vnu.jar, npm package vnu-jar; needs Java), run once over many files: one JVM
// start is most of its time.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const VNU_JAR = path.join(__dirname, '..', '..', 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

type NuMessage = { type: string; subType?: string; url?: string; lastLine?: number; message: string; extract?: string };

/** Its errors over `files` (warnings left out), each as "file:line: message «extract»", and how long it took. */
export function nuErrors(files: readonly string[]): { errors: string[]; seconds: number } {
  const started = performance.now();
  const run = spawnSync('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw run.error;
  let report: { messages: NuMessage[] };
  try {
    report = JSON.parse(run.stderr) as { messages: NuMessage[] };
  } catch {
    throw new Error(`vnu.jar did not answer with its report (exit ${run.status}):\n${run.stderr}${run.stdout}`);
  }
  const errors = report.messages
    .filter((message) => message.type !== 'info') // errors, and files it could not read
    .map(
      (message) =>
        `${path.basename(message.url ?? '?')}:${message.lastLine ?? '?'}: ${message.message}${message.extract ? ` «${message.extract.trim()}»` : ''}`,
    );
  return { errors, seconds: (performance.now() - started) / 1000 };
}
