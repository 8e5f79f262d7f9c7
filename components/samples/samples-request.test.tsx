// /muestras in the browser: the tray read from localStorage (empty state, mixed lines, "Quitar"),
// the form checked before anything is sent, the request as the API takes it, the folio and the
// dealer on success with the tray emptied, and the failures: a 422 on the colours at the tray, a
// 429 with when to try again, nothing typed lost; and the note on a host without the feature.

import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Link from 'next/link';
import { ALL_FEATURES, presetCapabilities } from '@/lib/api/capabilities';
import { clearApiCache } from '@/lib/api/swr';
import { TRAY_KEY, clearTray, readTray, type TrayColor } from '@/lib/samples/tray';
import { fakeResponse } from '@/tests/support/fake-response';
import { SamplesRequest } from './samples-request';

jest.setTimeout(30_000);

const MARFIL: TrayColor = {
  fabric: 'screen-5',
  color: 'marfil',
  fabricName: 'Screen 5 %',
  colorName: 'Marfil',
  hex: '#EDE6D3',
  stripeHex: null,
  line: 'persianas',
};
const ARENA: TrayColor = {
  ...MARFIL,
  fabric: 'blackout-premium',
  color: 'arena',
  fabricName: 'Blackout Premium',
  colorName: 'Arena',
};
const RAYAS: TrayColor = {
  fabric: 'acrilico-rayas',
  color: 'rayas-azul-marino',
  fabricName: 'Acrílico Rayas Clásicas',
  colorName: 'Rayas Azul Marino y Blanco',
  hex: '#1F2A44',
  stripeHex: '#F4F3EE',
  line: 'toldos',
};

const DEALER = {
  id: 5,
  name: 'Jorge Villaseñor',
  company: 'Decor Ventanas Providencia',
  phone: '3331225870',
  whatsapp: '5213331225870',
};

type Reply = { status: number; body?: unknown; headers?: Record<string, string> };

/** A fetch for the geography and POST /api/sample-requests, which `send` answers. */
function serve(send: (body: unknown) => Reply) {
  const mock = jest.fn(async (url: string, init?: RequestInit) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/states') return fakeResponse(200, [{ id: 14, code: '14', name: 'Jalisco' }]);
    if (pathname === '/api/municipality/14')
      return fakeResponse(200, [{ id: 1039, state_id: 14, code: '039', name: 'Guadalajara' }]);
    if (pathname === '/api/sample-requests' && init?.method === 'POST') {
      const reply = send(JSON.parse(String(init.body)) as unknown);
      return fakeResponse(reply.status, reply.body, reply.headers);
    }
    return fakeResponse(404, { message: 'No encontrado.' });
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

const posts = (mock: ReturnType<typeof serve>) =>
  mock.mock.calls.filter(([url, init]) => String(url).endsWith('/api/sample-requests') && init?.method === 'POST');

function withTray(...colors: TrayColor[]) {
  localStorage.setItem(TRAY_KEY, JSON.stringify(colors));
}

const BROWSE = (
  <ul>
    <li>
      <Link href="/detalles/screen-5">Screen 5 %</Link>
    </li>
  </ul>
);

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nombre completo'), 'Ana Prueba');
  await user.type(screen.getByLabelText('Teléfono o WhatsApp'), '33 1234 5678');
  await user.type(screen.getByLabelText('Correo electrónico'), 'ana@ejemplo.mx');
  await user.selectOptions(screen.getByLabelText('Estado'), await screen.findByRole('option', { name: 'Jalisco' }));
  await user.selectOptions(
    screen.getByLabelText('Municipio'),
    await screen.findByRole('option', { name: 'Guadalajara' }),
  );
  await user.type(screen.getByLabelText('Dirección'), 'Calle Colomos 1540, Col. Providencia');
  await user.type(screen.getByLabelText('Código postal'), '44630');
  await user.click(screen.getByRole('checkbox', { name: /acepto el aviso de privacidad/ }));
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Pedir mis muestras' }));

beforeEach(() => {
  localStorage.clear();
  clearTray();
  clearApiCache();
  presetCapabilities(ALL_FEATURES);
});

it('with an empty tray shows where to pick colours, and no form', () => {
  serve(() => ({ status: 500 }));
  render(<SamplesRequest browse={BROWSE} />);
  expect(screen.getByRole('heading', { name: /Tus muestras \(0 de 5\)/ })).toBeInTheDocument();
  expect(screen.getByText('Aún no eliges colores.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Screen 5 %' })).toHaveAttribute('href', '/detalles/screen-5');
  expect(screen.queryByRole('form')).toBeNull();
});

it('lists the tray, warns about mixed lines and takes a colour out', async () => {
  serve(() => ({ status: 500 }));
  withTray(MARFIL, RAYAS);
  const user = userEvent.setup();
  render(<SamplesRequest browse={BROWSE} />);

  expect(screen.getAllByRole('button', { name: /^Quitar/ })).toHaveLength(2);
  expect(screen.getByRole('link', { name: 'Screen 5 % · Marfil' })).toHaveAttribute(
    'href',
    '/detalles/screen-5/marfil',
  );
  expect(screen.getByRole('link', { name: 'Acrílico Rayas Clásicas · Rayas Azul Marino y Blanco' })).toHaveAttribute(
    'href',
    '/detalles-toldos/acrilico-rayas/rayas-azul-marino',
  );
  expect(screen.getAllByText(/Tus muestras son de persianas y de toldos/)).toHaveLength(2);
  expect(screen.getByRole('form', { name: '¿A dónde te las enviamos?' })).toBeVisible();

  await user.click(screen.getByRole('button', { name: 'Quitar Acrílico Rayas Clásicas Rayas Azul Marino y Blanco' }));
  expect(readTray()).toEqual([MARFIL]);
  expect(screen.getByRole('heading', { name: /Tus muestras \(1 de 5\)/ })).toHaveFocus();
  expect(
    screen.getByText('Quitamos Acrílico Rayas Clásicas Rayas Azul Marino y Blanco de tus muestras.'),
  ).toBeInTheDocument();
  expect(screen.queryByText(/Tus muestras son de persianas y de toldos/)).toBeNull();
});

it('checks the form before sending anything', async () => {
  const fetch = serve(() => ({ status: 500 }));
  withTray(MARFIL);
  const user = userEvent.setup();
  render(<SamplesRequest browse={BROWSE} />);
  await submit(user);
  expect(screen.getByLabelText('Nombre completo')).toHaveAccessibleDescription('El campo nombre es obligatorio.');
  expect(screen.getByLabelText('Nombre completo')).toHaveFocus();
  expect(screen.getByLabelText('Código postal')).toHaveAccessibleDescription('El campo código postal es obligatorio.');
  await user.type(screen.getByLabelText('Código postal'), '446');
  await submit(user);
  expect(screen.getByLabelText('Código postal')).toHaveAccessibleDescription(
    'El campo código postal debe tener 5 dígitos.',
  );
  expect(posts(fetch)).toHaveLength(0);
});

it('sends the colours and the details, then shows the folio and the dealer and empties the tray', async () => {
  const fetch = serve(() => ({
    status: 201,
    body: {
      folio: 'MUE-2026-000007',
      dealer: DEALER,
      message: 'Recibimos tu solicitud MUE-2026-000007. Decor Ventanas Providencia te contactará.',
    },
  }));
  withTray(MARFIL, ARENA);
  const user = userEvent.setup();
  render(<SamplesRequest browse={BROWSE} />);
  await fillForm(user);
  await submit(user);

  const done = await screen.findByRole('heading', { name: '¡Listo! Recibimos tu solicitud de muestras' });
  const box = done.closest('[role="status"]') as HTMLElement;
  expect(box).toHaveFocus();
  expect(box).toHaveTextContent('Folio: MUE-2026-000007');
  expect(box).toHaveTextContent('Te las envía Decor Ventanas Providencia (Jorge Villaseñor)');
  expect(within(box).getByRole('link', { name: 'Llamar al 33 3122 5870' })).toHaveAttribute(
    'href',
    'tel:+523331225870',
  );
  expect(within(box).getByRole('link', { name: 'Escribir por WhatsApp' })).toHaveAttribute(
    'href',
    expect.stringMatching(/^https:\/\/wa\.me\/5213331225870\?text=.*MUE-2026-000007/),
  );
  expect(box).toHaveTextContent('Screen 5 % · Marfil');
  expect(box).toHaveTextContent('Blackout Premium · Arena');
  expect(box).toHaveTextContent('Calle Colomos 1540, Col. Providencia, C.P. 44630');
  expect(readTray()).toEqual([]);
  expect(localStorage.getItem(TRAY_KEY)).toBeNull();

  const [[, init]] = posts(fetch) as [[string, RequestInit]];
  expect(JSON.parse(String(init.body))).toEqual({
    colors: [
      { fabric: 'screen-5', color: 'marfil' },
      { fabric: 'blackout-premium', color: 'arena' },
    ],
    name: 'Ana Prueba',
    email: 'ana@ejemplo.mx',
    phone: '3312345678',
    state_id: 14,
    municipality_id: 1039,
    address: 'Calle Colomos 1540, Col. Providencia',
    postal_code: '44630',
    privacy_accepted: true,
  });
});

it('shows complaints about the colours at the tray, and keeps what was typed', async () => {
  serve(() => ({
    status: 422,
    body: {
      message: 'Ese color ya no está disponible: quítalo de tus muestras y elige otro.',
      errors: { 'colors.1': ['Ese color ya no está disponible: quítalo de tus muestras y elige otro.'] },
    },
  }));
  withTray(MARFIL, ARENA);
  const user = userEvent.setup();
  render(<SamplesRequest browse={BROWSE} />);
  await fillForm(user);
  await submit(user);

  const trayAlert = await screen.findByText('No pudimos pedir estas muestras.');
  const box = trayAlert.closest('[role="alert"]') as HTMLElement;
  await waitFor(() => expect(box).toHaveFocus());
  expect(box).toHaveTextContent('Quita los colores marcados y vuelve a enviar');
  expect(screen.getByRole('button', { name: 'Quitar Blackout Premium Arena' })).toHaveAccessibleDescription(
    'Ese color ya no está disponible: quítalo de tus muestras y elige otro.',
  );
  expect(screen.getByRole('button', { name: 'Quitar Screen 5 % Marfil' })).not.toHaveAccessibleDescription();
  expect(screen.getByText('Revisa tus muestras: te decimos arriba qué cambiar.')).toBeInTheDocument();
  expect(screen.getByLabelText('Nombre completo')).toHaveValue('Ana Prueba');
  expect(screen.getByLabelText('Código postal')).toHaveValue('44630');
  expect(readTray()).toEqual([MARFIL, ARENA]);

  // Taking the colour out takes its complaint with it.
  await user.click(screen.getByRole('button', { name: 'Quitar Blackout Premium Arena' }));
  expect(screen.queryByText('No pudimos pedir estas muestras.')).toBeNull();
});

it('says when a request of two lines no dealer sells together is refused', async () => {
  const message =
    'Ningún distribuidor cercano envía muestras de persianas y toldos juntas. Pide en esta solicitud solo las de una línea y las otras en otra.';
  serve(() => ({ status: 422, body: { message, errors: { colors: [message] } } }));
  withTray(MARFIL, RAYAS);
  const user = userEvent.setup();
  render(<SamplesRequest browse={BROWSE} />);
  await fillForm(user);
  await submit(user);
  const box = (await screen.findByText('No pudimos pedir estas muestras.')).closest('[role="alert"]') as HTMLElement;
  expect(box).toHaveTextContent(message);
  expect(box).toHaveTextContent('Quita los colores de una línea y vuelve a enviar');
});

it('says when to try again after a 429, and keeps what was typed', async () => {
  serve(() => ({
    status: 429,
    body: { message: 'Demasiadas solicitudes. Inténtalo más tarde.' },
    headers: { 'Retry-After': '30' },
  }));
  withTray(MARFIL);
  const user = userEvent.setup();
  render(<SamplesRequest browse={BROWSE} />);
  await fillForm(user);
  await submit(user);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Demasiadas solicitudes. Inténtalo más tarde.');
  expect(alert).toHaveTextContent('Podrás enviarla de nuevo en 30 segundos.');
  expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@ejemplo.mx');
  expect(readTray()).toEqual([MARFIL]);
});

it('on a host without samples says so, and still shows the tray', () => {
  serve(() => ({ status: 404 }));
  withTray(MARFIL);
  act(() => presetCapabilities([]));
  render(<SamplesRequest browse={BROWSE} />);
  expect(screen.getByText('Las muestras de tela no se pueden pedir en este servidor.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Screen 5 % · Marfil' })).toBeInTheDocument();
  expect(screen.queryByRole('form')).toBeNull();
});

afterAll(() => presetCapabilities(ALL_FEATURES));
