import { panelRoutesFor } from '@/lib/panel-routes';
import type { RoleName } from '@/lib/contract/users';
import { shortcutsFor } from './shortcuts';

const titles = (role: RoleName) => shortcutsFor(role).map((s) => s.title);

it('gives each role its shortcuts', () => {
  expect(titles('customer')).toEqual(['Cotizar', 'Mi carrito', 'Lista de precios']);
  expect(titles('distributor')).toEqual([
    'Cotizar',
    'Mi carrito',
    'Lista de precios',
    'Solicitudes',
    'Agenda',
    'Cotizaciones de clientes',
    'Pedidos de clientes',
  ]);
  expect(titles('admin')).toEqual([...titles('distributor'), 'Usuarios', 'Inventario', 'Catálogo de productos']);
});

it.each(['customer', 'distributor', 'admin'] as const)('only links %s to panel screens it may see', (role) => {
  const allowed = new Set(panelRoutesFor(role).map((route) => route.path));
  for (const shortcut of shortcutsFor(role)) {
    if (shortcut.href.startsWith('/panel')) expect(allowed.has(shortcut.href)).toBe(true);
  }
});
