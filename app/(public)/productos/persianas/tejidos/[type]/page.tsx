import { GuideLink } from '@/components/guide/guide-link';
import Link from 'next/link';
import { redirectToIndex } from '@/lib/unknown-page';
import type { Metadata } from 'next';
import { Container } from '@/components/ui/container';
import { ButtonLink } from '@/components/ui/button-link';
import { fabricLook, kindForType } from '@/components/catalog/illustrations';
import { ProductPhoto } from '@/components/catalog/product-photo';
import { Swatches } from '@/components/catalog/swatches';
import { HOME_STEP, LINE_STEPS, TrailHeader } from '@/components/catalog/page-trail';
import styles from '@/components/catalog/catalog.module.css';
import { WHOLE_FABRICS } from '@/lib/catalog/whole-fabrics';
import { getCatalog } from '@/lib/server/site-data';
import { detailsPath, fabricsForType, typeBySlug, typesOfLine } from '@/lib/catalog/select';
import { quoterHref } from '@/lib/catalog/links';
import { typeContent } from '@/lib/content/types';
import { opacityLabel } from '@/lib/content/opacity';
import { formatCm, formatCmRange, formatPercent, keepUnitsTogether } from '@/lib/format/measures';
import { formatMXN } from '@/lib/format/money';
import { describeType } from '@/lib/content/descriptions';
import { pageMetadata } from '@/lib/seo';
import { inSentence } from '@/lib/catalog/names';

export const revalidate = 60;

type Props = { params: Promise<{ type: string }> };

export async function generateStaticParams() {
  return typesOfLine(await getCatalog(), 'persianas').map((type) => ({ type: type.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const catalog = await getCatalog();
  const type = typeBySlug(catalog, 'persianas', (await params).type);
  if (!type) return {};
  return pageMetadata({
    title: `Tejidos para ${inSentence(type.name)}`,
    description: describeType({ ...type, line: 'persianas', fabrics: fabricsForType(catalog, type).length }),
    path: `/productos/persianas/tejidos/${type.slug}`,
  });
}

export default async function WeavesPage({ params }: Props) {
  const catalog = await getCatalog();
  const type = typeBySlug(catalog, 'persianas', (await params).type);
  if (!type) redirectToIndex();
  const content = typeContent(type.slug, 'persianas');
  const fabrics = fabricsForType(catalog, type);
  const shown = fabrics.slice(0, WHOLE_FABRICS);
  const more = fabrics.slice(WHOLE_FABRICS);
  const path = `/productos/persianas/tejidos/${type.slug}`;
  return (
    <>
      <TrailHeader
        trail={[HOME_STEP, LINE_STEPS.persianas, { label: `Tejidos: ${type.name}`, href: path }]}
        eyebrow="Persianas"
        title={`Tejidos para ${inSentence(type.name)}`}
        intro={<p>{type.description}</p>}
        size="wide"
      >
        <ButtonLink href={quoterHref({ line: 'persianas', type: type.slug })}>
          Cotizar {inSentence(type.name)}
        </ButtonLink>
        <ButtonLink href={`/catalogo/persianas/${type.slug}`} variant="secondary">
          Ver catálogo de colores
        </ButtonLink>
        <GuideLink line="persianas" />
      </TrailHeader>
      <Container size="wide" className={styles.section}>
        <dl className={styles.specs}>
          <dt>Ancho</dt>
          <dd>
            {formatCmRange(type.minWidthCm, type.maxWidthCm)}
            {type.manualMaxWidthCm < type.maxWidthCm
              ? ` (más de ${formatCm(type.manualMaxWidthCm)} sólo motorizada)`
              : ''}
          </dd>
          <dt>Alto</dt>
          <dd>{formatCmRange(type.minHeightCm, type.maxHeightCm)}</dd>
          <dt>Área mínima</dt>
          <dd>{type.minBillableAreaM2.toFixed(2)} m² por pieza</dd>
          <dt>Ideal para</dt>
          <dd>{content.idealFor}</dd>
        </dl>
      </Container>
      {shown.map(({ fabric, price }, index) => (
        <Container
          as="section"
          size="wide"
          className={styles.section}
          aria-labelledby={`tejido-${fabric.slug}`}
          key={fabric.slug}
        >
          <div className={styles.split}>
            <figure className={styles.figure}>
              <ProductPhoto
                priority={index === 0}
                image={fabric.image}
                kind={kindForType(type.slug)}
                {...fabricLook(fabric)}
                alt={`${type.name} en ${fabric.name}, color ${fabric.colors[0]?.name ?? ''}`}
              />
            </figure>
            <div>
              <h2 id={`tejido-${fabric.slug}`} className={styles.sectionTitle}>
                <Link href={detailsPath(fabric)}>{keepUnitsTogether(fabric.name)}</Link>
              </h2>
              <p className={styles.cardText}>{keepUnitsTogether(fabric.description)}</p>
              <dl className={styles.specs}>
                <dt>Opacidad</dt>
                <dd>
                  {opacityLabel(fabric.opacity)}
                  {fabric.opennessPct ? ` (${formatPercent(fabric.opennessPct)} de apertura)` : ''}
                </dd>
                <dt>Composición</dt>
                <dd>{keepUnitsTogether(fabric.composition)}</dd>
                <dt>Ancho de rollo</dt>
                <dd>{formatCm(fabric.rollWidthCm)}</dd>
                {fabric.weightGsm ? (
                  <>
                    <dt>Peso</dt>
                    <dd>{fabric.weightGsm} g/m²</dd>
                  </>
                ) : null}
                <dt>Precio</dt>
                <dd>{formatMXN(price.publicCents)} /m² + IVA</dd>
              </dl>
              <h3>Colores</h3>
              <Swatches
                colors={fabric.colors}
                label={`Colores de ${fabric.name}`}
                hrefFor={(color) => detailsPath(fabric, color.slug)}
              />
            </div>
          </div>
        </Container>
      ))}
      {more.length > 0 ? (
        <Container as="section" size="wide" className={styles.section} aria-labelledby="mas-tejidos">
          <h2 id="mas-tejidos" className={styles.sectionTitle}>
            Más tejidos para {inSentence(type.name)}
          </h2>
          <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Tabla de más tejidos">
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Tejido</th>
                  <th scope="col">Opacidad</th>
                  <th scope="col">Colores</th>
                  <th scope="col">Precio /m² + IVA</th>
                </tr>
              </thead>
              <tbody>
                {more.map(({ fabric, price }) => (
                  <tr key={fabric.slug}>
                    <th scope="row">
                      <Link href={detailsPath(fabric)} prefetch={false}>
                        {fabric.name}
                      </Link>
                    </th>
                    <td>{opacityLabel(fabric.opacity)}</td>
                    <td>{fabric.colors.length}</td>
                    <td>{formatMXN(price.publicCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Container>
      ) : null}
    </>
  );
}
