// The panel's notification centre and what each person chooses to be mailed about.
// One entry per call (./define.ts); ./index.ts joins the areas into the table.
import { changePrefsSchema, markReadSchema, notificationListSchema, notificationPrefsSchema } from '../notifications';
import { z } from 'zod';
import { failedJobListSchema, jobIdParam } from '../jobs';
import { ADMIN, endpoint, message, ok } from './define';

export const notificationsEndpoints = {
  notifications: endpoint({
    method: 'GET',
    path: '/api/notifications',
    access: 'account',
    feature: 'notifications',
    tag: 'Avisos',
    summary: 'Mis avisos: los más recientes y cuántos faltan por leer',
    reply: { 200: ok('Los avisos.', notificationListSchema) },
  }),
  markNotificationsRead: endpoint({
    method: 'POST',
    path: '/api/notifications/read',
    access: 'account',
    feature: 'notifications',
    tag: 'Avisos',
    summary: 'Marcar avisos como leídos (sin `ids`: todos)',
    body: { schema: markReadSchema },
    reply: { 200: ok('Cuántos quedan sin leer.', z.object({ unread: z.number().int() })) },
  }),
  notificationPrefs: endpoint({
    method: 'GET',
    path: '/api/notification-prefs',
    access: 'account',
    feature: 'notifications',
    tag: 'Avisos',
    summary: 'Qué avisos me llegan también por correo',
    reply: { 200: ok('Cada tipo de aviso y si va por correo.', notificationPrefsSchema) },
  }),
  changeNotificationPrefs: endpoint({
    method: 'PUT',
    path: '/api/notification-prefs',
    access: 'account',
    feature: 'notifications',
    tag: 'Avisos',
    summary: 'Elegir qué avisos me llegan por correo',
    body: { schema: changePrefsSchema },
    reply: { 200: ok('Las preferencias guardadas.', notificationPrefsSchema) },
  }),
  failedJobs: endpoint({
    method: 'GET',
    path: '/api/admin/failed-jobs',
    access: ADMIN,
    feature: 'notifications',
    tag: 'Avisos',
    summary: 'Trabajos en segundo plano que fallaron (correos sin entregar tras reintentar)',
    reply: { 200: ok('Los fallidos, del más reciente.', failedJobListSchema) },
  }),
  retryFailedJob: endpoint({
    method: 'POST',
    path: '/api/admin/failed-jobs/{id}/retry',
    access: ADMIN,
    feature: 'notifications',
    tag: 'Avisos',
    summary: 'Volver a intentar un trabajo fallido',
    params: { id: jobIdParam },
    reply: { 200: message },
    fails: { notFound: true },
  }),
};
