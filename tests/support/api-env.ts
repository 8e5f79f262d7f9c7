// Runs before each API test file: a private DATA_DIR (mail, uploads) and no captcha unless a
// test turns it on.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'solara-api-'));
delete process.env.HCAPTCHA_SECRET;
delete process.env.SMTP_URL;
delete process.env.DATABASE_URL;
// Rate limits in memory; rate-limits.test.ts runs its Redis checks with TEST_REDIS_URL.
delete process.env.REDIS_URL;
delete process.env.RATE_LIMITS;
delete process.env.TRUST_PROXY;
// The security log's pseudonyms use a key kept in this DATA_DIR (security-asvs.test.ts reads it).
delete process.env.LOG_PSEUDONYM_SECRET;
// The security event log (lib/server/log/security-events.ts) writes a line per sign-in: quiet in
// the suites; security-asvs.test.ts spies on it where it is the subject.
console.info = () => {};
// Pages and API in one process unless a suite says otherwise (front-end-only.test.ts).
delete process.env.API_URL;
delete process.env.REVALIDATE_URLS;
delete process.env.REVALIDATE_SECRET;
