// Inviting a user by e-mail: the administrator names the account and its role, and the person
// chooses its own password from the mailed link (a single-use token, as the recovery's, that lasts
// a week). Beyond spec §7, whose user-add takes a password (DESIGN.md): a host without these calls
// still creates users that way.
import './zod-config';
import type { z } from 'zod';
import { dealerProfileUpdateSchema } from './dealer-profiles';
import type { DealerProduct } from './dealer-offer';
import { addUserSchema, type NewUser } from './users';

export { DISTRIBUTOR_REQUIRED, INVITATION_VALIDITY_DAYS } from './invitation-rules';

/**
 * POST /api/users/invitations: user-add's fields without the password; for a distributor, also
 * the product lines its page lists. A distributor needs its state, municipality and address (its
 * page and the map show them): the server answers 422 on each one missing.
 */
export const inviteUserSchema = addUserSchema.omit({ password: true }).extend({
  products: dealerProfileUpdateSchema.shape.products.optional(),
});
export type InviteUserInput = z.output<typeof inviteUserSchema>;

/** POST /api/users/invitations, as the browser sends it. */
export type NewInvitation = Omit<NewUser, 'password'> & { products?: DealerProduct[] };
