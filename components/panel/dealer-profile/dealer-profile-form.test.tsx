// The dealer page editor: the week as rows, the shortcuts (copy Monday, a second interval, a
// closed day), the local check of the hours at their row before any call, the server's 422 placed
// at the right row, and what is sent once it is right.

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DealerProfile } from '@/lib/contract/dealer-profiles';
import { routeFetch, sentCalls, signInAs } from '@/tests/support/sales-screens';
import { DealerProfileForm } from './dealer-profile-form';

jest.setTimeout(30_000);

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn() }),
  usePathname: () => '/panel/perfil',
  useSearchParams: () => new URLSearchParams(),
}));

beforeEach(() => signInAs('distributor', 3));

const PROFILE: DealerProfile = {
  user_id: 3,
  slug: 'decor-ventanas',
  path: '/distribuidores/jalisco/decor-ventanas',
  public: true,
  opening_hours: [
    { day: 1, opens: '09:00', closes: '18:00' },
    { day: 6, opens: '10:00', closes: '14:00' },
  ],
  products: ['persianas'],
  services: ['medicion'],
  description: 'Persianas en Providencia.',
};

function serve(
  put: (body: unknown) => { status: number; body: unknown } = (body) => ({
    status: 200,
    body: { ...PROFILE, ...(body as object) },
  }),
) {
  return routeFetch((method, path, body) => {
    if (path !== '/api/dealer-profile/3') return undefined;
    return method === 'PUT' ? put(body) : { status: 200, body: PROFILE };
  });
}

const day = (n: number) => document.querySelector<HTMLElement>(`li[data-day="${n}"]`)!;

it('copies Monday to the weekdays, opens Sunday, adds a lunch break and sends the week in order', async () => {
  const fetch = serve();
  const user = userEvent.setup();
  render(<DealerProfileForm userId={3} own />);
  await screen.findByLabelText('Abre el lunes');

  await user.click(screen.getByRole('button', { name: 'Copiar el lunes a martes–viernes' }));
  expect(within(day(5)).getByLabelText('Cierra el viernes')).toHaveValue('18:00');
  await user.click(within(day(7)).getByRole('checkbox', { name: 'Atiende el domingo' }));
  await user.click(within(day(6)).getByRole('button', { name: /Agregar segundo horario/ }));
  expect(within(day(6)).getByLabelText('Abre el sábado, horario 2')).toHaveValue('15:00');
  await user.click(screen.getByRole('checkbox', { name: 'Toldos' }));
  await user.click(screen.getByRole('button', { name: 'Guardar tu página' }));

  expect(await screen.findByText(/Guardado\. Tu página ya muestra/)).toBeInTheDocument();
  const put = sentCalls(fetch).find((c) => c.call === 'PUT /api/dealer-profile/3');
  expect(put?.body).toEqual({
    opening_hours: [
      ...[1, 2, 3, 4, 5].map((d) => ({ day: d, opens: '09:00', closes: '18:00' })),
      { day: 6, opens: '10:00', closes: '14:00' },
      { day: 6, opens: '15:00', closes: '18:00' },
      { day: 7, opens: '09:00', closes: '18:00' },
    ],
    products: ['persianas', 'toldos'],
    services: ['medicion'],
    description: 'Persianas en Providencia.',
  });
  expect(screen.getByRole('link', { name: /Ver tu página pública/ })).toHaveAttribute(
    'href',
    '/distribuidores/jalisco/decor-ventanas',
  );
});

it('catches a day that closes before it opens at its row, without calling the server', async () => {
  const fetch = serve();
  const user = userEvent.setup();
  render(<DealerProfileForm userId={3} own />);
  const closes = await screen.findByLabelText('Cierra el lunes');
  await user.clear(closes);
  await user.type(closes, '08:00');
  await user.click(screen.getByRole('button', { name: 'Guardar tu página' }));
  expect(await within(day(1)).findByText('El lunes debe cerrar después de abrir.')).toBeInTheDocument();
  expect(closes).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('alert')).toHaveTextContent('Revisa el horario');
  expect(sentCalls(fetch).some((c) => c.call.startsWith('PUT'))).toBe(false);
});

it("shows the server's 422 at the row it names", async () => {
  serve(() => ({
    status: 422,
    body: {
      message: 'La hora de cierre debe tener la forma HH:MM, por ejemplo 09:00.',
      errors: { 'opening_hours.1.closes': ['La hora de cierre debe tener la forma HH:MM, por ejemplo 09:00.'] },
    },
  }));
  const user = userEvent.setup();
  render(<DealerProfileForm userId={3} own={false} />);
  await screen.findByLabelText('Abre el lunes');
  await user.click(screen.getByRole('button', { name: 'Guardar su página' }));
  await waitFor(() =>
    expect(within(day(6)).getByLabelText('Cierra el sábado')).toHaveAttribute('aria-invalid', 'true'),
  );
  expect(
    within(day(6)).getByText('La hora de cierre debe tener la forma HH:MM, por ejemplo 09:00.'),
  ).toBeInTheDocument();
});
