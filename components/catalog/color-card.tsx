import Link from 'next/link';
import type { CatalogColor, CatalogFabric } from '@/lib/contract/catalog';
import { availabilityOf } from '@/lib/catalog/availability';
import { opacityShortLabel } from '@/lib/content/opacity';
import { keepUnitsTogether } from '@/lib/format/measures';
import styles from './catalog.module.css';
import { swatchBackground } from '@/lib/catalog/swatch';

/** One colour of one fabric in a catalogue grid: swatch, names, availability, link to its details. */
export function ColorCard({ fabric, color, href }: { fabric: CatalogFabric; color: CatalogColor; href: string }) {
  const availability = availabilityOf(color.stock);
  return (
    <li className={styles.card}>
      <div
        className={styles.colorBlock}
        style={{ background: swatchBackground(color) }}
        data-opacity={fabric.opacity}
        aria-hidden="true"
      />
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>
          <Link href={href}>
            {keepUnitsTogether(fabric.name)} · {color.name}
          </Link>
        </h3>
        <div className={styles.meta}>
          <span className={styles.cardText}>{opacityShortLabel(fabric.opacity)}</span>
          <span className={availability.status === 'disponible' ? styles.ok : styles.wait}>{availability.label}</span>
        </div>
      </div>
    </li>
  );
}
