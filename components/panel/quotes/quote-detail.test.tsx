// The quote detail: what it shows, the PDF, deleting a draft, the staff's status change, and the
// states before the quote is there.

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Quote } from '@/lib/contract/quotes';
import { aQuote, polyfillDialog, routeFetch, sentCalls, signInAs } from '@/tests/support/sales-screens';
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
    ).toEqual(['Elige un estado', 'Enviada', 'Aceptada', 'Rechazada', 'Vencida']);
    // Quotes carry no note.
    expect(screen.queryByLabelText(/^Nota para el historial/)).toBeNull();

    await userEvent.selectOptions(select, 'enviada');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar estado' }));

    expect(await screen.findByText('La cotización ahora está enviada.')).toHaveAttribute('role', 'status');
    expect(title()).toHaveTextContent('Enviada');
    expect(within(screen.getByLabelText('Nuevo estado')).getAllByRole('option')).toHaveLength(4);
    expect(sentCalls(fetch).filter(({ call }) => call.startsWith('PUT'))).toEqual([
      { call: 'PUT /api/quotes/12/status', body: { status: 'enviada' } },
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

    await userEvent.selectOptions(await screen.findByLabelText('Nuevo estado'), 'aceptada');
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

  await userEvent.selectOptions(await screen.findByLabelText('Nuevo estado'), 'enviada');
  await userEvent.click(screen.getByRole('button', { name: 'Cambiar estado' }));

  const select = screen.getByLabelText('Nuevo estado');
  await waitFor(() => expect(select).toHaveAttribute('aria-invalid', 'true'));
  expect(select).toHaveAccessibleDescription(message);
});
