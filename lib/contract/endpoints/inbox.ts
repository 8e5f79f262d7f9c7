// A distributor's inbox of requests (../inbox.ts holds its table of steps).
// One entry per call (./define.ts); ./index.ts joins the areas into the table.
import {
  inboxListSchema,
  inboxQuerySchema,
  inboxQuoteReplySchema,
  inboxQuoteSchema,
  inboxRequestSchema,
  inboxStepSchema,
} from '../inbox';
import { endpoint, ok, SERVING } from './define';

export const inboxEndpoints = {
  inbox: endpoint({
    method: 'GET',
    path: '/api/inbox',
    access: SERVING,
    feature: 'inbox',
    tag: 'Solicitudes',
    summary: 'Solicitudes: las del distribuidor (administrador: todas), las más nuevas primero',
    description:
      'Cotizaciones pedidas, mensajes de contacto y visitas de medición solicitadas. `vista` elige las abiertas (nuevas y contactadas, de inicio), un estado o todas; `counts` dice cuántas hay en cada estado.',
    query: inboxQuerySchema,
    reply: { 200: ok('Una página de solicitudes y cuántas hay en cada estado.', inboxListSchema) },
  }),
  inboxRequest: endpoint({
    method: 'GET',
    path: '/api/inbox/{id}',
    access: SERVING,
    feature: 'inbox',
    tag: 'Solicitudes',
    summary: 'Una solicitud, con su seguimiento',
    reply: { 200: ok('La solicitud.', inboxRequestSchema) },
    fails: { notFound: true },
  }),
  inboxStep: endpoint({
    method: 'POST',
    path: '/api/inbox/{id}/status',
    access: SERVING,
    feature: 'inbox',
    tag: 'Solicitudes',
    summary: 'Marcar una solicitud como contactada, cerrarla con su motivo o reabrirla',
    body: { schema: inboxStepSchema },
    reply: { 200: ok('La solicitud.', inboxRequestSchema) },
    fails: { conflict: true, notFound: true },
  }),
  inboxQuote: endpoint({
    method: 'POST',
    path: '/api/inbox/{id}/quote',
    access: SERVING,
    feature: 'inbox',
    tag: 'Solicitudes',
    summary: 'Convertir un mensaje o una visita solicitada en una cotización',
    description:
      'Las piezas se calculan con la lista pública; la cotización queda solicitada, a nombre de quien escribió, para ajustarla y enviarla. Una cotización pedida se convierte sola al enviarse.',
    body: { schema: inboxQuoteSchema },
    reply: { 201: ok('La solicitud convertida y la cotización nueva.', inboxQuoteReplySchema) },
    fails: { conflict: true, notFound: true },
  }),
};
