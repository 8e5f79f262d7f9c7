import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetCredential } from '@/lib/api/transport';
import { resetSessionState } from '@/lib/api/session';
import { clearApiCache } from '@/lib/api/swr';
import { fakeResponse } from '@/tests/support/fake-response';
import { fixtureCatalog } from '@/tests/support/catalog-fixture';
import { quoterOptions } from '@/lib/server/services/quoter';
import { Quoter } from './quoter';

// Sharing from the quoter: a link that reopens the same pieces, and opening one.
const publicOptions = quoterOptions(fixtureCatalog, 'publico');

type Route = (url: string, init?: RequestInit) => ReturnType<typeof fakeResponse> | undefined;
function routeFetch(route: Route) {
  const mock = jest.fn(
    async (url: string, init?: RequestInit) => route(url, init) ?? fakeResponse(404, { message: 'No encontrado.' }),
  );
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

const renderQuoter = (line: '' | 'persianas' = 'persianas') =>
  render(<Quoter catalog={publicOptions.catalog} priceList={publicOptions.price_list} line={line} preset={null} />);

const roller = {
  line: 'persianas',
  type: 'enrollables',
  fabric: 'screen-5',
  color: 'blanco',
  width_cm: 150,
  height_cm: 180,
  quantity: 2,
  room: 'Sala',
  options: { motor: null, gallery: null, installation: false, wind_sensor: false },
};

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  forgetCredential();
  resetSessionState();
  clearApiCache();
  window.history.replaceState(null, '', '/persianas/cotizador');
});

describe('sharing a quote', () => {
  it('asks for a complete quote first', async () => {
    const user = userEvent.setup();
    const fetch = routeFetch(() => undefined);
    renderQuoter();
    await user.click(screen.getByRole('button', { name: 'Compartir' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Completa o quita las piezas marcadas antes de descargar o compartir tu cotización.',
    );
    expect(fetch.mock.calls.filter(([url]) => url.startsWith('/api/quote-share'))).toEqual([]);
  });

  it("creates a link on this page's quoter, copies it and says until when it works", async () => {
    const user = userEvent.setup();
    const writeText = jest.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const fetch = routeFetch((url, init) =>
      url === '/api/quote-share' && init?.method === 'POST'
        ? fakeResponse(201, {
            url: 'http://solara.test/persianas/cotizador?c=1.abc.sig',
            path: '/persianas/cotizador?c=1.abc.sig',
            token: '1.abc.sig',
            expires_at: '2026-12-24T12:00:00.000Z',
          })
        : undefined,
    );
    renderQuoter();
    await user.click(screen.getByRole('radio', { name: 'Persianas enrollables' }));
    await user.type(screen.getByRole('textbox', { name: 'Ancho' }), '150');
    await user.type(screen.getByRole('textbox', { name: 'Alto' }), '180');
    await user.click(screen.getByRole('button', { name: 'Compartir' }));

    const link = await screen.findByRole('textbox', { name: 'Enlace a tu cotización' });
    expect(link).toHaveValue(`${window.location.origin}/persianas/cotizador?c=1.abc.sig`);
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/persianas/cotizador?c=1.abc.sig`);
    expect(screen.getByText(/^Enlace copiado/)).toHaveAttribute('role', 'status');
    expect(screen.getByText(/Enlace vigente hasta el 24 de diciembre de 2026 \(15 días\)/)).toBeInTheDocument();
    const post = fetch.mock.calls.find(([url]) => url === '/api/quote-share')!;
    expect(JSON.parse(String(post[1]!.body))).toMatchObject({
      line: 'persianas',
      items: [{ type: 'enrollables', width_cm: 150, height_cm: 180 }],
    });

    await user.click(screen.getByRole('button', { name: 'Copiar enlace' }));
    expect(await screen.findByText('Enlace copiado.')).toBeInTheDocument();
  });

  it('opens a shared link with its pieces priced today, and drops the token from the address', async () => {
    window.history.replaceState(null, '', '/persianas/cotizador?c=1.abc.sig');
    const fetch = routeFetch((url) =>
      url === '/api/quote-share/1.abc.sig'
        ? fakeResponse(200, {
            items: [roller],
            line: 'persianas',
            issued_at: '2026-11-24T12:00:00.000Z',
            expires_at: '2026-12-24T12:00:00.000Z',
          })
        : undefined,
    );
    renderQuoter();
    expect(await screen.findByTestId('cotizacion-compartida')).toHaveTextContent(
      /Abrimos la cotización que te compartieron: una pieza, con los precios de hoy/,
    );
    // A link sent before the validity was one figure keeps its own days.
    expect(screen.getByTestId('cotizacion-compartida')).toHaveTextContent(
      'El enlace está vigente hasta el 24 de diciembre de 2026 (30 días).',
    );
    expect(fetch).toHaveBeenCalledWith('/api/quote-share/1.abc.sig', expect.anything());
    expect(screen.getByRole('textbox', { name: 'Ancho' })).toHaveValue('150');
    expect(screen.getByRole('textbox', { name: 'Alto' })).toHaveValue('180');
    expect(screen.getByTestId('cotizador-total')).not.toHaveTextContent('—');
    expect(window.location.search).toBe('');
  });

  it('says calmly that an expired link cannot be opened, and starts empty', async () => {
    sessionStorage.setItem(
      'solara.cotizador.v1',
      JSON.stringify({
        version: 1,
        pieces: [
          {
            id: 'p1',
            line: 'persianas',
            type: 'enrollables',
            model: '',
            fabric: 'screen-5',
            color: 'blanco',
            width: '90',
            height: '90',
            quantity: '1',
            room: '',
            motor: '',
            gallery: '',
            installation: false,
            windSensor: false,
          },
        ],
        activeId: 'p1',
        seq: 2,
        notes: '',
        presetKey: null,
      }),
    );
    window.history.replaceState(null, '', '/persianas/cotizador?c=1.old.sig');
    routeFetch((url) =>
      url === '/api/quote-share/1.old.sig'
        ? fakeResponse(422, {
            message: 'Este enlace de cotización venció el 1 de octubre de 2026.',
            errors: { token: ['Este enlace de cotización venció el 1 de octubre de 2026.'] },
          })
        : undefined,
    );
    renderQuoter();
    const notice = await screen.findByTestId('cotizacion-compartida');
    expect(notice).toHaveTextContent(
      'No pudimos abrir la cotización compartida. Este enlace de cotización venció el 1 de octubre de 2026.',
    );
    await waitFor(() => expect(notice).toHaveFocus());
    expect(screen.getByTestId('cotizador-total')).toHaveTextContent('—');
  });
});
