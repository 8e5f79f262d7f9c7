// The quoter: what can be quoted, a price, a preliminary PDF, shared links and anonymous requests.
// One entry per call (./define.ts); ./index.ts joins the areas into the table.
import { z } from 'zod';
import { quoteConfigSchema, quotePriceSchema } from '../quote-config';
import { quoteRequestReplySchema, quoteRequestSchema } from '../quote-requests';
import { quoterOptionsSchema } from '../quoter';
import { shareLinkSchema, shareQuoteSchema, sharedQuoteSchema } from '../quote-share';
import { endpoint, ok } from './define';

export const quoterEndpoints = {
  quoterOptions: endpoint({
    method: 'GET',
    path: '/api/quoter-options',
    access: 'optional',
    feature: 'quoter',
    tag: 'Cotizador',
    summary: 'Qué se puede cotizar (y el catálogo con los precios de quien llama)',
    reply: { 200: ok('Líneas, tipos, telas, colores, modelos, motores, galerías y el catálogo.', quoterOptionsSchema) },
  }),
  quotePrice: endpoint({
    method: 'POST',
    path: '/api/quote-price',
    access: 'optional',
    feature: 'quoter',
    tag: 'Cotizador',
    summary: 'Precio de una configuración (el servidor calcula; se ignoran precios enviados)',
    body: { schema: quoteConfigSchema },
    reply: { 200: ok('Cada pieza con su desglose, subtotal, IVA y total.', quotePriceSchema) },
  }),
  requestQuote: endpoint({
    method: 'POST',
    path: '/api/quote-requests',
    access: 'public',
    feature: 'quote_requests',
    tag: 'Cotizador',
    summary: 'Solicitud de cotización anónima (se turna a un distribuidor)',
    body: { schema: quoteRequestSchema },
    reply: { 201: ok('Folio, total y quién atenderá.', quoteRequestReplySchema) },
    fails: { limited: true },
  }),
  preliminaryQuotePdf: endpoint({
    method: 'POST',
    path: '/api/quote-pdf',
    access: 'optional',
    feature: 'quote_share',
    tag: 'Cotizador',
    summary: 'Cotización preliminar en PDF, sin folio (precios recalculados)',
    body: { schema: quoteConfigSchema },
    reply: { 200: { description: 'El PDF (adjunto), con la vigencia de la cotización.', binary: ['application/pdf'] } },
    fails: { limited: true },
  }),
  shareQuote: endpoint({
    method: 'POST',
    path: '/api/quote-share',
    access: 'optional',
    feature: 'quote_share',
    tag: 'Cotizador',
    summary: 'Enlace firmado, con la vigencia de una cotización, que reabre la configuración en el cotizador',
    body: { schema: shareQuoteSchema },
    reply: { 201: ok('El enlace, su ruta y su vencimiento.', shareLinkSchema) },
    fails: { limited: true },
  }),
  sharedQuote: endpoint({
    method: 'GET',
    path: '/api/quote-share/{token}',
    access: 'public',
    feature: 'quote_share',
    tag: 'Cotizador',
    params: { token: z.string() },
    summary: 'La configuración de un enlace compartido (vencido o alterado: 422)',
    reply: { 200: ok('Las piezas, sin precios: se cotizan con los precios de hoy.', sharedQuoteSchema) },
    fails: { invalid: true },
  }),
};
