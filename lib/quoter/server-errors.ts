// A 422 from the API, split for the screen: `items.N.field` messages go to piece N (as sent),
// `items` and `items.N` to the quote as a whole, everything else to the form's fields.
import type { PieceField } from './price';

type SplitErrors = {
  /** Piece id → field → messages. */
  pieces: Record<string, Partial<Record<PieceField, string[]>>>;
  /** The quote as a whole ("Agrega al menos una pieza…"). */
  quote: string[];
  /** Form fields (name, email, …) → messages. */
  fields: Record<string, string[]>;
};

const asMessages = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : [String(value)]);

export function splitServerErrors(
  errors: Record<string, unknown> | undefined,
  pieceIds: readonly string[],
): SplitErrors {
  const out: SplitErrors = { pieces: {}, quote: [], fields: {} };
  for (const [key, value] of Object.entries(errors ?? {})) {
    const messages = asMessages(value);
    const match = /^items\.(\d+)(?:\.(.+))?$/.exec(key);
    if (key === 'items') {
      out.quote.push(...messages);
    } else if (match) {
      const id = pieceIds[Number(match[1])];
      const field = match[2] as PieceField | undefined;
      if (id && field) {
        const piece = (out.pieces[id] ??= {});
        piece[field] = [...(piece[field] ?? []), ...messages];
      } else {
        out.quote.push(...messages);
      }
    } else {
      out.fields[key] = messages;
    }
  }
  return out;
}
