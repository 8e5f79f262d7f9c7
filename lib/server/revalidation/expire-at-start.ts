import 'server-only';
import type { RevalidationTag } from '@/lib/contract/revalidation';
import { postRevalidation } from './send';

const ATTEMPTS = 40;
const PAUSE_MS = 250;

type StartingServer = {
  /** A front end only (API_URL): the build rendered its pages from its own demo database. */
  frontEndOnly: boolean;
  /** The address this server serves under (SITE_URL, else http://localhost:PORT). */
  siteUrl: string;
  /** The address the build prerendered its pages with (undefined: not known, as in development). */
  buildSiteUrl: string | undefined;
};

/**
 * What the build prerendered that this server must not serve: the build's data on a front end only
 * (`catalog`, `dealers`), and every page when they name another address than this server's (`site`).
 */
export function tagsToRenewAtStart({ frontEndOnly, siteUrl, buildSiteUrl }: StartingServer): RevalidationTag[] {
  const otherAddress = buildSiteUrl !== undefined && buildSiteUrl !== siteUrl;
  return [...(frontEndOnly ? (['catalog', 'dealers'] as const) : []), ...(otherAddress ? (['site'] as const) : [])];
}

/** The start-up line that says which address the pages, the sitemap and the PDF name, and why. */
export function siteAddressNotice({ siteUrl, buildSiteUrl }: StartingServer, fromSiteUrl: boolean): string {
  const uses = 'enlaces canónicos, sitemap, robots.txt, Open Graph, JSON-LD y PDF';
  const line = fromSiteUrl
    ? `[sitio] Dirección pública (SITE_URL): ${siteUrl}; la usan ${uses}.`
    : `[sitio] SITE_URL no está definida: ${uses} usan ${siteUrl}.`;
  return buildSiteUrl !== undefined && buildSiteUrl !== siteUrl
    ? `${line} La compilación es para ${buildSiteUrl}: sus páginas se renuevan al iniciar.`
    : line;
}

/**
 * Once the server listens it sends itself the revalidation call for `tags`, so the first visitor
 * already gets pages with this host's data and address. (revalidateTag needs a request's context,
 * which start-up does not have.)
 */
export function expireBuiltPagesOnceListening(tags: readonly RevalidationTag[], siteUrl: string): void {
  if (!tags.length) return;
  const origin = `http://localhost:${process.env.PORT ?? 3000}`;
  const body = JSON.stringify({ tags });
  const renewed = tags.includes('site') ? `para ${siteUrl}` : 'con los datos de la API';
  void (async () => {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
      if ((await postRevalidation(origin, body, 5000)) === 'ok') {
        console.log(`[sitio] Páginas de la compilación renovadas ${renewed}.`);
        return;
      }
      // Not listening yet: try again shortly.
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
    console.warn(
      tags.includes('site')
        ? '[sitio] No se pudieron renovar las páginas de la compilación al iniciar: las que no se revalidan cada 60 s nombran la dirección de la compilación hasta el próximo inicio.'
        : '[sitio] No se pudieron renovar las páginas de la compilación al iniciar; se renuevan en a lo más 60 s.',
    );
  })();
}
