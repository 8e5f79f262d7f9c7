import 'server-only';
import { csvLines } from '@/lib/format/csv';
import { logFailure } from '@/lib/server/log';
import { cellsOf, headersOf, type Sheet } from './sheets';

// An export's bytes as the database hands them over: one batch of rows at a time, written to CSV
// only when the client reads on (pull), so a slow download never piles rows up in memory.

/**
 * Opens the CSV of `batches`. The first batch is read before anything is sent, so a failure of
 * the first query (database down, say) still gets its proper status; a later one can only cut the
 * download short, and is logged. A client that goes away cancels the stream, which ends the
 * batches: no more queries, no error.
 */
export async function openCsvStream<R>(
  sheet: Sheet<R>,
  batches: AsyncGenerator<R[]>,
): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  const write = (rows: readonly R[], first: boolean) =>
    encoder.encode(
      csvLines(
        rows.map((row) => cellsOf(sheet, row)),
        first ? { header: headersOf(sheet), bom: true } : {},
      ),
    );

  const first = await batches.next();
  // Set when the client goes away: a batch still on its way is then dropped, not written to a
  // closed stream (which would throw and be logged as a failure).
  let cancelled = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(write(first.done ? [] : first.value, true));
      if (first.done) controller.close();
    },
    async pull(controller) {
      let next: IteratorResult<R[]>;
      try {
        next = await batches.next();
      } catch (error) {
        if (cancelled) return;
        logFailure(`exportación de ${sheet.name} interrumpida`, error);
        controller.error(error);
        return;
      }
      if (cancelled) return;
      if (next.done) controller.close();
      else controller.enqueue(write(next.value, false));
    },
    async cancel() {
      cancelled = true;
      await batches.return(undefined);
    },
  });
}
