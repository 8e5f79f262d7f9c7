// The confirmation before hiding a dealer from the map: what happens, who gets its new requests
// (the nearest dealer still on the map), Cancelar first, and nothing done until it is confirmed.

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@/lib/contract/users';
import { polyfillDialog, routeFetch, signInAs } from '@/tests/support/sales-screens';
import { HideFromMapDialog } from './hide-from-map-dialog';

const dealer = (id: number, company: string, lat: number, lng: number, city: string) => ({
  id,
  name: `Persona ${id}`,
  company,
  address: null,
  postal_code: null,
  municipality: { id, name: city, code: null },
  state: { id: 31, name: 'Yucatán' },
  phone: null,
  whatsapp: null,
  email: null,
  coordinates: { lat, lng },
});

const MERIDA = {
  id: 9,
  name: 'Ana Mérida',
  company: 'Toldos Mérida',
  coordinates: { lat: 20.97, lng: -89.62 },
} as User;

beforeAll(polyfillDialog);
beforeEach(() => signInAs('admin', 1));

it('says where the new requests will go, with Cancelar focused; confirming is the only way to hide', async () => {
  routeFetch((_method, path) =>
    path === '/api/dealers'
      ? {
          status: 200,
          body: [
            dealer(9, 'Toldos Mérida', 20.97, -89.62, 'Mérida'),
            dealer(10, 'Persianas Progreso', 21.28, -89.66, 'Progreso'),
            dealer(11, 'Cortinas Cancún', 21.16, -86.85, 'Benito Juárez'),
          ],
        }
      : undefined,
  );
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  const user = userEvent.setup();
  render(<HideFromMapDialog user={MERIDA} onConfirm={onConfirm} onCancel={onCancel} />);

  const dialog = screen.getByRole('alertdialog', { name: '¿Ocultar del mapa a Ana Mérida?' });
  expect(dialog).toHaveTextContent('Toldos Mérida dejará de aparecer en el mapa de distribuidores');
  expect(await screen.findByText('Persianas Progreso')).toBeInTheDocument();
  expect(dialog).toHaveTextContent(
    'Sus solicitudes nuevas irán al distribuidor visible más cercano a cada cliente; cerca de aquí, Persianas Progreso (Progreso, Yucatán, a unos 35 km).',
  );
  expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();

  await user.click(screen.getByRole('button', { name: 'Cancelar' }));
  expect(onCancel).toHaveBeenCalled();
  expect(onConfirm).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Ocultar del mapa' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
});
