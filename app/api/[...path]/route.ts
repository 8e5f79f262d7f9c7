import { route } from '@/lib/server/http/handler';
import { HttpError } from '@/lib/server/http/errors';

// Any other /api path — 404 with the API's JSON error body instead of an HTML page.
const missing = route('public', async () => {
  throw new HttpError(404, 'La ruta de la API no existe.');
});

export { missing as GET, missing as POST, missing as PUT, missing as PATCH, missing as DELETE };
