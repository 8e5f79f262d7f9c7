// The dealer locator (GET /api/dealers): active distributors shown on the map, with their public
// contact data and place, nothing private.
import './zod-config';
import { z } from 'zod';
import { pointSchema } from './common';
import { openingIntervalSchema } from './dealer-profiles';

const place = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const dealerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  company: z.string().nullable(),
  address: z.string().nullable(),
  postal_code: z.string().nullable(),
  /**
   * `code`: INEGI's CVE_MUN ("120"), which ties the dealer to the places of the locator's search;
   * null from a host that predates it.
   */
  municipality: z
    .object({ id: z.number().int(), name: z.string(), code: z.string().nullable().default(null) })
    .nullable(),
  state: place,
  phone: z.string().nullable(),
  /** wa.me number: country code and number, digits only. */
  whatsapp: z.string().nullable(),
  email: z.string().nullable(),
  coordinates: pointSchema,
  // The dealer's page. Defaults, so a host that predates them still parses: a dealer
  // without a slug has no page of its own and the locator keeps its card only.
  /** Its page: /distribuidores/{estado}/{slug}; "" when the host has none. */
  slug: z.string().default(''),
  /** ISO weekday 1–7 with "HH:MM" times; a day without intervals is closed. */
  opening_hours: z.array(openingIntervalSchema).default([]),
  /** Product line slugs (persianas, toldos, motorizacion); unknown ones are ignored by the site. */
  products: z.array(z.string()).default([]),
  /** Service slugs (medicion, instalacion, motorizacion). */
  services: z.array(z.string()).default([]),
  description: z.string().nullable().default(null),
});
export type Dealer = z.output<typeof dealerSchema>;
