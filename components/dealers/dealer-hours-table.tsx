// A dealer's opening hours, day by day, rendered on the server; DealerOpenNow (dealer-hours.tsx)
// says whether it is open now and marks today's row in the browser.

import { formatDay, weekSchedule, zoneClock } from '@/lib/dealers/hours';
import type { OpeningInterval } from '@/lib/contract/opening-hours';
import { DealerOpenNow } from './dealer-hours';
import styles from './dealer-hours.module.css';

export function DealerHoursTable({
  hours,
  headingId,
  zone,
}: {
  hours: readonly OpeningInterval[];
  headingId: string;
  zone: string;
}) {
  return (
    <>
      {/* The dealer's clock for the next months, worked out here: the browser then needs no time-zone data. */}
      <DealerOpenNow hours={hours} zone={zoneClock(zone)} />
      <table className={styles.hours} aria-labelledby={headingId}>
        <tbody>
          {weekSchedule(hours).map((day) => (
            <tr key={day.day} data-day={day.day}>
              <th scope="row">{day.name}</th>
              <td className={day.intervals.length === 0 ? styles.closed : undefined}>{formatDay(day)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
