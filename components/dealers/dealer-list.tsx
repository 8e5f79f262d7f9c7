// The locator's list, rendered on the server one page at a time (DealerList, with its pager),
// or in the browser for "Cerca de mí" (DealerEntries, from near-list.tsx, loaded on demand).
import Link from 'next/link';
import type { DealerFilters } from '@/lib/dealers/filters';
import { groupByState } from '@/lib/dealers/group';
import type { LocatorView } from '@/lib/dealers/locator-view';
import { dealerCount } from '@/lib/dealers/messages';
import { pageHref, pageRange, type Page } from '@/lib/dealers/paging';
import type { LocatorEntry } from '@/lib/dealers/results';
import { DealerCard } from './dealer-details';
import styles from './dealers.module.css';

type EntriesProps = {
  entries: readonly LocatorEntry[];
  order: 'state' | 'distance';
  /** The entries are the nearest to a point because the filters found nothing. */
  nearest: boolean;
  /** Matching dealers per state (the whole list's, for a page of it). */
  groupCounts?: ReadonlyMap<number, number>;
};

/** By state, under a heading per state, or nearest first. */
export function DealerEntries({ entries, order, nearest, groupCounts }: EntriesProps) {
  if (order === 'state') {
    return groupByState(entries.map((entry) => entry.dealer)).map((group) => (
      <section key={group.key} aria-labelledby={`estado-${group.key}`} className={styles.group}>
        <h2 id={`estado-${group.key}`} className={styles.groupTitle}>
          {group.name}{' '}
          <span className={styles.groupCount}>
            · {dealerCount((group.stateId !== null ? groupCounts?.get(group.stateId) : null) ?? group.dealers.length)}
          </span>
        </h2>
        <ul className={styles.cards}>
          {group.dealers.map((dealer) => (
            <DealerCard key={dealer.id} dealer={dealer} km={null} />
          ))}
        </ul>
      </section>
    ));
  }
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="lista-distancia" className={styles.group}>
      <h2 id="lista-distancia" className={styles.groupTitle}>
        {nearest ? 'Los más cercanos' : 'Del más cercano al más lejano'}
      </h2>
      <ol className={styles.cards}>
        {entries.map(({ dealer, km }) => (
          <DealerCard key={dealer.id} dealer={dealer} km={km} />
        ))}
      </ol>
    </section>
  );
}

/** "Mostrando 25–48 de 1,400", with links to the pages before and after (the filters kept). */
function Pager({ list, filters }: { list: Page<LocatorEntry>; filters: DealerFilters }) {
  const range = pageRange(list);
  if (!range) return null;
  return (
    <nav className={styles.pager} aria-label="Páginas de la lista">
      <p className={styles.pagerRange}>{range}</p>
      <p className={styles.pagerLinks}>
        {list.page > 1 ? (
          <Link href={pageHref(filters, list.page - 1)} rel="prev" prefetch={false}>
            Anterior
          </Link>
        ) : null}
        <span>
          Página {list.page} de {list.pageCount}
        </span>
        {list.page < list.pageCount ? (
          <Link href={pageHref(filters, list.page + 1)} rel="next" prefetch={false}>
            Siguiente
          </Link>
        ) : null}
      </p>
    </nav>
  );
}

/** The server's page of the list. */
export function DealerList({ view, filters }: { view: LocatorView; filters: DealerFilters }) {
  return (
    <>
      <DealerEntries
        entries={view.list.items}
        order={view.facts.order}
        nearest={view.facts.nearestTo !== null}
        groupCounts={new Map(view.groupCounts)}
      />
      <Pager list={view.list} filters={filters} />
    </>
  );
}
