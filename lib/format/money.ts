// Money as Mexicans read it: "$1,234.50". The one place that turns centavos or the API's decimal
// strings into text, for the public pages, the panel, the PDFs and the mail alike.
import { decimalToCents } from '@/lib/pricing/money';
import { lazy } from './lazy';

const LOCALE = 'es-MX';
const MXN = lazy(() => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'MXN' }));
const MXN_WHOLE = lazy(
  () => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'MXN', maximumFractionDigits: 0 }),
);

/** Rounds to whole centavos and turns -0 into 0, so nothing prints as "-$0.00". */
function roundCents(n: number): number {
  const r = Math.round(n);
  return r === 0 ? 0 : r;
}

/** Integer centavos → "$1,234.50"; fractional centavos round to the nearest one, anything not finite is $0.00. */
export function formatMXN(cents: number): string {
  return MXN().format(Number.isFinite(cents) ? roundCents(cents) / 100 : 0);
}

/** Like formatMXN, but whole pesos drop ".00" ("$12,480"): for tables that must fit a phone. */
export function formatMXNCompact(cents: number): string {
  if (!Number.isFinite(cents)) return MXN_WHOLE().format(0);
  const rounded = roundCents(cents);
  return rounded % 100 === 0 ? MXN_WHOLE().format(rounded / 100) : MXN().format(rounded / 100);
}

/** The API's decimal money ("1234.50") → "$1,234.50"; anything unreadable is shown as received. */
export function formatMoney(value: unknown): string {
  const cents = decimalToCents(value);
  return cents === null ? String(value ?? '') : formatMXN(cents);
}

/** What a person typed as an amount ("1,500", "$1500.5") → the API's decimal string ("1500.00"); null if not one. */
export function parsePesos(typed: string): string | null {
  const plain = typed
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/,/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(plain)) return null;
  const [whole = '0', cents = ''] = plain.split('.');
  return `${Number(whole)}.${cents.padEnd(2, '0')}`;
}
