import { Suspense } from 'react';
import Link from 'next/link';
import { Container } from '@/components/ui/container';
import { ButtonLink } from '@/components/ui/button-link';
import { JsonLd } from '@/components/seo/json-ld';
import { PageNotFoundNotice } from '@/components/layout/page-not-found-notice';
import { IllustrationImage, fabricLook, kindForType } from '@/components/catalog/illustrations';
import { MiniSwatches } from '@/components/catalog/swatches';
import catalogStyles from '@/components/catalog/catalog.module.css';
import { getCatalog, getDealerStats } from '@/lib/server/site-data';
import { detailsPath, fabricPriceRange, typesOfFabric } from '@/lib/catalog/select';
import type { CatalogSnapshot } from '@/lib/contract/catalog';
import { DEALER_TEASER, HERO, QUOTER_CTA, REASONS, dealerTeaser } from '@/lib/content/home';
import { LINE_CONTENT } from '@/lib/content/lines';
import { opacityShortLabel } from '@/lib/content/opacity';
import { keepUnitsTogether } from '@/lib/format/measures';
import { formatMXN } from '@/lib/format/money';
import { pageDescription } from '@/lib/content/descriptions';
import { pageMetadata } from '@/lib/seo';
import { organizationLd } from '@/lib/structured-data';
import { site } from '@/lib/site';
import styles from './home.module.css';

export const revalidate = 60;

export const metadata = {
  ...pageMetadata({ title: site.tagline, description: pageDescription('/'), path: '/' }),
  title: { absolute: `${site.name} · ${site.tagline}` },
};

/** One blind fabric of each opacity, the one with most colours: a quick tour of the range. */
function featuredFabrics(catalog: CatalogSnapshot) {
  const byOpacity = new Map<string, CatalogSnapshot['fabrics'][number]>();
  for (const fabric of catalog.fabrics.filter((f) => f.lineSlug === 'persianas')) {
    const current = byOpacity.get(fabric.opacity);
    if (!current || fabric.colors.length > current.colors.length) byOpacity.set(fabric.opacity, fabric);
  }
  return [...byOpacity.values()].slice(0, 4);
}

const LINE_CARDS = [
  { slug: 'persianas', name: 'Persianas', kind: 'enrollable', color: '#CDBB9A', opacity: 'filtrante' },
  { slug: 'toldos', name: 'Toldos', kind: 'toldo-retractil', color: '#1F5F7A', opacity: 'blackout' },
  { slug: 'motorizacion', name: 'Motorización', kind: 'motor', color: '#C9C9C4', opacity: 'traslucido' },
] as const;

export default async function HomePage() {
  const [catalog, stats] = await Promise.all([getCatalog(), getDealerStats()]);
  return (
    <>
      <JsonLd data={organizationLd()} />
      {/* Read in the browser (the page is cached for every query): the address after an unknown one. */}
      <Suspense fallback={null}>
        <PageNotFoundNotice />
      </Suspense>
      <section className={styles.hero} aria-labelledby="titulo-pagina">
        <Container size="wide" className={styles.heroInner}>
          <div>
            <p className={styles.eyebrow}>{HERO.eyebrow}</p>
            <h1 id="titulo-pagina" className={styles.title}>
              {HERO.title}
            </h1>
            <p className={styles.subtitle}>{HERO.subtitle}</p>
            <div className={styles.actions}>
              <ButtonLink href={HERO.primaryCta.href}>{HERO.primaryCta.label}</ButtonLink>
              <ButtonLink href={HERO.secondaryCta.href} variant="secondary">
                {HERO.secondaryCta.label}
              </ButtonLink>
            </div>
          </div>
          <div className={styles.heroArt}>
            <figure>
              <IllustrationImage
                priority
                kind="toldo-retractil"
                color="#B4531A"
                opacity="blackout"
                title="Toldo retráctil color terracota sobre una terraza"
              />
            </figure>
            <figure>
              <IllustrationImage
                priority
                kind="sheer"
                color="#EDE6D3"
                opacity="traslucido"
                title="Persiana sheer en color marfil"
              />
            </figure>
            <figure>
              <IllustrationImage
                priority
                kind="romana"
                color="#45474A"
                opacity="blackout"
                title="Persiana romana blackout color grafito"
              />
            </figure>
          </div>
        </Container>
      </section>

      <Container as="section" size="wide" className={styles.band} aria-labelledby="lineas">
        <h2 id="lineas" className={styles.bandTitle}>
          Nuestros productos
        </h2>
        <p className={styles.bandIntro}>
          Todo se fabrica sobre pedido, con tus medidas, en nuestro taller de Guadalajara.
        </p>
        <ul className={catalogStyles.grid}>
          {LINE_CARDS.map((line) => (
            <li key={line.slug} className={catalogStyles.card}>
              <div className={catalogStyles.cardMedia}>
                <IllustrationImage kind={line.kind} color={line.color} opacity={line.opacity} decorative />
              </div>
              <div className={catalogStyles.cardBody}>
                <h3 className={catalogStyles.cardTitle}>
                  <Link href={`/productos/${line.slug}`}>{line.name}</Link>
                </h3>
                <p className={catalogStyles.cardText}>{LINE_CONTENT[line.slug].headline}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>

      <Container as="section" size="wide" className={styles.band} aria-labelledby="razones">
        <h2 id="razones" className={styles.bandTitle}>
          Por qué {site.shortName}
        </h2>
        <ul className={styles.reasons}>
          {REASONS.map((reason) => (
            <li key={reason.id}>
              <h3>{reason.title}</h3>
              <p>{reason.text}</p>
            </li>
          ))}
        </ul>
      </Container>

      <Container as="section" size="wide" className={styles.band} aria-labelledby="telas">
        <h2 id="telas" className={styles.bandTitle}>
          Telas destacadas
        </h2>
        <p className={styles.bandIntro}>De la transparencia de un screen al oscurecimiento total de un blackout.</p>
        <ul className={catalogStyles.grid}>
          {featuredFabrics(catalog).map((fabric) => {
            const price = fabricPriceRange(fabric);
            const type = typesOfFabric(catalog, fabric)[0];
            return (
              <li key={fabric.slug} className={catalogStyles.card}>
                <div className={catalogStyles.cardMedia}>
                  <IllustrationImage
                    kind={kindForType(type?.slug ?? 'enrollables')}
                    {...fabricLook(fabric)}
                    decorative
                  />
                </div>
                <div className={catalogStyles.cardBody}>
                  <h3 className={catalogStyles.cardTitle}>
                    <Link href={detailsPath(fabric)}>{keepUnitsTogether(fabric.name)}</Link>
                  </h3>
                  <p className={catalogStyles.cardText}>
                    {opacityShortLabel(fabric.opacity)} · {keepUnitsTogether(fabric.composition)}
                  </p>
                  <MiniSwatches colors={fabric.colors} label={`Colores de ${fabric.name}`} />
                  {price ? (
                    <p className={catalogStyles.price}>
                      Desde {formatMXN(price.lowCents)} <small>/m² + IVA</small>
                    </p>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      </Container>

      <Container as="section" size="wide" className={styles.band} aria-labelledby="distribuidores">
        <div className={styles.teaser}>
          <div>
            <h2 id="distribuidores">{DEALER_TEASER.title}</h2>
            <p>{dealerTeaser(stats.dealers, stats.states)}</p>
          </div>
          <div className={styles.teaserActions}>
            <dl className={styles.stats}>
              <div>
                <dt>distribuidores</dt>
                <dd>{stats.dealers}</dd>
              </div>
              <div>
                <dt>estados</dt>
                <dd>{stats.states}</dd>
              </div>
            </dl>
            <Link href={DEALER_TEASER.button.href}>{DEALER_TEASER.button.label}</Link>
          </div>
        </div>
      </Container>

      <Container as="section" size="wide" className={styles.band} aria-labelledby="cotizador">
        <div className={styles.quoter}>
          <div>
            <h2 id="cotizador">{QUOTER_CTA.title}</h2>
            <p>{QUOTER_CTA.text}</p>
            <p className={styles.note}>{QUOTER_CTA.note}</p>
          </div>
          <ButtonLink href={QUOTER_CTA.button.href}>{QUOTER_CTA.button.label}</ButtonLink>
        </div>
      </Container>
    </>
  );
}
