import styles from './card-icons.module.css';

// The dealer card's icons as one empty span each, drawn by a CSS mask: the locator's first page
// repeats seven icons in each of its 24 cards, and as inline SVG they were 500 of its 1,100
// elements, sent twice (in the HTML and in React's payload), parsed, laid out and hydrated. The
// drawings are those of components/ui/icons.tsx and ./icons.tsx. Decorative: each sits next to
// a visible or visually hidden label.

export type CardIconName = 'phone' | 'whatsapp' | 'mail' | 'quote' | 'directions' | 'clock' | 'pin';

export function CardIcon({ name, small = false }: { name: CardIconName; small?: boolean }) {
  const className = `${styles.icon} ${styles[name]}${small ? ` ${styles.small}` : ''}`;
  return <span aria-hidden="true" className={className} />;
}
