// Display helpers of the users administration. Pure.

const money = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });

/** "1234.50" (the API's decimal string) → "$1,234.50". Anything unreadable is shown as given. */
export function formatMoney(amount: string): string {
  const value = Number(amount);
  return Number.isFinite(amount.trim() === '' ? NaN : value) ? money.format(value) : amount;
}

const dateTime = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** A coordinate as typed in the form: at most 6 decimals (about 10 cm), no trailing zeros. */
export function formatCoordinate(value: number): string {
  return String(Math.round(value * 1e6) / 1e6);
}

/** Whether a call's answer is a user (PUT /api/add-coordinates answers the updated user). */
export function looksLikeUser(value: unknown): value is { id: number; email: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'number' &&
    typeof (value as { email?: unknown }).email === 'string'
  );
}

/** "1,500" or "1500.5" → "1500.50", as the API writes money; anything else is left as typed (trimmed). */
export function normalizeAmount(typed: string): string {
  const plain = typed.trim().replace(/,/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(plain)) return typed.trim();
  const [whole = '0', cents = ''] = plain.split('.');
  return `${Number(whole)}.${cents.padEnd(2, '0')}`;
}
