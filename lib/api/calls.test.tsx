// Every call of spec §7 (and the ones DESIGN.md adds) hits its exact method and path, whether
// it is an action (a function of its resource module) or a read (its resource hook).

import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import * as auth from './auth';
import { classifyCall } from '@/lib/contract/call-groups';
import type { ContactPayload } from '@/lib/contract/contact';
import type { QuoteRequestPayload } from '@/lib/contract/quote-requests';
import * as cart from './cart';
import { sendContact } from './contact';
import { useDealers } from './dealers';
import { sendQuoteRequest } from './quote-requests';
import { createShareLink, openShareLink } from './quote-share';
import { useQuoterOptions } from './quoter';
import * as sessions from './sessions';
import * as twoFactor from './two-factor';
import { fetchCount } from './counters';
import * as exportsApi from './exports';
import * as files from './files';
import { useMunicipalities, useStates } from './geo';
import * as inventory from './inventory';
import * as orders from './orders';
import * as profile from './profile';
import * as quotes from './quotes';
import { useRoles } from './roles';
import { TOKEN_KEY } from './config';
import { getSessionState, resetSessionState } from './store';
import { fakeResponse, installFetch, type FetchMock } from '@/tests/support/fake-response';
import { forgetCredential, setLoginNavigator } from './transport';
import * as users from './users';
import * as wallet from './wallet';

beforeEach(() => {
  // An export saves what it downloaded: jsdom has no object URLs.
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
  localStorage.clear();
  localStorage.setItem(TOKEN_KEY, '5|tok');
  forgetCredential();
  resetSessionState();
});

function wrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

/** A read made by rendering its hook until it asks the server. */
const read = (useHook: () => unknown) => async (fetch: FetchMock) => {
  renderHook(useHook, { wrapper });
  await waitFor(() => expect(fetch).toHaveBeenCalled());
};

type Case = {
  name: string;
  call: (fetch: FetchMock) => Promise<unknown>;
  method: string;
  path: string;
  body?: unknown;
};

const call = (
  name: string,
  fn: (fetch: FetchMock) => Promise<unknown>,
  method: string,
  path: string,
  body?: unknown,
): Case => ({
  name,
  call: fn,
  method,
  path,
  body,
});

const cases: Case[] = [
  call(
    'register',
    () =>
      auth.register({
        name: 'Ana',
        email: 'a@b.mx',
        password: 'p',
        password_confirmation: 'p',
        phone: '5512345678',
        state_id: 9,
        municipality_id: 2,
      }),
    'POST',
    '/api/register',
    {
      name: 'Ana',
      email: 'a@b.mx',
      password: 'p',
      password_confirmation: 'p',
      phone: '5512345678',
      state_id: 9,
      municipality_id: 2,
    },
  ),
  call(
    'useStates',
    read(() => useStates()),
    'GET',
    '/api/states',
  ),
  call(
    'useMunicipalities',
    read(() => useMunicipalities(14)),
    'GET',
    '/api/municipality/14',
  ),
  call('getLoginUser', () => profile.getLoginUser(), 'GET', '/api/login-user'),
  call(
    'useLoginUser',
    read(() => profile.useLoginUser()),
    'GET',
    '/api/login-user',
  ),
  call('saveProfile', () => profile.saveProfile({ phone: '3312345678' }), 'PUT', '/api/login-user', {
    phone: '3312345678',
  }),
  call('count cot', () => fetchCount('cot'), 'GET', '/api/count-cot'),
  call('count orders', () => fetchCount('orders'), 'GET', '/api/count-orders'),
  call('count cart', () => fetchCount('cart'), 'GET', '/api/count-cart'),
  call('checkPassword', () => profile.checkPassword('p'), 'POST', '/api/check-password', { password: 'p' }),
  call(
    'updatePassword',
    () => profile.updatePassword({ current_password: 'a', password: 'b', password_confirmation: 'b' }),
    'PUT',
    '/api/update-password',
    { current_password: 'a', password: 'b', password_confirmation: 'b' },
  ),
  call('requestLogin', () => auth.requestLogin({ email: 'a@b.mx', password: 'p' }), 'POST', '/api/login', {
    email: 'a@b.mx',
    password: 'p',
  }),
  call('requestLogout', () => auth.requestLogout(), 'POST', '/api/logout-user'),
  call(
    'useStock',
    read(() => inventory.useStock()),
    'GET',
    '/api/catalogs',
  ),
  call(
    'useCatalogPrices',
    read(() => inventory.useCatalogPrices()),
    'GET',
    '/api/catalogs-prices',
  ),
  call('updateStock', () => inventory.updateStock(1000003, 12), 'PUT', '/api/catalogs/1000003', { stock: 12 }),
  call('updatePrice', () => inventory.updatePrice(4, { public_price: '980.00' }), 'PUT', '/api/catalogs-prices/4', {
    public_price: '980.00',
  }),
  call(
    'useUsers (no filters)',
    read(() => users.useUsers({})),
    'GET',
    '/api/list-users',
  ),
  call(
    'useUsers (filters)',
    read(() => users.useUsers({ search: 'ana lópez', role: 'distributor', page: 2, per_page: 15 })),
    'GET',
    '/api/list-users?search=ana+l%C3%B3pez&role=distributor&page=2&per_page=15',
  ),
  call('toggleUserActive', () => users.toggleUserActive(7), 'GET', '/api/user-active/7'),
  call('toggleUserMap', () => users.toggleUserMap(7), 'GET', '/api/user-active-map/7'),
  call(
    'useRoles',
    read(() => useRoles()),
    'GET',
    '/api/roles',
  ),
  call(
    'addUser',
    () => users.addUser({ name: 'Beto', email: 'b@c.mx', password: 'p', role_id: 2 }),
    'POST',
    '/api/user-add/',
    { name: 'Beto', email: 'b@c.mx', password: 'p', role_id: 2 },
  ),
  call('addCoordinates', () => users.addCoordinates(7, { lat: 20.67, lng: -103.35 }), 'PUT', '/api/add-coordinates/7', {
    lat: 20.67,
    lng: -103.35,
  }),
  call('updateUser', () => users.updateUser(7, { company: 'Toldos GDL' }), 'PUT', '/api/user-update/7', {
    company: 'Toldos GDL',
  }),
  call(
    'inviteUser',
    () => users.inviteUser({ name: 'Beto', email: 'b@c.mx', role_id: 3 }),
    'POST',
    '/api/users/invitations',
    { name: 'Beto', email: 'b@c.mx', role_id: 3 },
  ),
  call('resendInvitation', () => users.resendInvitation(7), 'POST', '/api/users/7/invitation'),
  call(
    'useFiles list-price',
    read(() => files.useFiles('list-price')),
    'GET',
    '/api/files/list-price',
  ),
  call(
    'useFiles digital-catalog',
    read(() => files.useFiles('digital-catalog')),
    'GET',
    '/api/files/digital-catalog',
  ),
  call(
    'useFiles promotions',
    read(() => files.useFiles('promotions')),
    'GET',
    '/api/files/promotions',
  ),
  call('deleteFile', () => files.deleteFile('promotions', 3), 'DELETE', '/api/files/promotions/3'),
  call('sendRecoverEmail', () => auth.sendRecoverEmail('a@b.mx'), 'POST', '/api/send-recover-email', {
    account: { email: 'a@b.mx' },
  }),
  call(
    'resetPassword',
    () => auth.resetPassword({ token: 't', password: 'b', password_confirmation: 'b' }),
    'POST',
    '/api/reset-password',
    { token: 't', password: 'b', password_confirmation: 'b' },
  ),
  call(
    'useQuotes own',
    read(() => quotes.useQuotes('own', { page: 2, status: 'enviada', search: ' COT ' })),
    'GET',
    '/api/quotes?page=2&status=enviada&search=COT',
  ),
  call(
    'useQuotes served',
    read(() => quotes.useQuotes('served', { per_page: 5 })),
    'GET',
    '/api/quotes-admin?per_page=5',
  ),
  call(
    'useQuote',
    read(() => quotes.useQuote(12)),
    'GET',
    '/api/quotes/12',
  ),
  call('saveQuote', () => quotes.saveQuote([], ' Segundo piso '), 'POST', '/api/quotes', {
    items: [],
    notes: 'Segundo piso',
  }),
  call('deleteQuote', () => quotes.deleteQuote(12), 'DELETE', '/api/quotes/12'),
  call('changeQuoteStatus', () => quotes.changeQuoteStatus(12, 'aceptada'), 'PUT', '/api/quotes/12/status', {
    status: 'aceptada',
  }),
  call(
    'useOrders served',
    read(() => orders.useOrders('served', {})),
    'GET',
    '/api/orders-admin',
  ),
  call(
    'useOrder',
    read(() => orders.useOrder(8)),
    'GET',
    '/api/orders/8',
  ),
  call(
    'changeOrderStatus',
    () => orders.changeOrderStatus(8, 'cancelado', ' Sin stock '),
    'PUT',
    '/api/orders/8/status',
    { status: 'cancelado', note: 'Sin stock' },
  ),
  call(
    'useCart',
    read(() => cart.useCart()),
    'GET',
    '/api/cart',
  ),
  call('addToCart', () => cart.addToCart([]), 'POST', '/api/cart', { items: [] }),
  call('updateCartQuantity', () => cart.updateCartQuantity(4, 3), 'PUT', '/api/cart/4', { quantity: 3 }),
  call('removeCartLine', () => cart.removeCartLine(4), 'DELETE', '/api/cart/4'),
  call('checkoutCart', () => cart.checkoutCart({ use_wallet: true }, 'clave-12345678'), 'POST', '/api/cart/checkout', {
    use_wallet: true,
  }),
  call(
    'useWallet (own)',
    read(() => wallet.useWallet()),
    'GET',
    '/api/wallet',
  ),
  call(
    'useWallet (a user, admin)',
    read(() => wallet.useWallet({ userId: 9 })),
    'GET',
    '/api/wallet/9',
  ),
  call(
    'addWalletMovement',
    () => wallet.addWalletMovement(9, { kind: 'abono', amount: '150.00', concept: 'Bonificación' }),
    'POST',
    '/api/wallet/9',
    { kind: 'abono', amount: '150.00', concept: 'Bonificación' },
  ),
  call(
    'requestTwoFactorLogin',
    () => auth.requestTwoFactorLogin({ challenge: 'c', code: '123456' }),
    'POST',
    '/api/login/two-factor',
    { challenge: 'c', code: '123456' },
  ),
  call(
    'useTwoFactorStatus',
    read(() => twoFactor.useTwoFactorStatus()),
    'GET',
    '/api/two-factor',
  ),
  call('startTwoFactorSetup', () => twoFactor.startTwoFactorSetup('p'), 'POST', '/api/two-factor/setup', {
    password: 'p',
  }),
  call('enableTwoFactor', () => twoFactor.enableTwoFactor('123456'), 'POST', '/api/two-factor/enable', {
    code: '123456',
  }),
  call('disableTwoFactor', () => twoFactor.disableTwoFactor('p'), 'POST', '/api/two-factor/disable', { password: 'p' }),
  call('renewRecoveryCodes', () => twoFactor.renewRecoveryCodes('p'), 'POST', '/api/two-factor/recovery-codes', {
    password: 'p',
  }),
  call(
    'useSessions',
    read(() => sessions.useSessions()),
    'GET',
    '/api/sessions',
  ),
  call('endSession', () => sessions.endSession(3, 'p'), 'DELETE', '/api/sessions/3', { password: 'p' }),
  call('endOtherSessions', () => sessions.endOtherSessions('p'), 'POST', '/api/sessions/end-others', { password: 'p' }),
  call(
    'downloadExport quotes (own)',
    () => exportsApi.downloadExport({ resource: 'quotes', scope: 'own', filters: { status: 'enviada', search: '' } }),
    'GET',
    '/api/exports/quotes?format=csv&status=enviada',
  ),
  call(
    'downloadExport quotes (served)',
    () => exportsApi.downloadExport({ resource: 'quotes', scope: 'served', filters: {} }),
    'GET',
    '/api/exports/quotes-admin?format=csv',
  ),
  call(
    'downloadExport orders (own)',
    () => exportsApi.downloadExport({ resource: 'orders', scope: 'own', filters: { search: 'PED-2026' } }),
    'GET',
    '/api/exports/orders?format=csv&search=PED-2026',
  ),
  call(
    'downloadExport orders (served)',
    () =>
      exportsApi.downloadExport({
        resource: 'orders',
        scope: 'served',
        filters: { status: 'en_produccion', search: ' Ana ' },
      }),
    'GET',
    '/api/exports/orders-admin?format=csv&status=en_produccion&search=Ana',
  ),
  call(
    'downloadExport users',
    () => exportsApi.downloadExport({ resource: 'users', filters: { search: 'ana lópez', role: 'distributor' } }),
    'GET',
    '/api/exports/users?format=csv&search=ana+l%C3%B3pez&role=distributor',
  ),
  call(
    'useDealers',
    read(() => useDealers()),
    'GET',
    '/api/dealers',
  ),
  call(
    'useQuoterOptions (signed in)',
    read(() => useQuoterOptions(true)),
    'GET',
    '/api/quoter-options',
  ),
  call('sendContact', () => sendContact({ name: 'Ana' } as ContactPayload), 'POST', '/api/contact', { name: 'Ana' }),
  call(
    'sendQuoteRequest',
    () => sendQuoteRequest({ name: 'Ana' } as QuoteRequestPayload),
    'POST',
    '/api/quote-requests',
    { name: 'Ana' },
  ),
  call('createShareLink', () => createShareLink([], 'toldos'), 'POST', '/api/quote-share', {
    items: [],
    line: 'toldos',
  }),
  call('openShareLink', () => openShareLink('1.abc.def'), 'GET', '/api/quote-share/1.abc.def'),
];

it.each(cases)('$name is a call of §7 or of one feature (lib/contract/capabilities.ts)', ({ method, path }) => {
  expect(classifyCall(method, path)).not.toBeNull();
});

it.each(cases)('$name calls $method $path', async ({ call: callApi, method, path, body }) => {
  const fetch = installFetch(fakeResponse(200, {}));

  await callApi(fetch);

  const [url, init] = fetch.mock.calls[0]!;
  expect(init?.method).toBe(method);
  expect(url).toBe(path);
  expect(init?.body === undefined ? undefined : JSON.parse(String(init.body))).toEqual(body);
});

it('answers one result type: the data on success, the failed response on failure', async () => {
  installFetch(fakeResponse(200, { id: 7, active: false }), fakeResponse(403, { message: 'No autorizado.' }));

  await expect(users.toggleUserActive(7)).resolves.toMatchObject({
    ok: true,
    status: 200,
    data: { id: 7, active: false },
  });
  await expect(users.toggleUserActive(7)).resolves.toMatchObject({
    ok: false,
    status: 403,
    error: { message: 'No autorizado.' },
  });
});

it('keeps the error body of a form call, and of a background read too (spec §8)', async () => {
  const restore = setLoginNavigator(() => {});
  const invalid = { message: 'Los datos no son válidos.', errors: { email: ['Ya existe.'] } };
  const fetch = installFetch(fakeResponse(500, { message: 'Error interno.' }), fakeResponse(422, invalid));

  await read(() => inventory.useStock())(fetch);
  await waitFor(() => expect(getSessionState().errors).toEqual({ message: 'Error interno.' }));

  await users.addUser({ name: 'Beto', email: 'b@c.mx', password: 'p', role_id: 2 });
  expect(getSessionState().errors).toEqual(invalid);
  restore();
});

it('uploadProfileImage sends the file as multipart field "image" with progress', async () => {
  const sent: { url?: string; body?: FormData } = {};
  class FakeXhr {
    status = 200;
    responseText = '{"id":3}';
    responseType = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    open(_method: string, url: string) {
      sent.url = url;
    }
    setRequestHeader() {}
    getResponseHeader() {
      return null;
    }
    send(body: FormData) {
      sent.body = body;
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 } as ProgressEvent);
      this.onload?.();
    }
  }
  const realXhr = globalThis.XMLHttpRequest;
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  const onProgress = jest.fn();
  const photo = new Blob(['png'], { type: 'image/png' });

  try {
    await expect(profile.uploadProfileImage(photo, onProgress)).resolves.toMatchObject({ ok: true, data: { id: 3 } });
  } finally {
    globalThis.XMLHttpRequest = realXhr;
  }

  expect(sent.url).toBe('/api/image-user');
  expect(sent.body?.get('image')).toBeInstanceOf(Blob);
  expect(onProgress).toHaveBeenCalledWith(0.25);
});
