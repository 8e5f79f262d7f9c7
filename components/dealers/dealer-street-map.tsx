'use client';

// The street map of a dealer page (dealer-location.tsx): MapLibre GL on the tile service's style
// at street level around the dealer, or our offline style at a regional view when the tiles
// cannot load (use-map-style.ts). Loaded only in the browser, only when it nears the screen.

import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef } from 'react';
import { Map, Marker, NavigationControl, type MapRef } from 'react-map-gl/maplibre';
import type { LatLng } from '@/lib/dealers/geo';
import { MAP_LIMITS, onlineStyleUrl } from '@/lib/dealers/map-style';
import { MapErrorBoundary } from './map-error-boundary';
import { useMapStyle } from './use-map-style';
import styles from './dealer-location.module.css';

// Bundled, MapLibre cannot find its worker next to itself (TOOLCHAIN.md, Maps).
maplibregl.setWorkerUrl(new URL('../../node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs', import.meta.url).href);

/** The streets around the shop: a few blocks each way. */
const STREET_ZOOM = 15;
/** The offline style has no streets: the dealer's region of Mexico instead. */
const REGIONAL_ZOOM = 5.5;

const OFFLINE_BOUNDS = MAP_LIMITS.flat() as [number, number, number, number];

const LOCALE = {
  'Map.Title': 'Mapa: arrastra o usa las flechas para moverte',
  'NavigationControl.ZoomIn': 'Acercar',
  'NavigationControl.ZoomOut': 'Alejar',
  'AttributionControl.ToggleAttribution': 'Mostrar u ocultar créditos del mapa',
};

export type StreetMapProps = { point: LatLng; label: string; onReady: () => void };

/**
 * A map that cannot start (no WebGL) leaves the drawing in place, and so does
 * NEXT_PUBLIC_MAP_STYLE_URL=offline: without streets the drawing says as much.
 */
export default function DealerStreetMapOrNothing(props: StreetMapProps) {
  if (onlineStyleUrl() === null) return null;
  return (
    <MapErrorBoundary fallback={null}>
      <DealerStreetMap {...props} />
    </MapErrorBoundary>
  );
}

function DealerStreetMap({ point, label, onReady }: StreetMapProps) {
  const { style, offline, onTileError, onSourceData } = useMapStyle(onlineStyleUrl());
  const mapRef = useRef<MapRef>(null);
  // Fallen back to the offline style: step back to the region, where the outline says something.
  useEffect(() => {
    if (offline) mapRef.current?.jumpTo({ center: [point.lng, point.lat], zoom: REGIONAL_ZOOM });
  }, [offline, point]);
  return (
    <div className={styles.streetMap} data-style={offline ? 'offline' : 'streets'}>
      <Map
        ref={mapRef}
        mapLib={maplibregl}
        mapStyle={style as never}
        initialViewState={{ longitude: point.lng, latitude: point.lat, zoom: offline ? REGIONAL_ZOOM : STREET_ZOOM }}
        minZoom={3}
        maxZoom={offline ? 9 : 18}
        maxBounds={offline ? OFFLINE_BOUNDS : undefined}
        dragRotate={false}
        touchPitch={false}
        cooperativeGestures
        renderWorldCopies={false}
        locale={LOCALE}
        attributionControl={{ compact: true }}
        onLoad={(event) => {
          event.target.getContainer().dataset.styleLoaded = 'true';
          onReady();
        }}
        onError={(event) => {
          if (!onTileError(event)) console.warn('Mapa:', event.error?.message);
        }}
        onSourceData={onSourceData}
        style={{ width: '100%', height: '100%' }}
      >
        <NavigationControl position="top-right" showCompass={false} />
        <Marker longitude={point.lng} latitude={point.lat} anchor="bottom">
          <svg viewBox="0 0 32 42" width="32" height="42" role="img" aria-label={label} className={styles.streetPin}>
            <path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1z" />
            <circle cx="16" cy="15.5" r="5.6" fill="#fff" />
          </svg>
        </Marker>
      </Map>
    </div>
  );
}
