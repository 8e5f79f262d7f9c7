import Link from 'next/link';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { MailIcon, MapPinIcon, PhoneIcon, WhatsAppIcon } from '@/components/ui/icons';
import { PRODUCT_LABELS, SERVICE_LABELS, type DealerService } from '@/lib/contract/dealer-profiles';
import type { Dealer } from '@/lib/contract/dealers';
import { whatsappHref } from '@/components/ui/contact-links';
import { addressLines, directionsHref, quoteHref } from '@/lib/dealers/contact';
import { NO_FILTERS } from '@/lib/dealers/filters';
import { dealerPerson, dealerPlace, dealerTitle } from '@/lib/dealers/group';
import { dealerOffer } from '@/lib/dealers/offer';
import { locatorHref } from '@/lib/dealers/url';
import { formatPhone, telHref } from '@/lib/format/phone';
import { dealerTimeZone } from '@/lib/dealers/time-zones';
import { DealerHoursTable } from './dealer-hours-table';
import { DealerLocation } from './dealer-location';
import { DealerPositionMap } from './dealer-position-map';
import { DirectionsIcon, QuoteIcon } from './icons';
import { PRODUCT_ICONS, SERVICE_ICONS } from './offer-icons';
import styles from './dealer-page.module.css';

const SERVICE_DETAILS: Record<DealerService, string> = {
  medicion: 'Visita para tomar medidas y mostrarte muestras.',
  instalacion: 'Instalación por su propio personal, con garantía.',
  motorizacion: 'Motores, controles y automatización de persianas y toldos.',
};

/** The body of /distribuidores/{estado}/{slug}: contact, hours, what it sells and does, where it is. */
export function DealerPage({ dealer }: { dealer: Dealer }) {
  const title = dealerTitle(dealer);
  const person = dealerPerson(dealer);
  const { products, services } = dealerOffer(dealer);
  const city = dealerPlace(dealer);
  const zone = dealerTimeZone(dealer.state?.id);
  return (
    <Container size="wide" className={styles.page}>
      <div className={styles.grid}>
        <section aria-labelledby="datos-contacto" className={styles.card}>
          <h2 id="datos-contacto" className={styles.cardTitle}>
            Datos de contacto
          </h2>
          {person ? <p className={styles.person}>Te atiende {person}</p> : null}
          <address className={styles.contact}>
            <p className={styles.line}>
              <MapPinIcon size={20} />
              <span>
                {addressLines(dealer).map((line) => (
                  <span key={line} className={styles.block}>
                    {line}
                  </span>
                ))}
              </span>
            </p>
            <ul className={styles.links}>
              {dealer.phone ? (
                <li>
                  <a href={telHref(dealer.phone)} className={styles.link}>
                    <PhoneIcon size={20} />
                    <span>
                      <span className="visually-hidden">Llamar al </span>
                      {formatPhone(dealer.phone)}
                    </span>
                  </a>
                </li>
              ) : null}
              {dealer.whatsapp ? (
                <li>
                  <a
                    href={whatsappHref(dealer.whatsapp)}
                    className={styles.link}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <WhatsAppIcon size={20} />
                    <span>
                      Escribir por WhatsApp<span className="visually-hidden"> (se abre en otra pestaña)</span>
                    </span>
                  </a>
                </li>
              ) : null}
              {dealer.email ? (
                <li>
                  <a href={`mailto:${dealer.email}`} className={styles.link}>
                    <MailIcon size={20} />
                    <span>{dealer.email}</span>
                  </a>
                </li>
              ) : null}
              <li>
                <a
                  href={directionsHref(dealer.coordinates)}
                  className={styles.link}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <DirectionsIcon size={20} />
                  <span>
                    Cómo llegar<span className="visually-hidden"> (Google Maps, se abre en otra pestaña)</span>
                  </span>
                </a>
              </li>
            </ul>
          </address>
        </section>

        <section aria-labelledby="horario" className={styles.card}>
          <h2 id="horario" className={styles.cardTitle}>
            Horario
          </h2>
          {/* The words that never change come from here: the island only knows the clock. */}
          {dealer.opening_hours.length === 0 ? (
            <p className={styles.muted}>
              Este distribuidor aún no publica su horario. Llámale o escríbele para confirmar cuándo atiende.
            </p>
          ) : (
            <>
              <DealerHoursTable hours={dealer.opening_hours} headingId="horario" zone={zone.zone} />
              <p className={styles.timeZone}>{zone.label}</p>
            </>
          )}
        </section>

        <section aria-labelledby="ofrece" className={styles.card}>
          <h2 id="ofrece" className={styles.cardTitle}>
            Qué ofrece
          </h2>
          {products.length === 0 && services.length === 0 ? (
            <p className={styles.muted}>Pregunta a este distribuidor por las persianas, toldos y motores que maneja.</p>
          ) : (
            <div className={styles.offerColumns}>
              {products.length > 0 ? (
                <div>
                  <h3 className={styles.subTitle}>Productos</h3>
                  <ul className={styles.offerList}>
                    {products.map((product) => {
                      const ProductIcon = PRODUCT_ICONS[product];
                      return (
                        <li key={product}>
                          <span className={styles.offerIcon}>
                            <ProductIcon size={24} />
                          </span>
                          <Link href={`/productos/${product}`}>{PRODUCT_LABELS[product]}</Link>
                        </li>
                      );
                    })}
                  </ul>
                </div>
              ) : null}
              {services.length > 0 ? (
                <div>
                  <h3 className={styles.subTitle}>Servicios</h3>
                  <ul className={styles.offerList}>
                    {services.map((service) => {
                      const ServiceIcon = SERVICE_ICONS[service];
                      return (
                        <li key={service}>
                          <span className={styles.offerIcon}>
                            <ServiceIcon size={24} />
                          </span>
                          <span>
                            <strong>{SERVICE_LABELS[service]}</strong>
                            <span className={styles.block}>{SERVICE_DETAILS[service]}</span>
                          </span>
                        </li>
                      );
                    })}
                  </ul>
                </div>
              ) : null}
            </div>
          )}
        </section>

        <section aria-labelledby="ubicacion" className={styles.card}>
          <h2 id="ubicacion" className={styles.cardTitle}>
            Ubicación
          </h2>
          <DealerLocation point={dealer.coordinates} label={`Ubicación de ${title}${city ? `: ${city}` : ''}`}>
            <DealerPositionMap
              point={dealer.coordinates}
              label={`Ubicación de ${title} en el mapa de México${city ? `: ${city}` : ''}`}
            />
          </DealerLocation>
          <p className={styles.mapLinks}>
            <Link href={locatorHref({ ...NO_FILTERS, stateId: dealer.state?.id ?? null })}>
              {dealer.state ? `Otros distribuidores en ${dealer.state.name}` : 'Todos los distribuidores'}
            </Link>
          </p>
        </section>
      </div>

      <section aria-labelledby="cotizar" className={styles.cta}>
        <h2 id="cotizar" className={styles.ctaTitle}>
          ¿Quieres una cotización de {title}?
        </h2>
        <p>Cuéntanos qué necesitas: tu mensaje le llega directamente y te contacta para medir y cotizar.</p>
        <div className={styles.ctaActions}>
          <ButtonLink href={quoteHref(dealer.id)} icon={<QuoteIcon size={18} />}>
            Solicitar cotización<span className="visually-hidden"> a {title}</span>
          </ButtonLink>
          <ButtonLink href="/cotizador" variant="secondary">
            Calcular un precio en línea
          </ButtonLink>
        </div>
      </section>
    </Container>
  );
}
