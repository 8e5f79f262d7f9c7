// Hostile values: what an attacker or a broken client sends. Strings stay free of the exact
// texts the leak checks look for (see checks.ts), so a reply echoing them is not a false alarm.
import fc from 'fast-check';
import { ROLLER } from '../world';

export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\t\n\r',
  '\uFEFF',
  '\u202Eevil',
  'ñandú ÁÉÍÓÚ',
  '🪟🌞',
  '𝕊𝕠𝕝𝕒𝕣𝕒',
  '\uD800',
  '\uDFFF',
  'Z̷̨̛a̶l̴g̸o',
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  "' UNION SELECT password_hash FROM users --",
  "1' AND pg_sleep(5)--",
  '$1',
  '%s%s%s%n',
  '{{7*7}}',
  '${process.env}',
  '__proto__',
  'constructor',
  'prototype',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2f',
  '/dev/null',
  'C:\\',
  'file:///etc/passwd',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e309',
  '0x1F',
  '0b101',
  '1_000',
  '9007199254740993',
  '-2147483649',
  '1.5',
  ' 12 ',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  'admin@solara.test',
  'a@b',
  'x'.repeat(300),
  'ñ'.repeat(5000),
];

export const KEYS = [
  'email',
  'password',
  'password_confirmation',
  'current_password',
  'name',
  'phone',
  'company',
  'rfc',
  'state_id',
  'municipality_id',
  'role_id',
  'address',
  'postal_code',
  'whatsapp',
  'public_email',
  'distributor_id',
  'token',
  'hcaptcha_token',
  'items',
  'notes',
  'quantity',
  'status',
  'note',
  'lat',
  'lng',
  'stock',
  'public_price',
  'distributor_price',
  'kind',
  'amount',
  'concept',
  'message',
  'distributor_id',
  'dealer_id',
  'use_wallet',
  'wallet_amount',
  'shipping_address',
  'account',
  'image',
  'file',
  '__proto__',
  'constructor',
];

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.emailAddress() },
);

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, Number.MIN_VALUE, 0.1 + 0.2),
);

const leaf = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));

/** Any JSON value, hostile at the leaves, with the API's own key names likely. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.dictionary(fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 8 })), tie('value'), { maxKeys: 6 }),
})).value;

/** An object body: mostly API keys with hostile values. */
export const hostileObject = fc.dictionary(
  fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...KEYS) }, { weight: 1, arbitrary: fc.string({ maxLength: 8 }) }),
  hostileJson,
  { maxKeys: 8 },
);

/** A valid quote item with one field broken: gets past the outer shape into the pricing code. */
const brokenItem = fc
  .record({
    key: fc.constantFrom(...Object.keys(ROLLER), 'model', 'projection_cm', 'options.motor', 'options.gallery'),
    value: hostileJson,
  })
  .map(({ key, value }) => {
    const item: Record<string, unknown> = structuredClone(ROLLER);
    if (key.startsWith('options.')) (item.options as Record<string, unknown>)[key.slice(8)] = value;
    else item[key] = value;
    return item;
  });

const person = {
  name: 'Ana Pérez',
  email: 'ana.perez@ejemplo.mx',
  phone: '33 1234 5678',
  state_id: 1,
  municipality_id: 1,
};
const items = [
  ROLLER,
  {
    ...ROLLER,
    quantity: 2,
    room: 'Recámara',
    options: { motor: 'solara-motion-30', gallery: null, installation: true },
  },
];
const newUser = {
  ...person,
  password: 'Segura-2026x',
  role_id: 3,
  distributor_id: 2,
  whatsapp: '3312345678',
  rfc: 'XAXX010101000',
  postal_code: '44100',
};
/** A valid body for each route that takes one: the fuzz breaks one field at a time, so the rest passes. */
export const VALID_BODIES: Record<string, Record<string, unknown>> = {
  '/api/register': { ...person, password: 'Segura-2026x', password_confirmation: 'Segura-2026x', company: 'Casa' },
  '/api/contact': {
    ...person,
    product_interest: 'persianas',
    message: 'Quiero cotizar persianas para la sala.',
    privacy_accepted: true,
    distributor_id: 2,
  },
  '/api/quote-requests': {
    ...person,
    items: [ROLLER],
    privacy_accepted: true,
    distributor_id: 2,
    notes: 'Llamar por la tarde',
  },
  '/api/sample-requests': {
    ...person,
    colors: [
      { fabric: 'screen-3', color: 'gris-perla' },
      { fabric: 'acrilico-rayas', color: 'rayas-arena-blanco' },
    ],
    address: 'Av. Juárez 1, Col. Centro',
    postal_code: '20000',
    privacy_accepted: true,
  },
  '/api/user-add': newUser,
  '/api/user-update/{id}': newUser,
  // A distributor: the invitation's every field, location and page included (no password).
  '/api/users/invitations': {
    ...person,
    role_id: 2,
    company: 'Toldos del Centro',
    address: 'Av. Juárez 1',
    postal_code: '20000',
    whatsapp: '3312345678',
    rfc: 'XAXX010101000',
    products: ['persianas', 'toldos'],
  },
  '/api/login-user': {
    ...person,
    public_email: 'ventas@ejemplo.mx',
    address: 'Av. Juárez 1',
    postal_code: '44100',
    company: 'Casa',
  },
  '/api/cart/checkout': {
    notes: 'Entregar en la mañana',
    shipping_address: 'Av. Juárez 1',
    use_wallet: true,
    wallet_amount: '10.00',
  },
  '/api/wallet/{userId}': { kind: 'abono', amount: '10.00', concept: 'Ajuste de saldo' },
  '/api/update-password': {
    current_password: 'No-es-la-clave-1',
    password: 'Nueva-segura-2026',
    password_confirmation: 'Nueva-segura-2026',
  },
  '/api/reset-password': {
    token: 'A'.repeat(40),
    password: 'Nueva-segura-2026',
    password_confirmation: 'Nueva-segura-2026',
  },
  '/api/login': { email: 'cliente@solara.test', password: 'No-es-la-clave-1' },
  '/api/check-password': { password: 'No-es-la-clave-1' },
  '/api/sessions/{id}': { password: 'No-es-la-clave-1' },
  '/api/sessions/end-others': { password: 'No-es-la-clave-1' },
  '/api/login/two-factor': { challenge: 'A'.repeat(40), code: '123456' },
  '/api/two-factor/setup': { password: 'No-es-la-clave-1' },
  '/api/two-factor/enable': { code: '123456' },
  '/api/two-factor/disable': { password: 'No-es-la-clave-1' },
  '/api/two-factor/recovery-codes': { password: 'No-es-la-clave-1' },
  '/api/send-recover-email': { account: { email: 'nadie@ejemplo.mx' } },
  '/api/quote-price': { items },
  '/api/quotes': { items, notes: 'Sala y recámara' },
  '/api/cart': { items },
  '/api/orders/{id}/status': { status: 'cancelado', note: 'Ya no lo necesito' },
  '/api/quotes/{id}/status': { status: 'enviada' },
  '/api/add-coordinates/{id}': { lat: 20.67, lng: -103.35 },
  '/api/catalogs/{id}': { stock: 10 },
  '/api/catalogs-prices/{id}': { public_price: '100.00', distributor_price: '80.00' },
  '/api/cart/{itemId}': { quantity: 2 },
  '/api/quotes/{id}': { items, discount_pct: 5, customer_note: 'Medidas tomadas en la visita' },
  '/api/quotes/{id}/request-changes': { message: 'Prefiero el color gris en la recámara.' },
  '/api/quotes/{id}/decline': { reason: 'Lo dejaremos para el próximo año' },
  '/api/quotes/{id}/claim': { token: 'A'.repeat(40) },
  '/api/orders/{id}/payments': {
    kind: 'anticipo',
    method: 'spei',
    amount: '100.00',
    reference: 'SPEI 123',
    paid_on: '2026-11-30',
  },
  '/api/orders/{id}/online-payment': { kind: 'anticipo' },
  '/api/orders/{id}/online-payment/sync': { session_id: 'cs_test_a1b2c3' },
  '/api/payments/webhook': { id: 'evt_test_1', type: 'checkout.session.completed', data: { object: {} } },
  '/api/visits': { kind: 'medicion', quote_id: 1, date: '2027-03-02', start: '10:00', duration_min: 60 },
  '/api/visits/{id}': { date: '2027-03-03', start: '11:30' },
  '/api/visits/{id}/cancel': { reason: 'El cliente no estará' },
  '/api/inbox/{id}/status': { action: 'close', reason: 'Ya compró en otro lugar' },
  '/api/inbox/{id}/quote': { items },
  '/api/notifications/read': { ids: [1, 2] },
  '/api/notification-prefs': { prefs: [{ kind: 'visit', email: false }] },
  '/api/sales-settings': { deposit_pct: 50, default_discount_limit_pct: 10 },
};

// Out of range, or in range and naming no row (the largest state id and row id a schema takes).
const edgeValues = fc.constantFrom(
  2 ** 31,
  32768,
  2 ** 53,
  -1,
  0,
  1e21,
  '99999999999',
  '32768',
  32767,
  2 ** 31 - 1,
  '2147483647',
  [],
  {},
  null,
);

/** A valid body with one field replaced by a hostile value, or dropped. */
export function oneFieldBroken(valid: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .record({
      key: fc.constantFrom(...Object.keys(valid)),
      value: fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
        {
          weight: 1,
          arbitrary: fc
            .tuple(fc.string({ maxLength: 6 }), fc.constantFrom('\u0000', '\u0007', '\uFFFF', '\uD83D'))
            .map(([a, b]) => a + b + a),
        },
        { weight: 2, arbitrary: hostileJson },
        { weight: 1, arbitrary: hostileNumber },
        { weight: 2, arbitrary: edgeValues },
      ),
      drop: fc.nat(6).map((n) => n === 0),
      // A fresh address each time, or the second registration stops at "email taken".
      fresh: fc.uuid().map((u) => `f${u.slice(0, 8)}@ejemplo.mx`),
    })
    .map(({ key, value, drop, fresh }) => {
      const body: Record<string, unknown> = structuredClone(valid);
      if ('email' in body && 'name' in body) body.email = fresh;
      if (drop) delete body[key];
      else body[key] = value;
      return body;
    });
}

/** Bodies that look right but are not: a real item list, status, coordinates, wallet movement… */
export const nearValidObject: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  fc.constantFrom(...Object.values(VALID_BODIES)),
  fc.record({ items: fc.array(brokenItem, { minLength: 1, maxLength: 3 }), notes: fc.option(hostileString) }),
  fc.record({ quantity: hostileJson }),
  fc.record({
    status: fc.oneof(fc.constantFrom('cancelado', 'confirmado', 'aceptada', 'enviada', 'ENVIADA'), hostileString),
    note: fc.option(hostileString),
  }),
  fc.record({ lat: hostileJson, lng: hostileJson }),
  fc.record({ stock: hostileJson }),
  fc.record({ public_price: hostileJson, distributor_price: hostileJson }),
  fc.record({ kind: fc.constantFrom('abono', 'cargo', 'otro'), amount: hostileJson, concept: hostileString }),
  fc.record({ email: hostileString, password: hostileString }),
  fc.record({ password: hostileString, current_password: hostileString, password_confirmation: hostileString }),
  fc.record({
    name: hostileString,
    email: fc.oneof(fc.emailAddress(), hostileString),
    phone: hostileString,
    message: hostileString,
    state_id: hostileJson,
  }),
);

/** Text that is almost JSON, or not at all. */
export const malformedText = fc.oneof(
  fc.constantFrom(
    '{',
    '{"email":',
    '[1,2',
    '{"a":1}}',
    'null',
    '"texto"',
    '\uFEFF{}',
    '{"__proto__":{"admin":true}}',
    '{"a":1,"a":2}',
    '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
    'a=1&a=2&b[]=3',
    '%%%',
    '\u0000\u0000',
    '['.repeat(200_000) + ']'.repeat(200_000),
    '{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000),
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.json().map((j) => j.slice(0, Math.max(0, j.length - 1))),
);

export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=nada',
  'image/png',
  'application/octet-stream',
  '',
  '*/*',
  'application/vnd.api+json',
  'MULTIPART/FORM-DATA; boundary=',
];
