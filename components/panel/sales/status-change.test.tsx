// The status change shared by quotes and orders, on a made-up resource: what it sends, the
// question before a target that needs one, and a choice the record no longer offers.

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiResult } from '@/lib/api/transport';
import type { SalesResource } from './sales-resource';
import { StatusChange } from './status-change';
import { statusTable } from './status-table';
import { polyfillDialog, routeFetch } from '@/tests/support/sales-screens';

type Ticket = { id: number; status: 'abierto' | 'pausado' | 'cerrado' };

const TICKETS = {
  api: 'orders',
  words: {
    one: 'Ticket',
    many: 'tickets',
    the: 'el ticket',
    theMany: 'los tickets',
    ofThe: 'del ticket',
    thisOne: 'Este ticket',
  },
  idPrefix: 'ticket',
  paths: { own: '/panel/listas/ordenes', served: '/panel/listas/ordenes-admin' },
  statuses: statusTable(['abierto', 'pausado', 'cerrado'], {
    abierto: { label: 'Abierto', tone: 'info' },
    pausado: { label: 'Pausado', tone: 'warning' },
    cerrado: { label: 'Cerrado', tone: 'danger' },
  }),
  list: {
    intro: { own: '', admin: '', distributor: '' },
    emptyOwn: { title: '', body: null },
    emptyServed: { admin: '', distributor: '', body: null },
    noMatch: '',
  },
  nextStep: () => ({ label: 'Ver detalle', href: '/panel/listas/ordenes/1' }),
} satisfies SalesResource;

const ok = (data: Ticket): ApiResult<Ticket> => ({ ok: true, status: 200, data, headers: { get: () => null } });

beforeAll(polyfillDialog);
beforeEach(() => routeFetch(() => undefined)); // the counters re-read after a change

function renderChange(
  targets: Ticket['status'][],
  change = jest.fn(async (status: Ticket['status']) => ok({ id: 1, status })),
) {
  const onChanged = jest.fn();
  const view = render(
    <StatusChange
      resource={TICKETS}
      targets={targets}
      change={change}
      onChanged={onChanged}
      confirmFirst={(target) =>
        target === 'cerrado'
          ? {
              title: '¿Cerrar el ticket?',
              confirmLabel: 'Sí, cerrar',
              busyLabel: 'Cerrando…',
              body: <p>No se abrirá otra vez.</p>,
            }
          : null
      }
    />,
  );
  return { ...view, change, onChanged };
}

it('sends the chosen status and says where the record is now, in its own words', async () => {
  const { change, onChanged } = renderChange(['pausado', 'cerrado']);
  expect(screen.getByRole('region', { name: 'Estado del ticket' })).toBeInTheDocument();
  expect(screen.queryByLabelText(/^Nota/)).toBeNull();

  await userEvent.selectOptions(screen.getByLabelText('Nuevo estado'), 'pausado');
  await userEvent.click(screen.getByRole('button', { name: 'Cambiar estado' }));

  expect(await screen.findByText('El ticket ahora está pausado.')).toHaveAttribute('role', 'status');
  expect(change).toHaveBeenCalledWith('pausado', '', '');
  expect(onChanged).toHaveBeenCalledWith({ id: 1, status: 'pausado' });
});

it('asks before a status that needs a question, and sends nothing when the answer is no', async () => {
  const { change } = renderChange(['pausado', 'cerrado']);
  await userEvent.selectOptions(screen.getByLabelText('Nuevo estado'), 'cerrado');
  await userEvent.click(screen.getByRole('button', { name: 'Cambiar estado' }));

  const dialog = screen.getByRole('alertdialog', { name: '¿Cerrar el ticket?' });
  expect(dialog).toHaveTextContent('No se abrirá otra vez.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'No, volver' }));
  expect(change).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button', { name: 'Cambiar estado' }));
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sí, cerrar' }));
  expect(await screen.findByText('El ticket ahora está cerrado.')).toBeInTheDocument();
  expect(change).toHaveBeenCalledWith('cerrado', '', '');
});

it('does not send a status the record no longer offers after a re-read', async () => {
  const { change, onChanged, rerender } = renderChange(['pausado', 'cerrado']);
  await userEvent.selectOptions(screen.getByLabelText('Nuevo estado'), 'pausado');

  // Someone else paused it meanwhile: the re-read record offers only "cerrado".
  rerender(
    <StatusChange
      resource={TICKETS}
      targets={['cerrado'] as Ticket['status'][]}
      change={change}
      onChanged={onChanged}
    />,
  );
  expect(screen.getByLabelText('Nuevo estado')).toHaveValue('');
  await userEvent.click(screen.getByRole('button', { name: 'Cambiar estado' }));

  expect(screen.getByRole('alert')).toHaveTextContent('Elige el nuevo estado.');
  expect(change).not.toHaveBeenCalled();
});

it('draws nothing when the record cannot move', () => {
  const { container } = renderChange([]);
  expect(container).toBeEmptyDOMElement();
});
