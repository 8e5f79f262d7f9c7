'use client';

// The locator's map with MapLibre GL (no token needed): our offline style, or the tile style
// of NEXT_PUBLIC_MAP_STYLE_URL when set. Loaded only by dealer-locator.tsx, in the browser.

import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { Map, Marker, NavigationControl, Popup, ScaleControl } from 'react-map-gl/maplibre';
import { MAP_LIMITS, offlineMapStyle } from '@/lib/dealers/map-style';
import { DealerMapView, type DealerMapViewProps, type MapKit } from './dealer-map-view';

// Bundled, MapLibre cannot find its worker next to itself: point it at the file the bundler
// emits for this URL (see TOOLCHAIN.md, Maps).
maplibregl.setWorkerUrl(new URL('../../node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs', import.meta.url).href);

const STYLE_URL = process.env.NEXT_PUBLIC_MAP_STYLE_URL;

const KIT: MapKit = {
  provider: 'maplibre',
  Map,
  Marker,
  Popup,
  NavigationControl,
  ScaleControl,
  // Offline, the map cannot pan past the land the outline file holds.
  mapProps: STYLE_URL ? { mapLib: maplibregl } : { mapLib: maplibregl, maxBounds: MAP_LIMITS },
  mapStyle: () => STYLE_URL ?? offlineMapStyle(window.location.origin),
  offline: !STYLE_URL,
};

export default function MaplibreDealerMap(props: Omit<DealerMapViewProps, 'kit'>) {
  return <DealerMapView kit={KIT} {...props} />;
}
