// The Spanish names of quote and order statuses: the panel's badges and filters, and the server's
// exports, read them here so a CSV says "En producción" exactly as the screen does.

import type { OrderStatus } from '@/lib/contract/orders';
import type { QuoteStatus } from '@/lib/contract/quotes';

export const QUOTE_STATUS_LABELS: Readonly<Record<QuoteStatus, string>> = {
  borrador: 'Borrador',
  solicitada: 'Solicitada',
  enviada: 'Enviada',
  cambios: 'Cambios pedidos',
  aceptada: 'Aceptada',
  rechazada: 'Rechazada',
  vencida: 'Vencida',
};

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pendiente: 'Pendiente',
  confirmado: 'Confirmado',
  en_produccion: 'En producción',
  enviado: 'Enviado',
  instalado: 'Instalado',
  entregado: 'Entregado',
  cancelado: 'Cancelado',
};

/** Which prices a quote or an order carries. */
export const PRICE_LIST_LABELS: Readonly<Record<'publico' | 'distribuidor', string>> = {
  publico: 'Público',
  distribuidor: 'Distribuidor',
};
