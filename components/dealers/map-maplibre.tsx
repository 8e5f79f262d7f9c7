'use client';

// The locator's map with MapLibre GL (no token needed): the street map of NEXT_PUBLIC_MAP_STYLE_URL,
// else OpenFreeMap, and our offline style when its tiles cannot load (or the setting is "offline").
// Loaded only by dealer-locator.tsx, in the browser.

import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { Map, Marker, NavigationControl, Popup, ScaleControl } from 'react-map-gl/maplibre';
import { onlineStyleUrl } from '@/lib/dealers/map-style';
import { DealerMapView, type DealerMapViewProps, type MapKit } from './dealer-map-view';

// Bundled, MapLibre cannot find its worker next to itself: point it at the file the bundler
// emits for this URL (see TOOLCHAIN.md, Maps).
maplibregl.setWorkerUrl(new URL('../../node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs', import.meta.url).href);

const KIT: MapKit = {
  provider: 'maplibre',
  Map,
  Marker,
  Popup,
  NavigationControl,
  ScaleControl,
  mapProps: { mapLib: maplibregl },
  style: { url: onlineStyleUrl(), fallback: true },
};

export default function MaplibreDealerMap(props: Omit<DealerMapViewProps, 'kit'>) {
  return <DealerMapView kit={KIT} {...props} />;
}
