import Link from 'next/link';
import styles from './breadcrumbs.module.css';

export type Crumb = {
  label: string;
  /** Omit for the current page (the last crumb), which is not a link. */
  href?: string;
};

/**
 * "Inicio › Productos › Persianas": an ordered list in `nav aria-label="Migas de pan"`.
 * The last crumb is the current page (`aria-current="page"`, not a link); the separators
 * are drawn with CSS so screen readers do not read them. "Inicio" is not added for you.
 * Server component. For search engines pair it with BreadcrumbList JSON-LD built from
 * the same array.
 */
export function Breadcrumbs({ items, className }: { items: readonly Crumb[]; className?: string }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="Migas de pan" className={[styles.breadcrumbs, className].filter(Boolean).join(' ')}>
      <ol className={styles.list}>
        {items.map((crumb, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${crumb.label}-${index}`} className={styles.item}>
              {crumb.href && !last ? (
                <Link href={crumb.href} className={styles.link}>
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined} className={styles.current}>
                  {crumb.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
