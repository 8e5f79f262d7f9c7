// The notification centre in the panel's header: the unread count, the newest notices as links,
// one opened marks it read, "Marcar todo como leído", and Escape closing it.

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationList } from '@/lib/contract/notifications';
import { routeFetch, sentCalls, signInAs } from '@/tests/support/sales-screens';
import { NotificationBell } from './notification-bell';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn() }),
  usePathname: () => '/panel',
  useSearchParams: () => new URLSearchParams(),
}));

const NOW = new Date().toISOString();
let list: NotificationList;

function serve() {
  return routeFetch((method, path, body) => {
    if (method === 'GET' && path === '/api/notifications') return { status: 200, body: list };
    if (method === 'POST' && path === '/api/notifications/read') {
      const ids = (body as { ids?: number[] }).ids;
      list = {
        data: list.data.map((n) => (!ids || ids.includes(n.id) ? { ...n, read: true } : n)),
        unread: list.data.filter((n) => !n.read && ids && !ids.includes(n.id)).length,
      };
      return { status: 200, body: { unread: list.unread } };
    }
    return undefined;
  });
}

beforeEach(() => {
  signInAs('customer');
  list = {
    unread: 2,
    data: [
      {
        id: 3,
        kind: 'payment_recorded',
        title: 'Registramos tu anticipo de $580.00 del pedido PED-2026-000041',
        body: 'Tu pedido quedó confirmado.',
        link: '/panel/listas/ordenes/41',
        read: false,
        created_at: NOW,
      },
      {
        id: 2,
        kind: 'quote_sent',
        title: 'Decor Ventanas te envió la cotización COT-2026-000012',
        body: null,
        link: '/panel/listas/cotizaciones/12',
        read: false,
        created_at: NOW,
      },
      {
        id: 1,
        kind: 'order_status',
        title: 'Tu pedido PED-2026-000030 quedó instalado',
        body: null,
        link: '/panel/listas/ordenes/30',
        read: true,
        created_at: '2026-11-20T15:00:00Z',
      },
    ],
  };
});

it('shows the unread count and the newest notices as links; opening one marks it read', async () => {
  const fetch = serve();
  render(<NotificationBell />);
  const bell = await screen.findByRole('button', { name: /Avisos\s*2 sin leer/ });
  await userEvent.click(bell);
  expect(bell).toHaveAttribute('aria-expanded', 'true');
  const panel = screen.getByRole('region', { name: 'Avisos' });
  const links = within(panel).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/panel/listas/ordenes/41',
    '/panel/listas/cotizaciones/12',
    '/panel/listas/ordenes/30',
  ]);
  expect(links[0]).toHaveTextContent('Nuevo: Registramos tu anticipo');
  expect(links[2]).not.toHaveTextContent('Nuevo:');

  await userEvent.click(links[1]!);
  await waitFor(() =>
    expect(sentCalls(fetch).filter(({ call }) => call.startsWith('POST'))).toEqual([
      { call: 'POST /api/notifications/read', body: { ids: [2] } },
    ]),
  );
  expect(screen.queryByRole('region', { name: 'Avisos' })).toBeNull();
});

it('marks everything read, and closes with Escape giving the focus back', async () => {
  serve();
  render(<NotificationBell />);
  const bell = await screen.findByRole('button', { name: /sin leer/ });
  await userEvent.click(bell);
  await userEvent.click(screen.getByRole('button', { name: 'Marcar todo como leído' }));
  await waitFor(() => expect(screen.getByRole('button', { name: /^Avisos$/ })).toBeInTheDocument());
  expect(screen.queryByRole('button', { name: 'Marcar todo como leído' })).toBeNull();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('region', { name: 'Avisos' })).toBeNull();
  expect(screen.getByRole('button', { name: /^Avisos$/ })).toHaveFocus();
});
