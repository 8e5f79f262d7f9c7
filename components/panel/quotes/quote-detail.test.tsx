// The quote detail: what it shows, the PDF, deleting a draft, the staff's status change, and the
// states before the quote is there.

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Quote } from '@/lib/contract/quotes';
import { aQuote, anOrder, polyfillDialog, routeFetch, sentCalls, signInAs } from '@/tests/support/sales-screens';
import { QuoteDetail } from './quote-detail';

jest.setTimeout(30_000);

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: mockPush, replace: jest.fn() }),
  usePathname: () => '/panel/listas/cotizaciones',
  useSearchParams: () => new URLSearchParams(),
}));

beforeAll(polyfillDialog);
beforeEach(() => mockPush.mockReset());

const title = () => screen.getByRole('heading', { level: 1 });

function serve(quote: Quote, refuse?: { status: number; body: unknown }) {
  let current = quote;
  return routeFetch((method, path, body) => {
    if (method === 'POST' && path === `/api/quotes/${quote.id}/accept`)
      return (
        refuse ?? {
          status: 201,
          body: { ...anOrder(), id: 41, quote: { id: quote.id, folio: quote.folio, version: 2 } },
        }
      );
    if (method === 'POST' && path === `/api/quotes/${quote.id}/request-changes`) {
      if (refuse) return refuse;
      current = { ...current, status: 'cambios', actions: ['decline'] };
      return { status: 200, body: current };
    }
    if (method === 'POST' && path === `/api/quotes/${quote.id}/send`) {
      if (refuse) return refuse;
      current = { ...current, status: 'enviada', version: current.version + 1, unsent_changes: false };
      return { status: 200, body: current };
    }
    if (method === 'GET' && path === `/api/quotes/${quote.id}`) return { status: 200, body: current };
    if (method === 'GET' && path === `/api/quotes/${quote.id}/pdf`) return refuse ?? { status: 200, body: '%PDF-1.7' };
    if (method === 'DELETE' && path === `/api/quotes/${quote.id}`)
      return refuse ?? { status: 200, body: { message: 'Cotización eliminada.' } };
    if (method === 'PUT' && path === `/api/quotes/${quote.id}/status`) {
      if (refuse) return refuse;
      current = { ...current, status: (body as { status: Quote['status'] }).status };
      return { status: 200, body: current };
    }
    return undefined;
  });
}

describe('its author', () => {
  beforeEach(() => signInAs('customer'));

  it('sees the quote: folio and status in the title, validity, notes, pieces and totals', async () => {
    serve(aQuote());
    render(<QuoteDetail id="12" scope="own" />);

    expect(await screen.findByRole('heading', { level: 1, name: /Cotización COT-2026-000012/ })).toHaveTextContent(
      'Borrador',
    );
    expect(screen.getByRole('link', { name: /Mis cotizaciones/ })).toHaveAttribute(
      'href',
      '/panel/listas/cotizaciones',
    );
    const facts = screen.getByRole('region', { name: 'Datos de la cotización' });
    expect(facts).toHaveTextContent('Vigente hasta');
    expect(facts).toHaveTextContent('NotasPara la sala');
    expect(facts).toHaveTextContent('Solara (sin distribuidor asignado)');
    expect(facts).not.toHaveTextContent('Dirección de entrega');
    expect(screen.getByRole('list', { name: 'Productos de la cotización COT-2026-000012' })).toHaveTextContent(
      'Desglose por pieza',
    );
    const products = screen.getByRole('region', { name: 'Productos' });
    expect(products).toHaveTextContent('Total$1,160.00');
    expect(products).toHaveTextContent('Precios en pesos mexicanos (MXN), IVA incluido en el total.');
    expect(screen.queryByRole('region', { name: 'Historial' })).toBeNull();
    expect(screen.queryByLabelText('Nuevo estado')).toBeNull();
  });

  it('downloads the PDF as <folio>.pdf', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:pdf');
    URL.revokeObjectURL = jest.fn();
    // jsdom cannot follow the download link: keep the name it would save.
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const fetch = serve(aQuote());
    render(<QuoteDetail id="12" scope="own" />);

    await userEvent.click(await screen.findByRole('button', { name: 'Descargar PDF' }));
    await waitFor(() => expect(saved).toEqual(['COT-2026-000012.pdf']));
    click.mockRestore();
    expect(sentCalls(fetch).map(({ call }) => call)).toContain('GET /api/quotes/12/pdf');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows why the PDF could not be downloaded', async () => {
    serve(aQuote(), { status: 503, body: { message: 'El servicio no está disponible por el momento.' } });
    render(<QuoteDetail id="12" scope="own" />);

    await userEvent.click(await screen.findByRole('button', { name: 'Descargar PDF' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo descargar el PDF');
    expect(alert).toHaveTextContent('El servicio no está disponible por el momento.');
  });

  it('deletes its draft after confirming, and goes back to the list', async () => {
    const fetch = serve(aQuote());
    render(<QuoteDetail id="12" scope="own" />);

    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar borrador' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Eliminar esta cotización?' });
    expect(dialog).toHaveTextContent('El borrador COT-2026-000012 se eliminará y no podrás recuperarlo.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, eliminar' }));

    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/panel/listas/cotizaciones'));
    expect(sentCalls(fetch).map(({ call }) => call)).toContain('DELETE /api/quotes/12');
  });

  it('shows the refusal when the draft cannot be deleted', async () => {
    serve(aQuote(), { status: 409, body: { message: 'Solo se pueden eliminar borradores.' } });
    render(<QuoteDetail id="12" scope="own" />);

    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar borrador' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sí, eliminar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo eliminar la cotización');
    expect(alert).toHaveTextContent('Solo se pueden eliminar borradores.');
    expect(mockPush).not.toHaveBeenCalled();
  });

  it('cannot delete a quote that is no longer a draft', async () => {
    serve(aQuote({ status: 'enviada' }));
    render(<QuoteDetail id="12" scope="own" />);
    await screen.findByRole('heading', { level: 1, name: /Enviada/ });
    expect(screen.queryByRole('button', { name: 'Eliminar borrador' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Descargar PDF' })).toBeInTheDocument();
  });
});

describe('an admin', () => {
  beforeEach(() => signInAs('admin'));

  it("moves a customer's quote and cannot delete it", async () => {
    const fetch = serve(aQuote({ status: 'solicitada' }));
    render(<QuoteDetail id="12" scope="served" />);

    const select = await screen.findByLabelText('Nuevo estado');
    expect(screen.getByRole('link', { name: /Cotizaciones de clientes/ })).toHaveAttribute(
      'href',
      '/panel/listas/cotizaciones-admin',
    );
    expect(screen.queryByRole('button', { name: 'Eliminar borrador' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Estado de la cotización' })).toBeInTheDocument();
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
      // Sending and accepting are steps of their own (the sales flow): only the closing labels are here.
    ).toEqual(['Elige un estado', 'Rechazada', 'Vencida']);
    // Quotes carry no note.
    expect(screen.queryByLabelText(/^Nota para el historial/)).toBeNull();

    await userEvent.selectOptions(select, 'vencida');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar estado' }));

    expect(await screen.findByText('La cotización ahora está vencida.')).toHaveAttribute('role', 'status');
    expect(title()).toHaveTextContent('Vencida');
    expect(sentCalls(fetch).filter(({ call }) => call.startsWith('PUT'))).toEqual([
      { call: 'PUT /api/quotes/12/status', body: { status: 'vencida' } },
    ]);
  });

  it('asks for a status before sending anything', async () => {
    const fetch = serve(aQuote());
    render(<QuoteDetail id="12" scope="served" />);

    await userEvent.click(await screen.findByRole('button', { name: 'Cambiar estado' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Elige el nuevo estado.');
    expect(screen.getByLabelText('Nuevo estado')).toHaveAttribute('aria-invalid', 'true');
    expect(sentCalls(fetch).filter(({ call }) => call.startsWith('PUT'))).toEqual([]);
  });

  it('shows the refusal of a status change', async () => {
    serve(aQuote(), { status: 409, body: { message: 'La cotización ya venció.' } });
    render(<QuoteDetail id="12" scope="served" />);

    await userEvent.selectOptions(await screen.findByLabelText('Nuevo estado'), 'rechazada');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar estado' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo cambiar el estado');
    expect(alert).toHaveTextContent('La cotización ya venció.');
    expect(title()).toHaveTextContent('Borrador');
  });

  it('offers no status change once the quote is final', async () => {
    serve(aQuote({ status: 'aceptada' }));
    render(<QuoteDetail id="12" scope="served" />);
    await screen.findByRole('heading', { level: 1, name: /Aceptada/ });
    expect(screen.queryByRole('region', { name: 'Estado de la cotización' })).toBeNull();
  });
});

describe('before the quote is there', () => {
  beforeEach(() => signInAs('customer'));

  it('says an impossible id does not exist, without asking the server', () => {
    const fetch = routeFetch(() => undefined);
    render(<QuoteDetail id="0" scope="served" />);
    expect(title()).toHaveTextContent('Cotización');
    expect(screen.getByText('Esta cotización no existe.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver la lista' })).toHaveAttribute(
      'href',
      '/panel/listas/cotizaciones-admin',
    );
    expect(sentCalls(fetch).filter(({ call }) => call.includes('/api/quotes'))).toEqual([]);
  });

  it('shows a skeleton while loading, then the server message when the read fails', async () => {
    routeFetch((method, path) =>
      path === '/api/quotes/99' ? { status: 404, body: { message: 'La cotización no existe.' } } : undefined,
    );
    render(<QuoteDetail id="99" scope="own" />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando la cotización…');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar la cotización');
    expect(alert).toHaveTextContent('La cotización no existe.');
  });
});

it("marks the status field with the server's message about it, as the order's form does", async () => {
  signInAs('admin');
  const message = 'El estado debe ser enviada, aceptada, rechazada o vencida.';
  serve(aQuote(), { status: 422, body: { message, errors: { status: [message] } } });
  render(<QuoteDetail id="12" scope="served" />);

  await userEvent.selectOptions(await screen.findByLabelText('Nuevo estado'), 'rechazada');
  await userEvent.click(screen.getByRole('button', { name: 'Cambiar estado' }));

  const select = screen.getByLabelText('Nuevo estado');
  await waitFor(() => expect(select).toHaveAttribute('aria-invalid', 'true'));
  expect(select).toHaveAccessibleDescription(message);
});

describe('closing the sale', () => {
  const sent = (patch: Partial<Quote> = {}) =>
    aQuote({
      status: 'enviada',
      version: 2,
      sent_at: '2026-03-05T17:00:00Z',
      discount_pct: '5',
      discount: '50.00',
      customer_note: 'Medimos el martes: la ventana es de 1.48 m.',
      changes: ['Pieza 1 (Sala): ancho 1.50 m → 1.48 m.', 'Descuento: 0 % → 5 %.'],
      actions: ['accept', 'request_changes', 'decline'],
      ...patch,
    });

  it('shows the customer the version it was sent, what changed and the discount; accepting opens the order', async () => {
    signInAs('customer');
    const fetch = serve(sent());
    render(<QuoteDetail id="12" scope="own" />);

    const deal = await screen.findByRole('region', { name: /Versión 2/ });
    expect(deal).toHaveTextContent('Nota de tu distribuidor');
    expect(deal).toHaveTextContent('Medimos el martes');
    expect(within(deal).getByRole('heading', { name: 'Lo que cambió desde la versión 1' })).toBeInTheDocument();
    expect(
      within(deal)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Pieza 1 (Sala): ancho 1.50 m → 1.48 m.', 'Descuento: 0 % → 5 %.']);
    expect(screen.getByText('Descuento (5 %)')).toBeInTheDocument();

    await userEvent.click(within(deal).getByRole('button', { name: 'Aceptar cotización' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Aceptar esta cotización?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, aceptar y hacer el pedido' }));
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/panel/listas/ordenes/41?aceptada=1'));
    expect(sentCalls(fetch).filter(({ call }) => call.startsWith('POST'))).toEqual([
      { call: 'POST /api/quotes/12/accept', body: undefined },
    ]);
  });

  it('asks for changes with a message, which cannot be empty; what the server refuses stays in the dialog', async () => {
    signInAs('customer');
    const fetch = serve(sent());
    render(<QuoteDetail id="12" scope="own" />);

    await userEvent.click(await screen.findByRole('button', { name: 'Pedir cambios' }));
    const dialog = screen.getByRole('dialog', { name: '¿Qué quieres cambiar?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar mensaje' }));
    expect(within(dialog).getByLabelText(/Tu mensaje para el distribuidor/)).toHaveAccessibleDescription(
      expect.stringContaining('Escribe tu mensaje'),
    );
    expect(sentCalls(fetch).filter(({ call }) => call.startsWith('POST'))).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(/Tu mensaje para el distribuidor/), 'Mejor con motor.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByText(/Tu distribuidor recibió tu mensaje/)).toBeInTheDocument();
    expect(title()).toHaveTextContent('Cambios pedidos');
    expect(screen.queryByRole('button', { name: 'Aceptar cotización' })).toBeNull();
    expect(sentCalls(fetch).filter(({ call }) => call.startsWith('POST'))).toEqual([
      { call: 'POST /api/quotes/12/request-changes', body: { message: 'Mejor con motor.' } },
    ]);
  });

  it('shows the distributor its unsent changes, the way to adjust, and sends a new version after asking', async () => {
    signInAs('distributor');
    const fetch = serve(
      sent({
        actions: ['edit', 'send'],
        unsent_changes: true,
        changes: ['Pieza 1 (Sala): alto 1.80 m → 1.76 m.'],
      }),
    );
    render(<QuoteDetail id="12" scope="served" />);

    const deal = await screen.findByRole('region', { name: /Versión 2/ });
    expect(deal).toHaveTextContent('Tienes cambios sin enviar: el cliente sigue viendo la versión 2.');
    expect(within(deal).getByRole('heading', { name: 'Lo que cambiará al enviarla' })).toBeInTheDocument();
    expect(within(deal).getByRole('link', { name: 'Ajustar cotización' })).toHaveAttribute(
      'href',
      '/panel/listas/cotizaciones-admin/12/ajustar',
    );
    await userEvent.click(within(deal).getByRole('button', { name: 'Enviar nueva versión' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Enviar la nueva versión?' });
    expect(dialog).toHaveTextContent('la versión 3 por correo con su PDF');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, enviar' }));
    expect(await screen.findByText(/Enviamos la versión 3 a/)).toBeInTheDocument();
    expect(sentCalls(fetch).filter(({ call }) => call.startsWith('POST'))).toEqual([
      { call: 'POST /api/quotes/12/send', body: undefined },
    ]);
  });
});
