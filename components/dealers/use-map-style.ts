'use client';

// A MapLibre map's style: the street map of the tile service first (lib/dealers/map-style.ts,
// onlineStyleUrl), and our offline style as soon as it is clear the tiles cannot load — the style
// or a tile fails before any tile has drawn, or nothing has drawn within STYLE_TIMEOUT_MS. The
// failures are handled here, so the library logs nothing of its own.

import { useCallback, useEffect, useRef, useState } from 'react';
import type { ErrorEvent, MapSourceDataEvent } from 'react-map-gl/maplibre';
import { OFFLINE_SOURCE, offlineMapStyle, STYLE_TIMEOUT_MS } from '@/lib/dealers/map-style';

type MapStyleState = {
  /** What the map draws now. */
  style: string | Record<string, unknown>;
  /** True on our offline style: no streets or names, so the map keeps to Mexico's outline. */
  offline: boolean;
  /** For the map's `onError`: true when the error was the tiles failing (handled by falling back). */
  onTileError: (event: ErrorEvent) => boolean;
  /** For the map's `onSourceData`: a tile of the tile service arrived, the street map works. */
  onSourceData: (event: MapSourceDataEvent) => void;
};

/** `online`: the tile style to try, or null for the offline style alone. */
export function useMapStyle(online: string | null): MapStyleState {
  const [offline, setOffline] = useState(online === null);
  const [style, setStyle] = useState<string | Record<string, unknown>>(
    () => online ?? offlineMapStyle(window.location.origin),
  );
  // trying: nothing of the tile service has drawn yet; online: a tile has; offline: switched.
  const phase = useRef<'trying' | 'online' | 'offline'>(online === null ? 'offline' : 'trying');

  const fallBack = useCallback(() => {
    if (phase.current !== 'trying') return;
    phase.current = 'offline';
    setOffline(true);
    setStyle(offlineMapStyle(window.location.origin));
  }, []);

  useEffect(() => {
    if (phase.current !== 'trying') return;
    const timer = window.setTimeout(fallBack, STYLE_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [fallBack]);

  const onTileError = useCallback(
    (event: ErrorEvent) => {
      if (/webgl/i.test(event.error?.message ?? '')) return false;
      // One tile missing once the street map works: the map goes on without it (the caller says so).
      if (phase.current === 'online') return false;
      // The style or the first tiles failed: the offline style. After the switch, late answers of
      // the tile service are of no interest.
      fallBack();
      return true;
    },
    [fallBack],
  );

  const onSourceData = useCallback((event: MapSourceDataEvent) => {
    if (phase.current === 'trying' && event.tile && event.sourceId !== OFFLINE_SOURCE) phase.current = 'online';
  }, []);

  return { style, offline, onTileError, onSourceData };
}
