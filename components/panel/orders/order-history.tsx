import type { OrderHistoryEntry } from '@/lib/contract/orders';
import { Timeline } from '../sales/timeline';
import { historyTitle, orderStatusInfo } from './order-status';

/** The order's status changes, oldest first: what changed, when, who did it and the note. */
export function OrderHistory({ history }: { history: readonly OrderHistoryEntry[] }) {
  return (
    <Timeline
      id="pedido-historial"
      title="Historial"
      entries={history.map((entry) => ({
        title: historyTitle(entry.from, entry.to),
        at: entry.at,
        by: entry.by,
        note: entry.note,
        tone: orderStatusInfo(entry.to).tone,
      }))}
    />
  );
}
