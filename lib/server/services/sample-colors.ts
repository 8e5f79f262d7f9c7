import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { colors, fabrics, productLines } from '@/lib/server/db/schema';
import type { SampleRequestData } from '@/lib/contract/samples';
import { DEALER_PRODUCTS, type DealerProduct } from '@/lib/contract/dealer-offer';
import { InvalidInputError } from '@/lib/server/errors';

// The colours of a request of samples, checked against the published catalogue and named as it
// names them: the visitor's request (./samples.ts) and the demo's (db/seed/demo-inbox.ts) alike.

export type ChosenColor = {
  colorId: number;
  lineSlug: DealerProduct;
  fabricName: string;
  colorName: string;
  hex: string;
  stripeHex: string | null;
};

/**
 * The colours asked for, each a published colour of an active, published fabric of a published
 * line; any other answers 422 on `colors.{i}` (a colour withdrawn since the visitor picked it).
 */
export async function resolveColors(db: Db, asked: SampleRequestData['colors']): Promise<ChosenColor[]> {
  const rows = await db
    .select({
      colorId: colors.id,
      colorSlug: colors.slug,
      fabricSlug: fabrics.slug,
      lineSlug: productLines.slug,
      fabricName: fabrics.name,
      colorName: colors.name,
      hex: colors.hex,
      stripeHex: colors.stripeHex,
    })
    .from(colors)
    .innerJoin(fabrics, eq(fabrics.id, colors.fabricId))
    .innerJoin(productLines, eq(productLines.id, fabrics.lineId))
    .where(
      and(
        inArray(
          fabrics.slug,
          asked.map((c) => c.fabric),
        ),
        eq(colors.published, true),
        eq(fabrics.published, true),
        eq(fabrics.active, true),
        eq(productLines.published, true),
      ),
    );
  const errors: Record<string, string[]> = {};
  const chosen = asked.flatMap((c, i) => {
    const row = rows.find((r) => r.fabricSlug === c.fabric && r.colorSlug === c.color);
    if (!row || !(DEALER_PRODUCTS as readonly string[]).includes(row.lineSlug)) {
      errors[`colors.${i}`] = ['Ese color ya no está disponible: quítalo de tus muestras y elige otro.'];
      return [];
    }
    const { colorSlug: _c, fabricSlug: _f, ...color } = row;
    return [{ ...color, lineSlug: row.lineSlug as DealerProduct }];
  });
  if (Object.keys(errors).length > 0) throw new InvalidInputError(errors);
  return chosen;
}

/** The lines the colours come from, in the site's order. */
export const linesOf = (chosen: readonly ChosenColor[]): DealerProduct[] =>
  DEALER_PRODUCTS.filter((line) => chosen.some((c) => c.lineSlug === line));
