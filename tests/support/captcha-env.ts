// Imported first by the captcha tests: lib/env reads the environment once, on first import.
export const FAKE_SITEVERIFY_PORT = 40_000 + (process.pid % 20_000);
process.env.HCAPTCHA_SECRET = '0x0000000000000000000000000000000000000000';
process.env.NEXT_PUBLIC_HCAPTCHA_SITEKEY = '10000000-ffff-ffff-ffff-000000000001';
process.env.HCAPTCHA_VERIFY_URL = `http://127.0.0.1:${FAKE_SITEVERIFY_PORT}/siteverify`;
process.env.HCAPTCHA_TIMEOUT_MS = '300';
