import Link from 'next/link';
import { Container } from '@/components/ui/container';
import { kindForType } from '@/components/catalog/illustrations';
import { CARD_SIZES, ProductPhoto } from '@/components/catalog/product-photo';
import { LineSections } from '@/components/catalog/line-sections';
import { HOME_STEP, LINE_STEPS, TrailHeader } from '@/components/catalog/page-trail';
import styles from '@/components/catalog/catalog.module.css';
import { getCatalog } from '@/lib/server/site-data';
import { fabricsForType, typeFromPrice, typesOfLine } from '@/lib/catalog/select';
import { LINE_CONTENT } from '@/lib/content/lines';
import { countLabel } from '@/lib/format/count';
import { formatCmRange } from '@/lib/format/measures';
import { formatMXN } from '@/lib/format/money';
import { pageMetadata } from '@/lib/seo';
import { pageDescription } from '@/lib/content/descriptions';

export const revalidate = 60;

export const metadata = pageMetadata({
  title: 'Persianas a la medida',
  description: pageDescription('/productos/persianas'),
  path: '/productos/persianas',
});

export default async function BlindsPage() {
  const catalog = await getCatalog();
  const content = LINE_CONTENT.persianas;
  return (
    <>
      <TrailHeader
        trail={[HOME_STEP, LINE_STEPS.persianas]}
        eyebrow="Productos"
        title="Persianas"
        intro={<p>{content.intro}</p>}
        size="wide"
      />
      <Container as="section" size="wide" className={styles.section} aria-labelledby="tipos">
        <h2 id="tipos" className={styles.sectionTitle}>
          {content.headline}
        </h2>
        <ul className={styles.grid}>
          {typesOfLine(catalog, 'persianas').map((type, index) => {
            const fabrics = fabricsForType(catalog, type);
            const first = fabrics[0];
            const from = typeFromPrice(catalog, type);
            return (
              <li key={type.slug} className={styles.card}>
                <div className={styles.cardMedia}>
                  <ProductPhoto
                    priority={index === 0}
                    image={type.image}
                    sizes={CARD_SIZES}
                    cover
                    alt={type.name}
                    kind={kindForType(type.slug)}
                    color={first?.fabric.colors[0]?.hex}
                    opacity={first?.fabric.opacity}
                    decorative
                  />
                </div>
                <div className={styles.cardBody}>
                  <h3 className={styles.cardTitle}>
                    <Link href={`/productos/persianas/tejidos/${type.slug}`}>{type.name}</Link>
                  </h3>
                  <p className={styles.cardText}>{type.summary}</p>
                  <dl className={styles.specs}>
                    <dt>Ancho</dt>
                    <dd>{formatCmRange(type.minWidthCm, type.maxWidthCm)}</dd>
                    <dt>Alto</dt>
                    <dd>{formatCmRange(type.minHeightCm, type.maxHeightCm)}</dd>
                    <dt>Tejidos</dt>
                    <dd>{countLabel(fabrics.length, 'tejido', 'tejidos')}</dd>
                  </dl>
                  {from ? (
                    <p className={styles.price}>
                      Desde {formatMXN(from)} <small>/m² + IVA</small>
                    </p>
                  ) : null}
                  <div className={styles.cardActions}>
                    <Link href={`/productos/persianas/tejidos/${type.slug}`}>
                      Ver tejidos<span className="visually-hidden"> de {type.name}</span>
                    </Link>
                    <Link href={`/catalogo/persianas/${type.slug}`}>
                      Catálogo de colores<span className="visually-hidden"> de {type.name}</span>
                    </Link>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      </Container>
      <LineSections content={content} />
    </>
  );
}
