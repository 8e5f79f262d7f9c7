import Link from 'next/link';
import { redirectToIndex } from '@/lib/unknown-page';
import type { Metadata } from 'next';
import { Container } from '@/components/ui/container';
import { ButtonLink } from '@/components/ui/button-link';
import { ColorCard } from '@/components/catalog/color-card';
import { HOME_STEP, LINE_STEPS, TrailHeader } from '@/components/catalog/page-trail';
import styles from '@/components/catalog/catalog.module.css';
import { getCatalog } from '@/lib/server/site-data';
import { resolveCatalogPage, catalogPageParams } from '@/lib/catalog/catalog-page';
import { detailsPath } from '@/lib/catalog/select';
import { quoterHref } from '@/lib/catalog/links';
import { STOCK_LEGEND, availabilityOf } from '@/lib/catalog/availability';
import { countLabel } from '@/lib/format/count';
import { fitDescription } from '@/lib/content/descriptions';
import { pageMetadata } from '@/lib/seo';
import { WHOLE_FABRICS } from '@/lib/catalog/whole-fabrics';

export const revalidate = 60;

type Props = { params: Promise<{ product: string; tipo: string; rest?: string[] }> };

export async function generateStaticParams() {
  return catalogPageParams(await getCatalog());
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = resolveCatalogPage(await getCatalog(), await params);
  if (!page) return {};
  const colors = page.fabrics.reduce((n, f) => n + f.colors.length, 0);
  return pageMetadata({
    title: page.title,
    description: fitDescription([
      `${page.title}: ${countLabel(colors, 'color', 'colores')} en ${countLabel(page.fabrics.length, 'tela', 'telas')}, con disponibilidad al día.`,
      'Elige tu color y cotiza en línea.',
    ]),
    path: page.path,
  });
}

export default async function CataloguePage({ params }: Props) {
  const catalog = await getCatalog();
  const page = resolveCatalogPage(catalog, await params);
  if (!page) redirectToIndex();
  const line = page.type.lineSlug === 'toldos' ? 'toldos' : 'persianas';
  const base = `/catalogo/${line}/${page.type.slug}`;
  const colors = page.fabrics.reduce((n, f) => n + f.colors.length, 0);
  // Every fabric of a blind type: the first ones with their colour cards, the rest one link each.
  const listsAll = !page.fabric && !page.model;
  const shown = listsAll ? page.fabrics.slice(0, WHOLE_FABRICS) : page.fabrics;
  const more = listsAll ? page.fabrics.slice(WHOLE_FABRICS) : [];
  return (
    <>
      <TrailHeader
        trail={[HOME_STEP, LINE_STEPS[line], ...page.trail]}
        eyebrow="Catálogo"
        title={page.title}
        intro={
          <p>
            {countLabel(colors, 'color', 'colores')} en {countLabel(page.fabrics.length, 'tela', 'telas')}.{' '}
            {STOCK_LEGEND}
          </p>
        }
        size="wide"
      >
        <ButtonLink
          href={quoterHref({ line, type: page.type.slug, model: page.model?.slug, fabric: page.fabric?.slug })}
        >
          Cotizar
        </ButtonLink>
      </TrailHeader>
      <Container size="wide" className={styles.section}>
        {page.model ? null : (
          <nav aria-label="Filtrar por tela">
            <ul className={styles.filters}>
              <li>
                <Link href={base} aria-current={page.fabric ? undefined : 'page'}>
                  Todas las telas
                </Link>
              </li>
              {page.allFabrics.map((fabric) => (
                <li key={fabric.slug}>
                  <Link
                    href={`${base}/${fabric.slug}`}
                    aria-current={page.fabric?.slug === fabric.slug ? 'page' : undefined}
                  >
                    {fabric.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {shown.map((fabric) => (
          <section key={fabric.slug} aria-labelledby={`tela-${fabric.slug}`} className={styles.section}>
            <h2 id={`tela-${fabric.slug}`} className={styles.sectionTitle}>
              {fabric.name}
            </h2>
            <ul className={styles.grid}>
              {fabric.colors.map((color) => (
                <ColorCard key={color.slug} fabric={fabric} color={color} href={detailsPath(fabric, color.slug)} />
              ))}
            </ul>
          </section>
        ))}
        {more.length > 0 ? (
          <section aria-labelledby="mas-telas" className={styles.section}>
            <h2 id="mas-telas" className={styles.sectionTitle}>
              Más telas
            </h2>
            <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Tabla de más telas">
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">Tela</th>
                    <th scope="col">Colores</th>
                    <th scope="col">En existencia</th>
                  </tr>
                </thead>
                <tbody>
                  {more.map((fabric) => (
                    <tr key={fabric.slug}>
                      <th scope="row">
                        <Link href={`${base}/${fabric.slug}`} prefetch={false}>
                          {fabric.name}
                        </Link>
                      </th>
                      <td>{fabric.colors.length}</td>
                      <td>{fabric.colors.filter((color) => availabilityOf(color.stock).inStock).length}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ) : null}
      </Container>
    </>
  );
}
