import 'server-only';
import { REVALIDATION_TAGS } from '@/lib/contract/revalidation';
import { postRevalidation } from './send';

const ATTEMPTS = 40;
const PAUSE_MS = 250;

/**
 * A front end only serves pages its build rendered from the build's demo database. Once it
 * listens it sends itself the revalidation call for every tag, so the first visitor already gets
 * the host's data. (revalidateTag needs a request's context, which start-up does not have.)
 */
export function expireBuiltPagesOnceListening(): void {
  const origin = `http://localhost:${process.env.PORT ?? 3000}`;
  const body = JSON.stringify({ tags: [...REVALIDATION_TAGS] });
  void (async () => {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
      if ((await postRevalidation(origin, body, 5000)) === 'ok') {
        console.log('[sitio] Páginas de la compilación renovadas con los datos de la API.');
        return;
      }
      // Not listening yet: try again shortly.
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
    console.warn('[sitio] No se pudieron renovar las páginas de la compilación al iniciar; se renuevan en a lo más 60 s.');
  })();
}
