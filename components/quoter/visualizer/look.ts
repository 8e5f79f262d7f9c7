// What the visualizer draws for a quoter piece: its line and kind, the chosen colour, the
// fabric's opacity and openness, whether it has a cassette (blinds: a gallery; awnings: a cofre
// or semicofre model) and a motor. Null until a type and a colour are chosen.
import type { CatalogSnapshot } from '@/lib/contract/catalog';
import { colorOf, fabricOf, modelOf, typeOf } from '@/lib/quoter/choices';
import type { PieceDraft } from '@/lib/quoter/types';
import type { PieceLook } from '@/lib/visualizer/texture';

/** `kindOf`: the illustrations' kindForType, passed in so this module stays free of the drawings. */
export function pieceLook(
  catalog: CatalogSnapshot,
  piece: PieceDraft,
  kindOf: (typeSlug: string) => string,
  drop = 1,
): PieceLook | null {
  const type = typeOf(catalog, piece);
  const fabric = fabricOf(catalog, piece);
  const color = colorOf(catalog, piece);
  if (!piece.line || !type || !fabric || !color) return null;
  const model = piece.line === 'toldos' ? modelOf(catalog, piece) : null;
  return {
    line: piece.line,
    kind: kindOf(type.slug),
    hex: color.hex,
    stripeHex: color.stripeHex,
    opacity: fabric.opacity,
    opennessPct: fabric.opennessPct,
    cassette: piece.line === 'toldos' ? Boolean(model && /cofre/.test(model.slug)) : Boolean(piece.gallery),
    motor: Boolean(piece.motor),
    drop,
  };
}
