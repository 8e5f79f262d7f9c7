// "Sesiones activas" on the profile: the list with its dates and the current session marked,
// ending one or every other session after the password (the server's 422 under the field), and
// the loading, error and "only this session" states.

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session } from '@/lib/contract/sessions';
import { polyfillDialog, routeFetch, sentCalls, signInAs } from '@/tests/support/sales-screens';
import { SessionsCard } from './sessions-card';

jest.setTimeout(30_000);

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn() }),
  usePathname: () => '/panel/perfil',
  useSearchParams: () => new URLSearchParams(),
}));

beforeAll(polyfillDialog);
beforeEach(() => signInAs('customer'));

const PASSWORD = 'Persianas-de-lino-2026';
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const CURRENT: Session = {
  id: 9,
  device: 'Firefox en Linux',
  ip: '198.51.100.6',
  created_at: ago(3 * 86_400_000),
  last_used_at: ago(10_000),
  current: true,
};
const PHONE: Session = {
  id: 7,
  device: 'Safari en iPhone',
  ip: '198.51.100.5',
  created_at: ago(86_400_000 + 3_600_000),
  last_used_at: ago(5 * 60_000 + 5_000),
  current: false,
};
const LAPTOP: Session = {
  id: 4,
  device: 'Chrome en Windows',
  ip: null,
  created_at: ago(2 * 3_600_000),
  last_used_at: null,
  current: false,
};

/** The server: the list, and the two ways of ending sessions (the password is PASSWORD). */
function serve(initial: Session[], listStatus = 200) {
  let sessions = initial;
  const wrong = {
    status: 422,
    body: { message: 'La contraseña no es correcta.', errors: { password: ['La contraseña no es correcta.'] } },
  };
  return routeFetch((method, path, body) => {
    const password = (body as { password?: string } | undefined)?.password;
    if (method === 'GET' && path === '/api/sessions')
      return listStatus === 200
        ? { status: 200, body: { data: sessions } }
        : { status: listStatus, body: { message: 'Error del servidor.' } };
    const one = /^\/api\/sessions\/(\d+)$/.exec(path);
    if (method === 'DELETE' && one) {
      if (password !== PASSWORD) return wrong;
      sessions = sessions.filter((s) => s.id !== Number(one[1]));
      return { status: 200, body: { message: 'Sesión cerrada.' } };
    }
    if (method === 'POST' && path === '/api/sessions/end-others') {
      if (password !== PASSWORD) return wrong;
      const ended = sessions.filter((s) => !s.current).length;
      sessions = sessions.filter((s) => s.current);
      return { status: 200, body: { message: `Se cerraron ${ended} sesiones.`, ended } };
    }
    return undefined;
  });
}

const card = () => screen.getByRole('region', { name: 'Sesiones activas' });
const items = () => within(card()).getAllByRole('listitem');

it('lists each device with its IP and how long ago it was used, the current one marked and without a close button', async () => {
  serve([CURRENT, PHONE, LAPTOP]);
  render(<SessionsCard />);

  expect(await within(card()).findByText('Safari en iPhone')).toBeInTheDocument();
  const [current, phone, laptop] = items();
  expect(current).toHaveTextContent('Firefox en LinuxEsta sesión');
  expect(current).toHaveTextContent('IP 198.51.100.6 · Inició hace 3 días');
  expect(current).toHaveTextContent('Último uso: hace un momento');
  expect(within(current!).queryByRole('button')).toBeNull();
  expect(phone).toHaveTextContent('IP 198.51.100.5 · Inició ayer');
  expect(phone).toHaveTextContent('Último uso: hace 5 minutos');
  expect(within(phone!).getByRole('button', { name: 'Cerrar la sesión de Safari en iPhone' })).toHaveTextContent(
    'Cerrar',
  );
  // Never used since sign-in: the sign-in is its last use.
  expect(laptop).toHaveTextContent('IP desconocida · Inició hace 2 horas');
  expect(laptop).toHaveTextContent('Último uso: hace 2 horas');
  expect(within(card()).getByRole('button', { name: 'Cerrar las demás sesiones' })).toBeInTheDocument();
});

it("ends another session after the password: the server's message under the field, then a notice and the row gone", async () => {
  const fetch = serve([CURRENT, PHONE, LAPTOP]);
  render(<SessionsCard />);

  await userEvent.click(await screen.findByRole('button', { name: 'Cerrar la sesión de Safari en iPhone' }));
  const dialog = screen.getByRole('dialog', { name: 'Cerrar la sesión de Safari en iPhone' });
  const password = within(dialog).getByLabelText('Contraseña actual');
  const submit = within(dialog).getByRole('button', { name: 'Cerrar la sesión' });

  await userEvent.click(submit);
  expect(await within(dialog).findByText('El campo contraseña es obligatorio.')).toBeInTheDocument();
  expect(sentCalls(fetch).filter((c) => c.call.startsWith('DELETE'))).toEqual([]);

  await userEvent.type(password, 'No-es-la-clave-1');
  await userEvent.click(submit);
  await waitFor(() => expect(password).toHaveAccessibleDescription('La contraseña no es correcta.'));
  expect(password).toHaveAttribute('aria-invalid', 'true');

  await userEvent.clear(password);
  await userEvent.type(password, PASSWORD);
  await userEvent.click(submit);

  expect(await screen.findByRole('status')).toHaveTextContent('Cerraste la sesión de Safari en iPhone.');
  expect(screen.queryByRole('dialog')).toBeNull();
  await waitFor(() => expect(within(card()).queryByText('Safari en iPhone')).toBeNull());
  expect(items()).toHaveLength(2);
  expect(
    sentCalls(fetch)
      .filter((c) => c.call === 'DELETE /api/sessions/7')
      .map((c) => c.body),
  ).toEqual([{ password: 'No-es-la-clave-1' }, { password: PASSWORD }]);
});

it('ends every other session after the password, and then says this is the only one', async () => {
  const fetch = serve([CURRENT, PHONE, LAPTOP]);
  render(<SessionsCard />);

  await userEvent.click(await screen.findByRole('button', { name: 'Cerrar las demás sesiones' }));
  const dialog = screen.getByRole('dialog', { name: 'Cerrar las demás sesiones' });
  expect(dialog).toHaveTextContent('Se cerrarán las otras 2 sesiones abiertas con tu cuenta; esta sigue abierta.');
  await userEvent.type(within(dialog).getByLabelText('Contraseña actual'), PASSWORD);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar las demás sesiones' }));

  expect(await screen.findByRole('status')).toHaveTextContent('Se cerraron 2 sesiones.');
  expect(await within(card()).findByText('Sólo tienes abierta esta sesión.')).toBeInTheDocument();
  expect(items()).toHaveLength(1);
  expect(within(card()).queryByRole('button', { name: 'Cerrar las demás sesiones' })).toBeNull();
  expect(
    sentCalls(fetch)
      .filter((c) => c.call === 'POST /api/sessions/end-others')
      .map((c) => c.body),
  ).toEqual([{ password: PASSWORD }]);
});

it('says so when only this session is open', async () => {
  serve([CURRENT]);
  render(<SessionsCard />);
  expect(await within(card()).findByText('Sólo tienes abierta esta sesión.')).toBeInTheDocument();
  expect(within(card()).queryByRole('button')).toBeNull();
});

it('announces the loading, then shows the error with a retry', async () => {
  serve([CURRENT], 500);
  render(<SessionsCard />);
  expect(within(card()).getByRole('status')).toHaveTextContent('Cargando tus sesiones…');
  const alert = await within(card()).findByRole('alert');
  expect(alert).toHaveTextContent('No pudimos cargar tus sesiones.');
  expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
});
