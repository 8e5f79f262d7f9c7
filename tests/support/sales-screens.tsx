// Test helpers of the sales screens: a quote and an order as the API sends them, a fetch that
// answers by method and path, and a signed-in user. Jest only (jsdom has no fetch or <dialog>).

import { TOKEN_KEY } from '@/lib/api/config';
import { resetSessionState, setUser } from '@/lib/api/session';
import { clearApiCache } from '@/lib/api/swr';
import { fakeResponse, type FakeResponse } from '@/tests/support/fake-response';
import { forgetCredential } from '@/lib/api/transport';
import type { Order } from '@/lib/contract/orders';
import type { StoredItem } from '@/lib/contract/quote-config';
import type { Quote } from '@/lib/contract/quotes';
import type { RoleName, User } from '@/lib/contract/users';

const ITEM: StoredItem = {
  id: 11,
  position: 1,
  line: 'persianas',
  type: 'enrollables',
  fabric: 'screen-5',
  color: 'blanco',
  width_cm: 120,
  height_cm: 150,
  quantity: 1,
  room: 'Sala',
  options: {},
  description: 'Persianas enrollables en Screen 5 %, Blanco',
  billable_area_m2: '1.80',
  unit_price: '1000.00',
  line_total: '1000.00',
  lines: [{ label: 'Tela', amount: '1000.00' }],
};

export const CUSTOMER = { id: 7, name: 'Lucía Pérez', email: 'lucia@example.com', phone: '3312345678' };
const DEALER = {
  id: 3,
  name: 'Mariana Robles',
  company: 'Persianas del Bajío',
  phone: '4771234567',
  email: 'ventas@bajio.test',
};

export function anOrder(patch: Partial<Order> = {}): Order {
  return {
    id: 41,
    folio: 'PED-2026-000041',
    status: 'pendiente',
    price_list: 'publico',
    created_at: '2026-03-02T18:05:00Z',
    customer: CUSTOMER,
    distributor: DEALER,
    notes: 'Llamar antes de instalar.',
    shipping_address: 'Av. Patria 1200, Zapopan',
    items: [ITEM],
    subtotal: '1000.00',
    tax: '160.00',
    total: '1160.00',
    discount: '0.00',
    wallet_applied: '0.00',
    amount_due: '1160.00',
    deposit: '0.00',
    deposit_due: '0.00',
    paid: '0.00',
    payments: [],
    online_payment: { available: false, options: [] },
    estimated_date: null,
    quote: null,
    currency: 'MXN',
    next_statuses: ['confirmado', 'cancelado'],
    history: [{ from: null, to: 'pendiente', at: '2026-03-02T18:05:00Z', by: 'Lucía Pérez', note: null }],
    ...patch,
  };
}

export function aQuote(patch: Partial<Quote> = {}): Quote {
  return {
    id: 12,
    folio: 'COT-2026-000012',
    status: 'borrador',
    price_list: 'publico',
    valid_until: '2026-04-01T06:00:00Z',
    created_at: '2026-03-02T18:05:00Z',
    customer: CUSTOMER,
    distributor: null,
    notes: 'Para la sala',
    items: [ITEM],
    subtotal: '1000.00',
    discount_pct: '0',
    discount: '0.00',
    tax: '160.00',
    total: '1160.00',
    currency: 'MXN',
    customer_note: null,
    version: 0,
    sent_at: null,
    changes: [],
    unsent_changes: false,
    order_id: null,
    actions: [],
    events: [],
    ...patch,
  };
}

/** A page of the API's Laravel paginator. */
export function pageOf<T>(data: T[]) {
  return { data, current_page: 1, last_page: 1, per_page: 15, total: data.length };
}

type Reply = { status: number; body?: unknown };
type Route = (method: string, path: string, body: unknown) => Reply | undefined;

/** Installs a fetch that answers with `route` (200 `0` for anything else, e.g. the counters). */
export function routeFetch(route: Route) {
  const mock = jest.fn(async (url: string, init?: RequestInit): Promise<FakeResponse> => {
    const method = init?.method ?? 'GET';
    const { pathname, search } = new URL(url, 'http://localhost');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const reply = route(method, `${pathname}${search}`, body) ?? { status: 200, body: 0 };
    return fakeResponse(reply.status, reply.body);
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** The calls a fetch mock received, as "METHOD /path" and the JSON body sent. */
export function sentCalls(mock: ReturnType<typeof routeFetch>) {
  return mock.mock.calls.map(([url, init]) => ({
    call: `${init?.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`,
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
  }));
}

const ROLE_IDS: Record<RoleName, number> = { admin: 1, distributor: 2, customer: 3 };

/** A fresh session for `role` (user id 7 is the customer of the fixtures); the cache emptied. */
export function signInAs(role: RoleName, id = role === 'customer' ? CUSTOMER.id : 3) {
  localStorage.clear();
  localStorage.setItem(TOKEN_KEY, `${id}|token`);
  forgetCredential();
  resetSessionState();
  clearApiCache();
  setUser({ id, name: 'Usuario', role: { id: ROLE_IDS[role], name: role, label: role } } as User);
}

/** jsdom has no <dialog> methods. */
export function polyfillDialog() {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}
