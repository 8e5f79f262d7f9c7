import '@/lib/validation/zod-config';
import { z } from 'zod';
import { amountSchema } from './wallet';

/** PUT /api/catalogs/{id} */
export const stockSchema = z.object({
  stock: z.coerce.number({ error: 'Escribe la existencia.' }).int('La existencia debe ser un número entero.')
    .min(0, 'La existencia no puede ser negativa.').max(1_000_000, 'La existencia no debe pasar de 1,000,000.'),
});

// A unit price (per m², metre or piece) is stored as integer centavos and multiplied by areas and
// quantities into quote lines: $100,000.00 is far above any real price and keeps that in range.
export const MAX_UNIT_PRICE_CENTS = 10_000_000;
const unitPrice = amountSchema.refine((cents) => cents <= MAX_UNIT_PRICE_CENTS, 'El precio no debe pasar de $100,000.00.');

/** PUT /api/catalogs-prices/{id}: either price, or both. */
export const priceChangeSchema = z.object({
  public_price: unitPrice.optional(),
  distributor_price: unitPrice.optional(),
}).refine((v) => v.public_price !== undefined || v.distributor_price !== undefined, { message: 'Escribe el precio público o el de distribuidor.', path: ['public_price'] });
