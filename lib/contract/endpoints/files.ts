// Price lists, digital catalogues and the promotions gazette.
// One entry per call (./define.ts); ./index.ts joins the areas into the table.
import { z } from 'zod';
import { FILE_KINDS, storedFileSchema, type FileKind } from '../files';
import { endpoint, ok, message, IMAGES, ADMIN } from './define';

const fileKind = { kind: z.enum(FILE_KINDS, { error: 'Esa sección de archivos no existe.' }) };
const FILE_LIST =
  'Los archivos: vigentes (o sin fechas) primero, luego los próximos y al final los vencidos; los más recientes primero en cada grupo.';

/** The spec's three file lists (§7) are three rows; one route, /api/files/{kind}, serves them. */
const specFileList = <const K extends FileKind>(kind: K, label: string) =>
  endpoint({
    method: 'GET',
    path: `/api/files/${kind}`,
    route: '/api/files/{kind}',
    access: 'user',
    tag: 'Archivos',
    spec: true,
    summary: `Lista de archivos: ${label}`,
    reply: { 200: ok(FILE_LIST, z.array(storedFileSchema)) },
    fails: { forbidden: true },
  });

export const filesEndpoints = {
  priceListFiles: specFileList('list-price', 'listas de precios'),
  digitalCatalogFiles: specFileList('digital-catalog', 'catálogos digitales'),
  promotionFiles: specFileList('promotions', 'gaceta de promociones'),
  // The same route for any section: an unknown one answers 404 (after the token is checked).
  files: endpoint({
    method: 'GET',
    path: '/api/files/{kind}',
    access: 'user',
    tag: 'Archivos',
    summary: 'Lista de archivos de una sección (las tres filas de arriba)',
    params: fileKind,
    reply: {
      200: ok(FILE_LIST, z.array(storedFileSchema)),
    },
    fails: { forbidden: true },
  }),
  uploadFile: endpoint({
    method: 'POST',
    path: '/api/files/{kind}',
    access: ADMIN,
    feature: 'files_admin',
    tag: 'Archivos',
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
  downloadFile: endpoint({
    method: 'GET',
    path: '/api/files/{kind}/{id}',
    access: 'user',
    tag: 'Archivos',
    summary: 'Descargar un archivo (`?download=1` para adjunto)',
    params: fileKind,
    reply: { 200: { description: 'El archivo.', binary: ['application/pdf', ...IMAGES] } },
    fails: { forbidden: true },
  }),
  deleteFile: endpoint({
    method: 'DELETE',
    path: '/api/files/{kind}/{id}',
    access: ADMIN,
    feature: 'files_admin',
    tag: 'Archivos',
    summary: 'Borrar un archivo',
    params: fileKind,
    reply: { 200: message },
  }),
};
