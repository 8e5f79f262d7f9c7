// From the invitation form (every value a string, as inputs and selects give them) to the JSON of
// POST /api/users/invitations, and the address a new distributor's page will get. Pure.
//
// An empty field is left out (the server treats a missing optional field as empty). Only a
// customer has a distributor who serves it; only a distributor's page lists products.

import { DEALER_PRODUCTS, type DealerProduct } from '@/lib/contract/dealer-offer';
import type { NewInvitation } from '@/lib/contract/invitations';
import type { RoleName } from '@/lib/contract/users';
import { dealerPagePath } from '@/lib/dealers/slug';
import { slugify } from '@/lib/format/slug';
import { toId } from './payload';

export type InviteFormValues = {
  name: string;
  email: string;
  role_id: string;
  phone: string;
  company: string;
  state_id: string;
  municipality_id: string;
  address: string;
  distributor_id: string;
  /** The checked product lines (a distributor's page). */
  products: string[];
};

export const EMPTY_INVITE_FORM: InviteFormValues = Object.freeze({
  name: '',
  email: '',
  role_id: '',
  phone: '',
  company: '',
  state_id: '',
  municipality_id: '',
  address: '',
  distributor_id: '',
  products: [],
}) as InviteFormValues;

const TEXT_FIELDS = ['phone', 'company', 'address'] as const;
const ID_FIELDS = ['state_id', 'municipality_id'] as const;

export function buildInvitationPayload(values: InviteFormValues, role: RoleName | undefined): NewInvitation {
  const payload: Partial<NewInvitation> = {};
  const name = values.name.trim();
  if (name !== '') payload.name = name;
  const email = values.email.trim();
  if (email !== '') payload.email = email;
  const roleId = toId(values.role_id);
  if (roleId !== null) payload.role_id = roleId;
  for (const field of TEXT_FIELDS) {
    const value = values[field].trim();
    if (value !== '') payload[field] = value;
  }
  for (const field of ID_FIELDS) {
    const id = toId(values[field]);
    if (id !== null) payload[field] = id;
  }
  const distributorId = role === 'customer' ? toId(values.distributor_id) : null;
  if (distributorId !== null) payload.distributor_id = distributorId;
  if (role === 'distributor') {
    const checked = Array.isArray(values.products) ? values.products : [];
    const products = DEALER_PRODUCTS.filter((p): p is DealerProduct => checked.includes(p));
    if (products.length) payload.products = products;
  }
  // The form's schema requires name, email and role before it sends anything.
  return payload as NewInvitation;
}

/**
 * The page a new distributor will get: its company's name (else the person's) in the address,
 * under its state. The server adds "-2"… when another dealer has that name already.
 */
export function pagePathPreview(company: string, name: string, stateName: string | null): string | null {
  const slug = slugify(company.trim() || name.trim());
  return slug ? dealerPagePath({ slug, state: stateName ? { name: stateName } : null }) : null;
}
