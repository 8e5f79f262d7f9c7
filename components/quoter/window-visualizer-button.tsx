'use client';

// The quoter's "Ver en mi ventana" button. The visualizer's code is fetched with import() when
// the button is pressed, so /cotizador keeps its byte budget until then.

import { useState, type ComponentType } from 'react';
import { kindForType } from '@/components/catalog/illustrations/kinds';
import type { CatalogSnapshot } from '@/lib/contract/catalog';
import { colorOf, fabricOf, typeOf } from '@/lib/quoter/choices';
import type { PieceDraft } from '@/lib/quoter/types';
import { pieceLook } from './visualizer/look';
import styles from './quoter.module.css';

type Visualizer = typeof import('./visualizer/window-visualizer').default;

export function WindowVisualizerButton({ catalog, piece }: { catalog: CatalogSnapshot; piece: PieceDraft }) {
  const [View, setView] = useState<{ Component: Visualizer } | null>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const look = pieceLook(catalog, piece, kindForType);
  if (!look) return null;
  const title = [typeOf(catalog, piece)?.name, fabricOf(catalog, piece)?.name, colorOf(catalog, piece)?.name]
    .filter(Boolean)
    .join(', ');

  async function openIt() {
    setFailed(false);
    try {
      if (!View) setView({ Component: (await import('./visualizer/window-visualizer')).default });
      setOpen(true);
    } catch {
      setFailed(true);
    }
  }

  const Component: ComponentType<Parameters<Visualizer>[0]> | null = open && View ? View.Component : null;
  return (
    <>
      <button type="button" className={styles.linkButton} onClick={() => void openIt()}>
        Ver en mi ventana
      </button>
      {failed ? (
        <p role="alert" className={styles.error}>
          No se pudo abrir el visualizador. Revisa tu conexión e intenta de nuevo.
        </p>
      ) : null}
      {Component ? <Component look={look} title={title} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
