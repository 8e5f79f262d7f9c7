// Against a host that speaks only spec §7 (GET /api/capabilities answers 404), the screens that need
// more say so in a note and ask the host nothing beyond §7; the §7 parts stay.

import { act, render, screen, waitFor, within } from '@testing-library/react';
import { ResetPasswordForm } from '@/components/forms/reset-password-form';
import { ContactForm } from '@/components/forms/contact-form';
import { AccountActions } from '@/components/quoter/account-actions';
import { ALL_FEATURES, presetCapabilities } from '@/lib/api/capabilities';
import { setUser } from '@/lib/api/session';
import { classifyCall } from '@/lib/contract/call-groups';
import type { User } from '@/lib/contract/users';
import { CartScreen } from './cart/cart-screen';
import { FilesScreen } from './files/files-screen';
import { PRICE_LISTS } from './files/sections';
import { HomeScreen } from './home/home-screen';
import { PanelNav } from './nav';
import { OrdersScreen } from './orders/orders-screen';
import { ProfileScreen } from './profile/profile-screen';
import { QuoteDetail } from './quotes/quote-detail';
import { QuotesScreen } from './quotes/quotes-screen';
import { pageOf, routeFetch, sentCalls, signInAs } from '@/tests/support/sales-screens';

jest.setTimeout(30_000);

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn() }),
  usePathname: () => '/panel',
  useSearchParams: () => new URLSearchParams('token=abc'),
}));

/** A §7 host: lists empty, counters 0; anything else would be a 404. */
function specHost() {
  return routeFetch((method, path) => {
    if (classifyCall(method, path) !== 'spec') return { status: 404, body: { message: 'No encontrado.' } };
    if (path.startsWith('/api/list-users')) return { status: 200, body: pageOf([]) };
    if (path.startsWith('/api/files/') || path === '/api/states' || path === '/api/roles')
      return { status: 200, body: [] };
    return { status: 200, body: 0 };
  });
}

/** Lets the screen's reads come back inside act (no state update lands after the test). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

/** Every call went to §7. */
function expectOnlySpecCalls(fetch: ReturnType<typeof specHost>) {
  const beyond = sentCalls(fetch).filter(
    ({ call }) => classifyCall(call.split(' ')[0]!, call.split(' ')[1]!) !== 'spec',
  );
  expect(beyond).toEqual([]);
}

const ADMIN: User = {
  id: 1,
  name: 'Admin',
  email: 'admin@solara.test',
  phone: null,
  whatsapp: null,
  public_email: null,
  company: null,
  rfc: null,
  role_id: 1,
  role: { id: 1, name: 'admin', label: 'Administrador' },
  state_id: null,
  municipality_id: null,
  address: null,
  postal_code: null,
  image: null,
  coordinates: null,
  active: true,
  show_on_map: false,
  distributor_id: null,
  discount_limit_pct: null,
  created_at: '2026-01-01T00:00:00.000Z',
  two_factor_enabled: false,
  two_factor_required: false,
  invitation_pending: false,
};

beforeEach(() => {
  signInAs('admin');
  presetCapabilities([]);
});
afterAll(() => presetCapabilities(ALL_FEATURES));

it.each([
  ['own quotes', () => <QuotesScreen scope="own" />, 'Las cotizaciones no están disponibles en este servidor.'],
  ['a quote', () => <QuoteDetail id="12" scope="served" />, 'Las cotizaciones no están disponibles en este servidor.'],
  ["customers' orders", () => <OrdersScreen scope="served" />, 'Los pedidos no están disponibles en este servidor.'],
  ['the cart', () => <CartScreen path="/panel/listas/mi-carrito" />, 'El carrito no está disponible en este servidor.'],
])('%s: the title and the note, and no call', async (_name, ui, note) => {
  const fetch = specHost();
  render(ui());

  expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(note);
  await settle();
  expect(fetch).not.toHaveBeenCalled();
});

it('the profile: wallet, sessions and the second factor say so; the account forms stay', async () => {
  const fetch = specHost();
  setUser(ADMIN);
  render(<ProfileScreen />);

  expect(screen.getByRole('region', { name: 'Monedero' })).toHaveTextContent(
    'El monedero no está disponible en este servidor.',
  );
  expect(screen.getByRole('region', { name: 'Sesiones activas' })).toHaveTextContent(
    'La lista de sesiones activas no está disponible',
  );
  expect(screen.getByRole('region', { name: 'Verificación en dos pasos' })).toHaveTextContent(
    'no está disponible en este servidor',
  );
  expect(screen.getByRole('region', { name: 'Datos de la cuenta' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Cambiar contraseña' })).toBeInTheDocument();
  await settle();
  expectOnlySpecCalls(fetch);
});

it('the home: no latest quotes or orders asked, shortcuts only to what exists, promotions read', async () => {
  const fetch = specHost();
  render(<HomeScreen />);

  expect(screen.getByRole('region', { name: 'Últimas cotizaciones de clientes' })).toHaveTextContent(
    'no están disponibles en este servidor',
  );
  expect(screen.getByRole('region', { name: 'Últimos pedidos de clientes' })).toHaveTextContent(
    'no están disponibles en este servidor',
  );
  const shortcuts = within(screen.getByRole('navigation', { name: 'Accesos rápidos' }))
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));
  expect(shortcuts).toEqual(expect.arrayContaining(['/cotizador', '/panel/usuarios', '/panel/lista-precios']));
  expect(shortcuts).not.toContain('/panel/listas/mi-carrito');
  expect(shortcuts).not.toContain('/panel/listas/ordenes-admin');
  await waitFor(() => expect(sentCalls(fetch).map((c) => c.call)).toContain('GET /api/files/promotions'));
  expectOnlySpecCalls(fetch);
});

it('the navigation leaves out quotes, orders and carts', () => {
  render(<PanelNav role="admin" />);
  const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
  expect(links).toEqual(
    expect.arrayContaining([
      '/panel',
      '/panel/perfil',
      '/panel/usuarios',
      '/panel/lista-precios',
      '/panel/inventario/precios',
    ]),
  );
  expect(links.filter((href) => href?.startsWith('/panel/listas/'))).toEqual([]);
});

it("an admin's files screen lists without the upload form (it shows on the reference API)", async () => {
  presetCapabilities(ALL_FEATURES);
  specHost();
  const reference = render(<FilesScreen section={PRICE_LISTS} />);
  expect(await screen.findAllByText('Subir archivo')).not.toHaveLength(0);
  reference.unmount();
  signInAs('admin');
  presetCapabilities([]);

  const fetch = specHost();
  render(<FilesScreen section={PRICE_LISTS} />);
  await waitFor(() => expect(sentCalls(fetch).map((c) => c.call)).toContain('GET /api/files/list-price'));
  expect(screen.queryByText('Subir archivo')).not.toBeInTheDocument();
  expect(document.querySelector('input[type=file]')).toBeNull();
  expectOnlySpecCalls(fetch);
});

it('public forms: contact and the password reset say so; the quoter keeps building without saving or buying', () => {
  specHost();
  const { unmount } = render(<ContactForm />);
  expect(screen.getByRole('status')).toHaveTextContent(
    'El formulario de contacto no está disponible en este servidor.',
  );
  unmount();

  const reset = render(<ResetPasswordForm />);
  expect(screen.getByRole('status')).toHaveTextContent(
    'El cambio de contraseña con enlace no está disponible en este servidor.',
  );
  reset.unmount();

  render(<AccountActions items={[]} notes="" onNotes={() => {}} onIncomplete={() => {}} onFailure={() => []} />);
  expect(screen.queryByRole('button', { name: 'Guardar cotización' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Agregar al carrito' })).not.toBeInTheDocument();
  expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual([
    expect.stringContaining('Las cotizaciones no están disponibles'),
    expect.stringContaining('El carrito no está disponible'),
  ]);
});
