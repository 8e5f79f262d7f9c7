// Every call of spec §7 (and the ones DESIGN.md adds) hits its exact method and path.

import { forgetCredential, setLoginNavigator } from './client';
import * as endpoints from './endpoints';
import { getSessionState, resetSessionState } from './store';
import { fakeResponse, installFetch } from './test-support';

beforeEach(() => {
  localStorage.clear();
  forgetCredential();
  resetSessionState();
});

type Case = { name: string; call: () => Promise<unknown>; method: string; path: string; body?: unknown };

const call = (name: string, fn: () => Promise<unknown>, method: string, path: string, body?: unknown): Case => ({
  name,
  call: fn,
  method,
  path,
  body,
});

const cases: Case[] = [
  call('register', () => endpoints.register({ name: 'Ana', email: 'a@b.mx', password: 'p', password_confirmation: 'p', phone: '5512345678', state_id: 9, municipality_id: 2 }), 'POST', '/api/register', { name: 'Ana', email: 'a@b.mx', password: 'p', password_confirmation: 'p', phone: '5512345678', state_id: 9, municipality_id: 2 }),
  call('getStates', () => endpoints.getStates(), 'GET', '/api/states'),
  call('getMunicipalities', () => endpoints.getMunicipalities(14), 'GET', '/api/municipality/14'),
  call('getLoginUser', () => endpoints.getLoginUser(), 'GET', '/api/login-user'),
  call('updateLoginUser', () => endpoints.updateLoginUser({ phone: '3312345678' }), 'PUT', '/api/login-user', { phone: '3312345678' }),
  call('countCot', () => endpoints.countCot(), 'GET', '/api/count-cot'),
  call('countOrders', () => endpoints.countOrders(), 'GET', '/api/count-orders'),
  call('countCart', () => endpoints.countCart(), 'GET', '/api/count-cart'),
  call('checkPassword', () => endpoints.checkPassword({ password: 'p' }), 'POST', '/api/check-password', { password: 'p' }),
  call('updatePassword', () => endpoints.updatePassword({ current_password: 'a', password: 'b', password_confirmation: 'b' }), 'PUT', '/api/update-password', { current_password: 'a', password: 'b', password_confirmation: 'b' }),
  call('requestLogin', () => endpoints.requestLogin({ email: 'a@b.mx', password: 'p' }), 'POST', '/api/login', { email: 'a@b.mx', password: 'p' }),
  call('requestLogout', () => endpoints.requestLogout(), 'POST', '/api/logout-user'),
  call('getCatalogs', () => endpoints.getCatalogs(), 'GET', '/api/catalogs'),
  call('getCatalogPrices', () => endpoints.getCatalogPrices(), 'GET', '/api/catalogs-prices'),
  call('listUsers (no filters)', () => endpoints.listUsers(), 'GET', '/api/list-users'),
  call('listUsers (filters)', () => endpoints.listUsers({ search: 'ana lópez', role: 'distributor', page: 2, per_page: 15 }), 'GET', '/api/list-users?search=ana+l%C3%B3pez&role=distributor&page=2&per_page=15'),
  call('toggleUserActive', () => endpoints.toggleUserActive(7), 'GET', '/api/user-active/7'),
  call('toggleUserMap', () => endpoints.toggleUserMap(7), 'GET', '/api/user-active-map/7'),
  call('getRoles', () => endpoints.getRoles(), 'GET', '/api/roles'),
  call('addUser', () => endpoints.addUser({ name: 'Beto', email: 'b@c.mx', password: 'p', role_id: 2 }), 'POST', '/api/user-add/', { name: 'Beto', email: 'b@c.mx', password: 'p', role_id: 2 }),
  call('addCoordinates', () => endpoints.addCoordinates(7, { lat: 20.67, lng: -103.35 }), 'PUT', '/api/add-coordinates/7', { lat: 20.67, lng: -103.35 }),
  call('updateUser', () => endpoints.updateUser(7, { company: 'Toldos GDL' }), 'PUT', '/api/user-update/7', { company: 'Toldos GDL' }),
  call('getFiles list-price', () => endpoints.getFiles('list-price'), 'GET', '/api/files/list-price'),
  call('getFiles digital-catalog', () => endpoints.getFiles('digital-catalog'), 'GET', '/api/files/digital-catalog'),
  call('getFiles promotions', () => endpoints.getFiles('promotions'), 'GET', '/api/files/promotions'),
  call('sendRecoverEmail', () => endpoints.sendRecoverEmail('a@b.mx'), 'POST', '/api/send-recover-email', { email: 'a@b.mx' }),
  call('resetPassword', () => endpoints.resetPassword({ token: 't', password: 'b', password_confirmation: 'b' }), 'POST', '/api/reset-password', { token: 't', password: 'b', password_confirmation: 'b' }),
];

it.each(cases)('$name calls $method $path', async ({ call: callApi, method, path, body }) => {
  const fetch = installFetch(fakeResponse(200, {}));

  await callApi();

  const [url, init] = fetch.mock.calls[0]!;
  expect(init?.method).toBe(method);
  expect(url).toBe(path);
  expect(init?.body === undefined ? undefined : JSON.parse(String(init.body))).toEqual(body);
});

it('returns the data on success and false on failure', async () => {
  installFetch(fakeResponse(200, [{ id: 1, name: 'Administrador' }]), fakeResponse(403, { message: 'No autorizado.' }));

  await expect(endpoints.getRoles()).resolves.toEqual([{ id: 1, name: 'Administrador' }]);
  await expect(endpoints.getRoles()).resolves.toBe(false);
});

it('keeps the error body of a form call, and not of a background read', async () => {
  const restore = setLoginNavigator(() => {});
  const invalid = { message: 'Los datos no son válidos.', errors: { email: ['Ya existe.'] } };
  installFetch(fakeResponse(500, { message: 'Error interno.' }), fakeResponse(422, invalid));

  await endpoints.getCatalogs();
  expect(getSessionState().errors).toBeNull();

  await endpoints.addUser({ name: 'Beto', email: 'b@c.mx', password: 'p', role_id: 2 });
  expect(getSessionState().errors).toEqual(invalid);
  restore();
});

it('uploadUserImage sends the file as multipart field "image" with progress', async () => {
  const sent: { url?: string; body?: FormData } = {};
  class FakeXhr {
    status = 200;
    responseText = '{"id":3}';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    open(_method: string, url: string) {
      sent.url = url;
    }
    setRequestHeader() {}
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
    await expect(endpoints.uploadUserImage(photo, onProgress)).resolves.toEqual({ id: 3 });
  } finally {
    globalThis.XMLHttpRequest = realXhr;
  }

  expect(sent.url).toBe('/api/image-user');
  expect(sent.body?.get('image')).toBeInstanceOf(Blob);
  expect(onProgress).toHaveBeenCalledWith(0.25);
});
