import { route } from '@/lib/server/http/handler';
import { HttpError } from '@/lib/server/http/errors';

// Where lib/server/http/malformed-url.ts sends an API request whose path does not decode.
const refuse = route('public', async () => {
  throw new HttpError(400, 'La dirección de la solicitud no es válida: tiene caracteres mal codificados.');
});

export { refuse as GET, refuse as POST, refuse as PUT, refuse as PATCH, refuse as DELETE };
