// Display helpers of the users administration (money and dates: lib/format). Pure.

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
