// The dealer locator (GET /api/dealers): active distributors shown on the map, with their public
// contact data and place, nothing private.
import './zod-config';
import { z } from 'zod';
import { pointSchema } from './common';

const place = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const dealerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  company: z.string().nullable(),
  address: z.string().nullable(),
  postal_code: z.string().nullable(),
  municipality: place,
  state: place,
  phone: z.string().nullable(),
  /** wa.me number: country code and number, digits only. */
  whatsapp: z.string().nullable(),
  email: z.string().nullable(),
  coordinates: pointSchema,
});
export type Dealer = z.output<typeof dealerSchema>;
