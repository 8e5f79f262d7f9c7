// Every call of the API, one entry per method and path: what lib/contract/openapi/document.ts
// publishes at /api/openapi.json and what the API suite checks each reply against
// (tests/support/openapi-conformance.ts). `spec: true` marks the 26 rows of the spec's §7 table;
// the rest are this product's calls, which a host must implement for quotes, orders, the cart…
// A new route file needs its entry here: document.test.ts fails without it.
import { z } from 'zod';
import {
  loginReplySchema,
  loginResponseSchema,
  loginSchema,
  recoverRequestSchema,
  registerSchema,
  resetPasswordSchema,
} from '../auth';
import { cartQuantitySchema, cartSchema, checkoutSchema } from '../cart';
import { countSchema } from '../counters-schema';
import { contactReplySchema, contactSchema } from '../contact';
import { messageBodySchema } from '../common';
import { capabilitiesSchema } from '../capabilities-schema';
import { catalogSnapshotSchema } from '../catalog-schema';
import {
  adminCatalogEntrySchema,
  adminCatalogSchema,
  CATALOG_KINDS,
  catalogCreateSchemas,
  catalogUpdateSchemas,
} from '../catalog-admin';
import { dealerSchema } from '../dealers';
import { orderExportQuerySchema, quoteExportQuerySchema, userExportQuerySchema } from '../exports';
import { dealerProfileSchema, dealerProfileUpdateSchema } from '../dealer-profiles';
import { revalidationReplySchema, revalidationSchema } from '../revalidation';
import { FILE_KINDS, storedFileSchema } from '../files';
import { municipalitySchema, stateSchema } from '../geo';
import { priceChangeSchema, priceRowSchema, stockItemSchema, stockSchema } from '../inventory';
import { orderListQuerySchema, orderSchema, orderStatusSchema } from '../orders';
import { quoteConfigSchema, quotePriceSchema } from '../quote-config';
import { quoteRequestReplySchema, quoteRequestSchema } from '../quote-requests';
import { quoterOptionsSchema } from '../quoter';
import { shareLinkSchema, shareQuoteSchema, sharedQuoteSchema } from '../quote-share';
import { quoteListQuerySchema, quoteSchema, quoteStatusSchema, saveQuoteSchema } from '../quotes';
import { endOtherSessionsReplySchema, sessionListSchema } from '../sessions';
import {
  enableTwoFactorSchema,
  recoveryCodesSchema,
  twoFactorLoginSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '../two-factor';
import {
  addUserSchema,
  checkPasswordSchema,
  coordinatesSchema,
  listUsersQuerySchema,
  profileSchema,
  roleSchema,
  updatePasswordSchema,
  updateUserSchema,
  userSchema,
  usersPageSchema,
} from '../users';
import { walletMovementSchema, walletSchema } from '../wallet';
import { paginatedSchema } from '../common';
import { errorReplies, type Failures, type Operation, type Reply } from './operation';
import type { Tag } from './tags';

const ok = (description: string, schema?: z.ZodType): Reply => (schema ? { description, schema } : { description });
const IMAGES = ['image/jpeg', 'image/png', 'image/webp'];
const message = ok('Hecho; a lo más un mensaje en español.', messageBodySchema);

type Entry = Omit<Operation, 'responses' | 'operationId'> & {
  operationId?: string;
  reply: Record<number, Reply>;
  fails?: Failures;
};

/** `GET /api/quotes/{id}` → `getQuotesById`: readable and unique. */
function operationId(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .split(/[/-]/)
    .filter(Boolean)
    .map((w) => (w.startsWith('{') ? `By-${w.slice(1, -1)}` : w))
    .map((w) =>
      w
        .split('-')
        .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
        .join(''),
    );
  return method.toLowerCase() + words.join('');
}

function op({ reply, fails = {}, ...rest }: Entry): Operation {
  const signedIn = rest.security === 'bearer';
  const failures: Failures = {
    auth: signedIn,
    forbidden: signedIn && (rest.roles !== undefined || fails.forbidden),
    body: rest.body !== undefined && !rest.body.multipart,
    upload: rest.body?.multipart,
    notFound: /\{/.test(rest.path),
    invalid: rest.query !== undefined,
    ...fails,
  };
  return {
    ...rest,
    operationId: rest.operationId ?? operationId(rest.method, rest.path),
    responses: { ...reply, ...errorReplies(failures) },
  };
}

const ADMIN = ['admin'] as const;
const SERVING = ['distributor', 'admin'] as const;
const fileKind = { kind: z.enum(FILE_KINDS) };
const fileName = { file: z.string().regex(/^[A-Za-z0-9._-]+$/) };
const catalogKind = { kind: z.enum(CATALOG_KINDS) };

/** The spec's three file lists (§7) are three rows; one route serves them. */
const specFileList = (kind: (typeof FILE_KINDS)[number], label: string) =>
  op({
    method: 'GET',
    path: `/api/files/${kind}`,
    route: '/api/files/{kind}',
    tag: 'Archivos',
    spec: true,
    security: 'bearer',
    summary: `Lista de archivos: ${label}`,
    reply: {
      200: ok(
        'Los archivos: vigentes (o sin fechas) primero, luego los próximos y al final los vencidos; los más recientes primero en cada grupo.',
        z.array(storedFileSchema),
      ),
    },
    fails: { forbidden: true },
  });

/** The five exports: each list's whole filtered result as CSV, streamed (no Content-Length). */
function exportOperations(): Operation[] {
  const csv = (what: string): Reply => ({
    description: `${what} en CSV (UTF-8 con BOM, encabezados en español, adjunto \`<lista>-AAAA-MM-DD.csv\`).`,
    binary: ['text/csv'],
  });
  const entry = (
    path: string,
    tag: Tag,
    roles: typeof ADMIN | typeof SERVING | undefined,
    summary: string,
    query: z.ZodObject,
    what: string,
  ) =>
    op({
      method: 'GET',
      path,
      tag,
      security: 'bearer',
      ...(roles ? { roles } : {}),
      summary,
      query,
      reply: { 200: csv(what) },
    });
  return [
    entry(
      '/api/exports/quotes',
      'Cotizaciones',
      undefined,
      'Exportar mis cotizaciones (todas las del filtro)',
      quoteExportQuerySchema,
      'Las cotizaciones',
    ),
    entry(
      '/api/exports/quotes-admin',
      'Cotizaciones',
      SERVING,
      'Exportar las cotizaciones de los clientes atendidos (administrador: todas)',
      quoteExportQuerySchema,
      'Las cotizaciones',
    ),
    entry(
      '/api/exports/orders',
      'Pedidos',
      undefined,
      'Exportar mis pedidos (todos los del filtro)',
      orderExportQuerySchema,
      'Los pedidos',
    ),
    entry(
      '/api/exports/orders-admin',
      'Pedidos',
      SERVING,
      'Exportar los pedidos de los clientes atendidos (administrador: todos)',
      orderExportQuerySchema,
      'Los pedidos',
    ),
    entry(
      '/api/exports/users',
      'Usuarios',
      ADMIN,
      'Exportar los usuarios (todos los del filtro)',
      userExportQuerySchema,
      'Los usuarios',
    ),
  ];
}

export const OPERATIONS: Operation[] = [
  // ── Sesión y registro ──
  op({
    method: 'POST',
    path: '/api/login',
    tag: 'Sesión',
    spec: true,
    security: 'none',
    summary: 'Iniciar sesión',
    body: { schema: loginSchema },
    description:
      'Responde `{token, user}`; si la cuenta tiene verificación en dos pasos, un reto `{two_factor: true, challenge}` que se canjea en /api/login/two-factor. Credenciales incorrectas: 401.',
    reply: { 200: ok('Token y usuario, o el reto del segundo factor.', loginReplySchema) },
    fails: { auth: true, forbidden: true, limited: true },
  }),
  op({
    method: 'POST',
    path: '/api/login/two-factor',
    tag: 'Sesión',
    security: 'none',
    summary: 'Completar el inicio de sesión con el código de dos pasos',
    body: { schema: twoFactorLoginSchema },
    reply: { 200: ok('Token y usuario.', loginResponseSchema) },
    fails: { auth: true, forbidden: true, limited: true },
  }),
  op({
    method: 'POST',
    path: '/api/logout-user',
    tag: 'Sesión',
    spec: true,
    security: 'bearer',
    summary: 'Cerrar sesión (revoca el token)',
    reply: { 200: message },
  }),
  op({
    method: 'POST',
    path: '/api/register',
    tag: 'Sesión',
    spec: true,
    security: 'none',
    summary: 'Registrar un cliente',
    body: { schema: registerSchema },
    reply: { 201: ok('El usuario creado.', userSchema) },
    fails: { limited: true },
  }),
  op({
    method: 'POST',
    path: '/api/send-recover-email',
    tag: 'Sesión',
    spec: true,
    security: 'none',
    summary: 'Enviar el correo de recuperación',
    body: { schema: recoverRequestSchema },
    description:
      'Acepta `{account: {email}}` (la forma del spec) o `{email}`; responde lo mismo exista o no la cuenta.',
    reply: { 200: message },
    fails: { limited: true },
  }),
  op({
    method: 'POST',
    path: '/api/reset-password',
    tag: 'Sesión',
    security: 'none',
    summary: 'Nueva contraseña con el enlace de recuperación',
    body: { schema: resetPasswordSchema },
    reply: { 200: message },
    fails: { limited: true },
  }),

  // ── Mi cuenta ──
  op({
    method: 'GET',
    path: '/api/login-user',
    tag: 'Mi cuenta',
    spec: true,
    security: 'bearer',
    summary: 'El usuario de la sesión',
    reply: { 200: ok('El usuario.', userSchema) },
  }),
  op({
    method: 'PUT',
    path: '/api/login-user',
    tag: 'Mi cuenta',
    spec: true,
    security: 'bearer',
    summary: 'Actualizar el perfil propio',
    body: { schema: profileSchema },
    description: 'Sólo cambian los campos enviados; un correo nuevo exige `current_password`.',
    reply: { 200: ok('El usuario actualizado.', userSchema) },
    fails: { limited: true, conflict: true },
  }),
  op({
    method: 'POST',
    path: '/api/check-password',
    tag: 'Mi cuenta',
    spec: true,
    security: 'bearer',
    summary: 'Comprobar la contraseña actual',
    body: { schema: checkPasswordSchema },
    reply: { 200: message },
    fails: { limited: true },
  }),
  op({
    method: 'PUT',
    path: '/api/update-password',
    tag: 'Mi cuenta',
    spec: true,
    security: 'bearer',
    summary: 'Cambiar la contraseña',
    body: { schema: updatePasswordSchema },
    reply: { 200: message },
    fails: { limited: true },
  }),
  op({
    method: 'POST',
    path: '/api/image-user',
    tag: 'Mi cuenta',
    spec: true,
    security: 'bearer',
    summary: 'Subir la foto de perfil (campo `image`: JPEG, PNG o WebP)',
    body: { schema: z.object({ image: z.string().meta({ format: 'binary' }) }), multipart: true },
    reply: { 200: ok('El usuario con su nueva foto.', userSchema) },
  }),
  op({
    method: 'GET',
    path: '/api/image-user/{file}',
    tag: 'Mi cuenta',
    security: 'none',
    summary: 'Una foto de perfil',
    params: fileName,
    reply: { 200: { description: 'La imagen.', binary: IMAGES } },
  }),

  // ── Verificación en dos pasos y sesiones ──
  op({
    method: 'GET',
    path: '/api/two-factor',
    tag: 'Dos pasos',
    security: 'bearer',
    summary: 'Estado de la verificación en dos pasos',
    reply: { 200: ok('El estado.', twoFactorStatusSchema) },
  }),
  op({
    method: 'POST',
    path: '/api/two-factor/setup',
    tag: 'Dos pasos',
    security: 'bearer',
    summary: 'Iniciar la activación (secreto y QR)',
    body: { schema: checkPasswordSchema },
    reply: { 200: ok('El secreto, su URI otpauth y el QR en SVG.', twoFactorSetupSchema) },
    fails: { conflict: true, limited: true },
  }),
  op({
    method: 'POST',
    path: '/api/two-factor/enable',
    tag: 'Dos pasos',
    security: 'bearer',
    summary: 'Activar con el primer código',
    body: { schema: enableTwoFactorSchema },
    reply: { 200: ok('Los códigos de recuperación, que no se vuelven a mostrar.', recoveryCodesSchema) },
    fails: { conflict: true, limited: true },
  }),
  op({
    method: 'POST',
    path: '/api/two-factor/disable',
    tag: 'Dos pasos',
    security: 'bearer',
    summary: 'Desactivar',
    body: { schema: checkPasswordSchema },
    reply: { 200: message },
    fails: { conflict: true, limited: true },
  }),
  op({
    method: 'POST',
    path: '/api/two-factor/recovery-codes',
    tag: 'Dos pasos',
    security: 'bearer',
    summary: 'Renovar los códigos de recuperación',
    body: { schema: checkPasswordSchema },
    reply: { 200: ok('Los códigos nuevos.', recoveryCodesSchema) },
    fails: { conflict: true, limited: true },
  }),
  op({
    method: 'GET',
    path: '/api/sessions',
    tag: 'Sesiones',
    security: 'bearer',
    summary: 'Mis sesiones abiertas',
    reply: { 200: ok('Las sesiones, uso más reciente primero.', sessionListSchema) },
  }),
  op({
    method: 'DELETE',
    path: '/api/sessions/{id}',
    tag: 'Sesiones',
    security: 'bearer',
    summary: 'Cerrar otra sesión (pide la contraseña)',
    body: { schema: checkPasswordSchema },
    reply: { 200: message },
    fails: { conflict: true, limited: true },
  }),
  op({
    method: 'POST',
    path: '/api/sessions/end-others',
    tag: 'Sesiones',
    security: 'bearer',
    summary: 'Cerrar todas las demás sesiones',
    body: { schema: checkPasswordSchema },
    reply: { 200: ok('Cuántas sesiones se cerraron.', endOtherSessionsReplySchema) },
    fails: { limited: true },
  }),

  // ── Estados y municipios ──
  op({
    method: 'GET',
    path: '/api/states',
    tag: 'Lugares',
    spec: true,
    security: 'none',
    summary: 'Estados de México',
    reply: { 200: ok('Los 32 estados.', z.array(stateSchema)) },
  }),
  op({
    method: 'GET',
    path: '/api/municipality/{stateId}',
    tag: 'Lugares',
    spec: true,
    security: 'none',
    summary: 'Municipios de un estado',
    reply: { 200: ok('Los municipios.', z.array(municipalitySchema)) },
  }),

  // ── Contadores ──
  op({
    method: 'GET',
    path: '/api/count-cot',
    tag: 'Contadores',
    spec: true,
    security: 'bearer',
    summary: 'Número de cotizaciones',
    reply: { 200: ok('Un número.', countSchema) },
  }),
  op({
    method: 'GET',
    path: '/api/count-orders',
    tag: 'Contadores',
    spec: true,
    security: 'bearer',
    summary: 'Número de pedidos',
    reply: { 200: ok('Un número.', countSchema) },
  }),
  op({
    method: 'GET',
    path: '/api/count-cart',
    tag: 'Contadores',
    spec: true,
    security: 'bearer',
    summary: 'Piezas en el carrito (el encabezado público lo pide sin redirigir en 401)',
    reply: { 200: ok('Un número.', countSchema) },
  }),

  // ── Usuarios (administración) ──
  op({
    method: 'GET',
    path: '/api/list-users',
    tag: 'Usuarios',
    spec: true,
    security: 'bearer',
    roles: ADMIN,
    summary: 'Lista de usuarios (paginada)',
    query: listUsersQuerySchema,
    reply: { 200: ok('El paginador de Laravel con `from` y `to`.', usersPageSchema) },
  }),
  op({
    method: 'GET',
    path: '/api/roles',
    tag: 'Usuarios',
    spec: true,
    security: 'bearer',
    roles: ADMIN,
    summary: 'Roles',
    reply: { 200: ok('Los roles.', z.array(roleSchema)) },
  }),
  op({
    method: 'POST',
    path: '/api/user-add/',
    route: '/api/user-add',
    tag: 'Usuarios',
    spec: true,
    security: 'bearer',
    roles: ADMIN,
    summary: 'Agregar un usuario',
    body: { schema: addUserSchema },
    description: 'Con la barra final, como la escribe el spec; sin ella responde igual.',
    reply: { 201: ok('El usuario creado.', userSchema) },
  }),
  op({
    method: 'PUT',
    path: '/api/user-update/{id}',
    tag: 'Usuarios',
    spec: true,
    security: 'bearer',
    roles: ADMIN,
    summary: 'Actualizar un usuario',
    body: { schema: updateUserSchema },
    reply: { 200: ok('El usuario actualizado.', userSchema) },
    fails: { conflict: true },
  }),
  op({
    method: 'GET',
    path: '/api/user-active/{id}',
    tag: 'Usuarios',
    spec: true,
    security: 'bearer',
    roles: ADMIN,
    summary: 'Activar o desactivar un usuario',
    reply: { 200: ok('El usuario actualizado.', userSchema) },
    fails: { conflict: true },
  }),
  op({
    method: 'GET',
    path: '/api/user-active-map/{id}',
    tag: 'Usuarios',
    spec: true,
    security: 'bearer',
    roles: ADMIN,
    summary: 'Mostrar u ocultar un distribuidor en el mapa',
    reply: { 200: ok('El usuario actualizado.', userSchema) },
  }),
  op({
    method: 'PUT',
    path: '/api/add-coordinates/{id}',
    tag: 'Usuarios',
    spec: true,
    security: 'bearer',
    roles: ADMIN,
    summary: 'Fijar las coordenadas de un usuario',
    body: { schema: coordinatesSchema },
    reply: { 200: ok('El usuario actualizado.', userSchema) },
  }),

  // ── Inventario ──
  op({
    method: 'GET',
    path: '/api/catalogs',
    tag: 'Inventario',
    spec: true,
    security: 'bearer',
    summary: 'Existencias',
    reply: { 200: ok('Las existencias.', z.array(stockItemSchema)) },
    fails: { forbidden: true },
  }),
  op({
    method: 'PUT',
    path: '/api/catalogs/{id}',
    tag: 'Inventario',
    security: 'bearer',
    roles: ADMIN,
    summary: 'Cambiar una existencia',
    body: { schema: stockSchema },
    reply: { 200: ok('La fila cambiada.', stockItemSchema) },
  }),
  op({
    method: 'GET',
    path: '/api/catalogs-prices',
    tag: 'Inventario',
    spec: true,
    security: 'bearer',
    summary: 'Lista de precios (el precio de distribuidor sólo para distribuidores y administradores)',
    reply: { 200: ok('Las filas de precio.', z.array(priceRowSchema)) },
    fails: { forbidden: true },
  }),
  op({
    method: 'PUT',
    path: '/api/catalogs-prices/{id}',
    tag: 'Inventario',
    security: 'bearer',
    roles: ADMIN,
    summary: 'Cambiar un precio',
    body: { schema: priceChangeSchema },
    reply: { 200: ok('La fila cambiada.', priceRowSchema) },
  }),
  op({
    method: 'GET',
    path: '/api/catalog-images/{file}',
    tag: 'Inventario',
    security: 'none',
    summary: 'Una foto del catálogo',
    params: fileName,
    reply: { 200: { description: 'La imagen.', binary: IMAGES } },
  }),

  // ── Catálogo (administración) ──
  op({
    method: 'GET',
    path: '/api/admin/catalog',
    tag: 'Catálogo',
    security: 'bearer',
    roles: ADMIN,
    summary: 'Todo el catálogo, borradores incluidos',
    reply: {
      200: ok(
        'Líneas, tipos, modelos, telas y colores con su foto, sus precios y si están publicados.',
        adminCatalogSchema,
      ),
    },
  }),
  op({
    method: 'POST',
    path: '/api/admin/catalog/{kind}',
    tag: 'Catálogo',
    security: 'bearer',
    roles: ADMIN,
    params: catalogKind,
    summary: 'Crear una línea, tipo, modelo, tela o color (borrador salvo `published: true`)',
    description:
      'El slug sale del nombre (sin acentos) y no cambia después; un nombre repetido es 422. Las líneas son fijas: crear una es 409.',
    body: {
      schema: z.union([
        catalogCreateSchemas.types,
        catalogCreateSchemas.models,
        catalogCreateSchemas.fabrics,
        catalogCreateSchemas.colors,
        catalogCreateSchemas.lines,
      ]),
    },
    reply: { 201: ok('La entrada creada.', adminCatalogEntrySchema) },
    fails: { conflict: true },
  }),
  op({
    method: 'PUT',
    path: '/api/admin/catalog/{kind}/{id}',
    tag: 'Catálogo',
    security: 'bearer',
    roles: ADMIN,
    params: catalogKind,
    summary: 'Cambiar una entrada del catálogo; `published` la publica o la pasa a borrador al momento',
    body: {
      schema: z.union([
        catalogUpdateSchemas.types,
        catalogUpdateSchemas.models,
        catalogUpdateSchemas.fabrics,
        catalogUpdateSchemas.colors,
        catalogUpdateSchemas.lines,
      ]),
    },
    reply: { 200: ok('La entrada cambiada.', adminCatalogEntrySchema) },
  }),
  op({
    method: 'DELETE',
    path: '/api/admin/catalog/{kind}/{id}',
    tag: 'Catálogo',
    security: 'bearer',
    roles: ADMIN,
    params: catalogKind,
    summary:
      'Eliminar una entrada que nada usa (409 si hay cotizaciones, pedidos, carritos o entradas que dependen de ella)',
    reply: { 200: message },
    fails: { conflict: true },
  }),
  op({
    method: 'POST',
    path: '/api/admin/catalog/{kind}/{id}/image',
    tag: 'Catálogo',
    security: 'bearer',
    roles: ADMIN,
    params: catalogKind,
    summary:
      'Subir la foto de una entrada (campo `image`: JPEG, PNG o WebP hasta 10 MB; se guarda en WebP a varios anchos)',
    body: { schema: z.object({ image: z.string().meta({ format: 'binary' }) }), multipart: true },
    reply: { 200: ok('La entrada con su foto.', adminCatalogEntrySchema) },
  }),
  op({
    method: 'DELETE',
    path: '/api/admin/catalog/{kind}/{id}/image',
    tag: 'Catálogo',
    security: 'bearer',
    roles: ADMIN,
    params: catalogKind,
    summary: 'Quitar la foto de una entrada (vuelve el dibujo)',
    reply: { 200: ok('La entrada sin foto.', adminCatalogEntrySchema) },
  }),

  // ── Archivos ──
  specFileList('list-price', 'listas de precios'),
  specFileList('digital-catalog', 'catálogos digitales'),
  specFileList('promotions', 'gaceta de promociones'),
  // The same route for any section: an unknown one answers 404 (after the token is checked).
  op({
    method: 'GET',
    path: '/api/files/{kind}',
    tag: 'Archivos',
    security: 'bearer',
    summary: 'Lista de archivos de una sección (las tres filas de arriba)',
    params: fileKind,
    reply: {
      200: ok(
        'Los archivos: vigentes (o sin fechas) primero, luego los próximos y al final los vencidos; los más recientes primero en cada grupo.',
        z.array(storedFileSchema),
      ),
    },
    fails: { forbidden: true },
  }),
  op({
    method: 'POST',
    path: '/api/files/{kind}',
    tag: 'Archivos',
    security: 'bearer',
    roles: ADMIN,
    summary: 'Subir un archivo (campo `file`: PDF, JPEG, PNG o WebP; `name`, `valid_from` y `valid_until` opcionales)',
    params: fileKind,
    description:
      'Las fechas (AAAA-MM-DD, ambos días incluidos) dicen cuándo aplica una promoción; la de fin no puede ser anterior a la de inicio (422).',
    body: {
      schema: z.object({ file: z.string().meta({ format: 'binary' }), name: z.string().optional() }).extend({
        valid_from: z.iso.date().optional().meta({ description: 'Primer día en que aplica (promociones).' }),
        valid_until: z.iso.date().optional().meta({ description: 'Último día en que aplica; no antes de valid_from.' }),
      }),
      multipart: true,
    },
    reply: { 201: ok('El archivo guardado.', storedFileSchema) },
  }),
  op({
    method: 'GET',
    path: '/api/files/{kind}/{id}',
    tag: 'Archivos',
    security: 'bearer',
    summary: 'Descargar un archivo (`?download=1` para adjunto)',
    params: fileKind,
    reply: { 200: { description: 'El archivo.', binary: ['application/pdf', ...IMAGES] } },
    fails: { forbidden: true },
  }),
  op({
    method: 'DELETE',
    path: '/api/files/{kind}/{id}',
    tag: 'Archivos',
    security: 'bearer',
    roles: ADMIN,
    summary: 'Borrar un archivo',
    params: fileKind,
    reply: { 200: message },
  }),

  // ── Cotizador ──
  op({
    method: 'GET',
    path: '/api/quoter-options',
    tag: 'Cotizador',
    security: 'optional',
    summary: 'Qué se puede cotizar (y el catálogo con los precios de quien llama)',
    reply: { 200: ok('Líneas, tipos, telas, colores, modelos, motores, galerías y el catálogo.', quoterOptionsSchema) },
  }),
  op({
    method: 'POST',
    path: '/api/quote-price',
    tag: 'Cotizador',
    security: 'optional',
    summary: 'Precio de una configuración (el servidor calcula; se ignoran precios enviados)',
    body: { schema: quoteConfigSchema },
    reply: { 200: ok('Cada pieza con su desglose, subtotal, IVA y total.', quotePriceSchema) },
  }),
  op({
    method: 'POST',
    path: '/api/quote-requests',
    tag: 'Cotizador',
    security: 'none',
    summary: 'Solicitud de cotización anónima (se turna a un distribuidor)',
    body: { schema: quoteRequestSchema },
    reply: { 201: ok('Folio, total y quién atenderá.', quoteRequestReplySchema) },
    fails: { limited: true },
  }),
  op({
    method: 'POST',
    path: '/api/quote-pdf',
    tag: 'Cotizador',
    security: 'optional',
    summary: 'Cotización preliminar en PDF, sin folio (precios recalculados)',
    body: { schema: quoteConfigSchema },
    reply: { 200: { description: 'El PDF (adjunto), con la vigencia de la cotización.', binary: ['application/pdf'] } },
    fails: { limited: true },
  }),
  op({
    method: 'POST',
    path: '/api/quote-share',
    tag: 'Cotizador',
    security: 'optional',
    summary: 'Enlace firmado, con la vigencia de una cotización, que reabre la configuración en el cotizador',
    body: { schema: shareQuoteSchema },
    reply: { 201: ok('El enlace, su ruta y su vencimiento.', shareLinkSchema) },
    fails: { limited: true },
  }),
  op({
    method: 'GET',
    path: '/api/quote-share/{token}',
    tag: 'Cotizador',
    security: 'none',
    summary: 'La configuración de un enlace compartido (vencido o alterado: 422)',
    reply: { 200: ok('Las piezas, sin precios: se cotizan con los precios de hoy.', sharedQuoteSchema) },
    fails: { invalid: true },
  }),

  // ── Cotizaciones ──
  op({
    method: 'GET',
    path: '/api/quotes',
    tag: 'Cotizaciones',
    security: 'bearer',
    summary: 'Mis cotizaciones',
    query: quoteListQuerySchema,
    reply: { 200: ok('Paginador de Laravel.', paginatedSchema(quoteSchema)) },
    fails: { forbidden: true },
  }),
  op({
    method: 'POST',
    path: '/api/quotes',
    tag: 'Cotizaciones',
    security: 'bearer',
    summary: 'Guardar una cotización (precios recalculados)',
    body: { schema: saveQuoteSchema },
    reply: { 201: ok('La cotización con su folio.', quoteSchema) },
    fails: { forbidden: true },
  }),
  op({
    method: 'GET',
    path: '/api/quotes/{id}',
    tag: 'Cotizaciones',
    security: 'bearer',
    summary: 'Una cotización (dueño, su distribuidor o administrador)',
    reply: { 200: ok('La cotización.', quoteSchema) },
    fails: { forbidden: true },
  }),
  op({
    method: 'DELETE',
    path: '/api/quotes/{id}',
    tag: 'Cotizaciones',
    security: 'bearer',
    summary: 'Borrar una cotización en borrador',
    reply: { 200: message },
    fails: { forbidden: true, conflict: true },
  }),
  op({
    method: 'GET',
    path: '/api/quotes/{id}/pdf',
    tag: 'Cotizaciones',
    security: 'bearer',
    summary: 'La cotización en PDF',
    reply: { 200: { description: 'El PDF (adjunto).', binary: ['application/pdf'] } },
    fails: { forbidden: true },
  }),
  op({
    method: 'PUT',
    path: '/api/quotes/{id}/status',
    tag: 'Cotizaciones',
    security: 'bearer',
    roles: SERVING,
    summary: 'Cambiar el estado de una cotización',
    body: { schema: quoteStatusSchema },
    reply: { 200: ok('La cotización.', quoteSchema) },
    fails: { conflict: true },
  }),
  op({
    method: 'GET',
    path: '/api/quotes-admin',
    tag: 'Cotizaciones',
    security: 'bearer',
    roles: SERVING,
    summary: 'Cotizaciones de los clientes atendidos (administrador: todas)',
    query: quoteListQuerySchema,
    reply: { 200: ok('Paginador de Laravel.', paginatedSchema(quoteSchema)) },
  }),

  // ── Pedidos ──
  op({
    method: 'GET',
    path: '/api/orders',
    tag: 'Pedidos',
    security: 'bearer',
    summary: 'Mis pedidos',
    query: orderListQuerySchema,
    reply: { 200: ok('Paginador de Laravel.', paginatedSchema(orderSchema)) },
    fails: { forbidden: true },
  }),
  op({
    method: 'GET',
    path: '/api/orders/{id}',
    tag: 'Pedidos',
    security: 'bearer',
    summary: 'Un pedido con su historial',
    reply: { 200: ok('El pedido.', orderSchema) },
    fails: { forbidden: true },
  }),
  op({
    method: 'PUT',
    path: '/api/orders/{id}/status',
    tag: 'Pedidos',
    security: 'bearer',
    roles: SERVING,
    summary: 'Avanzar o cancelar un pedido',
    body: { schema: orderStatusSchema },
    description: 'pendiente → confirmado → en_produccion → enviado → entregado, o cancelado.',
    reply: { 200: ok('El pedido.', orderSchema) },
    fails: { conflict: true },
  }),
  op({
    method: 'GET',
    path: '/api/orders-admin',
    tag: 'Pedidos',
    security: 'bearer',
    roles: SERVING,
    summary: 'Pedidos de los clientes atendidos (administrador: todos)',
    query: orderListQuerySchema,
    reply: { 200: ok('Paginador de Laravel.', paginatedSchema(orderSchema)) },
  }),

  // ── Exportaciones ──
  ...exportOperations(),

  // ── Carrito ──
  op({
    method: 'GET',
    path: '/api/cart',
    tag: 'Carrito',
    security: 'bearer',
    summary: 'Mi carrito, con precios de hoy',
    reply: { 200: ok('El carrito.', cartSchema) },
    fails: { forbidden: true },
  }),
  op({
    method: 'POST',
    path: '/api/cart',
    tag: 'Carrito',
    security: 'bearer',
    summary: 'Agregar piezas (una configuración)',
    body: { schema: quoteConfigSchema },
    reply: { 201: ok('El carrito.', cartSchema) },
    fails: { forbidden: true, conflict: true },
  }),
  op({
    method: 'PUT',
    path: '/api/cart/{itemId}',
    tag: 'Carrito',
    security: 'bearer',
    summary: 'Cambiar la cantidad de una pieza',
    body: { schema: cartQuantitySchema },
    reply: { 200: ok('El carrito.', cartSchema) },
    fails: { forbidden: true },
  }),
  op({
    method: 'DELETE',
    path: '/api/cart/{itemId}',
    tag: 'Carrito',
    security: 'bearer',
    summary: 'Quitar una pieza',
    reply: { 200: ok('El carrito.', cartSchema) },
    fails: { forbidden: true },
  }),
  op({
    method: 'POST',
    path: '/api/cart/checkout',
    tag: 'Carrito',
    security: 'bearer',
    summary: 'Hacer el pedido con el carrito',
    body: { schema: checkoutSchema },
    description:
      'Con la cabecera `Idempotency-Key`, un reintento devuelve el mismo pedido (200 con `Idempotent-Replayed: true`).',
    reply: {
      201: ok('El pedido creado.', orderSchema),
      200: ok('El mismo pedido de un intento anterior con esa clave.', orderSchema),
    },
    fails: { forbidden: true, conflict: true },
  }),

  // ── Monedero ──
  op({
    method: 'GET',
    path: '/api/wallet',
    tag: 'Monedero',
    security: 'bearer',
    summary: 'Mi saldo y movimientos',
    reply: { 200: ok('El monedero.', walletSchema) },
    fails: { forbidden: true },
  }),
  op({
    method: 'GET',
    path: '/api/wallet/{userId}',
    tag: 'Monedero',
    security: 'bearer',
    roles: ADMIN,
    summary: 'El monedero de un usuario',
    reply: { 200: ok('El monedero.', walletSchema) },
  }),
  op({
    method: 'POST',
    path: '/api/wallet/{userId}',
    tag: 'Monedero',
    security: 'bearer',
    roles: ADMIN,
    summary: 'Abono o cargo',
    body: { schema: walletMovementSchema },
    reply: { 201: ok('El monedero.', walletSchema) },
    fails: { conflict: true },
  }),

  // ── Páginas de distribuidor ──
  op({
    method: 'GET',
    path: '/api/dealer-profile/{userId}',
    tag: 'Distribuidores',
    security: 'bearer',
    roles: SERVING,
    summary: 'Datos de la página de un distribuidor',
    description:
      'Horario, productos, servicios y descripción. Un distribuidor solo el suyo (403 si no); un administrador el de cualquiera (404 si el usuario no es distribuidor).',
    reply: { 200: ok('El perfil del distribuidor.', dealerProfileSchema) },
    fails: { notFound: true },
  }),
  op({
    method: 'PUT',
    path: '/api/dealer-profile/{userId}',
    tag: 'Distribuidores',
    security: 'bearer',
    roles: SERVING,
    summary: 'Editar la página de un distribuidor',
    description:
      'Reemplaza horario (`day` ISO 1–7, `opens`/`closes` HH:MM, cierra después de abrir, sin encimarse, a lo más dos por día), productos, servicios y descripción; la página pública se actualiza al momento.',
    body: { schema: dealerProfileUpdateSchema },
    reply: { 200: ok('El perfil guardado.', dealerProfileSchema) },
    fails: { notFound: true },
  }),

  // ── Sitio público ──
  op({
    method: 'GET',
    path: '/api/dealers',
    tag: 'Sitio público',
    security: 'none',
    summary: 'Distribuidores del mapa',
    reply: { 200: ok('Los distribuidores visibles.', z.array(dealerSchema)) },
  }),
  op({
    method: 'POST',
    path: '/api/contact',
    tag: 'Sitio público',
    security: 'none',
    summary: 'Mensaje de contacto (con captcha si está configurado)',
    body: { schema: contactSchema },
    reply: { 201: ok('Número del mensaje y agradecimiento.', contactReplySchema) },
    fails: { limited: true },
  }),

  // ── Este documento ──
  op({
    method: 'GET',
    path: '/api/openapi.json',
    tag: 'Contrato',
    security: 'none',
    summary: 'Este documento (OpenAPI 3.1)',
    reply: {
      200: ok(
        'El documento; se puede guardar 5 minutos.',
        z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.record(z.string(), z.looseObject({})) }),
      ),
    },
  }),

  // ── Front ends on other hosts ──
  op({
    method: 'GET',
    path: '/api/capabilities',
    tag: 'Contrato',
    security: 'none',
    summary: 'Qué ofrece este host además de las llamadas del spec (§7)',
    description:
      'Grupos de llamadas más allá del §7 (`quotes`, `orders`, `cart`, `wallet`, `dealers`…; la lista y las llamadas de cada uno en `lib/contract/capabilities.ts`). Un front end lo pregunta una vez por carga de página; un host sin esta llamada (404, 405 o 501) se toma como solo-spec y el front end oculta lo demás con un aviso.',
    reply: { 200: ok('Las funciones que ofrece; se puede guardar un minuto.', capabilitiesSchema) },
  }),
  op({
    method: 'GET',
    path: '/api/catalog',
    tag: 'Sitio público',
    security: 'none',
    summary: 'El catálogo público (líneas, tipos, modelos, telas con colores, galerías, motores, accesorios)',
    description:
      'Lo que una instancia solo de sitio (`API_URL`) muestra en sus páginas públicas. Precios públicos en centavos; los campos de distribuidor llevan el precio público.',
    reply: { 200: ok('El catálogo activo; se puede guardar 60 s en cachés compartidas.', catalogSnapshotSchema) },
  }),
  op({
    method: 'POST',
    path: '/api/revalidate',
    tag: 'Sitio público',
    security: 'none',
    summary: 'Aviso de cambios para un sitio en otro host (lo contesta el sitio)',
    description:
      'El host de la API lo envía a cada `REVALIDATE_URLS` cuando cambian catálogo, precios, existencias o distribuidores. Firmado en `X-Solara-Signature: t=<segundos unix>,v1=<HMAC-SHA256 hex de "t.cuerpo" con REVALIDATE_SECRET>`; sin firma válida, 403.',
    body: { schema: revalidationSchema },
    reply: { 200: ok('Las etiquetas cuyas páginas se renuevan.', revalidationReplySchema) },
    fails: { forbidden: true },
  }),
];
