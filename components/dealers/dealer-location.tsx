'use client';

// A dealer page's "Ubicación": the server's drawing of Mexico with the dealer's pin (no script
// needed), replaced by a street map of its surroundings once the map nears the screen and draws —
// or, when the tile service cannot be reached, by the offline map at a regional view. The map's
// library is fetched only then, so the page itself stays light.

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { LatLng } from '@/lib/dealers/geo';
import { onlineStyleUrl } from '@/lib/dealers/map-style';
import { MapErrorBoundary } from './map-error-boundary';
import styles from './dealer-page.module.css';

const DealerStreetMap = dynamic(() => import('./dealer-street-map'), { ssr: false });

/** Without a tile service ("offline") the drawing says as much as the offline map would. */
const STREETS = onlineStyleUrl() !== null;

export function DealerLocation({ point, label, children }: { point: LatLng; label: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!STREETS || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
    }, { rootMargin: '200px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} className={styles.location} data-map-ready={ready ? 'true' : undefined}>
      {children}
      {wanted ? (
        <MapErrorBoundary fallback={null}>
          <DealerStreetMap point={point} label={label} onReady={() => setReady(true)} />
        </MapErrorBoundary>
      ) : null}
    </div>
  );
}
