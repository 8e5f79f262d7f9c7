// Checks a price breakdown the way a customer with a calculator would: from the figures as
// printed (the engine's labels, "$1,234.50" or the API's "1234.50"), never from the numbers
// behind them. Answers the list of what does not add up; [] when everything does.

type PrintedLine = { label: string; amount: string };
type PrintedItem = { quantity: number; unit_price: string; line_total: string; lines: readonly PrintedLine[] };
type PrintedQuote = { items: readonly PrintedItem[]; subtotal: string; tax: string; total: string };

/** "1,234.50", "$1,234.50", "0.85" → hundredths (123450, 85); "1.9975" → null (not two decimals). */
function hundredths(printed: string): number | null {
  const match = /^\$?(\d{1,3}(?:,\d{3})*|\d+)\.(\d{2})$/.exec(printed.trim());
  return match ? Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2]) : null;
}

/** A decimal with any number of places → [integer digits, scale]: "1.9975" → [19975, 4]. */
function scaled(printed: string): [number, number] {
  const [whole, fraction = ''] = printed.replace(/,/g, '').split('.');
  return [Number(`${whole}${fraction}`), fraction.length];
}

/** a × b with two decimals each, rounded half up to two decimals (all integers, no float). */
const times = (a: number, b: number) => Math.floor((a * b + 50) / 100);

const NUMBER = String.raw`\d[\d,]*\.\d+`;
const SIZE = new RegExp(String.raw`(${NUMBER}) × (${NUMBER}) m = (${NUMBER}) m²`);
const ROUNDED = new RegExp(String.raw`= (${NUMBER}) m², se cobran (${NUMBER}) m²`);
const PER_UNIT = new RegExp(String.raw`(${NUMBER}) (m²|m) × \$(${NUMBER})/(m²|m)$`);

/** What does not multiply out on one line of a breakdown. */
export function lineProblems({ label, amount }: PrintedLine): string[] {
  const problems: string[] = [];
  const cents = hundredths(amount);
  if (cents === null) return [`${label}: the amount ${amount} is not money`];
  const size = SIZE.exec(label);
  if (size) {
    // width × height = area, exactly: metres with two decimals make m² with four.
    const [w, h, area] = [scaled(size[1]!), scaled(size[2]!), scaled(size[3]!)];
    if (w[1] !== 2 || h[1] !== 2 || area[1] > 4 || w[0] * h[0] !== area[0] * 10 ** (4 - area[1]))
      problems.push(`${label}: ${size[1]} × ${size[2]} ≠ ${size[3]}`);
  }
  const rounded = ROUNDED.exec(label);
  if (rounded) {
    const [exact, scale] = scaled(rounded[1]!);
    const expected = Math.floor((exact * 10 ** (4 - scale) + 50) / 100);
    if (hundredths(rounded[2]!) !== expected)
      problems.push(`${label}: ${rounded[1]} m² does not round to ${rounded[2]} m²`);
  }
  const perUnit = PER_UNIT.exec(label);
  if (perUnit) {
    const quantity = hundredths(perUnit[1]!);
    const price = hundredths(perUnit[3]!);
    if (perUnit[2] !== perUnit[4]) problems.push(`${label}: ${perUnit[2]} priced per ${perUnit[4]}`);
    if (quantity === null || price === null)
      problems.push(`${label}: ${perUnit[1]} or ${perUnit[3]} is not printed with two decimals`);
    else if (times(quantity, price) !== cents) problems.push(`${label}: ${perUnit[1]} × ${perUnit[3]} ≠ ${amount}`);
  } else if (/\$[\d,.]+\/m/.test(label)) problems.push(`${label}: a price per unit that multiplies nothing`);
  return problems;
}

/** What does not add up in a whole quote: each line, each piece, the subtotal, IVA 16 % and the total. */
export function printedSumProblems(quote: PrintedQuote): string[] {
  const problems: string[] = [];
  const money = (printed: string) => hundredths(printed) ?? Number.NaN;
  let subtotal = 0;
  quote.items.forEach((item, i) => {
    for (const line of item.lines) problems.push(...lineProblems(line));
    const unit = money(item.unit_price);
    const lines = item.lines.reduce((sum, line) => sum + money(line.amount), 0);
    if (item.lines.length > 0 && lines !== unit)
      problems.push(`piece ${i + 1}: its lines add up to ${lines / 100}, not ${item.unit_price}`);
    if (unit * item.quantity !== money(item.line_total))
      problems.push(`piece ${i + 1}: ${item.unit_price} × ${item.quantity} ≠ ${item.line_total}`);
    subtotal += money(item.line_total);
  });
  if (subtotal !== money(quote.subtotal))
    problems.push(`the pieces add up to ${subtotal / 100}, not ${quote.subtotal}`);
  if (Math.floor((money(quote.subtotal) * 16 + 50) / 100) !== money(quote.tax))
    problems.push(`IVA 16 % of ${quote.subtotal} is not ${quote.tax}`);
  if (money(quote.subtotal) + money(quote.tax) !== money(quote.total))
    problems.push(`${quote.subtotal} + ${quote.tax} ≠ ${quote.total}`);
  return problems;
}
