import Link from 'next/link';
import type { ReactNode } from 'react';
import { SkipLink } from '@/components/layout/skip-link';
import { AccountLink } from '@/components/layout/account-link';
import { site } from '@/lib/site';
import styles from './public.module.css';

export default function PublicLayout({ children }: { children: ReactNode }) {
  const year = new Date().getFullYear();
  return (
    <div className={styles.shell}>
      <SkipLink />
      <header className={styles.header}>
        <div className={styles.bar}>
          <Link href="/" className={styles.logo}>
            {site.name}
          </Link>
          <AccountLink className={styles.account} />
        </div>
      </header>
      <main id="contenido" className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <div>
            <p className={styles.footerBrand}>{site.name}</p>
            <address className={styles.address}>
              {site.address.street}
              <br />
              {site.address.city}, {site.address.state}, C.P. {site.address.postalCode}
            </address>
          </div>
          <ul className={styles.contact}>
            <li>
              Teléfono: <a href={`tel:${site.phone.replace(/\s+/g, '')}`}>{site.phoneDisplay}</a>
            </li>
            <li>
              Correo: <a href={`mailto:${site.email}`}>{site.email}</a>
            </li>
            <li>{site.hours}</li>
          </ul>
          <ul className={styles.links}>
            <li>
              <Link href="/aviso-de-privacidad">Aviso de privacidad</Link>
            </li>
            <li>
              <a href={site.social.facebook} rel="noopener">
                Facebook
              </a>
            </li>
            <li>
              <a href={site.social.instagram} rel="noopener">
                Instagram
              </a>
            </li>
            <li>
              <a href={site.social.youtube} rel="noopener">
                YouTube
              </a>
            </li>
          </ul>
        </div>
        <p className={styles.legal}>
          © {year} {site.legalName}
        </p>
      </footer>
    </div>
  );
}
