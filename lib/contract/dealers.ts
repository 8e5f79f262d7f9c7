// The dealer locator (GET /api/dealers): active distributors shown on the map, with their public
// contact data and place, nothing private.
import type { Coordinates } from './common';

export type Dealer = {
  id: number;
  name: string;
  company: string | null;
  address: string | null;
  postal_code: string | null;
  municipality: { id: number; name: string } | null;
  state: { id: number; name: string } | null;
  phone: string | null;
  /** wa.me number: country code and number, digits only. */
  whatsapp: string | null;
  email: string | null;
  coordinates: Coordinates;
};
