// A page builder shared by /cotizador and /{product}/cotizador. It reads lib/server, so it lives under
// app/ (components/ holds no server reads); Next routes no folder whose name starts with _.
import type { Metadata } from 'next';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHeader } from '@/components/ui/page-header';
import { opacityShortLabel } from '@/lib/content/opacity';
import { PAGE_DESCRIPTIONS } from '@/lib/content/descriptions';
import { motorizationPreset, presetNames, resolvePreset, type PresetParams } from '@/lib/quoter/preset';
import type { QuoterLine } from '@/lib/quoter/types';
import { pageMetadata } from '@/lib/seo';
import { getCatalog } from '@/lib/server/site-data';
import { quoterOptions } from '@/lib/server/services/quoter';
import { quoterCatalog } from '@/lib/quoter/public-catalog';
import { breadcrumbLd } from '@/lib/structured-data';
import { QuoterAfterPaint as Quoter } from '@/components/quoter/quoter-after-paint';
import styles from '@/components/quoter/quoter.module.css';
import { swatchBackground } from '@/lib/catalog/swatch';

const LINE_TITLES: Record<QuoterLine, { title: string; crumb: string; description: string }> = {
  persianas: {
    title: 'Cotiza tus persianas',
    crumb: 'Persianas',
    description:
      'Cotiza en línea tus persianas a la medida: elige tipo, tela, color y motor, escribe tus medidas y ve el precio con IVA al momento.',
  },
  toldos: {
    title: 'Cotiza tu toldo',
    crumb: 'Toldos',
    description:
      'Cotiza en línea tu toldo a la medida: elige tipo, modelo, lona, color y motor, escribe ancho y salida y ve el precio con IVA al momento.',
  },
};

const MOTORIZATION = {
  title: 'Cotiza tu persiana o toldo motorizado',
  description:
    'Cotiza en línea persianas y toldos con motor: elige el producto, escribe tus medidas y te mostramos los motores que pueden moverlo, con su precio con IVA.',
};

export function motorizationQuoterMetadata(): Metadata {
  return pageMetadata({
    title: 'Cotizador de motorización',
    description: MOTORIZATION.description,
    path: '/motorizacion/cotizador',
  });
}

/** /motorizacion/cotizador: the same quoter, opened on a motorized roller blind (spec §2: a second entry). */
export async function MotorizationQuoterPage() {
  const options = quoterOptions(await getCatalog(), 'publico');
  const path = '/motorizacion/cotizador';
  const trail = [
    { label: 'Inicio', href: '/' },
    { label: 'Motorización', href: '/productos/motorizacion' },
    { label: 'Cotizador', href: path },
  ];
  return (
    <>
      <JsonLd data={breadcrumbLd(trail)} />
      <PageHeader
        eyebrow="Cotizador en línea"
        title={MOTORIZATION.title}
        breadcrumbs={trail}
        intro={
          <p>
            Empezamos con una persiana enrollable con motor; cámbiala por otro tipo o por un toldo cuando quieras.
            Escribe tus medidas en centímetros y te mostramos sólo los motores que pueden moverla, con el precio con IVA
            al momento.
          </p>
        }
      />
      <Quoter
        catalog={quoterCatalog(options.catalog)}
        priceList={options.price_list}
        line=""
        preset={motorizationPreset(options.catalog)}
      />
    </>
  );
}

export function quoterMetadata(line: QuoterLine | null): Metadata {
  if (!line)
    return pageMetadata({ title: 'Cotizador', description: PAGE_DESCRIPTIONS['/cotizador'], path: '/cotizador' });
  return pageMetadata({
    title: `Cotizador de ${line}`,
    description: LINE_TITLES[line].description,
    path: `/${line}/cotizador`,
  });
}

/**
 * The quoter screen, rendered on the server with the public priced catalogue in the HTML (the
 * client component takes over and prices as the visitor types). On `/{product}/cotizador` the
 * line is chosen and the query string may choose a product; with a fabric and colour the header
 * names them ("Cotiza con Screen 5 %, color Marfil").
 */
export async function QuoterPage({ line, params = {} }: { line: QuoterLine | null; params?: PresetParams }) {
  const options = quoterOptions(await getCatalog(), 'publico');
  const preset = line ? resolvePreset(options.catalog, line, params) : null;
  const names = presetNames(options.catalog, preset);
  const path = line ? `/${line}/cotizador` : '/cotizador';
  const trail = line
    ? [
        { label: 'Inicio', href: '/' },
        { label: LINE_TITLES[line].crumb, href: `/productos/${line}` },
        { label: 'Cotizador', href: path },
      ]
    : [
        { label: 'Inicio', href: '/' },
        { label: 'Cotizador', href: path },
      ];

  const title =
    names?.fabric && names.color
      ? `Cotiza con ${names.fabric.name}, color ${names.color.name}`
      : names?.model
        ? `Cotiza el toldo ${names.model.name}`
        : names?.type
          ? `Cotiza ${line === 'toldos' ? 'tu toldo' : 'tu persiana'}: ${names.type.name}`
          : line
            ? LINE_TITLES[line].title
            : 'Cotiza tu persiana o tu toldo';

  return (
    <>
      <JsonLd data={breadcrumbLd(trail)} />
      <PageHeader
        eyebrow="Cotizador en línea"
        title={title}
        breadcrumbs={trail}
        intro={
          <p>
            Elige producto, {line === 'toldos' ? 'lona' : 'tela'} y color, escribe tus medidas en centímetros y ve el
            precio con IVA al momento, con cada peso explicado. Puedes agregar varias piezas a la misma cotización.
          </p>
        }
      >
        {names?.fabric && names.color ? (
          <p className={styles.presetChip}>
            <span
              className={styles.presetSwatch}
              style={{ background: swatchBackground(names.color) }}
              aria-hidden="true"
            />
            <span>
              <strong>{names.fabric.name}</strong> · {names.color.name} · {opacityShortLabel(names.fabric.opacity)}
              <span className={styles.presetNote}> Ya está elegida abajo; puedes cambiarla cuando quieras.</span>
            </span>
          </p>
        ) : null}
      </PageHeader>
      <Quoter
        catalog={quoterCatalog(options.catalog)}
        priceList={options.price_list}
        line={line ?? ''}
        preset={preset}
      />
    </>
  );
}
