import 'server-only';
import type { CatalogSnapshot } from '@/lib/contract/catalog';
import { fabricsForType, modelsOfType, typesOfLine } from '@/lib/catalog/select';
import { opacityShortLabel } from '@/lib/content/opacity';
import { formatLongDate } from '@/lib/format/dates';
import { formatMeters } from '@/lib/format/measures';
import { formatMXN } from '@/lib/format/money';
import type { PriceList } from '@/lib/pricing/types';
import { MUTED } from './quote-pdf';
import { CONTENT_WIDTH, finishBrochure, heading, startBrochure, table, type Column } from './brochure';

const UNIT_LABEL = { m2: 'm²', m: 'm', pieza: 'pieza' } as const;

/**
 * The price list as a PDF, from the catalogue as it is: fabrics per m² by blind and awning type,
 * each awning model's width × projection grid, galleries, motors and accessories. The public list
 * shows public prices only; the distributor's adds the distributor column.
 */
export async function renderPriceListPdf(
  catalog: CatalogSnapshot,
  opts: { date: Date; priceList: PriceList },
): Promise<Uint8Array> {
  const forDistributor = opts.priceList === 'distribuidor';
  const title = forDistributor ? 'Lista de precios para distribuidores' : 'Lista de precios al público';
  const b = await startBrochure({
    title,
    date: opts.date,
    subtitle: `Vigente desde el ${formatLongDate(opts.date.toISOString())} · Precios en pesos mexicanos (MXN), más IVA`,
  });
  const money = (cents: number | null) => (cents === null ? '—' : formatMXN(cents));
  const priceColumns = (first: Column[]): Column[] => {
    const rest = CONTENT_WIDTH - first.reduce((sum, c) => sum + c.width, 0);
    return forDistributor
      ? [
          ...first,
          { header: 'Público', width: rest / 2, align: 'right' },
          { header: 'Distribuidor', width: rest / 2, align: 'right' },
        ]
      : [...first, { header: 'Precio', width: rest, align: 'right' }];
  };
  const prices = (p: { publicCents: number; distributorCents: number }) =>
    forDistributor ? [money(p.publicCents), money(p.distributorCents)] : [money(p.publicCents)];

  for (const line of catalog.lines.filter((l) => l.slug !== 'motorizacion')) {
    heading(b, line.name);
    for (const type of typesOfLine(catalog, line.slug)) {
      heading(b, `${type.name}: ${line.slug === 'toldos' ? 'lonas' : 'telas'} por m²`, 11);
      if (line.slug === 'persianas') {
        b.w.text(
          `De ${formatMeters(type.minWidthCm)} a ${formatMeters(type.maxWidthCm)} m de ancho; se cobra un mínimo de ${type.minBillableAreaM2.toFixed(2)} m².`,
          { size: 8, color: MUTED },
        );
      }
      const offers = fabricsForType(catalog, type);
      table(
        b,
        priceColumns([
          { header: 'Tela', width: 190 },
          { header: 'Opacidad', width: 90 },
        ]),
        offers.map(({ fabric, price }) => [fabric.name, opacityShortLabel(fabric.opacity), ...prices(price)]),
      );
      for (const model of modelsOfType(catalog, type)) {
        heading(b, `Toldo ${model.name}: precio por pieza según ancho y salida`, 11);
        const grid = model.grid;
        const cell = (wi: number, pi: number) => {
          const pub = grid.publicCents[wi]?.[pi] ?? null;
          const dist = grid.distributorCents[wi]?.[pi] ?? null;
          return forDistributor ? `${money(pub)} / ${money(dist)}` : money(pub);
        };
        const first = 90;
        const each = (CONTENT_WIDTH - first) / Math.max(1, grid.projectionsCm.length);
        table(
          b,
          [
            { header: 'Ancho hasta', width: first },
            ...grid.projectionsCm.map((p) => ({
              header: `Salida ${formatMeters(p)} m`,
              width: each,
              align: 'right' as const,
            })),
          ],
          grid.widthsCm.map((width, wi) => [
            `${formatMeters(width)} m`,
            ...grid.projectionsCm.map((_, pi) => cell(wi, pi)),
          ]),
          forDistributor ? 7.5 : 9,
        );
        if (forDistributor)
          b.w.text('En cada casilla: precio al público / precio de distribuidor.', { size: 8, color: MUTED });
      }
    }
  }

  heading(b, 'Motorización, galerías y accesorios');
  heading(b, 'Galerías (por metro lineal)', 11);
  table(
    b,
    priceColumns([
      { header: 'Galería', width: 200 },
      { header: 'Acabado', width: 110 },
    ]),
    catalog.galleries.map((g) => [
      g.name,
      g.finish,
      ...prices({ publicCents: g.publicCentsPerM, distributorCents: g.distributorCentsPerM }),
    ]),
  );
  heading(b, 'Motores (por pieza)', 11);
  table(
    b,
    priceColumns([
      { header: 'Motor', width: 200 },
      { header: 'Marca', width: 70 },
      { header: 'Para', width: 60 },
    ]),
    catalog.motors.map((m) => [m.name, m.brand, m.kind === 'toldo' ? 'Toldo' : 'Persiana', ...prices(m)]),
  );
  heading(b, 'Accesorios y servicios', 11);
  table(
    b,
    priceColumns([
      { header: 'Concepto', width: 250 },
      { header: 'Unidad', width: 60 },
    ]),
    catalog.accessories.map((a) => [a.name, UNIT_LABEL[a.unit], ...prices(a)]),
  );

  b.w.y -= 6;
  b.w.text(
    'Precios sujetos a cambio sin previo aviso. Las medidas se redondean al centímetro superior. Cotiza cada pieza con sus medidas en el cotizador del sitio o con tu distribuidor.',
    { size: 8, color: MUTED },
  );
  return finishBrochure(b, `${title} · ${formatLongDate(opts.date.toISOString())}`);
}
