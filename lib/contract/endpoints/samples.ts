// "Pedir muestras": the visitor's request of fabric samples and the administrator's volume of them.
// One entry per call (./define.ts); ./index.ts joins the areas into the table.
import {
  sampleRequestReplySchema,
  sampleRequestSchema,
  sampleSummaryQuerySchema,
  sampleSummarySchema,
} from '../samples';
import { ADMIN, endpoint, ok } from './define';

export const samplesEndpoints = {
  requestSamples: endpoint({
    method: 'POST',
    path: '/api/sample-requests',
    access: 'public',
    feature: 'samples',
    tag: 'Muestras',
    summary: 'Pedir muestras de tela: hasta 5 colores, a una dirección (con captcha si está configurado)',
    description:
      'Cada color es `{fabric, color}` (los slugs de `/detalles/{tela}/{color}`), publicado y sin repetir. Va al distribuidor del mapa más cercano al municipio que vende todas las líneas de los colores; si ninguno las vende todas, 422 en `colors` (pedir una línea por solicitud). Limitado por IP (10 al día) y por correo (3 al día).',
    body: { schema: sampleRequestSchema },
    reply: { 201: ok('El folio de la solicitud y quién enviará las muestras.', sampleRequestReplySchema) },
    fails: { limited: true },
  }),
  sampleSummary: endpoint({
    method: 'GET',
    path: '/api/sample-requests/summary',
    access: ADMIN,
    feature: 'samples',
    tag: 'Muestras',
    summary: 'Cuántas muestras se piden: por mes, por línea y por distribuidor',
    description:
      '`meses` (1 a 24, de inicio 12) cuenta desde el primer día del mes más antiguo, en hora de la Ciudad de México, el actual incluido.',
    query: sampleSummaryQuerySchema,
    reply: { 200: ok('Solicitudes y colores del periodo.', sampleSummarySchema) },
  }),
};
