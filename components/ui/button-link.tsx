import Link from 'next/link';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import styles from './button.module.css';

type ButtonVariant = 'primary' | 'secondary' | 'quiet';

type ButtonLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  /** `primary`: filled brand colour (one per view); `secondary`: outlined; `quiet`: text-like. */
  variant?: ButtonVariant;
  /** An icon before the label (decorative; the label names the link). */
  icon?: ReactNode;
  /** Stretches to the container's width on every screen size. */
  block?: boolean;
  children: ReactNode;
};

/** True for links that leave the app: other sites, tel:, mailto:, wa.me… */
function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

/**
 * A link that looks like a button (a call to action that navigates). Internal paths use
 * next/link; `tel:`, `mailto:` and other sites render a plain `<a>` (add `target`/`rel`
 * yourself if it should open elsewhere). At least 44 px tall. Server component.
 * For a real `<button>`, use `buttonClassName(variant)` on it.
 */
export function ButtonLink({ href, variant = 'primary', icon, block, className, children, ...rest }: ButtonLinkProps) {
  const classes = [buttonClassName(variant), block ? styles.block : null, className].filter(Boolean).join(' ');
  const content = (
    <>
      {icon ? <span className={styles.icon}>{icon}</span> : null}
      <span>{children}</span>
    </>
  );
  if (isExternal(href)) {
    return (
      <a href={href} className={classes} {...rest}>
        {content}
      </a>
    );
  }
  return (
    <Link href={href} className={classes} {...rest}>
      {content}
    </Link>
  );
}

/** The button look for any element (`<button className={buttonClassName('secondary')}>`). */
export function buttonClassName(variant: ButtonVariant = 'primary'): string {
  return `${styles.button} ${styles[variant]}`;
}
