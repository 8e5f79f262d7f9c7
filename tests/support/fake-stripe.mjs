// A local fake of the few Stripe endpoints the product calls (customers, Checkout Sessions,
// PaymentIntents' cancel, refunds), with a hosted page that plays the customer, and signed
// webhooks made with the SDK's own test helper. The API suites import it (startFakeStripe); the
// e2e suite runs it as a process (e2e/support/fake-stripe-server.mjs).
//
// Test controls (not Stripe's): POST /__fake/sessions/:id/:outcome settles a session as a customer
// would — card, card_msi (6 months), card_declined, oxxo, oxxo_paid, oxxo_expired, spei,
// spei_partial (body amount=cents), spei_paid, expire — and answers the events it made (also
// delivered to WEBHOOK_URL when one is set); POST /__fake/refunds/:id/:status settles a refund;
// GET /__fake/requests lists the API calls received.
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

const id = (prefix) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** `a[0][b]=1&a[0][c]=2` → { a: [{ b: '1', c: '2' }] }, as Stripe's form encoding nests them. */
export function parseForm(body) {
  const root = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[index + 1]);
      if (last) node[part] = value;
      else node = node[part] ??= nextIsIndex ? [] : {};
    });
  }
  return root;
}

export function createFakeStripe({ webhookUrl = null, webhookSecret = 'whsec_fake', publicUrl = null } = {}) {
  const customers = new Map();
  const sessions = new Map();
  const intents = new Map();
  const refunds = new Map();
  const idempotent = new Map();
  const requests = [];
  const events = [];
  const signer = new Stripe('sk_test_fake_signer');
  let base = publicUrl;

  function event(type, object) {
    const made = {
      id: id('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: now(),
      livemode: false,
      type,
      data: { object: structuredClone(object) },
    };
    events.push(made);
    return made;
  }

  /** The event's body and its Stripe-Signature header, as Stripe would send them. */
  function signed(made, secret = webhookSecret) {
    const payload = JSON.stringify(made);
    return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret }) };
  }

  async function deliver(made) {
    if (!webhookUrl) return;
    const { payload, signature } = signed(made);
    await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body: payload,
    }).catch(() => undefined);
  }

  function sessionView(session, expand) {
    const view = structuredClone(session);
    if (session.payment_intent && expand.some((e) => e.startsWith('payment_intent'))) {
      const intent = structuredClone(intents.get(session.payment_intent));
      view.payment_intent = intent;
    }
    return view;
  }

  function makeIntent(session, methodType) {
    const intent = {
      id: id('pi'),
      object: 'payment_intent',
      amount: session.amount_total,
      amount_received: 0,
      currency: 'mxn',
      status: 'requires_payment_method',
      payment_method_types: [methodType],
      metadata: session.payment_intent_data?.metadata ?? session.metadata,
      next_action: null,
      latest_charge: null,
      last_payment_error: null,
    };
    intents.set(intent.id, intent);
    session.payment_intent = intent.id;
    return intent;
  }

  function charge(intent, details) {
    return { id: id('ch'), object: 'charge', amount: intent.amount, paid: true, payment_method_details: details };
  }

  /** Plays what the customer did on the hosted page; answers the events it made. */
  function settle(sessionId, outcome, options = {}) {
    const session = sessionIds(sessionId);
    const made = [];
    const intent = session.payment_intent ? intents.get(session.payment_intent) : null;
    switch (outcome) {
      case 'card':
      case 'card_msi': {
        const paying = intent ?? makeIntent(session, 'card');
        const months = outcome === 'card_msi' ? Number(options.months ?? 6) : null;
        Object.assign(paying, {
          status: 'succeeded',
          amount_received: paying.amount,
          next_action: null,
          latest_charge: charge(paying, {
            type: 'card',
            card: {
              brand: 'visa',
              last4: '4242',
              installments: months ? { plan: { count: months, interval: 'month', type: 'fixed_count' } } : null,
            },
          }),
        });
        Object.assign(session, { status: 'complete', payment_status: 'paid' });
        made.push(event('checkout.session.completed', session));
        break;
      }
      case 'card_declined': {
        const failing = intent ?? makeIntent(session, 'card');
        failing.last_payment_error = {
          code: 'card_declined',
          decline_code: 'insufficient_funds',
          message: 'Your card has insufficient funds.',
        };
        made.push(event('payment_intent.payment_failed', failing));
        break;
      }
      case 'oxxo': {
        const waiting = intent ?? makeIntent(session, 'oxxo');
        Object.assign(waiting, {
          status: 'requires_action',
          next_action: {
            type: 'oxxo_display_details',
            oxxo_display_details: {
              expires_after: now() + 3 * 86_400,
              hosted_voucher_url: `${base}/vouchers/${waiting.id}`,
              number: '12345678901234657890123456789012',
            },
          },
        });
        Object.assign(session, { status: 'complete', payment_status: 'unpaid' });
        made.push(event('checkout.session.completed', session));
        break;
      }
      case 'oxxo_paid':
      case 'spei_paid': {
        Object.assign(intent, {
          status: 'succeeded',
          amount_received: intent.amount,
          next_action: null,
          latest_charge: charge(
            intent,
            outcome === 'oxxo_paid' ? { type: 'oxxo', oxxo: {} } : { type: 'customer_balance' },
          ),
        });
        Object.assign(session, { payment_status: 'paid' });
        made.push(event('checkout.session.async_payment_succeeded', session));
        break;
      }
      case 'oxxo_expired': {
        Object.assign(intent, {
          status: 'requires_payment_method',
          next_action: null,
          last_payment_error: { code: 'payment_intent_payment_attempt_expired' },
        });
        made.push(event('checkout.session.async_payment_failed', session));
        break;
      }
      case 'spei': {
        const waiting = intent ?? makeIntent(session, 'customer_balance');
        Object.assign(waiting, {
          status: 'requires_action',
          next_action: {
            type: 'display_bank_transfer_instructions',
            display_bank_transfer_instructions: {
              type: 'mx_bank_transfer',
              currency: 'mxn',
              amount_remaining: waiting.amount,
              reference: 'SOLARA' + waiting.id.slice(-6).toUpperCase(),
              hosted_instructions_url: `${base}/transfers/${waiting.id}`,
              financial_addresses: [
                { type: 'spei', spei: { bank_name: 'STP', bank_code: '646', clabe: '646180000000000001' } },
              ],
            },
          },
        });
        Object.assign(session, { status: 'complete', payment_status: 'unpaid' });
        made.push(event('checkout.session.completed', session));
        break;
      }
      case 'spei_partial': {
        const instructions = intent.next_action.display_bank_transfer_instructions;
        instructions.amount_remaining = Math.max(0, instructions.amount_remaining - Number(options.amount ?? 0));
        made.push(event('payment_intent.partially_funded', intent));
        break;
      }
      case 'expire': {
        Object.assign(session, { status: 'expired', url: null });
        made.push(event('checkout.session.expired', session));
        break;
      }
      default:
        throw Object.assign(new Error(`resultado desconocido: ${outcome}`), { status: 400 });
    }
    return made;
  }

  function sessionIds(sessionId) {
    const session = sessions.get(sessionId);
    if (!session) throw Object.assign(new Error('No such checkout.session'), { status: 404 });
    return session;
  }

  const api = {
    'POST /v1/customers': (form) => {
      const customer = {
        id: id('cus'),
        object: 'customer',
        email: form.email ?? null,
        name: form.name ?? null,
        metadata: form.metadata ?? {},
      };
      customers.set(customer.id, customer);
      return customer;
    },
    'POST /v1/checkout/sessions': (form) => {
      const amount = (form.line_items ?? []).reduce(
        (sum, item) => sum + Number(item.price_data?.unit_amount ?? 0) * Number(item.quantity ?? 1),
        0,
      );
      const session = {
        id: id('cs'),
        object: 'checkout.session',
        mode: form.mode,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: amount,
        currency: form.line_items?.[0]?.price_data?.currency ?? 'mxn',
        customer: form.customer ?? null,
        client_reference_id: form.client_reference_id ?? null,
        metadata: form.metadata ?? {},
        payment_intent_data: form.payment_intent_data ?? null,
        allowed_payment_method_types: form.allowed_payment_method_types ?? null,
        payment_method_options: form.payment_method_options ?? {},
        line_items: form.line_items,
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        expires_at: Number(form.expires_at ?? now() + 86_400),
        payment_intent: null,
      };
      session.url = `${base}/pay/${session.id}`;
      sessions.set(session.id, session);
      return session;
    },
  };

  function route(method, pathname, form, expand) {
    const key = `${method} ${pathname}`;
    if (api[key]) return api[key](form);
    let match;
    if (method === 'GET' && (match = pathname.match(/^\/v1\/checkout\/sessions\/([^/]+)$/)))
      return sessionView(sessionIds(match[1]), expand);
    if (method === 'POST' && (match = pathname.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/))) {
      const session = sessionIds(match[1]);
      if (session.status !== 'open')
        throw Object.assign(new Error('Only open sessions can be expired.'), { status: 400 });
      Object.assign(session, { status: 'expired', url: null });
      return session;
    }
    if (method === 'POST' && (match = pathname.match(/^\/v1\/payment_intents\/([^/]+)\/cancel$/))) {
      const intent = intents.get(match[1]);
      if (!intent) throw Object.assign(new Error('No such payment_intent'), { status: 404 });
      Object.assign(intent, { status: 'canceled', next_action: null });
      return intent;
    }
    if (method === 'POST' && pathname === '/v1/refunds') {
      const intent = intents.get(form.payment_intent);
      if (!intent || intent.status !== 'succeeded')
        throw Object.assign(new Error('This PaymentIntent does not have a successful charge to refund.'), {
          status: 400,
        });
      if (intent.latest_charge?.payment_method_details?.type === 'oxxo')
        throw Object.assign(new Error('OXXO payments cannot be refunded.'), {
          status: 400,
          code: 'charge_not_refundable',
        });
      const refund = {
        id: id('re'),
        object: 'refund',
        amount: Number(form.amount ?? intent.amount_received),
        currency: 'mxn',
        payment_intent: intent.id,
        metadata: form.metadata ?? {},
        // A card refund settles at once here; a transfer's waits for the customer's bank details.
        status: intent.latest_charge?.payment_method_details?.type === 'card' ? 'succeeded' : 'pending',
      };
      refunds.set(refund.id, refund);
      return refund;
    }
    throw Object.assign(new Error(`Unrecognized request URL (${method}: ${pathname}).`), { status: 404 });
  }

  function page(session, notice = '') {
    const amount = (session.amount_total / 100).toLocaleString('es-MX', { style: 'currency', currency: 'MXN' });
    const name = session.line_items?.[0]?.price_data?.product_data?.name ?? 'Pago';
    const button = (outcome, label) =>
      `<form method="post" action="/pay/${session.id}/${outcome}"><button type="submit">${label}</button></form>`;
    return `<!doctype html><html lang="es"><meta charset="utf-8"><title>Pago de prueba</title>
<main><h1>Pago de prueba</h1><p>${name}: <strong>${amount}</strong></p>${notice ? `<p role="alert">${notice}</p>` : ''}
${button('card', 'Pagar con tarjeta')}${button('card_msi', 'Pagar a 6 meses sin intereses')}${button('card_declined', 'Tarjeta rechazada')}
${button('oxxo', 'Generar ficha OXXO')}${button('spei', 'Pagar por transferencia SPEI')}
<p><a href="${session.cancel_url}">Volver a la tienda</a></p></main></html>`;
  }

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', async () => {
      const url = new URL(req.url, 'http://fake');
      const send = (status, value, type = 'application/json') => {
        res.writeHead(status, { 'Content-Type': type });
        res.end(type === 'application/json' ? JSON.stringify(value) : value);
      };
      try {
        if (url.pathname.startsWith('/v1/')) {
          if (!/^Bearer sk_test_/.test(req.headers.authorization ?? ''))
            return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
          const form = parseForm(req.method === 'GET' ? url.search.slice(1) : body);
          const expand = [].concat(form.expand ?? []);
          requests.push({
            method: req.method,
            path: url.pathname,
            form,
            idempotencyKey: req.headers['idempotency-key'] ?? null,
          });
          const key =
            req.headers['idempotency-key'] && `${req.method} ${url.pathname} ${req.headers['idempotency-key']}`;
          if (key && idempotent.has(key)) return send(200, idempotent.get(key));
          const answer = route(req.method, url.pathname, form, expand);
          if (key) idempotent.set(key, answer);
          return send(200, answer);
        }
        let match;
        if ((match = url.pathname.match(/^\/__fake\/sessions\/([^/]+)\/([a-z_]+)$/)) && req.method === 'POST') {
          const made = settle(match[1], match[2], Object.fromEntries(new URLSearchParams(body)));
          for (const one of made) await deliver(one);
          return send(200, { events: made });
        }
        if ((match = url.pathname.match(/^\/__fake\/refunds\/([^/]+)\/([a-z]+)$/)) && req.method === 'POST') {
          const refund = refunds.get(match[1]);
          refund.status = match[2];
          const made = event('refund.updated', refund);
          await deliver(made);
          return send(200, { events: [made] });
        }
        if (url.pathname === '/__fake/requests') return send(200, { requests });
        if ((match = url.pathname.match(/^\/pay\/([^/]+)$/)) && req.method === 'GET') {
          const session = sessions.get(match[1]);
          if (!session || session.status !== 'open')
            return send(410, '<p>Esta página de pago ya no está abierta.</p>', 'text/html');
          return send(200, page(session), 'text/html; charset=utf-8');
        }
        if ((match = url.pathname.match(/^\/pay\/([^/]+)\/([a-z_]+)$/)) && req.method === 'POST') {
          const session = sessionIds(match[1]);
          const made = settle(session.id, match[2]);
          for (const one of made) await deliver(one);
          if (match[2] === 'card_declined')
            return send(402, page(session, 'Tu tarjeta fue rechazada. Prueba con otra.'), 'text/html; charset=utf-8');
          res.writeHead(303, { Location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) });
          return res.end();
        }
        if ((match = url.pathname.match(/^\/(vouchers|transfers)\/([^/]+)$/)))
          return send(
            200,
            `<h1>${match[1] === 'vouchers' ? 'Ficha OXXO' : 'Datos para tu transferencia'}</h1>`,
            'text/html; charset=utf-8',
          );
        return send(404, { error: { message: 'not found' } });
      } catch (error) {
        return send(error.status ?? 500, {
          error: { type: 'invalid_request_error', message: error.message, code: error.code },
        });
      }
    });
  });

  return {
    server,
    sessions,
    intents,
    refunds,
    requests,
    events,
    settle,
    signed,
    /** Listens on 127.0.0.1; answers the API base for STRIPE_API_BASE. */
    async listen(port = 0) {
      await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
      const address = `http://127.0.0.1:${server.address().port}`;
      base ??= address;
      return address;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
