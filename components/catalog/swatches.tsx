import Link from 'next/link';
import type { CatalogColor } from '@/lib/contract/catalog';
import { availabilityOf } from '@/lib/catalog/availability';
import styles from './catalog.module.css';
import { swatchBackground } from '@/lib/catalog/swatch';

/**
 * The colours of a fabric as links: choosing one changes the URL (works without JavaScript).
 * The selected one is marked with aria-current.
 */
export function Swatches({
  colors,
  hrefFor,
  selected,
  label,
}: {
  colors: readonly CatalogColor[];
  hrefFor: (color: CatalogColor) => string;
  selected?: string | null;
  label: string;
}) {
  return (
    <ul className={styles.swatches} aria-label={label}>
      {colors.map((color) => {
        const availability = availabilityOf(color.stock);
        return (
          <li key={color.slug}>
            <Link
              href={hrefFor(color)}
              className={styles.swatch}
              aria-current={color.slug === selected ? 'true' : undefined}
              scroll={false}
              replace
            >
              <span className={styles.swatchChip} style={{ background: swatchBackground(color) }} aria-hidden="true" />
              <span className={styles.swatchText}>
                <span>{color.name}</span>
                <span className={availability.status === 'disponible' ? styles.ok : styles.wait}>
                  {availability.label}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** A row of small colour dots (decorative summary; the names are listed elsewhere or in the label). */
export function MiniSwatches({ colors, label }: { colors: readonly CatalogColor[]; label: string }) {
  return (
    <ul className={styles.mini} aria-label={label}>
      {colors.map((color) => (
        <li key={color.slug}>
          <span
            className={styles.miniChip}
            style={{ background: swatchBackground(color) }}
            role="img"
            aria-label={color.name}
          />
        </li>
      ))}
    </ul>
  );
}
