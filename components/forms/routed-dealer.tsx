import type { ReactNode } from 'react';
import type { QuoteRequestDealer } from '@/lib/contract/quote-requests';
import { whatsappHref } from '@/lib/format/links';
import styles from './routed-dealer.module.css';

/** A phone ready to show and dial. */
export type DialablePhone = { display: string; href: string };

/**
 * The top of a public request's confirmation (a quote or samples): its folio, then the dealer it
 * went to — "{lead} Decor Ventanas (Jorge Villaseñor){after}" — with a call and a WhatsApp link
 * that names the folio. Without a dealer, the folio alone.
 */
export function FolioAndDealer({
  folio,
  dealer,
  phone,
  lead,
  after = '.',
  whatsappText,
}: {
  folio: string;
  dealer: QuoteRequestDealer | null;
  phone: DialablePhone | null;
  lead: string;
  after?: ReactNode;
  whatsappText: string;
}) {
  const name = dealer ? dealer.company?.trim() || dealer.name : null;
  return (
    <>
      {folio ? (
        <p className={styles.folio}>
          Folio: <strong>{folio}</strong>
        </p>
      ) : null}
      {dealer && name ? (
        <div className={styles.dealerCard}>
          <p>
            {lead} <strong>{name}</strong>
            {dealer.company && dealer.name && dealer.company !== dealer.name ? ` (${dealer.name})` : ''}
            {after}
          </p>
          <p className={styles.dealerLinks}>
            {phone ? <a href={phone.href}>Llamar al {phone.display}</a> : null}
            {dealer.whatsapp ? <a href={whatsappHref(dealer.whatsapp, whatsappText)}>Escribir por WhatsApp</a> : null}
          </p>
        </div>
      ) : null}
    </>
  );
}
