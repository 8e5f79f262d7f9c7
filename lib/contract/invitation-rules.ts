// What the invitations' screens and the server say alike, apart from ./invitations.ts (and its zod
// schemas) so that the page that sets a password loads no zod.

/** How long an invitation's link works. */
export const INVITATION_VALIDITY_DAYS = 7;

/**
 * What an invited distributor must have, with the words of each 422: its page and the map show
 * where it is. The server checks it; the invitation form says the same before sending.
 */
export const DISTRIBUTOR_REQUIRED = {
  state_id: 'El campo estado es obligatorio para un distribuidor: su página lo muestra.',
  municipality_id: 'El campo municipio es obligatorio para un distribuidor: su página lo muestra.',
  address: 'El campo dirección es obligatorio para un distribuidor: su página lo muestra.',
} as const;
