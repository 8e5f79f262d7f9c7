import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './catalog.module.css';

/** A link under the card; `context` is read only by screen readers ("Ver modelos" → "… de Toldos retráctiles"). */
export type CardAction = { href: string; label: string; context: string };

type ProductCardProps = {
  title: string;
  /** Where the title leads. */
  href: string;
  /** A photo or drawing above the text (ProductPhoto). */
  media?: ReactNode;
  text: ReactNode;
  /** Label and value pairs: sizes, counts. */
  specs?: readonly (readonly [label: string, value: ReactNode])[];
  /** Shown between the text and the price (a row of swatches). */
  children?: ReactNode;
  /** The price line's content ("Desde $4,200.00 + IVA"). */
  price?: ReactNode;
  actions: readonly CardAction[];
};

/** One card of a product grid: a line's types, a type's models, a model's fabrics. */
export function ProductCard({ title, href, media, text, specs, children, price, actions }: ProductCardProps) {
  return (
    <li className={styles.card}>
      {media ? <div className={styles.cardMedia}>{media}</div> : null}
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>
          <Link href={href}>{title}</Link>
        </h3>
        <p className={styles.cardText}>{text}</p>
        {specs?.length ? (
          <dl className={styles.specs}>
            {specs.map(([label, value]) => [
              <dt key={`${label}-dt`}>{label}</dt>,
              <dd key={`${label}-dd`}>{value}</dd>,
            ])}
          </dl>
        ) : null}
        {children}
        {price ? <p className={styles.price}>{price}</p> : null}
        <div className={styles.cardActions}>
          {actions.map((action) => (
            <Link key={action.href} href={action.href}>
              {action.label}
              <span className="visually-hidden"> {action.context}</span>
            </Link>
          ))}
        </div>
      </div>
    </li>
  );
}
