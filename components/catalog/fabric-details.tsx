import { GuideLink } from '@/components/guide/guide-link';
import Link from 'next/link';
import { Container } from '@/components/ui/container';
import { ButtonLink } from '@/components/ui/button-link';
import { JsonLd } from '@/components/seo/json-ld';
import { fabricLook, kindForType } from '@/components/catalog/illustrations';
import { ProductPhoto } from '@/components/catalog/product-photo';
import { Swatches } from '@/components/catalog/swatches';
import { SampleToggle } from '@/components/samples/sample-toggle';
import { HOME_STEP, LINE_STEPS, TrailHeader } from '@/components/catalog/page-trail';
import styles from '@/components/catalog/catalog.module.css';
import type { DetailsPage } from '@/lib/catalog/details';
import { detailsPath } from '@/lib/catalog/select';
import { quoterHref } from '@/lib/catalog/links';
import { availabilityOf } from '@/lib/catalog/availability';
import { opacityLabel } from '@/lib/content/opacity';
import { formatCm, formatPercent, keepUnitsTogether } from '@/lib/format/measures';
import { formatMXN } from '@/lib/format/money';
import { productLd } from '@/lib/structured-data';

/** One fabric with all its colours, the chosen one previewed; shared by /detalles and /detalles-toldos. */
export function FabricDetails({ page }: { page: DetailsPage }) {
  const { fabric, color, types } = page;
  const line = fabric.lineSlug === 'toldos' ? 'toldos' : 'persianas';
  const shown = color ?? fabric.colors[0] ?? null;
  const firstType = types[0];
  const availability = shown ? availabilityOf(shown.stock) : null;
  const title = color ? `${fabric.name} color ${color.name}` : fabric.name;
  const trail = [
    HOME_STEP,
    LINE_STEPS[line],
    { label: fabric.name, href: detailsPath(fabric) },
    ...(color ? [{ label: color.name, href: page.path }] : []),
  ];
  return (
    <>
      {page.price ? (
        <JsonLd
          data={productLd({
            name: title,
            description: fabric.description,
            path: page.path,
            sku: color ? `${fabric.slug}-${color.slug}` : fabric.slug,
            color: color?.name,
            lowCents: page.price.lowCents,
            highCents: page.price.highCents,
            inStock: availability?.inStock ?? false,
            image: (shown?.image ?? fabric.image)?.srcset.at(-1)?.src,
          })}
        />
      ) : null}
      <TrailHeader
        trail={trail}
        eyebrow={line === 'toldos' ? 'Lona para toldo' : 'Tela para persiana'}
        title={keepUnitsTogether(title)}
        intro={<p>{keepUnitsTogether(fabric.description)}</p>}
        size="wide"
      >
        <ButtonLink href={quoterHref({ line, type: firstType?.slug, fabric: fabric.slug, color: shown?.slug })}>
          Cotizar con esta tela
        </ButtonLink>
        <GuideLink line={line === 'toldos' ? 'toldos' : 'persianas'} />
      </TrailHeader>
      <Container size="wide" className={styles.section}>
        <div className={styles.split}>
          <figure className={styles.figure}>
            <ProductPhoto
              priority
              image={shown?.image ?? fabric.image}
              kind={kindForType(firstType?.slug ?? line)}
              {...fabricLook(fabric, shown)}
              alt={`${line === 'toldos' ? 'Toldo' : 'Persiana'} en ${fabric.name}${shown ? `, color ${shown.name}` : ''}`}
            />
          </figure>
          <div>
            <h2 className={styles.sectionTitle}>Colores</h2>
            {shown && availability ? (
              <p aria-live="polite">
                Color seleccionado: <strong>{shown.name}</strong> —{' '}
                <span className={availability.status === 'disponible' ? styles.ok : styles.wait}>
                  {availability.label}
                </span>
              </p>
            ) : null}
            {shown ? (
              <SampleToggle
                color={{
                  fabric: fabric.slug,
                  color: shown.slug,
                  fabricName: fabric.name,
                  colorName: shown.name,
                  hex: shown.hex,
                  stripeHex: shown.stripeHex,
                  line,
                }}
              />
            ) : null}
            <Swatches
              colors={fabric.colors}
              selected={shown?.slug}
              label={`Colores de ${fabric.name}`}
              hrefFor={(c) => detailsPath(fabric, c.slug)}
            />
            <h2 className={styles.sectionTitle} style={{ marginTop: '2rem' }}>
              Especificaciones
            </h2>
            <dl className={styles.specs}>
              <dt>Opacidad</dt>
              <dd>{opacityLabel(fabric.opacity)}</dd>
              {fabric.opennessPct ? (
                <>
                  <dt>Apertura</dt>
                  <dd>{formatPercent(fabric.opennessPct)}</dd>
                </>
              ) : null}
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
              {page.price ? (
                <>
                  <dt>Precio</dt>
                  <dd>
                    {line === 'toldos' ? 'Toldo completo ' : ''}desde {formatMXN(page.price.lowCents)}
                    {line === 'toldos' ? '' : ' /m²'} + IVA
                  </dd>
                </>
              ) : null}
            </dl>
          </div>
        </div>
      </Container>
      <Container as="section" size="wide" className={styles.section} aria-labelledby="disponible-en">
        <h2 id="disponible-en" className={styles.sectionTitle}>
          Disponible en
        </h2>
        <ul className={styles.list}>
          {types.map((type) => {
            const price = fabric.prices.find((p) => p.typeId === type.id);
            return (
              <li key={type.slug}>
                <Link
                  href={
                    line === 'toldos' ? `/productos/toldos/${type.slug}` : `/productos/persianas/tejidos/${type.slug}`
                  }
                >
                  {type.name}
                </Link>
                {price && line === 'persianas' ? ` — ${formatMXN(price.publicCents)} /m² + IVA` : null}
              </li>
            );
          })}
        </ul>
      </Container>
    </>
  );
}
