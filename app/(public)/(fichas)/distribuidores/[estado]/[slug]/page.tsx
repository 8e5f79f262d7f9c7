import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { redirectToIndex } from '@/lib/unknown-page';
import { HOME_STEP, TrailHeader } from '@/components/catalog/page-trail';
import { DealerPage } from '@/components/dealers/dealer-page';
import { JsonLd } from '@/components/seo/json-ld';
import { fitDescription } from '@/lib/content/descriptions';
import type { Dealer } from '@/lib/contract/dealers';
import { quoteHref } from '@/lib/dealers/contact';
import { NO_FILTERS } from '@/lib/dealers/filters';
import { dealerPlace, dealerTitle } from '@/lib/dealers/group';
import { productsInWords } from '@/lib/dealers/offer';
import { dealerPagePath } from '@/lib/dealers/slug';
import { localBusinessLd } from '@/lib/dealers/structured-data';
import { locatorHref, LOCATOR_PATH } from '@/lib/dealers/url';
import { pageMetadata } from '@/lib/seo';
import { getPublicDealers } from '@/lib/server/site-data';
import { ButtonLink } from '@/components/ui/button-link';
import { QuoteIcon } from '@/components/dealers/icons';

// (fichas): a route group of its own, so a dealer's page is not under the locator's error boundary
// (distribuidores/error.tsx and its client code); a failure shows the public pages' notice.
// One dealer's page, rendered on the server from the locator's cached list (tag `dealers`): an
// admin's or the dealer's own change (dealersChanged) expires it at once, else within 60 s. Built
// for every listed dealer at build time; a dealer added later is rendered on its first visit.
export const revalidate = 60;

type Props = { params: Promise<{ estado: string; slug: string }> };

export async function generateStaticParams() {
  const dealers = await getPublicDealers();
  return dealers.flatMap((dealer) => {
    const path = dealerPagePath(dealer);
    if (!path) return [];
    const [, , estado, slug] = path.split('/');
    return [{ estado: estado!, slug: slug! }];
  });
}

/** The dealer of this slug among those the locator shows (a hidden or inactive one has no page). */
async function find(params: Props['params']): Promise<{ dealer: Dealer | null; path: string | null; estado: string }> {
  const { estado, slug } = await params;
  const dealer = slug ? ((await getPublicDealers()).find((d) => d.slug === slug) ?? null) : null;
  return { dealer, path: dealer ? dealerPagePath(dealer) : null, estado };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { dealer, path } = await find(params);
  if (!dealer || !path) return {};
  const products = productsInWords(dealer);
  const where = dealerPlace(dealer);
  return pageMetadata({
    title: `${dealerTitle(dealer)}${dealer.municipality ? ` · ${dealer.municipality.name}` : ''}`,
    description: fitDescription([
      `Distribuidor autorizado${where ? ` en ${where}` : ''}${products ? `: ${products}` : ''}.`,
      dealer.description ?? '',
      'Horario, teléfono, WhatsApp y cómo llegar.',
    ]),
    path,
  });
}

export default async function DealerRoute({ params }: Props) {
  const { dealer, path, estado } = await find(params);
  // Spec §2: an unknown public path (here an unknown or hidden dealer) goes to the index.
  if (!dealer || !path) redirectToIndex();
  // The state segment is the dealer's: an old or mistyped one moves to the right address.
  if (!path.startsWith(`${LOCATOR_PATH}/${estado}/`)) permanentRedirect(path);
  const title = dealerTitle(dealer);
  const stateStep = dealer.state
    ? [{ label: dealer.state.name, href: locatorHref({ ...NO_FILTERS, stateId: dealer.state.id }) }]
    : [];
  const where = dealerPlace(dealer);
  return (
    <>
      <TrailHeader
        trail={[HOME_STEP, { label: 'Distribuidores', href: LOCATOR_PATH }, ...stateStep, { label: title, href: path }]}
        eyebrow={where ? `Distribuidor autorizado en ${where}` : 'Distribuidor autorizado'}
        title={title}
        intro={dealer.description ? <p>{dealer.description}</p> : undefined}
      >
        <ButtonLink href={quoteHref(dealer.id)} icon={<QuoteIcon size={18} />}>
          Solicitar cotización a este distribuidor
        </ButtonLink>
      </TrailHeader>
      <JsonLd data={localBusinessLd(dealer)} />
      <DealerPage dealer={dealer} />
    </>
  );
}
