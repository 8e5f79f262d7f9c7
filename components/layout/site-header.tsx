import Link from 'next/link';
import { LogoMark } from '@/components/ui/icons';
import { NavLink } from '@/components/ui/nav-link';
import { site } from '@/lib/site';
import { HeaderAccount } from './header-account';
import { MobileMenu } from './mobile-menu';
import styles from './site-header.module.css';

type NavItem = {
  href: string;
  label: string;
  /** Other paths of the same section, marked `aria-current="true"` (catalogue, details). */
  sectionPrefixes?: readonly string[];
};

/** The public site's main navigation (also listed in the footer). */
export const PRIMARY_NAV: readonly NavItem[] = [
  { href: '/productos/persianas', label: 'Persianas', sectionPrefixes: ['/catalogo/persianas', '/detalles'] },
  { href: '/productos/toldos', label: 'Toldos', sectionPrefixes: ['/catalogo/toldos', '/detalles-toldos'] },
  { href: '/productos/motorizacion', label: 'Motorización', sectionPrefixes: ['/catalogo/motorizacion'] },
  { href: '/distribuidores', label: 'Distribuidores' },
  { href: '/cotizador', label: 'Cotizador' },
  { href: '/contacto', label: 'Contacto' },
];

/**
 * The public header: logo, main navigation and the account corner. A server component;
 * the only client parts are the menu toggle (MobileMenu), the links that mark the current
 * section (NavLink) and the account/cart corner (HeaderAccount).
 */
export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link href="/" className={styles.logo}>
          <LogoMark size={36} className={styles.mark} />
          <span className={styles.wordmark}>
            <span className={styles.brand}>{site.shortName}</span>{' '}
            <span className={styles.line}>Persianas y Toldos</span>
          </span>
        </Link>
        <MobileMenu label="Principal" menuId="menu-principal">
          <ul className={styles.navList}>
            {PRIMARY_NAV.map((item) => (
              <li key={item.href}>
                <NavLink href={item.href} sectionPrefixes={item.sectionPrefixes} className={styles.navLink}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </MobileMenu>
        <HeaderAccount />
      </div>
    </header>
  );
}
