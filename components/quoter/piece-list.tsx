'use client';

import type { CatalogSnapshot } from '@/lib/contract/catalog';
import { formatMXN } from '@/lib/format/money';
import { typeOf } from '@/lib/quoter/choices';
import type { PiecePricing } from '@/lib/quoter/price';
import type { PieceDraft } from '@/lib/quoter/types';
import styles from './quoter.module.css';

/** What a piece is called in lists: its room, else its type, else "Sin elegir". */
export function pieceName(catalog: CatalogSnapshot, piece: PieceDraft): string {
  return (
    piece.room.trim() ||
    typeOf(catalog, piece)?.name ||
    (piece.line === 'toldos' ? 'Toldo' : piece.line === 'persianas' ? 'Persiana' : 'Sin elegir')
  );
}

/** The pieces of the quote as buttons (the current one marked), and "Agregar pieza". */
export function PieceList({
  catalog,
  pieces,
  pricing,
  activeId,
  canAdd,
  withErrors,
  onSelect,
  onAdd,
}: {
  catalog: CatalogSnapshot;
  pieces: readonly PieceDraft[];
  pricing: readonly PiecePricing[];
  activeId: string;
  canAdd: boolean;
  /** Piece ids the server found something wrong in. */
  withErrors: ReadonlySet<string>;
  onSelect: (id: string) => void;
  onAdd: () => void;
}) {
  return (
    <nav aria-label="Piezas de tu cotización" className={styles.pieceNav}>
      <ol className={styles.pieceList}>
        {pieces.map((piece, i) => {
          const p = pricing[i];
          const flagged = withErrors.has(piece.id) || (p && !p.priced && Object.keys(p.errors).length > 0);
          return (
            <li key={piece.id}>
              <button
                type="button"
                className={styles.pieceButton}
                aria-current={piece.id === activeId ? 'true' : undefined}
                data-state={p?.priced ? 'ok' : flagged ? 'error' : 'pending'}
                onClick={() => onSelect(piece.id)}
              >
                <span className={styles.pieceNumber}>Pieza {i + 1}</span>
                <span className={styles.pieceName}>{pieceName(catalog, piece)}</span>
                <span className={styles.piecePrice}>
                  {p?.priced ? formatMXN(p.priced.lineTotalCents) : flagged ? 'Revisar' : 'Incompleta'}
                </span>
              </button>
            </li>
          );
        })}
        <li>
          <button type="button" className={styles.addButton} onClick={onAdd} disabled={!canAdd}>
            <span aria-hidden="true">+</span> Agregar pieza
          </button>
        </li>
      </ol>
    </nav>
  );
}
