import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { DealerProduct } from '@/lib/contract/dealer-offer';
import { DISTRIBUTOR_REQUIRED, INVITATION_VALIDITY_DAYS } from '@/lib/contract/invitations';
import { formatLongDate } from '@/lib/format/dates';
import { site } from '@/lib/site';
import type { Db } from '@/lib/server/db/types';
import { dealerProfiles, passwordResets, roles } from '@/lib/server/db/schema';
import { hasPassword } from '@/lib/server/auth/passwords';
import { randomSecret, sha256 } from '@/lib/server/auth/tokens';
import { ConflictError, InvalidInputError } from '@/lib/server/errors';
import { sendMail } from '@/lib/server/mail';
import { ensureDealerProfile } from './dealer-profiles';
import { createUser, type UserRecord } from './users';

// Users invited by e-mail: the account is made without a password (NO_PASSWORD_HASH) and the
// person chooses one through a link. The link is a password_resets row, like the recovery's — the
// secret only in the mail, its SHA-256 stored, spent once by POST /api/reset-password — that lasts
// a week instead of an hour: an invitation waits for someone who did not ask for it.

const INVITATION_TTL_MS = INVITATION_VALIDITY_DAYS * 86_400_000;

export type Invitation = {
  name: string;
  email: string;
  roleId: number;
  phone?: string | null;
  whatsapp?: string | null;
  publicEmail?: string | null;
  company?: string | null;
  rfc?: string | null;
  stateId?: number | null;
  municipalityId?: number | null;
  address?: string | null;
  postalCode?: string | null;
  distributorId?: number | null;
  /** A distributor's page: the product lines it sells. */
  products?: DealerProduct[];
};

/** What an invited distributor must have (its page and the map show where it is), by field. */
const DISTRIBUTOR_NEEDS = [
  ['stateId', 'state_id'],
  ['municipalityId', 'municipality_id'],
  ['address', 'address'],
] as const;

/** Every rule of an invitation that depends on its role, all at once (one 422 names each field). */
async function assertRoleFields(db: Db, invitation: Invitation): Promise<void> {
  const [role] = await db.select({ name: roles.name }).from(roles).where(eq(roles.id, invitation.roleId));
  if (!role) throw InvalidInputError.field('role_id', 'El rol seleccionado no existe.');
  const errors: Record<string, string[]> = {};
  if (role.name === 'distributor') {
    for (const [key, field] of DISTRIBUTOR_NEEDS) if (!invitation[key]) errors[field] = [DISTRIBUTOR_REQUIRED[field]];
  } else if (invitation.products?.length) {
    errors.products = ['Solo la página de un distribuidor lista productos.'];
  }
  if (Object.keys(errors).length) throw new InvalidInputError(errors);
}

/**
 * Creates the account and mails its link, in one transaction: a refused address, a wrong field or
 * a mail that cannot be handed over leaves nothing behind. (A commit that failed after the mail
 * left would leave a link to nothing, which says so when opened.)
 */
export async function inviteUser(db: Db, invitation: Invitation, inviter: UserRecord, appUrl: string) {
  await assertRoleFields(db, invitation);
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const { products, ...fields } = invitation;
    const user = await createUser(tx, { ...fields, password: null });
    if (user.role.name === 'distributor') {
      await ensureDealerProfile(tx, user);
      if (products?.length)
        await tx
          .update(dealerProfiles)
          .set({ products, updatedAt: new Date() })
          .where(eq(dealerProfiles.userId, user.id));
    }
    await mailInvitation(tx, user, inviter, appUrl);
    return user;
  });
}

/** A new link for an invitation still pending; the earlier ones stop working. */
export async function resendInvitation(db: Db, user: UserRecord, inviter: UserRecord, appUrl: string): Promise<void> {
  if (hasPassword(user.passwordHash))
    throw new ConflictError(
      `${user.name} ya creó su contraseña. Si la olvidó, puede pedir un enlace nuevo en «¿Olvidaste tu contraseña?».`,
    );
  if (!user.active)
    throw new ConflictError(`La cuenta de ${user.name} está desactivada. Actívala antes de reenviar la invitación.`);
  await db.transaction(async (tx) => mailInvitation(tx as unknown as Db, user, inviter, appUrl));
}

/** Withdraws the account's unused links (only the newest mail works), stores a new one and mails it. */
async function mailInvitation(tx: Db, user: UserRecord, inviter: UserRecord, appUrl: string): Promise<void> {
  const now = new Date();
  await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
  const secret = randomSecret();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  await tx.insert(passwordResets).values({ userId: user.id, tokenHash: sha256(secret), expiresAt });
  // `invitacion=1` only changes the page's words ("Crea tu contraseña"); the token decides.
  const link = `${appUrl}/autenticacion?token=${secret}&invitacion=1`;
  await sendMail({ to: user.email, ...invitationMail(user, inviter, link, expiresAt) });
}

const WHAT_THE_ACCOUNT_DOES: Record<UserRecord['role']['name'], string> = {
  customer: 'Con tu cuenta cotizas, haces y sigues tus pedidos, y consultas listas de precios y promociones.',
  distributor:
    'Con tu cuenta atiendes las cotizaciones, los pedidos y las visitas de tus clientes. Cuando entres, completa tu página del localizador en «Mi perfil» → «Mi página de distribuidor»: tu horario, lo que vendes y los servicios que das.',
  admin: 'Con tu cuenta administras los usuarios, el catálogo y las condiciones de venta.',
};

function invitationMail(user: UserRecord, inviter: UserRecord, link: string, expiresAt: Date) {
  return {
    subject: `${inviter.name} te invitó a ${site.shortName}`,
    text: [
      `Hola, ${user.name}:`,
      '',
      `${inviter.name} te invitó a usar el portal de ${site.name} como ${user.role.label.toLowerCase()}.`,
      WHAT_THE_ACCOUNT_DOES[user.role.name],
      '',
      `Para entrar, crea tu contraseña con este enlace (vence el ${formatLongDate(expiresAt.toISOString())} y sólo puede usarse una vez):`,
      '',
      link,
      '',
      `Después inicia sesión con tu correo, ${user.email}, y esa contraseña.`,
      'Si no esperabas esta invitación, ignora este correo: sin tu contraseña nadie puede entrar a la cuenta.',
      '',
      site.name,
      `${site.phoneDisplay} · ${site.email}`,
    ].join('\n'),
  };
}
