import { GuideLink } from '@/components/guide/guide-link';
import Link from 'next/link';
import { redirectToIndex } from '@/lib/unknown-page';
import type { Metadata } from 'next';
import { Container } from '@/components/ui/container';
import { fabricLook, kindForModel } from '@/components/catalog/illustrations';
import { CARD_SIZES, ProductPhoto } from '@/components/catalog/product-photo';
import { ProductCard } from '@/components/catalog/product-card';
import { HOME_STEP, LINE_STEPS, TrailHeader } from '@/components/catalog/page-trail';
import styles from '@/components/catalog/catalog.module.css';
import { getCatalog } from '@/lib/server/site-data';
import { fabricsForType, modelPriceRange, modelsOfType, typeBySlug, typesOfLine } from '@/lib/catalog/select';
import { typeContent } from '@/lib/content/types';
import { formatCmRange } from '@/lib/format/measures';
import { formatMXN } from '@/lib/format/money';
import { describeType } from '@/lib/content/descriptions';
import { pageMetadata } from '@/lib/seo';
import { inSentence } from '@/lib/catalog/names';

export const revalidate = 60;

type Props = { params: Promise<{ type: string }> };

export async function generateStaticParams() {
  return typesOfLine(await getCatalog(), 'toldos').map((type) => ({ type: type.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const catalog = await getCatalog();
  const type = typeBySlug(catalog, 'toldos', (await params).type);
  if (!type) return {};
  return pageMetadata({
    title: `${type.name}: modelos`,
    description: describeType({ ...type, line: 'toldos', fabrics: fabricsForType(catalog, type).length }),
    path: `/productos/toldos/${type.slug}`,
  });
}

export default async function AwningTypePage({ params }: Props) {
  const catalog = await getCatalog();
  const type = typeBySlug(catalog, 'toldos', (await params).type);
  if (!type) redirectToIndex();
  const content = typeContent(type.slug, 'toldos');
  const fabric = fabricsForType(catalog, type)[0]?.fabric;
  const path = `/productos/toldos/${type.slug}`;
  return (
    <>
      <TrailHeader
        trail={[HOME_STEP, LINE_STEPS.toldos, { label: type.name, href: path }]}
        eyebrow="Toldos"
        title={type.name}
        intro={<p>{type.description}</p>}
        size="wide"
      >
        <GuideLink line="toldos" />
      </TrailHeader>
      <Container as="section" size="wide" className={styles.section} aria-labelledby="modelos">
        <h2 id="modelos" className={styles.sectionTitle}>
          Modelos
        </h2>
        <ul className={styles.grid}>
          {modelsOfType(catalog, type).map((model, index) => {
            const price = modelPriceRange(model);
            const color = fabric?.colors[model.sort % Math.max(1, fabric.colors.length)];
            const href = `${path}/${model.slug}`;
            return (
              <ProductCard
                key={model.slug}
                title={model.name}
                href={href}
                media={
                  <ProductPhoto
                    priority={index === 0}
                    image={model.image}
                    sizes={CARD_SIZES}
                    cover
                    alt={model.name}
                    kind={kindForModel(model.slug, type.slug)}
                    {...fabricLook(fabric, color)}
                    decorative
                  />
                }
                text={model.description}
                specs={[
                  ['Ancho', formatCmRange(model.minWidthCm, model.maxWidthCm)],
                  [
                    type.slug === 'verticales-exterior' ? 'Caída' : 'Proyección',
                    formatCmRange(model.minProjectionCm, model.maxProjectionCm),
                  ],
                ]}
                price={
                  price ? (
                    <>
                      Desde {formatMXN(price.lowCents)} <small>+ IVA</small>
                    </>
                  ) : null
                }
                actions={[{ href, label: 'Ver especificaciones', context: `de ${model.name}` }]}
              />
            );
          })}
        </ul>
      </Container>
      <Container as="section" size="wide" className={styles.section} aria-labelledby="ideal">
        <h2 id="ideal" className={styles.sectionTitle}>
          Ideal para
        </h2>
        <p className={styles.lead}>{content.idealFor}</p>
        <ul className={styles.list}>
          {content.benefits.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
        <p>
          <Link href={`/catalogo/toldos/${type.slug}`}>Ver el catálogo de lonas para {inSentence(type.name)}</Link>
        </p>
      </Container>
    </>
  );
}
