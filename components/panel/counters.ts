import type { CounterName } from '@/lib/contract/counters';

/** The three session counters and the list each one opens. */
export const panelCounters: readonly { name: CounterName; label: string; path: string; cta: string }[] = [
  { name: 'cot', label: 'Cotizaciones', path: '/panel/listas/cotizaciones', cta: 'Ver mis cotizaciones' },
  { name: 'orders', label: 'Pedidos', path: '/panel/listas/ordenes', cta: 'Ver mis pedidos' },
  { name: 'cart', label: 'Carrito', path: '/panel/listas/mi-carrito', cta: 'Ver mi carrito' },
];
