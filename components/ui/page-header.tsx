import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from './breadcrumbs';
import { Container } from './container';
import styles from './page-header.module.css';

export type PageHeaderProps = {
  /** The page's one h1. */
  title: ReactNode;
  /** Small line above the title ("Productos", "Empresa"). */
  eyebrow?: ReactNode;
  /** One or two sentences under the title. */
  intro?: ReactNode;
  /** Breadcrumbs, first to current page; the last one is the page itself. */
  breadcrumbs?: readonly Crumb[];
  /** Id of the h1, for `aria-labelledby` elsewhere. Default "titulo-pagina". */
  titleId?: string;
  /** Width of the inner container; match the page's content. Default "wide" (lines up with the header). */
  size?: 'narrow' | 'medium' | 'wide';
  /** Actions under the intro (ButtonLinks), or anything else. */
  children?: ReactNode;
};

/**
 * The top band of an inner page: breadcrumbs, h1, intro and optional actions, on the
 * site's light surface. Server component; renders a `<div>` (the page's `<main>` is the
 * layout's), so use it as the first child of a page.
 *
 * ```tsx
 * <PageHeader
 *   title="Contacto"
 *   intro="Escríbenos y te respondemos en un día hábil."
 *   breadcrumbs={[{ label: 'Inicio', href: '/' }, { label: 'Contacto' }]}
 * />
 * ```
 */
export function PageHeader({
  title,
  eyebrow,
  intro,
  breadcrumbs,
  titleId = 'titulo-pagina',
  size = 'wide',
  children,
}: PageHeaderProps) {
  return (
    <div className={styles.band}>
      <Container size={size}>
        {breadcrumbs ? <Breadcrumbs items={breadcrumbs} className={styles.breadcrumbs} /> : null}
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {intro ? <div className={styles.intro}>{intro}</div> : null}
        {children ? <div className={styles.actions}>{children}</div> : null}
      </Container>
    </div>
  );
}
