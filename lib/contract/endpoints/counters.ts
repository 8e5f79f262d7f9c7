// The numbers of the panel's header: quotes, orders and pieces in the cart.
// One entry per call (./define.ts); ./index.ts joins the areas into the table.
import { countSchema } from '../counters-schema';
import { endpoint, ok } from './define';

export const countersEndpoints = {
  countQuotes: endpoint({
    method: 'GET',
    path: '/api/count-cot',
    access: 'account',
    tag: 'Contadores',
    spec: true,
    summary: 'Número de cotizaciones',
    reply: { 200: ok('Un número.', countSchema) },
  }),
  countOrders: endpoint({
    method: 'GET',
    path: '/api/count-orders',
    access: 'account',
    tag: 'Contadores',
    spec: true,
    summary: 'Número de pedidos',
    reply: { 200: ok('Un número.', countSchema) },
  }),
  countCart: endpoint({
    method: 'GET',
    path: '/api/count-cart',
    access: 'account',
    tag: 'Contadores',
    spec: true,
    summary: 'Piezas en el carrito (el encabezado público lo pide sin redirigir en 401)',
    reply: { 200: ok('Un número.', countSchema) },
  }),
};
