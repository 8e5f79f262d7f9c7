'use client';

// The map of the coordinates dialog: MapLibre GL with the dealer locator's offline style (or the
// tile style of NEXT_PUBLIC_MAP_STYLE_URL when set). A click, or "Usar el centro del mapa" from
// the keyboard, picks a point. Loaded only in the browser, only when the dialog opens.

import * as maplibregl from 'maplibre-gl';
import type { StyleSpecification } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useRef, useState } from 'react';
import { Map, Marker, NavigationControl, type MapLayerMouseEvent, type MapRef } from 'react-map-gl/maplibre';
import { MEXICO_BOUNDS } from '@/lib/dealers/geo';
import { configuredStyleUrl, MAP_LIMITS, offlineMapStyle } from '@/lib/dealers/map-style';
import { panelButton } from '../ui/button-class';
import styles from './users.module.css';

// Bundled, MapLibre cannot find its worker next to itself: point it at the file the bundler
// emits for this URL (TOOLCHAIN.md, Maps).
maplibregl.setWorkerUrl(new URL('../../../node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs', import.meta.url).href);

// Only a style set explicitly ("offline" or unset: the offline style).
const STYLE_URL = configuredStyleUrl();

/** [west, south, east, north]: the offline map stops where its outline file does. */
const MAX_BOUNDS: [number, number, number, number] = [
  MAP_LIMITS[0][0],
  MAP_LIMITS[0][1],
  MAP_LIMITS[1][0],
  MAP_LIMITS[1][1],
];

const LOCALE = {
  'Map.Title': 'Mapa: haz clic para elegir la ubicación; arrastra o usa las flechas para moverte',
  'NavigationControl.ZoomIn': 'Acercar',
  'NavigationControl.ZoomOut': 'Alejar',
  'NavigationControl.ResetBearing': 'Orientar al norte',
  'AttributionControl.ToggleAttribution': 'Mostrar u ocultar créditos del mapa',
  'Popup.Close': 'Cerrar',
};

export type LatLng = { lat: number; lng: number };

export type CoordinatesMapProps = {
  /** The point in the form, when it holds one. */
  value: LatLng | null;
  onPick: (point: LatLng) => void;
};

export default function CoordinatesMap({ value, onPick }: CoordinatesMapProps) {
  const mapRef = useRef<MapRef>(null);
  const [mapStyle] = useState<string | StyleSpecification>(
    () => STYLE_URL ?? (offlineMapStyle(window.location.origin) as unknown as StyleSpecification),
  );
  // Where the map first looks: the saved point, else all of Mexico.
  const [initialView] = useState(() =>
    value
      ? { longitude: value.lng, latitude: value.lat, zoom: 11 }
      : { bounds: MEXICO_BOUNDS, fitBoundsOptions: { padding: 16 } },
  );
  const [failed, setFailed] = useState(false);

  if (failed) {
    return (
      <p className={styles.mapFailed} role="status">
        No se pudo mostrar el mapa en este navegador. Escribe la latitud y la longitud.
      </p>
    );
  }

  return (
    <div className={styles.mapWrap}>
      <div className={styles.mapBox} data-coordinates-map="">
        <Map
          ref={mapRef}
          mapLib={maplibregl}
          mapStyle={mapStyle}
          maxBounds={STYLE_URL ? undefined : MAX_BOUNDS}
          initialViewState={initialView}
          locale={LOCALE}
          attributionControl={{ compact: true }}
          cursor="crosshair"
          dragRotate={false}
          touchPitch={false}
          style={{ width: '100%', height: '100%' }}
          onClick={(event: MapLayerMouseEvent) => onPick({ lat: event.lngLat.lat, lng: event.lngLat.lng })}
          onError={(event) => {
            // A missing tile is not fatal; no WebGL is.
            if (!mapRef.current?.getMap().isStyleLoaded() && /webgl/i.test(String(event.error?.message)))
              setFailed(true);
          }}
        >
          <NavigationControl showCompass={false} />
          {value ? (
            <Marker longitude={value.lng} latitude={value.lat} anchor="bottom">
              <span className={styles.pin} role="img" aria-label="Ubicación elegida">
                <svg width="28" height="38" viewBox="0 0 28 38" aria-hidden="true" focusable="false">
                  <path
                    d="M14 1C7 1 1.5 6.4 1.5 13.3 1.5 22.5 14 37 14 37s12.5-14.5 12.5-23.7C26.5 6.4 21 1 14 1z"
                    className={styles.pinShape}
                  />
                  <circle cx="14" cy="13.5" r="4.5" fill="#fff" />
                </svg>
              </span>
            </Marker>
          ) : null}
        </Map>
        <span className={styles.crosshair} aria-hidden="true" />
      </div>
      <button
        type="button"
        className={panelButton('secondary')}
        onClick={() => {
          const center = mapRef.current?.getCenter();
          if (center) onPick({ lat: center.lat, lng: center.lng });
        }}
      >
        Usar el centro del mapa
      </button>
    </div>
  );
}
