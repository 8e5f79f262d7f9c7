'use client';

// A dealer page's "Ubicación": the server's drawing of Mexico with the dealer's pin (no script
// needed), replaced by a street map of its surroundings once the box nears the screen and the map
// draws — or, when the tile service cannot be reached, by the offline map at a regional view. The
// map and its library are fetched only then (a plain import(): this island stays a few hundred
// bytes on a page with a tight budget).

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { LatLng } from '@/lib/dealers/geo';
import type { StreetMapProps } from './dealer-street-map';
import styles from './dealer-location.module.css';

export function DealerLocation({ point, label, children }: { point: LatLng; label: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [StreetMap, setStreetMap] = useState<ComponentType<StreetMapProps> | null>(null);
  useEffect(() => {
    const element = box.current;
    // No process.env here: unset, it would bring Node's `process` shim into the page (the lazy
    // module reads the setting instead).
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        // Its code did not arrive: the drawing stays.
        import('./dealer-street-map').then(
          (module) => setStreetMap(() => module.default),
          () => undefined,
        );
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} className={styles.location}>
      {children}
      {/* Drawn: the map covers the drawing (CSS on the mark; no state, no second render). */}
      {StreetMap ? (
        <StreetMap point={point} label={label} onReady={() => box.current?.setAttribute('data-map-ready', 'true')} />
      ) : null}
    </div>
  );
}
