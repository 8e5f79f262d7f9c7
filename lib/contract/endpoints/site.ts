// What the public pages read and send, the dealer pages, and the contract itself.
// One entry per call (./define.ts); ./index.ts joins the areas into the table.
import { z } from 'zod';
import { contactReplySchema, contactSchema } from '../contact';
import { capabilitiesSchema } from '../capabilities-schema';
import { catalogSnapshotSchema } from '../catalog-schema';
import { dealerSchema } from '../dealers';
import { dealerProfileSchema, dealerProfileUpdateSchema } from '../dealer-profiles';
import { revalidationReplySchema, revalidationSchema } from '../revalidation';
import { endpoint, ok, SERVING } from './define';

export const siteEndpoints = {
  dealerProfile: endpoint({
    method: 'GET',
    path: '/api/dealer-profile/{userId}',
    access: SERVING,
    feature: 'dealer_profiles',
    tag: 'Distribuidores',
    summary: 'Datos de la página de un distribuidor',
    description:
      'Horario, productos, servicios y descripción. Un distribuidor solo el suyo (403 si no); un administrador el de cualquiera (404 si el usuario no es distribuidor).',
    reply: { 200: ok('El perfil del distribuidor.', dealerProfileSchema) },
    fails: { notFound: true },
  }),
  saveDealerProfile: endpoint({
    method: 'PUT',
    path: '/api/dealer-profile/{userId}',
    access: SERVING,
    feature: 'dealer_profiles',
    tag: 'Distribuidores',
    summary: 'Editar la página de un distribuidor',
    description:
      'Reemplaza horario (`day` ISO 1–7, `opens`/`closes` HH:MM, cierra después de abrir, sin encimarse, a lo más dos por día), productos, servicios y descripción; la página pública se actualiza al momento.',
    body: { schema: dealerProfileUpdateSchema },
    reply: { 200: ok('El perfil guardado.', dealerProfileSchema) },
    fails: { notFound: true },
  }),
  dealers: endpoint({
    method: 'GET',
    path: '/api/dealers',
    access: 'public',
    feature: 'dealers',
    tag: 'Sitio público',
    summary: 'Distribuidores del mapa',
    reply: { 200: ok('Los distribuidores visibles.', z.array(dealerSchema)) },
  }),
  contact: endpoint({
    method: 'POST',
    path: '/api/contact',
    access: 'public',
    feature: 'contact',
    tag: 'Sitio público',
    summary: 'Mensaje de contacto (con captcha si está configurado)',
    body: { schema: contactSchema },
    reply: { 201: ok('Número del mensaje y agradecimiento.', contactReplySchema) },
    fails: { limited: true },
  }),
  openApiDocument: endpoint({
    method: 'GET',
    path: '/api/openapi.json',
    access: 'public',
    tag: 'Contrato',
    summary: 'Este documento (OpenAPI 3.1)',
    reply: {
      200: ok(
        'El documento; se puede guardar 5 minutos.',
        z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.record(z.string(), z.looseObject({})) }),
      ),
    },
  }),
  capabilities: endpoint({
    method: 'GET',
    path: '/api/capabilities',
    access: 'public',
    tag: 'Contrato',
    summary: 'Qué ofrece este host además de las llamadas del spec (§7)',
    description:
      'Grupos de llamadas más allá del §7 (`quotes`, `orders`, `cart`, `wallet`, `dealers`…; la lista y las llamadas de cada uno en `lib/contract/capabilities.ts`). Un front end lo pregunta una vez por carga de página; un host sin esta llamada (404, 405 o 501) se toma como solo-spec y el front end oculta lo demás con un aviso.',
    reply: { 200: ok('Las funciones que ofrece; se puede guardar un minuto.', capabilitiesSchema) },
  }),
  publicCatalog: endpoint({
    method: 'GET',
    path: '/api/catalog',
    access: 'public',
    feature: 'catalog',
    tag: 'Sitio público',
    summary: 'El catálogo público (líneas, tipos, modelos, telas con colores, galerías, motores, accesorios)',
    description:
      'Lo que una instancia solo de sitio (`API_URL`) muestra en sus páginas públicas. Precios públicos en centavos; los campos de distribuidor llevan el precio público.',
    reply: { 200: ok('El catálogo activo; se puede guardar 60 s en cachés compartidas.', catalogSnapshotSchema) },
  }),
  revalidate: endpoint({
    method: 'POST',
    path: '/api/revalidate',
    access: 'public',
    onFrontEnd: true,
    tag: 'Sitio público',
    summary: 'Aviso de cambios para un sitio en otro host (lo contesta el sitio)',
    description:
      'El host de la API lo envía a cada `REVALIDATE_URLS` cuando cambian catálogo, precios, existencias o distribuidores. Firmado en `X-Solara-Signature: t=<segundos unix>,v1=<HMAC-SHA256 hex de "t.cuerpo" con REVALIDATE_SECRET>`; sin firma válida, 403.',
    body: { schema: revalidationSchema },
    reply: { 200: ok('Las etiquetas cuyas páginas se renuevan.', revalidationReplySchema) },
    fails: { forbidden: true },
  }),
};
