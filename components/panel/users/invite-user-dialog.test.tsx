// The invitation form: no password asked, the customer's distributor and a distributor's place
// and page sent as the API takes them, the distributor's location checked before any call, and
// the server's 422 under its field.

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@/lib/contract/users';
import { polyfillDialog, routeFetch, sentCalls, signInAs } from '@/tests/support/sales-screens';
import { InviteUserDialog } from './invite-user-dialog';

jest.setTimeout(30_000);

const ROLES = [
  { id: 1, name: 'admin', label: 'Administrador' },
  { id: 2, name: 'distributor', label: 'Distribuidor' },
  { id: 3, name: 'customer', label: 'Cliente' },
];
const JORGE = { id: 5, name: 'Jorge Villaseñor', company: 'Decor Ventanas Providencia', active: true };
const CLOSED = { id: 6, name: 'Iván Soto', company: 'Persianas del Puerto', active: false };

function serve(invite: (body: unknown) => { status: number; body: unknown }) {
  return routeFetch((method, path, body) => {
    if (path === '/api/roles') return { status: 200, body: ROLES };
    if (path === '/api/states')
      return { status: 200, body: [{ id: 14, code: '14', name: 'Jalisco', abbreviation: 'Jal.' }] };
    if (path === '/api/municipality/14')
      return { status: 200, body: [{ id: 560, state_id: 14, code: '120', name: 'Zapopan' }] };
    if (path.startsWith('/api/list-users'))
      return {
        status: 200,
        body: { data: [JORGE, CLOSED], current_page: 1, last_page: 1, per_page: 100, total: 2, from: 1, to: 2 },
      };
    if (method === 'POST' && path === '/api/users/invitations') return invite(body);
    return undefined;
  });
}

beforeAll(polyfillDialog);
beforeEach(() => signInAs('admin', 1));

it('invites a customer with the distributor who serves it, asking no password', async () => {
  const onInvited = jest.fn();
  const fetch = serve((body) => ({ status: 201, body: { id: 40, ...(body as object), invitation_pending: true } }));
  const user = userEvent.setup();
  render(<InviteUserDialog onClose={jest.fn()} onInvited={onInvited} />);

  expect(screen.getByRole('dialog', { name: 'Agregar usuario' })).toHaveAccessibleDescription(/vence en 7 días/);
  expect(screen.queryByLabelText(/contraseña/i)).toBeNull();
  await user.type(screen.getByLabelText('Nombre completo'), 'Rosa Quintero');
  await user.type(screen.getByLabelText(/^Correo electrónico/), 'rosa@ejemplo.mx');
  await user.selectOptions(await screen.findByLabelText('Rol'), 'Cliente');
  const served = await screen.findByLabelText(/^Distribuidor que lo atiende/);
  // Only active distributors are offered.
  await waitFor(() => expect(served).toHaveTextContent('Decor Ventanas Providencia (Jorge Villaseñor)'));
  expect(served).not.toHaveTextContent('Persianas del Puerto');
  await user.selectOptions(served, 'Decor Ventanas Providencia (Jorge Villaseñor)');
  await user.click(screen.getByRole('button', { name: 'Enviar invitación' }));

  await waitFor(() => expect(onInvited).toHaveBeenCalledWith(expect.objectContaining({ id: 40 }) as User));
  expect(sentCalls(fetch).find((c) => c.call === 'POST /api/users/invitations')?.body).toEqual({
    name: 'Rosa Quintero',
    email: 'rosa@ejemplo.mx',
    role_id: 3,
    distributor_id: 5,
  });
});

it('asks a distributor for its place before sending, previews its page and sends what it sells', async () => {
  const fetch = serve((body) => ({ status: 201, body: { id: 41, ...(body as object) } }));
  const user = userEvent.setup();
  render(<InviteUserDialog onClose={jest.fn()} onInvited={jest.fn()} />);

  await user.type(screen.getByLabelText('Nombre completo'), 'Marta Ríos');
  await user.type(screen.getByLabelText(/^Correo electrónico/), 'marta@toldos.mx');
  await user.selectOptions(await screen.findByLabelText('Rol'), 'Distribuidor');
  const part = screen.getByRole('group', { name: 'Ubicación y página del distribuidor' });
  await user.type(screen.getByLabelText(/^Nombre comercial/), 'Toldos Ríos');
  await user.click(screen.getByRole('button', { name: 'Enviar invitación' }));

  expect(await screen.findByText(/El campo dirección es obligatorio para un distribuidor/)).toBeInTheDocument();
  expect(screen.getByLabelText(/^Estado/)).toHaveAccessibleDescription(/El campo estado es obligatorio/);
  expect(sentCalls(fetch).some((c) => c.call === 'POST /api/users/invitations')).toBe(false);

  await user.selectOptions(screen.getByLabelText(/^Estado/), 'Jalisco');
  expect(part).toHaveTextContent('/distribuidores/jalisco/toldos-rios');
  await user.selectOptions(
    await screen.findByLabelText(/^Municipio/),
    await screen.findByRole('option', { name: 'Zapopan' }),
  );
  await user.type(screen.getByLabelText(/^Dirección/), 'Av. Vallarta 100');
  await user.click(screen.getByRole('checkbox', { name: 'Toldos' }));
  await user.click(screen.getByRole('button', { name: 'Enviar invitación' }));

  await waitFor(() =>
    expect(sentCalls(fetch).find((c) => c.call === 'POST /api/users/invitations')?.body).toEqual({
      name: 'Marta Ríos',
      email: 'marta@toldos.mx',
      role_id: 2,
      company: 'Toldos Ríos',
      state_id: 14,
      municipality_id: 560,
      address: 'Av. Vallarta 100',
      products: ['toldos'],
    }),
  );
});

it("shows the server's 422 under its field", async () => {
  serve(() => ({
    status: 422,
    body: {
      message: 'Este correo electrónico ya está registrado.',
      errors: { email: ['Este correo electrónico ya está registrado.'] },
    },
  }));
  const user = userEvent.setup();
  render(<InviteUserDialog onClose={jest.fn()} onInvited={jest.fn()} />);
  await user.type(screen.getByLabelText('Nombre completo'), 'Lucía');
  await user.type(screen.getByLabelText(/^Correo electrónico/), 'cliente@solara.test');
  await user.selectOptions(await screen.findByLabelText('Rol'), 'Administrador');
  await user.click(screen.getByRole('button', { name: 'Enviar invitación' }));
  const email = screen.getByLabelText(/^Correo electrónico/);
  await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
  expect(email).toHaveAccessibleDescription(/Este correo electrónico ya está registrado\./);
});
