'use client';

import { fabricLook } from '@/components/catalog/illustrations/look';
import { kindForModel } from '@/components/catalog/illustrations/kinds';
import { illustrationSrc } from '@/components/catalog/illustrations/url';
import type { CatalogSnapshot } from '@/lib/contract/catalog';
import { opacityShortLabel } from '@/lib/content/opacity';
import { formatMeters } from '@/lib/format/measures';
import { colorOf, fabricOf, modelOf, typeOf } from '@/lib/quoter/choices';
import { parseCm } from '@/lib/quoter/parse';
import type { PieceDraft } from '@/lib/quoter/types';
import styles from './quoter.module.css';
import { swatchBackground } from '@/lib/catalog/swatch';

/** The live drawing of the piece: its type, in the chosen colour and opacity, with its size and room. */
export function PiecePreview({
  catalog,
  piece,
  number,
  className,
}: {
  catalog: CatalogSnapshot;
  piece: PieceDraft;
  number: number;
  className?: string;
}) {
  const type = typeOf(catalog, piece);
  const fabric = fabricOf(catalog, piece);
  const color = colorOf(catalog, piece);
  const model = piece.line === 'toldos' ? modelOf(catalog, piece) : null;
  const kind = type ? kindForModel(model?.slug, type.slug) : piece.line === 'toldos' ? 'toldo-retractil' : 'enrollable';
  const w = parseCm(piece.width);
  const h = parseCm(piece.height);
  const size = w !== null && h !== null ? `${formatMeters(Math.ceil(w))} × ${formatMeters(Math.ceil(h))} m` : null;
  const what = type
    ? model
      ? `${type.name}, modelo ${model.name}`
      : type.name
    : piece.line === 'toldos'
      ? 'Toldo'
      : piece.line === 'persianas'
        ? 'Persiana'
        : 'Tu pieza';
  const title = [
    what,
    fabric ? `en ${fabric.name}` : null,
    color ? `color ${color.name}` : null,
    fabric ? `(${opacityShortLabel(fabric.opacity).toLowerCase()})` : null,
    size,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <figure className={[styles.preview, className].filter(Boolean).join(' ')}>
      <div className={styles.previewArt}>
        {/* The drawing's cached file, not its code: the drawings stay out of the quoter's bundle
            (e2e/byte-budget.spec.ts), and the browser keeps the last picture until the next one loads.
            Lazy, so React puts no preload of it in the <head> ahead of the stylesheets. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={illustrationSrc({
            kind,
            ...fabricLook(fabric, color),
            cassette: piece.line === 'persianas' && Boolean(piece.gallery),
            motor: Boolean(piece.motor),
          })}
          alt={`Vista previa: ${title}`}
          width={400}
          height={300}
          style={{ display: 'block', width: '100%', height: 'auto' }}
          decoding="async"
          loading="lazy"
          data-kind={kind}
        />
      </div>
      <figcaption className={styles.previewCaption}>
        <span className={styles.previewName}>
          Pieza {number}
          {piece.room.trim() ? ` · ${piece.room.trim()}` : ''}
        </span>
        <span>
          {color ? (
            <span className={styles.previewChip} style={{ background: swatchBackground(color) }} aria-hidden="true" />
          ) : null}
          {fabric && color ? `${fabric.name}, ${color.name}` : type ? type.name : 'Elige el producto'}
          {size ? ` · ${size}` : ''}
        </span>
      </figcaption>
    </figure>
  );
}
