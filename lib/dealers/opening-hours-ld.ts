// A dealer's hours as search engines read them (schema.org openingHoursSpecification), for the
// JSON-LD of ./structured-data.ts. Apart from ./hours.ts, which the dealer page's hours table
// brings into the browser: this is server-rendered only.
import { sortHours, type OpeningInterval } from '@/lib/contract/opening-hours';

const SCHEMA_DAYS: Record<number, string> = {
  1: 'https://schema.org/Monday',
  2: 'https://schema.org/Tuesday',
  3: 'https://schema.org/Wednesday',
  4: 'https://schema.org/Thursday',
  5: 'https://schema.org/Friday',
  6: 'https://schema.org/Saturday',
  7: 'https://schema.org/Sunday',
};

type OpeningHoursSpecification = {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek: string[];
  opens: string;
  closes: string;
};

/** One specification per distinct interval, listing the days that share it (Mon–Fri 9–18 is one entry). */
export function openingHoursSpecification(hours: readonly OpeningInterval[]): OpeningHoursSpecification[] {
  const byInterval = new Map<string, OpeningHoursSpecification>();
  for (const { day, opens, closes } of sortHours(hours)) {
    const key = `${opens}-${closes}`;
    const spec = byInterval.get(key) ?? { '@type': 'OpeningHoursSpecification', dayOfWeek: [], opens, closes };
    spec.dayOfWeek.push(SCHEMA_DAYS[day]!);
    byInterval.set(key, spec);
  }
  return [...byInterval.values()];
}
