// The order detail: what it shows, the customer's cancel, the staff's status change (with its
// note and the confirmation before cancelling), and the states before the order is there.

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@/lib/contract/orders';
import { anOrder, CUSTOMER, polyfillDialog, routeFetch, sentCalls, signInAs } from '@/tests/support/sales-screens';
import { OrderDetail } from './order-detail';

jest.setTimeout(30_000);

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn() }),
  usePathname: () => '/panel/listas/ordenes',
  useSearchParams: () => new URLSearchParams(),
}));

beforeAll(polyfillDialog);

const title = () => screen.getByRole('heading', { level: 1 });

/** The server: GET answers `order`; a status PUT answers it moved (and remembered). */
function serve(order: Order, refuse?: { status: number; body: unknown }) {
  let current = order;
  return routeFetch((method, path, body) => {
    if (method === 'GET' && path === `/api/orders/${order.id}`) return { status: 200, body: current };
    if (method === 'PUT' && path === `/api/orders/${order.id}/status`) {
      if (refuse) return refuse;
      const { status, note } = body as { status: Order['status']; note?: string };
      current = {
        ...current,
        status,
        next_statuses: status === 'confirmado' ? ['en_produccion', 'cancelado'] : [],
        history: [
          ...current.history,
          { from: current.status, to: status, at: '2026-03-03T10:00:00Z', by: 'Mariana Robles', note: note ?? null },
        ],
      };
      return { status: 200, body: current };
    }
    return undefined;
  });
}

describe('a customer', () => {
  beforeEach(() => signInAs('customer'));

  it('sees the order: folio and status in the title, facts, pieces, totals and history', async () => {
    serve(anOrder());
    render(<OrderDetail id="41" scope="own" />);

    expect(await screen.findByRole('heading', { level: 1, name: /Pedido PED-2026-000041/ })).toHaveTextContent(
      'Pendiente',
    );
    expect(screen.getByRole('link', { name: /Mis pedidos/ })).toHaveAttribute('href', '/panel/listas/ordenes');
    const facts = screen.getByRole('region', { name: 'Datos del pedido' });
    expect(facts).toHaveTextContent('Dirección de entrega');
    expect(facts).toHaveTextContent('Av. Patria 1200, Zapopan');
    expect(facts).toHaveTextContent('ComentariosLlamar antes de instalar.');
    expect(facts).toHaveTextContent('Persianas del Bajío');
    expect(facts).not.toHaveTextContent('Vigente hasta');
    expect(screen.getByRole('list', { name: 'Productos del pedido PED-2026-000041' })).toHaveTextContent(
      'Desglose por pieza',
    );
    expect(screen.getByRole('region', { name: 'Productos' })).toHaveTextContent('IVA (16 %)$160.00');
    expect(screen.queryByText('Pagado con monedero')).toBeNull();
    expect(screen.getByRole('region', { name: 'Historial' })).toHaveTextContent('Pedido creado · Pendiente');
    // Customers do not move an order: no status form.
    expect(screen.queryByLabelText('Nuevo estado')).toBeNull();
  });

  it('sees what the wallet paid and what is left to pay', async () => {
    serve(anOrder({ wallet_applied: '500.00', amount_due: '660.00' }));
    render(<OrderDetail id="41" scope="own" />);

    const products = await screen.findByRole('region', { name: 'Productos' });
    expect(products).toHaveTextContent('Pagado con monedero−$500.00');
    expect(products).toHaveTextContent('Por pagar$660.00');
  });

  it('cancels its own pending order after confirming, and sees it cancelled', async () => {
    const fetch = serve(anOrder({ wallet_applied: '500.00', amount_due: '660.00' }));
    render(<OrderDetail id="41" scope="own" />);

    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Cancelar este pedido?' });
    expect(dialog).toHaveTextContent('El pedido PED-2026-000041 se cancelará y no se fabricará.');
    expect(dialog).toHaveTextContent('Los $500.00 que pagaste con tu monedero volverán a tu saldo.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'No, volver' }));
    expect(sentCalls(fetch).filter(({ call }) => call.startsWith('PUT'))).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Cancelar pedido' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sí, cancelar pedido' }));

    expect(await screen.findByText('Cancelaste el pedido PED-2026-000041.')).toHaveAttribute('role', 'status');
    expect(title()).toHaveTextContent('Cancelado');
    expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).toBeNull();
    expect(sentCalls(fetch).filter(({ call }) => call.startsWith('PUT'))).toEqual([
      { call: 'PUT /api/orders/41/status', body: { status: 'cancelado' } },
    ]);
  });

  it('shows the server refusal when the cancel fails', async () => {
    serve(anOrder(), { status: 409, body: { message: 'El pedido ya fue confirmado.' } });
    render(<OrderDetail id="41" scope="own" />);

    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sí, cancelar pedido' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo cancelar el pedido');
    expect(alert).toHaveTextContent('El pedido ya fue confirmado.');
    expect(title()).toHaveTextContent('Pendiente');
  });

  it("cannot cancel someone else's order or one that is no longer pending", async () => {
    serve(anOrder({ status: 'confirmado', next_statuses: ['en_produccion', 'cancelado'] }));
    render(<OrderDetail id="41" scope="own" />);
    await screen.findByRole('heading', { level: 1, name: /Confirmado/ });
    expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).toBeNull();
  });
});

describe('a distributor', () => {
  beforeEach(() => signInAs('distributor'));

  it('moves the order to one of its next statuses with a note for the history', async () => {
    const fetch = serve(anOrder());
    render(<OrderDetail id="41" scope="served" />);

    const select = await screen.findByLabelText('Nuevo estado');
    expect(screen.getByRole('link', { name: /Pedidos de clientes/ })).toHaveAttribute(
      'href',
      '/panel/listas/ordenes-admin',
    );
    expect(screen.getByRole('region', { name: 'Estado del pedido' })).toBeInTheDocument();
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Elige un estado', 'Confirmado', 'Cancelado']);
    // Staff move the order with the form, not with the customer's button.
    expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).toBeNull();

    await userEvent.selectOptions(select, 'confirmado');
    await userEvent.type(screen.getByLabelText(/^Nota para el historial/), 'Fabricación programada');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar estado' }));

    expect(await screen.findByText('El pedido ahora está confirmado.')).toHaveAttribute('role', 'status');
    expect(title()).toHaveTextContent('Confirmado');
    expect(screen.getByRole('region', { name: 'Historial' })).toHaveTextContent('Fabricación programada');
    expect(screen.getByLabelText('Nuevo estado')).toHaveValue('');
    expect(screen.getByLabelText(/^Nota para el historial/)).toHaveValue('');
    expect(sentCalls(fetch).filter(({ call }) => call.startsWith('PUT'))).toEqual([
      { call: 'PUT /api/orders/41/status', body: { status: 'confirmado', note: 'Fabricación programada' } },
    ]);
  });

  it('asks for a status before sending anything', async () => {
    const fetch = serve(anOrder());
    render(<OrderDetail id="41" scope="served" />);

    await userEvent.click(await screen.findByRole('button', { name: 'Cambiar estado' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Elige el nuevo estado.');
    expect(screen.getByLabelText('Nuevo estado')).toHaveAttribute('aria-invalid', 'true');
    expect(sentCalls(fetch).filter(({ call }) => call.startsWith('PUT'))).toEqual([]);
  });

  it('confirms before cancelling, naming the customer', async () => {
    const fetch = serve(anOrder());
    render(<OrderDetail id="41" scope="served" />);

    await userEvent.selectOptions(await screen.findByLabelText('Nuevo estado'), 'cancelado');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar estado' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Cancelar este pedido?' });
    expect(dialog).toHaveTextContent(`El pedido PED-2026-000041 de ${CUSTOMER.name} se cancelará`);
    expect(sentCalls(fetch).filter(({ call }) => call.startsWith('PUT'))).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, cancelar pedido' }));
    expect(await screen.findByText('El pedido ahora está cancelado.')).toBeInTheDocument();
    expect(sentCalls(fetch).filter(({ call }) => call.startsWith('PUT'))).toEqual([
      { call: 'PUT /api/orders/41/status', body: { status: 'cancelado' } },
    ]);
  });

  it('shows a refused note next to its field', async () => {
    const message = 'La nota no debe tener más de 255 caracteres.';
    serve(anOrder(), { status: 422, body: { message, errors: { note: [message] } } });
    render(<OrderDetail id="41" scope="served" />);

    await userEvent.selectOptions(await screen.findByLabelText('Nuevo estado'), 'confirmado');
    await userEvent.type(screen.getByLabelText(/^Nota para el historial/), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar estado' }));

    const note = screen.getByLabelText(/^Nota para el historial/);
    await waitFor(() => expect(note).toHaveAttribute('aria-invalid', 'true'));
    expect(note).toHaveAccessibleDescription(message);
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo cambiar el estado');
    expect(title()).toHaveTextContent('Pendiente');
  });

  it('offers no status change once the order is delivered', async () => {
    serve(anOrder({ status: 'entregado', next_statuses: [] }));
    render(<OrderDetail id="41" scope="served" />);
    await screen.findByRole('heading', { level: 1, name: /Entregado/ });
    expect(screen.queryByRole('region', { name: 'Estado del pedido' })).toBeNull();
  });
});

describe('before the order is there', () => {
  beforeEach(() => signInAs('customer'));

  it('says an impossible id does not exist, without asking the server', async () => {
    const fetch = routeFetch(() => undefined);
    render(<OrderDetail id="abc" scope="own" />);
    expect(title()).toHaveTextContent('Pedido');
    expect(screen.getByText('Este pedido no existe.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver la lista' })).toHaveAttribute('href', '/panel/listas/ordenes');
    expect(sentCalls(fetch).filter(({ call }) => call.includes('/api/orders'))).toEqual([]);
  });

  it('shows a skeleton while loading, then the server message when the read fails', async () => {
    routeFetch((method, path) =>
      path === '/api/orders/99' ? { status: 404, body: { message: 'El pedido no existe.' } } : undefined,
    );
    render(<OrderDetail id="99" scope="own" />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando el pedido…');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar el pedido');
    expect(alert).toHaveTextContent('El pedido no existe.');
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

describe('the payments of an order accepted from a quote', () => {
  const accepted = (patch: Partial<Order> = {}) =>
    anOrder({
      status: 'pendiente',
      total: '1160.00',
      deposit: '580.00',
      deposit_due: '580.00',
      amount_due: '1160.00',
      quote: { id: 12, folio: 'COT-2026-000012', version: 2 },
      ...patch,
    });

  /** The server: payments answer the order with the payment in its ledger (and confirmed). */
  function serveLedger(order: Order) {
    let current = order;
    return routeFetch((method, path, body) => {
      if (method === 'GET' && path === `/api/orders/${order.id}`) return { status: 200, body: current };
      if (method === 'POST' && path === `/api/orders/${order.id}/payments`) {
        const { amount, kind, method: how, reference, paid_on } = body as Record<string, string>;
        if (amount === '9999.00')
          return {
            status: 422,
            body: {
              message: 'Quedan $1,160.00 por pagar.',
              errors: { amount: ['Quedan $1,160.00 por pagar: el pago no puede ser mayor.'] },
            },
          };
        current = {
          ...current,
          status: 'confirmado',
          paid: amount!,
          deposit_due: '0.00',
          amount_due: '580.00',
          payments: [
            {
              id: 7,
              kind: kind as 'anticipo',
              method: how as 'spei',
              status: 'confirmado',
              amount: amount!,
              reference: reference ?? null,
              paid_on: paid_on!,
              recorded_by: 'Mariana Robles',
              receipt_url: `/api/orders/${order.id}/payments/7/receipt`,
              online: null,
            },
          ],
        };
        return { status: 201, body: current };
      }
      return undefined;
    });
  }

  it('the distributor records the deposit with its reference; the amount comes filled with what is due', async () => {
    signInAs('distributor');
    const fetch = serveLedger(accepted());
    render(<OrderDetail id="41" scope="served" />);

    const ledger = await screen.findByRole('region', { name: 'Pagos' });
    expect(ledger).toHaveTextContent('Anticipo por pagar$580.00');
    expect(ledger).toHaveTextContent('Aún no hay pagos registrados.');
    await userEvent.click(within(ledger).getByRole('button', { name: 'Registrar pago' }));
    const dialog = screen.getByRole('dialog', { name: /Registrar pago/ });
    expect(within(dialog).getByLabelText('Monto (MXN)')).toHaveValue('580.00');

    await userEvent.clear(within(dialog).getByLabelText('Monto (MXN)'));
    await userEvent.type(within(dialog).getByLabelText('Monto (MXN)'), '9999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(
      await within(dialog).findByText('Quedan $1,160.00 por pagar: el pago no puede ser mayor.'),
    ).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText('Monto (MXN)'));
    await userEvent.type(within(dialog).getByLabelText('Monto (MXN)'), '580');
    await userEvent.selectOptions(within(dialog).getByLabelText('Forma de pago'), 'spei');
    await userEvent.type(within(dialog).getByLabelText(/Referencia/), 'SPEI 7731');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar' }));

    expect(await screen.findByText('Registramos anticipo de $580.00.')).toBeInTheDocument();
    expect(title()).toHaveTextContent('Confirmado');
    expect(screen.getByRole('list', { name: 'Pagos del pedido PED-2026-000041' })).toHaveTextContent(
      'Anticipo · Transferencia SPEI$580.00',
    );
    const posts = sentCalls(fetch).filter(({ call }) => call.startsWith('POST'));
    expect(posts.at(-1)).toEqual({
      call: 'POST /api/orders/41/payments',
      body: {
        kind: 'anticipo',
        method: 'spei',
        amount: '580.00',
        reference: 'SPEI 7731',
        paid_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    });
  });

  it('the customer sees the ledger and its deposit, but records nothing; it may order the same again', async () => {
    signInAs('customer');
    serveLedger(accepted());
    render(<OrderDetail id="41" scope="own" />);
    const ledger = await screen.findByRole('region', { name: 'Pagos' });
    expect(within(ledger).queryByRole('button', { name: 'Registrar pago' })).toBeNull();
    expect(screen.getByRole('region', { name: /Datos del pedido/ })).toHaveTextContent('COT-2026-000012 (versión 2)');
    expect(screen.getByRole('list', { name: 'Avance del pedido' })).toHaveTextContent('Confirmado');
    expect(screen.getByRole('button', { name: 'Volver a pedir' })).toBeInTheDocument();
  });
});
