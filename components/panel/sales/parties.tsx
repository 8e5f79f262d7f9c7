import { formatPhone } from '@/lib/format/phone';
import type { ServingDealer, Party } from '@/lib/contract/quotes';
import styles from './sales.module.css';

/** Name, e-mail and phone of a customer, one per line. */
export function PartyText({ party }: { party: Party }) {
  const lines = [party.name, party.email, party.phone && formatPhone(party.phone)].filter((line): line is string =>
    Boolean(line),
  );
  return <>{lines.length ? lines.join('\n') : <span className={styles.muted}>Sin datos</span>}</>;
}

/** The distributor serving a quote or order: company (or name) and how to reach it. */
export function DealerText({ dealer }: { dealer: ServingDealer | null }) {
  if (!dealer) return <span className={styles.muted}>Solara (sin distribuidor asignado)</span>;
  const lines = [
    dealer.company || dealer.name,
    dealer.company ? dealer.name : null,
    dealer.phone && formatPhone(dealer.phone),
    dealer.email,
  ].filter((line): line is string => Boolean(line));
  return <>{lines.join('\n')}</>;
}

export const PRICE_LIST_LABELS: Record<string, string> = {
  publico: 'Precio al público',
  distribuidor: 'Precio de distribuidor',
};
