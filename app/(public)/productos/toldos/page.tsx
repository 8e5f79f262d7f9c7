import Link from 'next/link';
import { Container } from '@/components/ui/container';
import { kindForType } from '@/components/catalog/illustrations';
import { CARD_SIZES, ProductPhoto } from '@/components/catalog/product-photo';
import { LineSections } from '@/components/catalog/line-sections';
import { HOME_STEP, LINE_STEPS, TrailHeader } from '@/components/catalog/page-trail';
import styles from '@/components/catalog/catalog.module.css';
import { getCatalog } from '@/lib/server/site-data';
import { fabricsForType, modelsOfType, typeFromPrice, typesOfLine } from '@/lib/catalog/select';
import { LINE_CONTENT } from '@/lib/content/lines';
import { countLabel } from '@/lib/format/count';
import { formatCmRange } from '@/lib/format/measures';
import { formatMXN } from '@/lib/format/money';
import { pageDescription } from '@/lib/content/descriptions';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 60;

export const metadata = pageMetadata({
  title: 'Toldos a la medida',
  description: pageDescription('/productos/toldos'),
  path: '/productos/toldos',
});

export default async function AwningsPage() {
  const catalog = await getCatalog();
  const content = LINE_CONTENT.toldos;
  return (
    <>
      <TrailHeader
        trail={[HOME_STEP, LINE_STEPS.toldos]}
        eyebrow="Productos"
        title="Toldos"
        intro={<p>{content.intro}</p>}
        size="wide"
      />
      <Container as="section" size="wide" className={styles.section} aria-labelledby="tipos">
        <h2 id="tipos" className={styles.sectionTitle}>
          {content.headline}
        </h2>
        <ul className={styles.grid}>
          {typesOfLine(catalog, 'toldos').map((type, index) => {
            const models = modelsOfType(catalog, type);
            const fabrics = fabricsForType(catalog, type);
            const first = fabrics[0]?.fabric;
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
                    color={first?.colors[0]?.hex}
                    stripe={first?.colors[0]?.stripeHex}
                    opacity={first?.opacity}
                    decorative
                  />
                </div>
                <div className={styles.cardBody}>
                  <h3 className={styles.cardTitle}>
                    <Link href={`/productos/toldos/${type.slug}`}>{type.name}</Link>
                  </h3>
                  <p className={styles.cardText}>{type.summary}</p>
                  <dl className={styles.specs}>
                    <dt>Ancho</dt>
                    <dd>{formatCmRange(type.minWidthCm, type.maxWidthCm)}</dd>
                    <dt>{type.slug === 'verticales-exterior' ? 'Caída' : 'Proyección'}</dt>
                    <dd>{formatCmRange(type.minHeightCm, type.maxHeightCm)}</dd>
                    <dt>Modelos</dt>
                    <dd>{countLabel(models.length, 'modelo', 'modelos')}</dd>
                    <dt>Lonas</dt>
                    <dd>{countLabel(fabrics.length, 'tela', 'telas')}</dd>
                  </dl>
                  {from ? (
                    <p className={styles.price}>
                      Desde {formatMXN(from)} <small>+ IVA</small>
                    </p>
                  ) : null}
                  <div className={styles.cardActions}>
                    <Link href={`/productos/toldos/${type.slug}`}>
                      Ver modelos<span className="visually-hidden"> de {type.name}</span>
                    </Link>
                    <Link href={`/catalogo/toldos/${type.slug}`}>
                      Catálogo de lonas<span className="visually-hidden"> de {type.name}</span>
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
