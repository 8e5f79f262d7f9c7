// The business at a glance: the administrator's and the distributor's home.
// One entry per call (./define.ts); ./index.ts joins the areas into the table.
import { businessQuerySchema, businessSummarySchema } from '../business';
import { endpoint, ok, SERVING } from './define';

export const businessEndpoints = {
  businessSummary: endpoint({
    method: 'GET',
    path: '/api/business-summary',
    access: SERVING,
    feature: 'business',
    tag: 'Negocio',
    summary: 'El negocio de un periodo: cotizaciones, pedidos, facturado y cobrado por mes, y cómo se reparte',
    description:
      'El administrador ve todas las ventas; un distribuidor, las de los clientes que atiende. `anio` elige un año; sin él, los últimos 12 meses (el actual incluido), en hora de la Ciudad de México. Facturado: el total (con IVA) de los pedidos no cancelados creados en el periodo. Cobrado: los pagos confirmados fechados en el periodo menos los reembolsos. Las solicitudes abiertas y lo pendiente de cobro son de hoy, sea cual sea el periodo.',
    query: businessQuerySchema,
    reply: { 200: ok('Las cifras del periodo y lo pendiente de hoy.', businessSummarySchema) },
  }),
};
