// A page builder shared by /productos/persianas and /productos/toldos: the line's types as cards,
// then the line's sections. It reads lib/server, so it lives under app/ (components/ holds no
// server reads); Next routes no folder whose name starts with _.
import { GuideLink } from '@/components/guide/guide-link';
import { Container } from '@/components/ui/container';
import { fabricLook, kindForType } from '@/components/catalog/illustrations';
import { CARD_SIZES, ProductPhoto } from '@/components/catalog/product-photo';
import { ProductCard } from '@/components/catalog/product-card';
import { LineSections } from '@/components/catalog/line-sections';
import { HOME_STEP, LINE_STEPS, TrailHeader } from '@/components/catalog/page-trail';
import styles from '@/components/catalog/catalog.module.css';
import { getCatalog } from '@/lib/server/site-data';
import { fabricsForType, modelsOfType, typeFromPrice, typesOfLine } from '@/lib/catalog/select';
import type { CatalogSnapshot, CatalogType } from '@/lib/contract/catalog';
import { LINE_CONTENT } from '@/lib/content/lines';
import { countLabel } from '@/lib/format/count';
import { formatCmRange } from '@/lib/format/measures';
import { formatMXN } from '@/lib/format/money';
import { pageDescription } from '@/lib/content/descriptions';
import { pageMetadata } from '@/lib/seo';

type Line = 'persianas' | 'toldos';

/** What the two line pages word differently. */
const LINES = {
  persianas: {
    title: 'Persianas',
    typePath: (slug: string) => `/productos/persianas/tejidos/${slug}`,
    heightLabel: () => 'Alto',
    counts: (catalog: CatalogSnapshot, type: CatalogType) => [
      { label: 'Tejidos', value: countLabel(fabricsForType(catalog, type).length, 'tejido', 'tejidos') },
    ],
    priceUnit: '/m² + IVA',
    more: 'Ver tejidos',
    catalogLabel: 'Catálogo de colores',
    stripes: false,
  },
  toldos: {
    title: 'Toldos',
    typePath: (slug: string) => `/productos/toldos/${slug}`,
    heightLabel: (slug: string) => (slug === 'verticales-exterior' ? 'Caída' : 'Proyección'),
    counts: (catalog: CatalogSnapshot, type: CatalogType) => [
      { label: 'Modelos', value: countLabel(modelsOfType(catalog, type).length, 'modelo', 'modelos') },
      { label: 'Lonas', value: countLabel(fabricsForType(catalog, type).length, 'tela', 'telas') },
    ],
    priceUnit: '+ IVA',
    more: 'Ver modelos',
    catalogLabel: 'Catálogo de lonas',
    stripes: true,
  },
} as const;

export function lineMetadata(line: Line) {
  return pageMetadata({
    title: `${LINES[line].title} a la medida`,
    description: pageDescription(`/productos/${line}`),
    path: `/productos/${line}`,
  });
}

export async function LinePage({ line }: { line: Line }) {
  const catalog = await getCatalog();
  const content = LINE_CONTENT[line];
  const words = LINES[line];
  return (
    <>
      <TrailHeader
        trail={[HOME_STEP, LINE_STEPS[line]]}
        eyebrow="Productos"
        title={words.title}
        intro={<p>{content.intro}</p>}
        size="wide"
      >
        <GuideLink line={line} />
      </TrailHeader>
      <Container as="section" size="wide" className={styles.section} aria-labelledby="tipos">
        <h2 id="tipos" className={styles.sectionTitle}>
          {content.headline}
        </h2>
        <ul className={styles.grid}>
          {typesOfLine(catalog, line).map((type, index) => {
            const first = fabricsForType(catalog, type)[0]?.fabric;
            const from = typeFromPrice(catalog, type);
            const href = words.typePath(type.slug);
            return (
              <ProductCard
                key={type.slug}
                title={type.name}
                href={href}
                media={
                  <ProductPhoto
                    priority={index === 0}
                    image={type.image}
                    sizes={CARD_SIZES}
                    cover
                    alt={type.name}
                    kind={kindForType(type.slug)}
                    {...fabricLook(first)}
                    stripe={words.stripes ? first?.colors[0]?.stripeHex : undefined}
                    decorative
                  />
                }
                text={type.summary}
                specs={[
                  ['Ancho', formatCmRange(type.minWidthCm, type.maxWidthCm)],
                  [words.heightLabel(type.slug), formatCmRange(type.minHeightCm, type.maxHeightCm)],
                  ...words.counts(catalog, type).map((count) => [count.label, count.value] as const),
                ]}
                price={
                  from ? (
                    <>
                      Desde {formatMXN(from)} <small>{words.priceUnit}</small>
                    </>
                  ) : null
                }
                actions={[
                  { href, label: words.more, context: `de ${type.name}` },
                  { href: `/catalogo/${line}/${type.slug}`, label: words.catalogLabel, context: `de ${type.name}` },
                ]}
              />
            );
          })}
        </ul>
      </Container>
      <LineSections content={content} />
    </>
  );
}
