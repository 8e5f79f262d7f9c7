import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetCredential } from '@/lib/api/transport';
import { TOKEN_KEY } from '@/lib/api/config';
import { useCounter } from '@/lib/api/counters';
import { resetSessionState } from '@/lib/api/session';
import { clearApiCache } from '@/lib/api/swr';
import { forgetPublicReads } from '@/lib/api/public-read';
import { fakeResponse } from '@/tests/support/fake-response';
import { fixtureCatalog } from '@/tests/support/catalog-fixture';
import { DRAFT_KEY } from '@/lib/quoter/storage';
import type { ResolvedPreset } from '@/lib/quoter/types';
import { quoterOptions } from '@/lib/server/services/quoter';
import { Quoter } from './quoter';

// The options as the server page passes them: the public priced catalogue.
const publicOptions = quoterOptions(fixtureCatalog, 'publico');

type Route = (url: string, init?: RequestInit) => ReturnType<typeof fakeResponse> | undefined;

/** fetch answered by `route`; unknown calls answer 404. */
function routeFetch(route: Route) {
  const mock = jest.fn(
    async (url: string, init?: RequestInit) => route(url, init) ?? fakeResponse(404, { message: 'No encontrado.' }),
  );
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

/**
 * The quoter with a 150 × 180 cm roller blind, its request form open and Jalisco chosen; the API
 * answers the places, `dealers`, and whatever `more` answers.
 */
async function openRequest(dealers: unknown[], more: Route = () => undefined) {
  const user = userEvent.setup();
  const fetch = routeFetch((url, init) => {
    if (url === '/api/states')
      return fakeResponse(200, [{ id: 14, code: '14', name: 'Jalisco', abbreviation: 'Jal.' }]);
    if (url === '/api/municipality/14')
      return fakeResponse(200, [{ id: 120, state_id: 14, code: '120', name: 'Zapopan' }]);
    if (url === '/api/dealers') return fakeResponse(200, dealers);
    return more(url, init);
  });
  renderQuoter({ line: 'persianas' });
  await user.click(screen.getByRole('radio', { name: 'Persianas enrollables' }));
  await user.type(widthBox(), '150');
  await user.type(heightBox(), '180');
  await user.click(screen.getByRole('button', { name: 'Solicitar esta cotización' }));
  await screen.findByRole('option', { name: 'Jalisco' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), '14');
  return { user, fetch };
}

/** The toolbar's quotes counter, as the panel shows it beside the quoter's header. */
function QuotesCounter() {
  useCounter('cot');
  return null;
}

// The app's own cache, emptied before each test (beforeEach), as a sign-in would.
function renderQuoter(
  props: { line?: '' | 'persianas' | 'toldos'; preset?: ResolvedPreset | null; withCounter?: boolean } = {},
) {
  return render(
    <>
      <Quoter
        catalog={publicOptions.catalog}
        priceList={publicOptions.price_list}
        line={props.line ?? ''}
        preset={props.preset ?? null}
      />
      {props.withCounter ? <QuotesCounter /> : null}
    </>,
  );
}

const total = () => screen.getByTestId('cotizador-total');
const widthBox = () => screen.getByRole('textbox', { name: 'Ancho' });
const heightBox = () => screen.getByRole('textbox', { name: 'Alto' });
const motorSelect = () => screen.getByRole('combobox', { name: 'Motor' });
const motorOptions = () =>
  within(motorSelect())
    .getAllByRole('option')
    .map((o) => o.textContent);

async function chooseRoller(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: 'Persianas' }));
  await user.click(screen.getByRole('radio', { name: 'Persianas enrollables' }));
}

beforeAll(() => {
  // jsdom lays nothing out.
  Element.prototype.scrollIntoView = jest.fn();
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  forgetCredential();
  resetSessionState();
  clearApiCache();
  forgetPublicReads();
  routeFetch(() => undefined);
});

describe('the quoter', () => {
  it('updates the total as a width is typed, with IVA apart', async () => {
    const user = userEvent.setup();
    renderQuoter();
    expect(total()).toHaveTextContent('—');
    await chooseRoller(user);
    // The first fabric and colour are chosen for you; the range shows before anything is typed.
    // The figure and its unit never part on a narrow card: a no-break space joins them.
    expect(screen.getByRole('radio', { name: 'Screen 5\u00a0%' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Blanco' })).toBeChecked();
    expect(widthBox()).toHaveAccessibleDescription(
      /^De 30 a 350 cm \(0\.30 a 3\.50 m\) Más de 300 cm, sólo con motor\.$/,
    );

    await user.type(widthBox(), '150');
    await user.type(heightBox(), '180');
    // 1.50 × 1.80 = 2.70 m² × $980.00 = $2,646.00; IVA $423.36.
    expect(total()).toHaveTextContent('$3,069.36');
    expect(total().closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('IVA 16 %').nextSibling).toHaveTextContent('$423.36');
    const breakdown = screen.getByRole('region', { name: 'Desglose de la pieza 1' });
    expect(
      within(breakdown).getByRole('rowheader', { name: /1\.50 × 1\.80\sm = 2\.70\sm² × \$980\.00\/m²/ }),
    ).toBeInTheDocument();
    expect(within(breakdown).getByText(/Área cobrada/)).toHaveTextContent('Área cobrada: 2.70 m²');

    await user.clear(widthBox());
    await user.type(widthBox(), '200');
    // 2.00 × 1.80 = 3.60 m² × $980.00 = $3,528.00; + IVA = $4,092.48.
    expect(total()).toHaveTextContent('$4,092.48');
  });

  it("shows the engine's message under a width out of range", async () => {
    const user = userEvent.setup();
    renderQuoter({ line: 'persianas' });
    await user.click(screen.getByRole('radio', { name: 'Persianas enrollables' }));
    await user.type(heightBox(), '180');
    await user.type(widthBox(), '400');
    // Above the maximum it cannot get better by typing more: the message shows at once.
    expect(widthBox()).toHaveAccessibleDescription(
      /El ancho debe estar entre 30 y 350 cm para Persianas enrollables \(de 0\.30 a 3\.50 m\)\./,
    );
    expect(widthBox()).toHaveAttribute('aria-invalid', 'true');
    expect(total()).toHaveTextContent('—');

    // Below the minimum it waits until the box is left ("1" may become "150").
    await user.clear(widthBox());
    await user.type(widthBox(), '10');
    expect(widthBox()).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(widthBox()).toHaveAccessibleDescription(/El ancho debe estar entre 30 y 350 cm/);
  });

  it('offers only the motors that can move the size', async () => {
    const user = userEvent.setup();
    renderQuoter({ line: 'persianas' });
    await user.click(screen.getByRole('radio', { name: 'Persianas enrollables' }));
    // No size yet: no motor to choose, and it says why.
    expect(motorSelect()).toBeDisabled();
    expect(motorSelect()).toHaveAccessibleDescription(/Escribe el ancho y el alto/);

    await user.type(widthBox(), '100');
    await user.type(heightBox(), '100');
    // Motion 50 starts at 1.20 m of width.
    expect(motorOptions()).toEqual(['Sin motor (operación manual)', 'Motion 30 · $5,300.00 + IVA']);

    await user.clear(widthBox());
    await user.type(widthBox(), '320');
    // 3.20 × 1.00 m: Motion 30 moves up to 3.00 m; over 3.00 m a motor is required.
    expect(motorOptions()).toEqual([
      'Sin motor (operación manual): no disponible en esta medida',
      'Motion 50 · $6,900.00 + IVA',
    ]);
    expect(motorSelect()).toHaveAccessibleDescription(/necesita motor/);
    expect(motorSelect()).toHaveAccessibleDescription(/sólo se fabrican motorizadas: elige un motor/);

    await user.selectOptions(motorSelect(), 'motion-50');
    expect(motorSelect()).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('region', { name: 'Desglose de la pieza 1' })).toHaveTextContent(
      'Motor Motion 50$6,900.00',
    );
  });

  it('keeps several pieces, each with its room, and the draft across a reload', async () => {
    const user = userEvent.setup();
    const { unmount } = renderQuoter({ line: 'persianas' });
    await user.click(screen.getByRole('radio', { name: 'Persianas enrollables' }));
    await user.type(widthBox(), '150');
    await user.type(heightBox(), '180');
    await user.type(screen.getByRole('combobox', { name: /Dónde va/ }), 'Sala');
    await user.click(screen.getByRole('button', { name: 'Duplicar la pieza 1' }));
    expect(screen.getByRole('heading', { level: 2, name: /Pieza 2/ })).toBeInTheDocument();
    await user.clear(screen.getByRole('combobox', { name: /Dónde va/ }));
    await user.type(screen.getByRole('combobox', { name: /Dónde va/ }), 'Recámara principal');
    expect(total()).toHaveTextContent('$6,138.72');

    const stored = JSON.parse(sessionStorage.getItem(DRAFT_KEY)!);
    expect(stored.pieces.map((p: { room: string }) => p.room)).toEqual(['Sala', 'Recámara principal']);
    unmount();

    renderQuoter({ line: 'persianas' });
    await waitFor(() => expect(total()).toHaveTextContent('$6,138.72'));
    const list = screen.getByRole('navigation', { name: 'Piezas de tu cotización' });
    expect(within(list).getByRole('button', { name: /Pieza 1 Sala/ })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: /Pieza 2 Recámara principal/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('starts from the product of the link, still changeable', async () => {
    const user = userEvent.setup();
    renderQuoter({
      line: 'persianas',
      preset: { line: 'persianas', type: 'enrollables', fabric: 'screen-5', color: 'negro' },
    });
    expect(screen.getByRole('radio', { name: 'Negro' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Blanco' }));
    expect(screen.getByRole('radio', { name: 'Blanco' })).toBeChecked();
  });

  it('sends an anonymous request and shows the folio and the dealer', async () => {
    const dealer = {
      id: 5,
      name: 'Ana',
      company: 'Persianas Ana',
      state: { id: 14, name: 'Jalisco' },
      municipality: { id: 120, name: 'Zapopan' },
    };
    const { user, fetch } = await openRequest([dealer], (url, init) =>
      url === '/api/quote-requests' && init?.method === 'POST'
        ? fakeResponse(201, {
            folio: 'SOL-2026-0042',
            message: 'Recibimos tu solicitud.',
            dealer: { id: 5, name: 'Ana', company: 'Persianas Ana', phone: '3312345678', whatsapp: '5213312345678' },
          })
        : undefined,
    );

    await user.type(await screen.findByRole('textbox', { name: 'Nombre completo' }), 'Lucía Hernández');
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'lucia@example.com');
    await user.type(screen.getByRole('textbox', { name: /Teléfono/ }), '33 1234 5678');
    await screen.findByRole('option', { name: 'Zapopan' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Municipio' }), '120');
    await screen.findByRole('option', { name: /Persianas Ana/ });
    await user.selectOptions(screen.getByRole('combobox', { name: /Distribuidor/ }), '5');
    await user.click(screen.getByRole('checkbox', { name: /aviso de privacidad/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));

    expect(await screen.findByRole('heading', { name: '¡Listo! Recibimos tu solicitud' })).toBeInTheDocument();
    expect(screen.getByText('Folio:')).toHaveTextContent('Folio: SOL-2026-0042');
    // The summary says it was sent.
    expect(screen.getByText(/Solicitud enviada con el folio/)).toHaveTextContent(
      'Solicitud enviada con el folio SOL-2026-0042.',
    );
    expect(screen.getByText(/Te atenderá/)).toHaveTextContent('Te atenderá Persianas Ana (Ana).');
    const post = fetch.mock.calls.find(([url]) => url === '/api/quote-requests')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      items: [
        {
          line: 'persianas',
          type: 'enrollables',
          fabric: 'screen-5',
          color: 'blanco',
          width_cm: 150,
          height_cm: 180,
          quantity: 1,
          room: null,
          options: { motor: null, gallery: null, installation: false, wind_sensor: false },
        },
      ],
      name: 'Lucía Hernández',
      email: 'lucia@example.com',
      phone: '3312345678',
      state_id: 14,
      municipality_id: 120,
      distributor_id: 5,
      privacy_accepted: true,
    });
  });

  describe('the dealer picker of the request', () => {
    const place = {
      state: { id: 14, name: 'Jalisco' },
      municipality: { id: 120, name: 'Zapopan', code: '120' },
      coordinates: { lat: 20.7, lng: -103.4 },
      services: [],
    };
    const picker = () => screen.getByRole('combobox', { name: /Distribuidor/ });

    it('offers only dealers that sell every line of the quote', async () => {
      await openRequest([
        { id: 5, name: 'Ana', company: 'Toldos Ana', products: ['toldos'], ...place },
        { id: 6, name: 'Beto', company: 'Persianas Beto', products: ['persianas', 'motorizacion'], ...place },
      ]);
      await screen.findByRole('option', { name: /Persianas Beto/ });
      expect(within(picker()).queryByRole('option', { name: /Toldos Ana/ })).toBeNull();
      expect(picker()).toHaveAccessibleDescription(/Sólo los que venden persianas\./);
    });

    it('when none does, offers the nearest with what each sells, and asks to choose one', async () => {
      const { user } = await openRequest([
        { id: 5, name: 'Ana', company: 'Toldos Ana', products: ['toldos', 'motorizacion'], ...place },
      ]);
      await screen.findByRole('option', { name: 'Toldos Ana · Zapopan — vende toldos y motorización' });
      expect(picker()).toHaveAccessibleDescription(
        /Ningún distribuidor vende todo lo de tu cotización \(persianas\): elige cuál de los más cercanos te atiende\./,
      );
      await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
      expect(picker()).toHaveAccessibleDescription(/Elige qué distribuidor te atiende\./);
    });
  });

  it("puts a 422 for items.0.width_cm back under that piece's width, keeping everything typed", async () => {
    const user = userEvent.setup();
    routeFetch((url) => {
      if (url === '/api/states')
        return fakeResponse(200, [{ id: 14, code: '14', name: 'Jalisco', abbreviation: 'Jal.' }]);
      if (url === '/api/municipality/14')
        return fakeResponse(200, [{ id: 120, state_id: 14, code: '120', name: 'Zapopan' }]);
      if (url === '/api/dealers') return fakeResponse(200, []);
      if (url === '/api/quote-requests') {
        return fakeResponse(422, {
          message: 'El ancho…',
          errors: {
            'items.0.width_cm': ['El ancho debe estar entre 40 y 300 cm para Persianas enrollables.'],
            phone: ['El campo teléfono ya no es válido.'],
          },
        });
      }
      return undefined;
    });
    renderQuoter({ line: 'persianas' });
    await user.click(screen.getByRole('radio', { name: 'Persianas enrollables' }));
    await user.type(widthBox(), '150');
    await user.type(heightBox(), '180');
    await user.click(screen.getByRole('button', { name: 'Solicitar esta cotización' }));
    await user.type(await screen.findByRole('textbox', { name: 'Nombre completo' }), 'Lucía Hernández');
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'lucia@example.com');
    await user.type(screen.getByRole('textbox', { name: /Teléfono/ }), '3312345678');
    await screen.findByRole('option', { name: 'Jalisco' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), '14');
    await screen.findByRole('option', { name: 'Zapopan' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Municipio' }), '120');
    await user.click(screen.getByRole('checkbox', { name: /aviso de privacidad/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));

    await waitFor(() => expect(widthBox()).toHaveAccessibleDescription(/entre 40 y 300 cm/));
    expect(widthBox()).toHaveValue('150');
    expect(screen.getByRole('textbox', { name: /Teléfono/ })).toHaveAccessibleDescription(/ya no es válido/);
    expect(screen.getByRole('alert')).toHaveTextContent('Pieza 1: El ancho debe estar entre 40 y 300 cm');
    // Editing the piece clears the server's message.
    await user.type(widthBox(), '0');
    expect(widthBox()).not.toHaveAccessibleDescription(/entre 40 y 300 cm/);
  });
});

describe('signed in', () => {
  const distributor = quoterOptions(fixtureCatalog, 'distribuidor');
  const saved = {
    id: 31,
    folio: 'COT-000031',
    status: 'vigente',
    valid_until: '2026-07-15',
    items: [
      {
        description: 'Persianas enrollables en Screen 5 %, Blanco, 1.50 × 1.80 m',
        room: null,
        quantity: 1,
        line_total: '1905.12',
      },
    ],
    subtotal: '1905.12',
    tax: '304.82',
    total: '2209.94',
    currency: 'MXN',
    price_list: 'distribuidor',
  };

  it("prices with the caller's list, saves the quote and shares it", async () => {
    localStorage.setItem(TOKEN_KEY, '7|token');
    const fetch = routeFetch((url, init) => {
      if (url === '/api/quoter-options') return fakeResponse(200, distributor);
      if (url === '/api/quotes' && init?.method === 'POST') return fakeResponse(201, saved);
      if (url.startsWith('/api/count-')) return fakeResponse(200, 1);
      return undefined;
    });
    const user = userEvent.setup();
    renderQuoter({ line: 'persianas', withCounter: true });
    expect(await screen.findByText('Precios de distribuidor')).toBeInTheDocument();
    await waitFor(() => expect(fetch.mock.calls.filter(([url]) => url === '/api/count-cot')).toHaveLength(1));
    await user.click(screen.getByRole('radio', { name: 'Persianas enrollables' }));
    await user.type(widthBox(), '150');
    await user.type(heightBox(), '180');
    // 2.70 m² × $705.60 = $1,905.12 + IVA.
    expect(total()).toHaveTextContent('$2,209.94');
    expect(screen.queryByRole('button', { name: 'Solicitar esta cotización' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Notas/ }), 'Segundo piso');
    await user.click(screen.getByRole('button', { name: 'Guardar cotización' }));
    expect(await screen.findByText('COT-000031')).toBeInTheDocument();
    expect(screen.getByText(/vigente hasta el 15 de julio de 2026/)).toBeInTheDocument();
    const post = fetch.mock.calls.find(([url]) => url === '/api/quotes')!;
    expect((post[1]!.headers as Record<string, string>).Authorization).toBe('Bearer 7|token');
    expect(JSON.parse(String(post[1]!.body))).toMatchObject({
      notes: 'Segundo piso',
      items: [{ width_cm: 150, height_cm: 180 }],
    });
    const whatsapp = screen.getByRole('link', { name: /Compartir por WhatsApp/ });
    expect(decodeURIComponent(whatsapp.getAttribute('href')!)).toMatch(
      /^https:\/\/wa\.me\/\?text=Cotización COT-000031 de .*\nTotal: \$2,209\.94 MXN/s,
    );
    expect(screen.getByRole('link', { name: /Enviar por correo/ }).getAttribute('href')).toMatch(
      /^mailto:\?subject=Cotizaci%C3%B3n%20COT-000031/,
    );
    // The toolbar counters are asked again.
    await waitFor(() => expect(fetch.mock.calls.filter(([url]) => url === '/api/count-cot')).toHaveLength(2));
  });

  it('downloads the PDF with the token, named after the folio', async () => {
    localStorage.setItem(TOKEN_KEY, '7|token');
    const blob = new Blob(['%PDF'], { type: 'application/pdf' });
    const fetch = routeFetch((url, init) => {
      if (url === '/api/quoter-options') return fakeResponse(200, distributor);
      if (url === '/api/quotes' && init?.method === 'POST') return fakeResponse(201, saved);
      if (url === '/api/quotes/31/pdf')
        return { ...fakeResponse(200), blob: async () => blob } as ReturnType<typeof fakeResponse>;
      return fakeResponse(200, 0);
    });
    const created = jest.fn(() => 'blob:cotizacion');
    URL.createObjectURL = created;
    URL.revokeObjectURL = jest.fn();
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    const user = userEvent.setup();
    renderQuoter({ line: 'persianas' });
    await screen.findByText('Precios de distribuidor');
    await user.click(screen.getByRole('radio', { name: 'Persianas enrollables' }));
    await user.type(widthBox(), '150');
    await user.type(heightBox(), '180');
    await user.click(screen.getByRole('button', { name: 'Guardar cotización' }));
    await user.click(await screen.findByRole('button', { name: 'Descargar PDF' }));
    await waitFor(() => expect(clicked).toEqual(['COT-000031.pdf']));
    const pdfCall = fetch.mock.calls.find(([url]) => url === '/api/quotes/31/pdf')!;
    expect((pdfCall[1]!.headers as Record<string, string>).Authorization).toBe('Bearer 7|token');
    expect(created).toHaveBeenCalledWith(blob);
    click.mockRestore();
  });

  it('adds to the cart and offers to see it; an incomplete quote is not sent', async () => {
    localStorage.setItem(TOKEN_KEY, '7|token');
    const fetch = routeFetch((url, init) => {
      if (url === '/api/quoter-options') return fakeResponse(200, publicOptions);
      if (url === '/api/cart' && init?.method === 'POST') return fakeResponse(201, { items: [], count: 3 });
      return fakeResponse(200, 0);
    });
    const user = userEvent.setup();
    renderQuoter({ line: 'persianas' });
    await user.click(screen.getByRole('radio', { name: 'Persianas enrollables' }));
    await user.type(widthBox(), '150');
    await user.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Completa o quita las piezas marcadas');
    expect(fetch.mock.calls.some(([url]) => url === '/api/cart')).toBe(false);

    await user.type(heightBox(), '180');
    await user.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    expect(await screen.findByText('Tu carrito tiene 3 productos.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver carrito' })).toHaveAttribute('href', '/panel/listas/mi-carrito');
    await act(async () => {});
  });
});
