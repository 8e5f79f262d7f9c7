// The audit trail: who changed a price, a discount limit, a payment or an order's status, and when.
// One entry per call (./define.ts); ./index.ts joins the areas into the table.
import { auditExportQuerySchema, auditPageSchema, auditQuerySchema } from '../audit';
import { endpoint, ok, ADMIN } from './define';

export const auditEndpoints = {
  auditTrail: endpoint({
    method: 'GET',
    path: '/api/audit',
    access: ADMIN,
    feature: 'audit',
    tag: 'Auditoría',
    summary: 'El registro de cambios: precios, límites de descuento, pagos y estados de pedido',
    description:
      'Los más recientes primero. Filtros: `kind` (precio, limite_descuento, pago, estado_pedido), `entity` con `entity_id`, `actor` (parte del nombre de quien hizo el cambio, «sistema» o el proveedor), `from` y `to` (AAAA-MM-DD, en hora de la Ciudad de México, ambos incluidos) y `search` (folio, SKU o nombre del registro).',
    query: auditQuerySchema,
    reply: { 200: ok('Paginador de Laravel.', auditPageSchema) },
  }),
  exportAuditTrail: endpoint({
    method: 'GET',
    path: '/api/exports/audit',
    access: ADMIN,
    feature: 'audit',
    tag: 'Auditoría',
    summary: 'Exportar el registro de cambios (todos los del filtro)',
    query: auditExportQuerySchema,
    reply: {
      200: {
        description: 'Los cambios en CSV (UTF-8 con BOM, encabezados en español, adjunto `auditoria-AAAA-MM-DD.csv`).',
        binary: ['text/csv'],
      },
    },
  }),
};
