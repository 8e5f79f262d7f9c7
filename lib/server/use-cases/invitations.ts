import 'server-only';
import type { MessageBody } from '@/lib/contract/common';
import type { InviteUserInput } from '@/lib/contract/invitations';
import type { User } from '@/lib/contract/users';
import { getDb } from '@/lib/server/db/client';
import { logSecurityEvent } from '@/lib/server/log/security-events';
import { consume } from '@/lib/server/rate-limit';
import * as invitations from '@/lib/server/services/invitations';
import { dealersChanged } from '@/lib/server/services/public-data';
import { getUserById, serializeUser, type UserRecord } from '@/lib/server/services/users';
import type { Limited } from './guards';

// The administrator's invitations (POST /api/users/invitations, POST /api/users/{id}/invitation).
// Counted per invited address (the `invitation` limit) once the body is valid.

/** POST /api/users/invitations: the account, without a password, and the mail with its link. */
export async function inviteUser(actor: UserRecord, data: InviteUserInput, appUrl: string): Promise<Limited<User>> {
  const rateLimit = await consume('invitation', data.email.toLowerCase());
  const user = await invitations.inviteUser(
    await getDb(),
    {
      name: data.name,
      email: data.email,
      roleId: data.role_id,
      phone: data.phone ?? null,
      whatsapp: data.whatsapp ?? null,
      publicEmail: data.public_email ?? null,
      company: data.company ?? null,
      rfc: data.rfc ?? null,
      stateId: data.state_id ?? null,
      municipalityId: data.municipality_id ?? null,
      address: data.address ?? null,
      postalCode: data.postal_code ?? null,
      distributorId: data.distributor_id ?? null,
      products: data.products,
    },
    actor,
    appUrl,
  );
  logSecurityEvent('invitation.sent', { userId: actor.id, detail: `usuario ${user.id}` });
  // A distributor is hidden from the map until an administrator shows it, but its page exists now.
  if (user.role.name === 'distributor') dealersChanged();
  return { reply: serializeUser(user), rateLimit };
}

/** POST /api/users/{id}/invitation: a new link for a pending invitation; the earlier one stops working. */
export async function resendInvitation(actor: UserRecord, id: number, appUrl: string): Promise<Limited<MessageBody>> {
  const db = await getDb();
  const user = await getUserById(db, id);
  const rateLimit = await consume('invitation', user.email.toLowerCase());
  await invitations.resendInvitation(db, user, actor, appUrl);
  logSecurityEvent('invitation.sent', { userId: actor.id, detail: `usuario ${user.id} (reenvío)` });
  return {
    reply: { message: `Enviamos una invitación nueva a ${user.email}. El enlace anterior ya no sirve.` },
    rateLimit,
  };
}
