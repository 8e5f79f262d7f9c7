// A distributor's agenda: measuring and installation visits.
// One entry per call (./define.ts); ./index.ts joins the areas into the table.
import {
  bookVisitSchema,
  cancelVisitSchema,
  moveVisitSchema,
  visitListQuerySchema,
  visitListSchema,
  visitSchema,
} from '../visits';
import { endpoint, ok, SERVING } from './define';

export const visitsEndpoints = {
  visits: endpoint({
    method: 'GET',
    path: '/api/visits',
    access: 'user',
    feature: 'visits',
    tag: 'Agenda',
    summary:
      'Visitas: la agenda del distribuidor (administrador: todas), las del cliente, o las de una cotización o un pedido',
    query: visitListQuerySchema,
    reply: { 200: ok('Las visitas en orden de hora, y los días que abarca.', visitListSchema) },
    fails: { notFound: true },
  }),
  bookVisit: endpoint({
    method: 'POST',
    path: '/api/visits',
    access: SERVING,
    feature: 'visits',
    tag: 'Agenda',
    summary: 'Agendar una medición (de una cotización) o una instalación (de un pedido)',
    description:
      'Dentro del horario del distribuidor, en su hora local, sin empalmarse con otra visita ni en el pasado. El cliente recibe la invitación de calendario (.ics) y un recordatorio un día antes.',
    body: { schema: bookVisitSchema },
    reply: { 201: ok('La visita.', visitSchema) },
    fails: { forbidden: true, conflict: true, notFound: true },
  }),
  moveVisit: endpoint({
    method: 'PUT',
    path: '/api/visits/{id}',
    access: SERVING,
    feature: 'visits',
    tag: 'Agenda',
    summary: 'Mover una visita a otro día u hora',
    body: { schema: moveVisitSchema },
    reply: { 200: ok('La visita.', visitSchema) },
    fails: { conflict: true, notFound: true },
  }),
  cancelVisit: endpoint({
    method: 'POST',
    path: '/api/visits/{id}/cancel',
    access: SERVING,
    feature: 'visits',
    tag: 'Agenda',
    summary: 'Cancelar una visita (el cliente recibe la cancelación para su calendario)',
    body: { schema: cancelVisitSchema },
    reply: { 200: ok('La visita.', visitSchema) },
    fails: { conflict: true, notFound: true },
  }),
  completeVisit: endpoint({
    method: 'POST',
    path: '/api/visits/{id}/done',
    access: SERVING,
    feature: 'visits',
    tag: 'Agenda',
    summary: 'Marcar una visita como realizada',
    reply: { 200: ok('La visita.', visitSchema) },
    fails: { conflict: true, notFound: true },
  }),
};
