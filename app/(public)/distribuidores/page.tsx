import { Container } from '@/components/ui/container';
import { HOME_STEP, TrailHeader } from '@/components/catalog/page-trail';
import { DealerList } from '@/components/dealers/dealer-list';
import { DealerLocator } from '@/components/dealers/dealer-locator';
import { JsonLd } from '@/components/seo/json-ld';
import { pageDescription } from '@/lib/content/descriptions';
import { locatorState, locatorView } from '@/lib/dealers/locator-view';
import { PAGE_PARAM, parsePage } from '@/lib/dealers/paging';
import { localBusinessLd } from '@/lib/dealers/structured-data';
import { filtersFromParams, LOCATOR_PATH } from '@/lib/dealers/url';
import { pageMetadata } from '@/lib/seo';
import { searchPlaces } from '@/lib/server/services/places';
import { getPublicDealers } from '@/lib/server/site-data';

// The dealer list is cached for 60 s (and invalidated at once by the API's tag when an admin
// changes a dealer). The page itself renders per request: the locator filters the list by the
// query string (?estado=…&municipio=…&q=…&pagina=…), so a shared link, or the filter form sent
// without JavaScript, gets the filtered list in its first HTML.
export const revalidate = 60;

export const metadata = pageMetadata({
  title: 'Distribuidores autorizados',
  description: pageDescription(LOCATOR_PATH),
  path: LOCATOR_PATH,
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function DealersPage({ searchParams }: Props) {
  const [dealers, params] = await Promise.all([getPublicDealers(), searchParams]);
  // One page of the list in the HTML (and its JSON-LD), whatever the number of dealers: the
  // map fetches its points when it is wanted.
  const filters = filtersFromParams(params);
  // A search may name a city, town or neighbourhood ("Cancún"): the dealers of its municipality.
  const places = filters.q ? await searchPlaces(filters.q, filters.stateId) : [];
  const view = locatorView(dealers, filters, parsePage(params[PAGE_PARAM]), places);
  return (
    <>
      <TrailHeader
        trail={[HOME_STEP, { label: 'Distribuidores', href: LOCATOR_PATH }]}
        eyebrow="Distribuidores autorizados"
        title="Encuentra tu distribuidor"
        intro={
          <p>
            Nuestros distribuidores autorizados toman medidas en tu casa o negocio, te muestran telas y colores,
            instalan y atienden la garantía. Busca el más cercano y pídele una cotización.
          </p>
        }
      />
      <JsonLd data={view.list.items.map((entry) => localBusinessLd(entry.dealer))} />
      <Container as="section" size="wide" aria-label="Buscador de distribuidores">
        <DealerLocator state={locatorState(view)} list={<DealerList view={view} filters={filters} />} />
      </Container>
    </>
  );
}
