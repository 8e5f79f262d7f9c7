// The e2e suite's payment provider: node e2e/support/fake-stripe-server.mjs PORT WEBHOOK_URL SECRET —
// the local fake of Stripe (tests/support/fake-stripe.mjs), delivering its signed webhooks to the app.
import { createFakeStripe } from '../../tests/support/fake-stripe.mjs';

const [port, webhookUrl, webhookSecret] = process.argv.slice(2);
const fake = createFakeStripe({ webhookUrl, webhookSecret });
await fake.listen(Number(port));
console.log(`Stripe falso en http://127.0.0.1:${port}`);
