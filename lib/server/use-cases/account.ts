import 'server-only';
import type { z } from 'zod';
import type { User, profileSchema } from '@/lib/contract/users';
import { getDb } from '@/lib/server/db/client';
import { InvalidInputError } from '@/lib/server/errors';
import { verifyCurrentPassword } from '@/lib/server/services/auth';
import { saveUserImage } from '@/lib/server/services/user-images';
import { serializeUser, updateUser, type UserRecord } from '@/lib/server/services/users';
import { guardPasswordCheck } from './guards';

// The signed-in user's own account: who it is, its profile and its photo.

/** GET /api/login-user */
export async function currentUser(actor: UserRecord): Promise<User> {
  return serializeUser(actor);
}

/** PUT /api/login-user: only the fields sent change; a new e-mail only with the current password. */
export async function updateProfile(actor: UserRecord, data: z.output<typeof profileSchema>): Promise<User> {
  if (data.email !== undefined && data.email !== actor.email.toLowerCase()) {
    const password = data.current_password;
    if (!password)
      throw InvalidInputError.field(
        'current_password',
        'Para cambiar tu correo electrónico escribe tu contraseña actual.',
      );
    await guardPasswordCheck(actor.id, () => verifyCurrentPassword(actor, password));
  }
  const user = await updateUser(await getDb(), actor, {
    name: data.name,
    email: data.email,
    phone: data.phone,
    whatsapp: data.whatsapp,
    publicEmail: data.public_email,
    company: data.company,
    rfc: data.rfc,
    stateId: data.state_id,
    municipalityId: data.municipality_id,
    address: data.address,
    postalCode: data.postal_code,
  });
  return serializeUser(user);
}

/** POST /api/image-user: the photo's type is judged by its bytes. */
export async function changeProfilePhoto(actor: UserRecord, bytes: Uint8Array): Promise<User> {
  return serializeUser(await saveUserImage(await getDb(), actor, bytes));
}
