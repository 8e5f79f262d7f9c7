import Link from 'next/link';
import type { ReactNode } from 'react';
import {
  ClockIcon,
  FacebookIcon,
  InstagramIcon,
  LogoMark,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  WhatsAppIcon,
  YouTubeIcon,
} from '@/components/ui/icons';
import { mailtoHref, telHref, whatsappHref } from '@/components/ui/contact-links';
import { site } from '@/lib/site';
import { PRIMARY_NAV } from './site-header';
import styles from './site-footer.module.css';

const COMPANY_LINKS = [
  { href: '/nosotros', label: 'Nosotros' },
  { href: '/distribuidores', label: 'Encuentra un distribuidor' },
  { href: '/cotizador', label: 'Cotizador en línea' },
  { href: '/como-medir', label: 'Cómo medir' },
  { href: '/muestras', label: 'Muestras gratis' },
  { href: '/contacto', label: 'Contacto' },
  { href: '/aviso-de-privacidad', label: 'Aviso de privacidad' },
] as const;

const SOCIAL: readonly { href: string; label: string; icon: ReactNode }[] = [
  { href: site.social.facebook, label: 'Facebook', icon: <FacebookIcon /> },
  { href: site.social.instagram, label: 'Instagram', icon: <InstagramIcon /> },
  { href: site.social.youtube, label: 'YouTube', icon: <YouTubeIcon /> },
];

/**
 * The public footer: brand and address, contact data and hours (tappable), the site's
 * sections (which also serve visitors without JavaScript, whose header menu cannot open),
 * social links and the legal line. Everything comes from lib/site.ts. Server component.
 */
export function SiteFooter() {
  const year = new Date().getFullYear();
  const productLinks = PRIMARY_NAV.filter((item) => item.href.startsWith('/productos/'));
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brandColumn}>
          <p className={styles.brand}>
            <LogoMark size={32} />
            <span>{site.name}</span>
          </p>
          <p className={styles.tagline}>{site.tagline}</p>
          <address className={styles.address}>
            <MapPinIcon className={styles.icon} />
            <span>
              {site.address.street}
              <br />
              {site.address.city}, {site.address.state}, C.P. {site.address.postalCode}
            </span>
          </address>
        </div>

        <section aria-labelledby="pie-contacto" className={styles.column}>
          <h2 id="pie-contacto" className={styles.heading}>
            Contacto
          </h2>
          <ul className={styles.list}>
            <li>
              <a href={telHref(site.phone)} className={styles.iconLink}>
                <PhoneIcon className={styles.icon} />
                <span>
                  <span className="visually-hidden">Teléfono: </span>
                  {site.phoneDisplay}
                </span>
              </a>
            </li>
            <li>
              <a href={whatsappHref(site.whatsapp)} className={styles.iconLink}>
                <WhatsAppIcon className={styles.icon} />
                <span>WhatsApp</span>
              </a>
            </li>
            <li>
              <a href={mailtoHref(site.email)} className={styles.iconLink}>
                <MailIcon className={styles.icon} />
                <span>
                  <span className="visually-hidden">Correo: </span>
                  {site.email}
                </span>
              </a>
            </li>
            <li className={styles.hours}>
              <ClockIcon className={styles.icon} />
              <span>
                <span className="visually-hidden">Horario: </span>
                {site.hours}
              </span>
            </li>
          </ul>
        </section>

        <nav aria-label="Secciones del sitio" className={styles.sitemap}>
          <div className={styles.column}>
            <h2 className={styles.heading}>Productos</h2>
            <ul className={styles.list}>
              {productLinks.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} className={styles.link}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <div className={styles.column}>
            <h2 className={styles.heading}>Solara</h2>
            <ul className={styles.list}>
              {COMPANY_LINKS.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} className={styles.link}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </nav>

        <section aria-labelledby="pie-redes" className={styles.column}>
          <h2 id="pie-redes" className={styles.heading}>
            Síguenos
          </h2>
          <ul className={styles.list}>
            {SOCIAL.map((item) => (
              <li key={item.label}>
                <a href={item.href} className={styles.iconLink} rel="noopener">
                  <span className={styles.icon}>{item.icon}</span>
                  <span>{item.label}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <div className={styles.legal}>
        <p className={styles.legalText}>
          © {year} {site.legalName} · RFC {site.rfc}
        </p>
        <Link href="/aviso-de-privacidad" className={styles.link}>
          Aviso de privacidad
        </Link>
      </div>
    </footer>
  );
}
