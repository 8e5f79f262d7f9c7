import Link from 'next/link';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { addressLines, dealerAnchor, directionsHref, formatPhone, quoteHref, telHref } from '@/lib/dealers/contact';
import { whatsappHref } from '@/components/ui/contact-links';
import { formatDistance } from '@/lib/format/measures';
import { dealerPerson, dealerTitle } from '@/lib/dealers/group';
import { dealerOffer } from '@/lib/dealers/offer';
import { dealerPagePath } from '@/lib/dealers/slug';
import type { Dealer } from '@/lib/contract/dealers';
import { PRODUCT_LABELS, SERVICE_LABELS } from '@/lib/contract/dealer-profiles';
import { CardIcon } from './card-icons';
import { SelectableCard, ShowOnMapButton } from './locator-selection';
import styles from './dealers.module.css';

/** Phone, WhatsApp and e-mail links, then the address (shared by the list card and the map popup). */
export function DealerContact({ dealer, compact = false }: { dealer: Dealer; compact?: boolean }) {
  const title = dealerTitle(dealer);
  return (
    <address className={compact ? `${styles.contact} ${styles.contactCompact}` : styles.contact}>
      <p className={styles.address}>
        {addressLines(dealer).map((line) => (
          <span key={line}>{line}</span>
        ))}
      </p>
      <ul className={styles.contactLinks}>
        {dealer.phone ? (
          <li>
            <a href={telHref(dealer.phone)}>
              <CardIcon name="phone" />
              <span>
                <span className="visually-hidden">Llamar a {title}: </span>
                {formatPhone(dealer.phone)}
              </span>
            </a>
          </li>
        ) : null}
        {dealer.whatsapp ? (
          <li>
            <a href={whatsappHref(dealer.whatsapp)} target="_blank" rel="noopener noreferrer">
              <CardIcon name="whatsapp" />
              <span>
                WhatsApp<span className="visually-hidden"> de {title} (se abre en otra pestaña)</span>
              </span>
            </a>
          </li>
        ) : null}
        {dealer.email && !compact ? (
          <li>
            <a href={`mailto:${dealer.email}`}>
              <CardIcon name="mail" />
              <span>
                <span className="visually-hidden">Correo de {title}: </span>
                {dealer.email}
              </span>
            </a>
          </li>
        ) : null}
      </ul>
    </address>
  );
}

/** "Vende persianas y toldos · Medición e instalación": what the dealer's page details. */
function DealerOffer({ dealer }: { dealer: Dealer }) {
  const offer = dealerOffer(dealer);
  const products = offer.products.map((p) => PRODUCT_LABELS[p]);
  const services = offer.services.map((x) => SERVICE_LABELS[x]);
  if (products.length === 0 && services.length === 0) return null;
  return (
    <dl className={styles.offer}>
      {products.length > 0 ? (
        <div>
          <dt>Vende</dt>
          <dd>{products.join(' · ')}</dd>
        </div>
      ) : null}
      {services.length > 0 ? (
        <div>
          <dt>Servicios</dt>
          <dd>{services.join(' · ')}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** "Solicitar cotización" (to /contacto with this dealer chosen), "Cómo llegar" (Google Maps) and its page. */
export function DealerActions({
  dealer,
  children,
  compact = false,
}: {
  dealer: Dealer;
  children?: ReactNode;
  compact?: boolean;
}) {
  const title = dealerTitle(dealer);
  const page = dealerPagePath(dealer);
  return (
    <div className={compact ? `${styles.actions} ${styles.actionsCompact}` : styles.actions}>
      <ButtonLink href={quoteHref(dealer.id)} icon={<CardIcon name="quote" />} className={styles.quote}>
        Solicitar cotización<span className="visually-hidden"> a {title}</span>
      </ButtonLink>
      <a
        className={styles.textAction}
        href={directionsHref(dealer.coordinates)}
        target="_blank"
        rel="noopener noreferrer"
      >
        <CardIcon name="directions" />
        <span>
          Cómo llegar<span className="visually-hidden"> a {title} (Google Maps, se abre en otra pestaña)</span>
        </span>
      </a>
      {page ? (
        <Link className={styles.textAction} href={page} data-dealer-page>
          <CardIcon name="clock" />
          <span>
            Horario y servicios<span className="visually-hidden"> de {title}</span>
          </span>
        </Link>
      ) : null}
      {children}
    </div>
  );
}

type DealerCardProps = {
  dealer: Dealer;
  /** Distance from the visitor or the reference point, km. */
  km: number | null;
  headingLevel?: 2 | 3;
};

/**
 * One dealer in the list: the crawlable, no-JavaScript heart of the locator, rendered on the
 * server (only its item's selection and its "Ver en el mapa" button are client code).
 */
export function DealerCard({ dealer, km, headingLevel = 3 }: DealerCardProps) {
  const title = dealerTitle(dealer);
  const anchor = dealerAnchor(dealer.id);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const person = dealerPerson(dealer);
  const page = dealerPagePath(dealer);
  return (
    <SelectableCard
      dealerId={dealer.id}
      anchor={anchor}
      className={styles.card}
      selectedClassName={styles.cardSelected}
    >
      <article aria-labelledby={`${anchor}-nombre`} className={styles.cardBody}>
        <div className={styles.cardHead}>
          <div className={styles.cardTitles}>
            <Heading id={`${anchor}-nombre`} className={styles.cardTitle}>
              {page ? (
                <Link href={page} className={styles.cardTitleLink}>
                  {title}
                </Link>
              ) : (
                title
              )}
            </Heading>
            {km !== null || person ? (
              <p className={styles.cardMeta}>
                {km !== null ? <span className={styles.distance}>{formatDistance(km)}</span> : null}
                {person ? <span className={styles.person}>Atiende: {person}</span> : null}
              </p>
            ) : null}
          </div>
          <ShowOnMapButton dealerId={dealer.id} anchor={anchor} className={`${styles.mapButton} ${styles.needsJs}`} />
        </div>
        <DealerContact dealer={dealer} />
        <DealerOffer dealer={dealer} />
        <DealerActions dealer={dealer} />
      </article>
    </SelectableCard>
  );
}
