import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';
import styles from './container.module.css';

type ContainerProps<T extends ElementType = 'div'> = {
  /** The element to render: `div` by default; `section`, `article`, `nav`… when it means something. */
  as?: T;
  /**
   * Maximum width of the content: `wide` 72rem, the default, lines up with the header and
   * footer; `medium` 64rem; `narrow` 46rem (reading: legal text, a single form).
   */
  size?: 'narrow' | 'medium' | 'wide';
  className?: string;
  children?: ReactNode;
} & Omit<ComponentPropsWithoutRef<T>, 'as' | 'size' | 'className' | 'children'>;

/**
 * Centres its content with the site's side padding (1 rem on phones, 1.5 rem from 640 px).
 * Server component, no state.
 *
 * ```tsx
 * <Container as="section" size="narrow" aria-labelledby="faq">…</Container>
 * ```
 */
export function Container<T extends ElementType = 'div'>({
  as,
  size = 'wide',
  className,
  children,
  ...rest
}: ContainerProps<T>) {
  const Element: ElementType = as ?? 'div';
  return (
    <Element className={[styles.container, styles[size], className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </Element>
  );
}
