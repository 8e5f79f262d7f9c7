// Stock, the price list and the administration of the catalogue with its photos.
// One entry per call (./define.ts); ./index.ts joins the areas into the table.
import { z } from 'zod';
import {
  CATALOG_KINDS,
  adminCatalogEntrySchema,
  adminCatalogSchema,
  catalogCreateSchemas,
  catalogUpdateSchemas,
} from '../catalog-admin';
import { priceChangeSchema, priceRowSchema, stockItemSchema, stockSchema } from '../inventory';
import { endpoint, ok, message, fileName, IMAGES, ADMIN } from './define';

const catalogKind = { kind: z.enum(CATALOG_KINDS, { error: 'Esa sección del catálogo no existe.' }) };

export const catalogEndpoints = {
  stock: endpoint({
    method: 'GET',
    path: '/api/catalogs',
    access: 'user',
    tag: 'Inventario',
    spec: true,
    summary: 'Existencias',
    reply: { 200: ok('Las existencias.', z.array(stockItemSchema)) },
    fails: { forbidden: true },
  }),
  changeStock: endpoint({
    method: 'PUT',
    path: '/api/catalogs/{id}',
    access: ADMIN,
    feature: 'inventory_admin',
    tag: 'Inventario',
    summary: 'Cambiar una existencia',
    body: { schema: stockSchema },
    reply: { 200: ok('La fila cambiada.', stockItemSchema) },
  }),
  priceList: endpoint({
    method: 'GET',
    path: '/api/catalogs-prices',
    access: 'user',
    tag: 'Inventario',
    spec: true,
    summary: 'Lista de precios (el precio de distribuidor sólo para distribuidores y administradores)',
    reply: { 200: ok('Las filas de precio.', z.array(priceRowSchema)) },
    fails: { forbidden: true },
  }),
  changePrice: endpoint({
    method: 'PUT',
    path: '/api/catalogs-prices/{id}',
    access: ADMIN,
    feature: 'inventory_admin',
    tag: 'Inventario',
    summary: 'Cambiar un precio',
    body: { schema: priceChangeSchema },
    reply: { 200: ok('La fila cambiada.', priceRowSchema) },
  }),
  catalogImage: endpoint({
    method: 'GET',
    path: '/api/catalog-images/{file}',
    access: 'public',
    feature: 'catalog',
    tag: 'Inventario',
    summary: 'Una foto del catálogo',
    params: fileName,
    reply: { 200: { description: 'La imagen.', binary: IMAGES } },
  }),
  adminCatalog: endpoint({
    method: 'GET',
    path: '/api/admin/catalog',
    access: ADMIN,
    feature: 'catalog_admin',
    tag: 'Catálogo',
    summary: 'Todo el catálogo, borradores incluidos',
    reply: {
      200: ok(
        'Líneas, tipos, modelos, telas y colores con su foto, sus precios y si están publicados.',
        adminCatalogSchema,
      ),
    },
  }),
  createCatalogEntry: endpoint({
    method: 'POST',
    path: '/api/admin/catalog/{kind}',
    access: ADMIN,
    feature: 'catalog_admin',
    tag: 'Catálogo',
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
  updateCatalogEntry: endpoint({
    method: 'PUT',
    path: '/api/admin/catalog/{kind}/{id}',
    access: ADMIN,
    feature: 'catalog_admin',
    tag: 'Catálogo',
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
  deleteCatalogEntry: endpoint({
    method: 'DELETE',
    path: '/api/admin/catalog/{kind}/{id}',
    access: ADMIN,
    feature: 'catalog_admin',
    tag: 'Catálogo',
    params: catalogKind,
    summary:
      'Eliminar una entrada que nada usa (409 si hay cotizaciones, pedidos, carritos o entradas que dependen de ella)',
    reply: { 200: message },
    fails: { conflict: true },
  }),
  uploadCatalogImage: endpoint({
    method: 'POST',
    path: '/api/admin/catalog/{kind}/{id}/image',
    access: ADMIN,
    feature: 'catalog_admin',
    tag: 'Catálogo',
    params: catalogKind,
    summary:
      'Subir la foto de una entrada (campo `image`: JPEG, PNG o WebP hasta 10 MB; se guarda en WebP a varios anchos)',
    body: { schema: z.object({ image: z.string().meta({ format: 'binary' }) }), multipart: true },
    reply: { 200: ok('La entrada con su foto.', adminCatalogEntrySchema) },
  }),
  deleteCatalogImage: endpoint({
    method: 'DELETE',
    path: '/api/admin/catalog/{kind}/{id}/image',
    access: ADMIN,
    feature: 'catalog_admin',
    tag: 'Catálogo',
    params: catalogKind,
    summary: 'Quitar la foto de una entrada (vuelve el dibujo)',
    reply: { 200: ok('La entrada sin foto.', adminCatalogEntrySchema) },
  }),
};
