import type { CounterName } from '@/lib/contract/counters';
import type { RoleName } from '@/lib/contract/users';

type PanelCounter = { name: CounterName; label: string; path: string; cta: string };

const CUSTOMER_COUNTERS: readonly PanelCounter[] = [
  { name: 'cot', label: 'Cotizaciones', path: '/panel/listas/cotizaciones', cta: 'Ver mis cotizaciones' },
  { name: 'orders', label: 'Pedidos', path: '/panel/listas/ordenes', cta: 'Ver mis pedidos' },
  { name: 'cart', label: 'Carrito', path: '/panel/listas/mi-carrito', cta: 'Ver mi carrito' },
];

// A distributor's and an admin's counters count their customers' quotes and orders too
// (lib/server/services/counters.ts), so they open the lists that show those.
const STAFF_COUNTERS: readonly PanelCounter[] = [
  { name: 'cot', label: 'Cotizaciones', path: '/panel/listas/cotizaciones-admin', cta: 'Ver las cotizaciones' },
  { name: 'orders', label: 'Pedidos', path: '/panel/listas/ordenes-admin', cta: 'Ver los pedidos' },
  CUSTOMER_COUNTERS[2]!,
];

/** The three session counters and the list each one opens, for the signed-in role. */
export function panelCountersFor(role: RoleName | null | undefined): readonly PanelCounter[] {
  return role === 'admin' || role === 'distributor' ? STAFF_COUNTERS : CUSTOMER_COUNTERS;
}
