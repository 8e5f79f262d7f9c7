// The quotes and orders lists: own and served, rows linked to their detail, the empty and
// filtered states, and the server's refusal or failure.

import { render, screen, within } from '@testing-library/react';
import { ORDERS } from '../orders/order-resource';
import { OrdersScreen } from '../orders/orders-screen';
import { QUOTES } from '../quotes/quote-resource';
import { QuotesScreen } from '../quotes/quotes-screen';
import { anOrder, aQuote, pageOf, routeFetch, sentCalls, signInAs } from '@/tests/support/sales-screens';

jest.setTimeout(30_000);

let mockSearch = new URLSearchParams();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn() }),
  usePathname: () => '/panel/listas/actual',
  useSearchParams: () => mockSearch,
}));

beforeEach(() => {
  mockSearch = new URLSearchParams();
});

const title = () => screen.getByRole('heading', { level: 1 });

it("lists the customer's own orders, each linked to its detail", async () => {
  signInAs('customer');
  const fetch = routeFetch((method, path) =>
    path === '/api/orders?per_page=15' ? { status: 200, body: pageOf([anOrder()]) } : undefined,
  );
  render(<OrdersScreen scope="own" />);

  expect(title()).toHaveTextContent('Mis pedidos');
  expect(screen.getByText('Tus pedidos y en qué paso va cada uno.')).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Lista de tus pedidos' });
  const row = (await within(table).findByRole('link', { name: 'PED-2026-000041' })).closest('tr')!;
  expect(within(row).getByRole('link', { name: 'PED-2026-000041' })).toHaveAttribute(
    'href',
    '/panel/listas/ordenes/41',
  );
  // Nothing waits on the customer: its next step is the order's detail.
  expect(within(row).getByRole('link', { name: 'Ver detalle · PED-2026-000041' })).toHaveAttribute(
    'href',
    '/panel/listas/ordenes/41',
  );
  expect(row).toHaveTextContent('Pendiente');
  expect(row).toHaveTextContent('$1,160.00');
  // Every row of the own list is the reader's: no customer column, and the search is by folio.
  expect(within(table).queryByRole('columnheader', { name: 'Cliente' })).toBeNull();
  expect(row).not.toHaveTextContent('lucia@example.com');
  expect(screen.getByLabelText('Buscar por folio')).toBeInTheDocument();
  expect(sentCalls(fetch).map(({ call }) => call)).toContain('GET /api/orders');
});

it("lists the served quotes for a distributor, with the customer's e-mail", async () => {
  signInAs('distributor');
  const fetch = routeFetch((method, path) =>
    path === '/api/quotes-admin?per_page=15'
      ? { status: 200, body: pageOf([aQuote({ status: 'solicitada', actions: ['edit', 'send'] })]) }
      : undefined,
  );
  render(<QuotesScreen scope="served" />);

  expect(title()).toHaveTextContent('Cotizaciones de clientes');
  expect(
    screen.getByText('Las cotizaciones de los clientes que atiendes y las solicitudes que te asignaron.'),
  ).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Lista de cotizaciones de clientes' });
  const row = (await within(table).findByRole('link', { name: 'COT-2026-000012' })).closest('tr')!;
  expect(within(row).getByRole('link', { name: 'COT-2026-000012' })).toHaveAttribute(
    'href',
    '/panel/listas/cotizaciones-admin/12',
  );
  expect(within(row).getByRole('link', { name: 'Ajustar y enviar · COT-2026-000012' })).toHaveAttribute(
    'href',
    '/panel/listas/cotizaciones-admin/12/ajustar',
  );
  expect(row).toHaveTextContent('Solicitada');
  expect(within(table).getByRole('columnheader', { name: 'Cliente' })).toBeInTheDocument();
  expect(row).toHaveTextContent('lucia@example.com');
  expect(screen.getByLabelText('Buscar por folio o cliente')).toBeInTheDocument();
  expect(sentCalls(fetch).map(({ call }) => call)).toContain('GET /api/quotes-admin');
});

// The row's next step, from the status and the actions the server sent with the record.
it.each([
  [
    'a customer answers a quote sent',
    QUOTES.nextStep(aQuote({ status: 'enviada', actions: ['accept', 'decline'] }), 'own'),
    'Responder',
    '/panel/listas/cotizaciones/12',
  ],
  [
    'a customer asks for a formal quote',
    QUOTES.nextStep(aQuote({ actions: ['request', 'delete'] }), 'own'),
    'Pedir cotización formal',
    '/panel/listas/cotizaciones/12',
  ],
  [
    'a distributor waits on the customer',
    QUOTES.nextStep(aQuote({ status: 'enviada', actions: ['edit', 'send'] }), 'served'),
    'Ver detalle',
    '/panel/listas/cotizaciones-admin/12',
  ],
  [
    'an accepted quote leads to its order',
    QUOTES.nextStep(aQuote({ status: 'aceptada', order_id: 41 }), 'served'),
    'Ver el pedido',
    '/panel/listas/ordenes-admin/41',
  ],
  [
    'a pending order waits for its deposit',
    ORDERS.nextStep(anOrder({ deposit: '500.00', deposit_due: '500.00' }), 'served'),
    'Registrar anticipo',
    '/panel/listas/ordenes-admin/41',
  ],
  [
    'a confirmed order goes into production',
    ORDERS.nextStep(anOrder({ status: 'confirmado', next_statuses: ['en_produccion', 'cancelado'] }), 'served'),
    'Pasar a «En producción»',
    '/panel/listas/ordenes-admin/41',
  ],
  [
    'a delivered order has nothing left',
    ORDERS.nextStep(anOrder({ status: 'entregado', next_statuses: [] }), 'served'),
    'Ver detalle',
    '/panel/listas/ordenes-admin/41',
  ],
] as const)('the next step when %s', (_case, step, label, href) => {
  expect(step).toEqual({ label, href });
});

it.each([
  ['quotes', () => <QuotesScreen scope="own" />, '/api/quotes?per_page=15', 'Aún no tienes cotizaciones'],
  ['orders', () => <OrdersScreen scope="own" />, '/api/orders?per_page=15', 'Aún no tienes pedidos'],
])('shows the empty %s list with the way to the quoter, and no filters', async (_name, screenOf, path, empty) => {
  signInAs('customer');
  routeFetch((method, asked) => (asked === path ? { status: 200, body: pageOf([]) } : undefined));
  render(screenOf());

  expect(await screen.findByText(empty)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ir al cotizador' })).toHaveAttribute('href', '/cotizador');
  expect(screen.queryByRole('search')).toBeNull();
});

it.each([
  ['admin', 'Aún no hay pedidos.', 'Todos los pedidos de la tienda: confírmalos y avanza su estado.'],
  [
    'distributor',
    'Tus clientes aún no tienen pedidos.',
    'Los pedidos de los clientes que atiendes: confírmalos y avanza su estado.',
  ],
] as const)('shows the empty served orders list (%s)', async (role, empty, intro) => {
  signInAs(role);
  routeFetch((method, path) =>
    path === '/api/orders-admin?per_page=15' ? { status: 200, body: pageOf([]) } : undefined,
  );
  render(<OrdersScreen scope="served" />);

  expect(screen.getByText(intro)).toBeInTheDocument();
  expect(await screen.findByText(empty)).toBeInTheDocument();
  expect(
    screen.getByText('Cuando un cliente confirme su carrito, el pedido aparecerá aquí para que lo atiendas.'),
  ).toBeInTheDocument();
});

it('says when the filters in the URL match nothing, with the way to remove them', async () => {
  signInAs('customer');
  mockSearch = new URLSearchParams('estado=aceptada');
  routeFetch((method, path) =>
    path === '/api/quotes?per_page=15&status=aceptada' ? { status: 200, body: pageOf([]) } : undefined,
  );
  render(<QuotesScreen scope="own" />);

  expect(await screen.findByText('Ninguna cotización coincide con los filtros.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Quitar filtros' })).toHaveAttribute('href', '/panel/listas/actual');
  expect(screen.getByLabelText('Estado')).toHaveValue('aceptada');
});

it("shows a customer the server's refusal of a staff list, and no intro", async () => {
  signInAs('customer');
  routeFetch((method, path) =>
    path.startsWith('/api/orders-admin')
      ? { status: 403, body: { message: 'No tienes permiso para realizar esta acción.' } }
      : undefined,
  );
  render(<OrdersScreen scope="served" />);

  expect(title()).toHaveTextContent('Pedidos de clientes');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('No tienes permiso para realizar esta acción.');
  expect(within(alert).getByRole('link', { name: 'Ir al inicio del panel' })).toHaveAttribute('href', '/panel');
  expect(screen.queryByText(/confírmalos/)).toBeNull();
});

it('shows a failed read of the quotes as the server sent it', async () => {
  signInAs('customer');
  routeFetch((method, path) =>
    path.startsWith('/api/quotes')
      ? { status: 503, body: { message: 'El servicio no está disponible por el momento.' } }
      : undefined,
  );
  render(<QuotesScreen scope="own" />);

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('No pudimos cargar las cotizaciones');
  expect(alert).toHaveTextContent('El servicio no está disponible por el momento.');
  expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
});

it('names the orders with their own article when their read fails ("los pedidos", not "las pedidos")', async () => {
  signInAs('customer');
  routeFetch((method, path) =>
    path.startsWith('/api/orders')
      ? { status: 503, body: { message: 'El servicio no está disponible por el momento.' } }
      : undefined,
  );
  render(<OrdersScreen scope="own" />);

  expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar los pedidos');
});
