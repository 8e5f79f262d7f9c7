/** @jest-environment node */
// The document as /api/openapi.json serves it, through Redocly's recommended rules (redocly.yaml
// says which are off and why): no error, no warning. Redocly runs as its CLI, offline, on a copy
// written to a temporary file.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildOpenApiDocument } from './document';

const CLI = path.join(process.cwd(), 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');

type Report = {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
};

async function lint(file: string): Promise<Report> {
  const args = [CLI, 'lint', file, '--config', path.join(process.cwd(), 'redocly.yaml'), '--format=json'];
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  // A problem makes the CLI exit with 1; the report is on stdout either way.
  const stdout = await promisify(execFile)(process.execPath, args, { env }).then(
    (r) => r.stdout,
    (error: { stdout?: string }) => error.stdout ?? '',
  );
  return JSON.parse(stdout) as Report;
}

it("passes Redocly's recommended rules with no error and no warning", async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'solara-openapi-'));
  try {
    const file = path.join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(buildOpenApiDocument()));
    const report = await lint(file);
    expect(report.problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`)).toEqual(
      [],
    );
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
