import { getCatalog, getPublicDealers } from '@/lib/server/site-data';
import { dealerSlugOfPath, ogCardFor, pagePathOfOg } from '@/lib/content/og-cards';
import { renderOgImage } from '@/lib/server/og/respond';

// GET /og/<page path>.png (/og/inicio.png for the home page) — the page's og:image, 1200 × 630,
// drawn on the server from the catalogue (through site-data, so a front end only draws it too).
// A path with no public page is a 404.
export async function GET(_req: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const page = pagePathOfOg((await params).path ?? []);
  const dealers = page && dealerSlugOfPath(page) ? await getPublicDealers() : [];
  const card = page ? ogCardFor(await getCatalog(), page, dealers) : null;
  return renderOgImage(card);
}
