import '@/lib/validation/zod-config';
import { z } from 'zod';
import { amountSchema } from './wallet';

/** PUT /api/catalogs/{id} */
export const stockSchema = z.object({
  stock: z.coerce.number({ error: 'Escribe la existencia.' }).int('La existencia debe ser un número entero.')
    .min(0, 'La existencia no puede ser negativa.').max(1_000_000, 'La existencia no debe pasar de 1,000,000.'),
});

/** PUT /api/catalogs-prices/{id}: either price, or both. */
export const priceChangeSchema = z.object({
  public_price: amountSchema.optional(),
  distributor_price: amountSchema.optional(),
}).refine((v) => v.public_price !== undefined || v.distributor_price !== undefined, { message: 'Escribe el precio público o el de distribuidor.', path: ['public_price'] });
