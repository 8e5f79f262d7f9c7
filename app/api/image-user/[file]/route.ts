import { handle } from '@/lib/server/http/handler';
import { accountEndpoints } from '@/lib/contract/endpoints/account';
import { storedImageResponse } from '@/lib/server/http/stored-image';
import { profilePhoto } from '@/lib/server/use-cases/images';

// GET /api/image-user/{file} — a profile photo with its content type; public (the name is
// random, so only those who were shown it can find it).
export const GET = handle(accountEndpoints.profilePhoto, async ({ params }) =>
  storedImageResponse(await profilePhoto(params.file)),
);
