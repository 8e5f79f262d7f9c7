// The quoter's client-side state: a draft of pieces as the visitor types them (text as typed,
// slugs as chosen), turned into the engine's configuration (lib/pricing) only to price or send.
import type { CatalogSnapshot } from '@/lib/contract/catalog';
import type { Mount } from '@/lib/pricing/mount';
import type { PriceList } from '@/lib/pricing/types';

export type QuoterLine = 'persianas' | 'toldos';

export const QUOTER_LINES: readonly QuoterLine[] = ['persianas', 'toldos'];

export const isQuoterLine = (value: unknown): value is QuoterLine => value === 'persianas' || value === 'toldos';

/** What the quoter prices with: the priced catalogue of the caller's price list (GET /api/quoter-options). */
export type QuoterCatalog = { catalog: CatalogSnapshot; priceList: PriceList };

/** One piece of the quote, as typed. Sizes and quantity stay text so nothing typed is lost or reformatted. */
export type PieceDraft = {
  id: string;
  /** '' until the visitor chooses blinds or awnings. */
  line: QuoterLine | '';
  type: string;
  /** Awnings only. */
  model: string;
  fabric: string;
  color: string;
  /** Centimetres, as typed ("150", "150,5"). */
  width: string;
  /** Height for blinds, projection (salida) for awnings, in centimetres as typed. */
  height: string;
  /** Blinds only: dentro / fuera del vano; '' until asked (then made as measured). */
  mount: Mount | '';
  quantity: string;
  room: string;
  motor: string;
  /** Blinds only. */
  gallery: string;
  installation: boolean;
  /** Awnings only; needs a motor. */
  windSensor: boolean;
};

export type QuoterDraft = {
  version: 1;
  pieces: PieceDraft[];
  activeId: string;
  /** Next piece number: ids are `p1`, `p2`… so the server and the browser render the same ids. */
  seq: number;
  notes: string;
  /** The last query-string preset applied, so a reload does not apply it twice. */
  presetKey: string | null;
};

/**
 * A product chosen by the link that opened the quoter (`?tipo=&modelo=&tela=&color=`), checked
 * against the catalogue.
 */
export type ResolvedPreset = {
  line: QuoterLine;
  type?: string;
  model?: string;
  fabric?: string;
  color?: string;
  /** From /motorizacion/cotizador: the piece starts with a motor chosen. */
  motorized?: boolean;
};
