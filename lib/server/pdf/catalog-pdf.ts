import 'server-only';
import { rgb } from 'pdf-lib';
import type { CatalogFabric, CatalogSnapshot } from '@/lib/contract/catalog';
import { modelsOfType, typesOfFabric, typesOfLine } from '@/lib/catalog/select';
import { opacityLabel } from '@/lib/content/opacity';
import { formatLongDate } from '@/lib/format/dates';
import { formatMeters } from '@/lib/format/measures';
import { MARGIN, MUTED, RULE, winAnsi } from './quote-pdf';
import { CONTENT_WIDTH, finishBrochure, heading, startBrochure, type Brochure } from './brochure';

const SWATCH = { width: 58, height: 30, gap: 8, label: 22 };
const STRIPE = 5;

/** "#D7C7A4" → pdf-lib colour; anything unreadable prints as light grey. */
export function hexColor(hex: string) {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!m) return rgb(0.85, 0.85, 0.85);
  return rgb(parseInt(m[1]!, 16) / 255, parseInt(m[2]!, 16) / 255, parseInt(m[3]!, 16) / 255);
}

/** A row of colour swatches (rectangles with a thin border) with each colour's name under it. */
function swatches(b: Brochure, fabric: CatalogFabric) {
  const perRow = Math.floor((CONTENT_WIDTH + SWATCH.gap) / (SWATCH.width + SWATCH.gap));
  for (let start = 0; start < fabric.colors.length; start += perRow) {
    b.w.ensure(SWATCH.height + SWATCH.label + 4);
    fabric.colors.slice(start, start + perRow).forEach((color, i) => {
      const x = MARGIN + i * (SWATCH.width + SWATCH.gap);
      const y = b.w.y - SWATCH.height;
      b.w.page.drawRectangle({ x, y, width: SWATCH.width, height: SWATCH.height, color: hexColor(color.hex) });
      // A striped awning fabric ("Rayas Arena y Blanco"): vertical bands of its second colour.
      if (color.stripeHex) {
        for (let sx = STRIPE; sx < SWATCH.width; sx += 2 * STRIPE) {
          b.w.page.drawRectangle({
            x: x + sx,
            y,
            width: Math.min(STRIPE, SWATCH.width - sx),
            height: SWATCH.height,
            color: hexColor(color.stripeHex),
          });
        }
      }
      b.w.page.drawRectangle({ x, y, width: SWATCH.width, height: SWATCH.height, borderColor: RULE, borderWidth: 0.6 });
      const label = b.w.wrap(color.name, b.regular, 6.5, SWATCH.width).slice(0, 2);
      label.forEach((line, n) =>
        b.w.page.drawText(line, {
          x,
          y: b.w.y - SWATCH.height - 8 - n * 7.5,
          size: 6.5,
          font: b.regular,
          color: MUTED,
        }),
      );
    });
    b.w.y -= SWATCH.height + SWATCH.label + 4;
  }
}

/**
 * The digital catalogue: each product line with its types (and their descriptions and sizes),
 * the awning models with their features, and every fabric with its colours drawn as swatches
 * (striped fabrics as stripes of their two colours).
 */
export async function renderCatalogPdf(catalog: CatalogSnapshot, opts: { date: Date }): Promise<Uint8Array> {
  const b = await startBrochure({
    title: 'Catálogo digital',
    date: opts.date,
    subtitle: `Persianas, toldos y motorización · Edición del ${formatLongDate(opts.date.toISOString())}`,
  });

  for (const line of catalog.lines) {
    heading(b, line.name, 16);
    b.w.text(line.description, { size: 10 });
    for (const type of typesOfLine(catalog, line.slug)) {
      heading(b, type.name, 12);
      b.w.text(type.description, { size: 9 });
      if (line.slug !== 'motorizacion') {
        const height = line.slug === 'toldos' ? 'salida' : 'alto';
        b.w.text(
          `Medidas: de ${formatMeters(type.minWidthCm)} a ${formatMeters(type.maxWidthCm)} m de ancho; ${height} de ${formatMeters(type.minHeightCm)} a ${formatMeters(type.maxHeightCm)} m.`,
          { size: 8, color: MUTED },
        );
      }
      for (const model of modelsOfType(catalog, type)) {
        b.w.ensure(50);
        b.w.text(`Modelo ${model.name}`, { size: 10, font: b.bold, x: MARGIN + 10 });
        b.w.text(model.description, { size: 8.5, x: MARGIN + 10 });
        for (const feature of model.features)
          b.w.text(`• ${feature}`, { size: 8, x: MARGIN + 20, color: MUTED, gap: 2 });
        b.w.y -= 4;
      }
    }
    if (line.slug === 'motorizacion') {
      for (const motor of catalog.motors) {
        b.w.ensure(36);
        b.w.text(`${motor.name} (${motor.brand}, para ${motor.kind === 'toldo' ? 'toldos' : 'persianas'})`, {
          size: 10,
          font: b.bold,
        });
        b.w.text(motor.description, { size: 8.5, color: MUTED });
      }
    }
  }

  heading(b, 'Telas, lonas y colores', 16);
  for (const fabric of catalog.fabrics) {
    b.w.ensure(110);
    b.w.text(fabric.name, { size: 11, font: b.bold });
    const usedIn = typesOfFabric(catalog, fabric)
      .map((t) => t.name)
      .join(', ');
    b.w.text(winAnsi(`${opacityLabel(fabric.opacity)} · ${fabric.composition}${usedIn ? ` · Para: ${usedIn}` : ''}`), {
      size: 8,
      color: MUTED,
    });
    b.w.text(fabric.description, { size: 8.5, gap: 6 });
    swatches(b, fabric);
  }
  b.w.text(
    'Los colores impresos son una referencia: pide a tu distribuidor el muestrario físico antes de confirmar un pedido.',
    { size: 8, color: MUTED },
  );
  return finishBrochure(b, `Catálogo digital · ${formatLongDate(opts.date.toISOString())}`);
}
