import { GuideLink } from '@/components/guide/guide-link';
import { redirectToIndex } from '@/lib/unknown-page';
import type { Metadata } from 'next';
import { Container } from '@/components/ui/container';
import { ButtonLink } from '@/components/ui/button-link';
import { fabricLook, kindForModel } from '@/components/catalog/illustrations';
import { ProductPhoto } from '@/components/catalog/product-photo';
import { MiniSwatches } from '@/components/catalog/swatches';
import { ProductCard } from '@/components/catalog/product-card';
import { HOME_STEP, LINE_STEPS, TrailHeader } from '@/components/catalog/page-trail';
import styles from '@/components/catalog/catalog.module.css';
import { getCatalog } from '@/lib/server/site-data';
import {
  detailsPath,
  fabricsForType,
  modelBySlug,
  modelPriceRange,
  modelsOfType,
  motorsFor,
  typeBySlug,
  typesOfLine,
} from '@/lib/catalog/select';
import { quoterHref } from '@/lib/catalog/links';
import { opacityShortLabel } from '@/lib/content/opacity';
import { formatCm, formatCmRange, keepUnitsTogether } from '@/lib/format/measures';
import { formatMXN, formatMXNCompact } from '@/lib/format/money';
import { fitDescription } from '@/lib/content/descriptions';
import { pageMetadata } from '@/lib/seo';
import { inSentence } from '@/lib/catalog/names';

export const revalidate = 60;

type Props = { params: Promise<{ type: string; model: string }> };

export async function generateStaticParams() {
  const catalog = await getCatalog();
  return typesOfLine(catalog, 'toldos').flatMap((type) =>
    modelsOfType(catalog, type).map((model) => ({ type: type.slug, model: model.slug })),
  );
}

async function find(params: Props['params']) {
  const { type: typeSlug, model: modelSlug } = await params;
  const catalog = await getCatalog();
  const type = typeBySlug(catalog, 'toldos', typeSlug);
  const model = type ? modelBySlug(catalog, type, modelSlug) : null;
  return { catalog, type, model };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { type, model } = await find(params);
  if (!type || !model) return {};
  const price = modelPriceRange(model);
  return pageMetadata({
    title: `Toldo ${model.name}`,
    description: fitDescription([
      `Toldo ${model.name} (${inSentence(type.name)}): hasta ${formatCm(model.maxWidthCm)} de ancho y ${formatCm(model.maxProjectionCm)} de proyección.`,
      price ? `Desde ${formatMXN(price.lowCents)} + IVA.` : '',
      'Cotiza en línea.',
    ]),
    path: `/productos/toldos/${type.slug}/${model.slug}`,
  });
}

export default async function AwningModelPage({ params }: Props) {
  const { catalog, type, model } = await find(params);
  if (!type || !model) redirectToIndex();
  const path = `/productos/toldos/${type.slug}/${model.slug}`;
  const fabrics = fabricsForType(catalog, type);
  const motors = motorsFor(catalog, 'toldo').filter(
    (m) => m.maxWidthCm >= model.minWidthCm && m.minWidthCm <= model.maxWidthCm,
  );
  const sensor = catalog.accessories.find((a) => a.slug.includes('sensor'));
  const first = fabrics[0]?.fabric;
  const projectionWord = type.slug === 'verticales-exterior' ? 'Caída' : 'Proyección';
  return (
    <>
      <TrailHeader
        trail={[
          HOME_STEP,
          LINE_STEPS.toldos,
          { label: type.name, href: `/productos/toldos/${type.slug}` },
          { label: model.name, href: path },
        ]}
        eyebrow={type.name}
        title={`Toldo ${model.name}`}
        intro={<p>{model.description}</p>}
        size="wide"
      >
        <ButtonLink href={quoterHref({ line: 'toldos', type: type.slug, model: model.slug })}>
          Cotizar<span className="visually-hidden"> el toldo {model.name}</span>
        </ButtonLink>
        <ButtonLink href={`/catalogo/toldos/${type.slug}`} variant="secondary">
          Ver lonas
        </ButtonLink>
        <GuideLink line="toldos" />
      </TrailHeader>
      <Container size="wide" className={styles.section}>
        <div className={styles.split}>
          <figure className={styles.figure}>
            <ProductPhoto
              priority
              image={model.image}
              kind={kindForModel(model.slug, type.slug)}
              {...fabricLook(first)}
              alt={`Toldo ${model.name}`}
            />
          </figure>
          <section aria-labelledby="especificaciones">
            <h2 id="especificaciones" className={styles.sectionTitle}>
              Especificaciones
            </h2>
            <dl className={styles.specs}>
              <dt>Ancho</dt>
              <dd>{formatCmRange(model.minWidthCm, model.maxWidthCm)}</dd>
              <dt>Ancho máximo</dt>
              <dd>{formatCm(model.maxWidthCm)}</dd>
              <dt>{projectionWord}</dt>
              <dd>{formatCmRange(model.minProjectionCm, model.maxProjectionCm)}</dd>
              <dt>Medidas de {projectionWord.toLowerCase()}</dt>
              <dd>{model.grid.projectionsCm.map(formatCm).join(' · ')}</dd>
            </dl>
            {model.features.length ? (
              <>
                <h3>Características</h3>
                <ul className={styles.list}>
                  {model.features.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>
        </div>
      </Container>
      <Container as="section" size="wide" className={styles.section} aria-labelledby="precios">
        <h2 id="precios" className={styles.sectionTitle}>
          Precios por medida
        </h2>
        <p className={styles.lead}>
          Precio del toldo con lona incluida según el ancho y la {projectionWord.toLowerCase()}; se toma la medida
          inmediata superior. Precios en MXN antes de IVA, sin motor ni instalación.
        </p>
        {/* Focusable so a keyboard can scroll it when it is wider than the screen. */}
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Tabla de precios por medida">
          <table className={styles.table}>
            <caption>
              Toldo {model.name}: precio por ancho (filas) y {projectionWord.toLowerCase()} (columnas).
            </caption>
            <thead>
              <tr>
                <th scope="col">Ancho hasta</th>
                {model.grid.projectionsCm.map((p) => (
                  <th scope="col" key={p}>
                    {formatCm(p)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {model.grid.widthsCm.map((width, wi) => (
                <tr key={width}>
                  <th scope="row">{formatCm(width)}</th>
                  {model.grid.projectionsCm.map((p, pi) => {
                    const cents = model.grid.publicCents[wi]?.[pi];
                    return <td key={p}>{cents ? formatMXNCompact(cents) : '—'}</td>;
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Container>
      <Container as="section" size="wide" className={styles.section} aria-labelledby="lonas">
        <h2 id="lonas" className={styles.sectionTitle}>
          Lonas disponibles
        </h2>
        <ul className={styles.grid}>
          {fabrics.map(({ fabric, price }) => (
            <ProductCard
              key={fabric.slug}
              title={fabric.name}
              href={detailsPath(fabric)}
              text={
                <>
                  {opacityShortLabel(fabric.opacity)} · {keepUnitsTogether(fabric.composition)}
                </>
              }
              price={
                price.publicCents ? (
                  <>
                    + {formatMXN(price.publicCents)} <small>/m² sobre el precio base</small>
                  </>
                ) : (
                  'Incluida en el precio'
                )
              }
              actions={[
                {
                  href: `/catalogo/toldos/${type.slug}/${model.slug}/${fabric.slug}`,
                  label: 'Colores en este modelo',
                  context: `en ${fabric.name}`,
                },
              ]}
            >
              <MiniSwatches colors={fabric.colors} label={`Colores de ${fabric.name}`} />
            </ProductCard>
          ))}
        </ul>
      </Container>
      <Container as="section" size="wide" className={styles.section} aria-labelledby="opciones">
        <h2 id="opciones" className={styles.sectionTitle}>
          Opciones
        </h2>
        <ul className={styles.list}>
          {motors.map((m) => (
            <li key={m.slug}>
              {m.name}: {formatMXN(m.publicCents)} + IVA ({m.description})
            </li>
          ))}
          {sensor ? (
            <li>
              {sensor.name}: {formatMXN(sensor.publicCents)} + IVA
            </li>
          ) : null}
          <li>Operación manual con manivela incluida en el precio base.</li>
        </ul>
      </Container>
    </>
  );
}
