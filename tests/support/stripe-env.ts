// Imported first by the online-payment suites: lib/env reads the environment once, on first import.
// The provider is the local fake (tests/support/fake-stripe.mjs) on a port of this process's own.
export const FAKE_STRIPE_PORT = 20_000 + (process.pid % 20_000);
export const WEBHOOK_SECRET = 'whsec_test_solara_0123456789abcdef';
process.env.STRIPE_SECRET_KEY = 'sk_test_solara_fake_0123456789';
process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
process.env.STRIPE_API_BASE = `http://127.0.0.1:${FAKE_STRIPE_PORT}`;
