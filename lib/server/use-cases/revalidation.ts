import 'server-only';
import { revalidationSchema, type RevalidationReply } from '@/lib/contract/revalidation';
import { ForbiddenError, InvalidInputError } from '@/lib/server/errors';
import { expireEveryPage, expireTag } from '@/lib/server/services/public-data';
import { revalidationSecret } from '@/lib/server/revalidation/secret';
import { verifyRevalidation } from '@/lib/server/revalidation/signature';

/**
 * POST /api/revalidate: the API host says which public data changed; once the signature over the
 * exact body checks out, the pages that show it are expired and the next visitor gets them fresh.
 */
export function revalidateFromHost(rawBody: string, signature: string | null): RevalidationReply {
  if (!verifyRevalidation(rawBody, signature, revalidationSecret()))
    throw new ForbiddenError('La firma del aviso no es válida.');
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new InvalidInputError({ body: ['El cuerpo del aviso no es JSON válido.'] });
  }
  const { tags } = revalidationSchema.parse(body); // a ZodError is the 422 of any invalid body
  for (const tag of tags) {
    if (tag === 'site') expireEveryPage();
    else expireTag(tag);
  }
  return { revalidated: tags };
}
