// Integer-centavo arithmetic: every amount is a whole number of centavos, rounded half up.

export const IVA_RATE_PERCENT = 16;

/** Rounds a non-negative amount to whole centavos, half up (0.5 → 1). */
const roundCents = (value: number): number => Math.floor(value + 0.5);

/** IVA of a subtotal: 16 %, rounded half up to the centavo. */
export const ivaOf = (subtotalCents: number): number => roundCents((subtotalCents * IVA_RATE_PERCENT) / 100);

/** Centimetres → whole centimetres, rounding up (150.2 cm is billed as 151 cm). */
export const ceilCm = (cm: number): number => Math.ceil(cm - 1e-9);

/**
 * Whole cm² → the billable area in hundredths of m², rounded half up (1.9975 m² → 200, i.e. 2.00 m²).
 * The trade bills the area to two decimals, and the price is computed from that printed figure.
 */
export const areaHundredths = (areaCm2: number): number => Math.floor((areaCm2 + 50) / 100);

/**
 * Price of an area in hundredths of m² at a price per m²: exactly the printed m² × the printed
 * price, to the centavo.
 */
export const priceOfArea = (hundredthsM2: number, centsPerM2: number): number =>
  Math.floor((hundredthsM2 * centsPerM2 + 50) / 100);

/**
 * Price of a length in whole centimetres at a price per metre: the printed metres × the printed
 * price, to the centavo.
 */
export const priceOfLength = (lengthCm: number, centsPerM: number): number =>
  Math.floor((lengthCm * centsPerM + 50) / 100);

/** The API's decimal money ("1234.50", "-5.00") → centavos; null when it is not an amount. */
export function decimalToCents(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value * 100) : null;
  if (typeof value !== 'string') return null;
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0') || '0');
  return match[1] ? -cents : cents;
}

/** Centavos → the API's decimal string with two places: 123450 → "1234.50". */
export const toDecimal = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** A discount in hundredths of a percent (750 = 7.5 %) off a subtotal, rounded half up to the centavo. */
export const discountOf = (subtotalCents: number, bps: number): number =>
  Math.floor((subtotalCents * bps + 5_000) / 10_000);

/**
 * A subtotal's totals after a discount: IVA is charged on what is left, as on a Mexican invoice
 * (the discount lowers the taxable base).
 */
export function discountedTotals(subtotalCents: number, bps: number) {
  const discountCents = discountOf(subtotalCents, bps);
  const taxCents = ivaOf(subtotalCents - discountCents);
  return { subtotalCents, discountCents, taxCents, totalCents: subtotalCents - discountCents + taxCents };
}

/** The deposit (anticipo) of a total: a whole percentage of it, rounded half up to the centavo. */
export const depositOf = (totalCents: number, percent: number): number => Math.floor((totalCents * percent + 50) / 100);

/** "7.5" or 7.5 → 750 hundredths of a percent; null when it is not a percentage with at most two decimals. */
export function percentToBps(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const bps = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0') || '0');
  return bps <= 10_000 ? bps : null;
}

/** 750 → "7.5": hundredths of a percent as the API writes a percentage. */
export const bpsToPercent = (bps: number): string =>
  bps % 100 === 0 ? String(bps / 100) : (bps / 100).toFixed(bps % 10 === 0 ? 1 : 2);
