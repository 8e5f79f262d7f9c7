'use client';

// The locator's map with Mapbox GL, used when NEXT_PUBLIC_MAPBOX_TOKEN is set (Mapbox draws
// nothing without one). Style: NEXT_PUBLIC_MAP_STYLE_URL, else Mapbox Light.

import mapboxgl from 'mapbox-gl';
import 'mapbox-gl/dist/mapbox-gl.css';
import { Map, Marker, NavigationControl, Popup, ScaleControl } from 'react-map-gl/mapbox';
import { configuredStyleUrl } from '@/lib/dealers/map-style';
import { DealerMapView, type DealerMapViewProps, type MapKit } from './dealer-map-view';

const STYLE_URL = configuredStyleUrl() ?? 'mapbox://styles/mapbox/light-v11';

// The two react-map-gl flavours share their API; the view is typed against the MapLibre one.
const KIT = {
  provider: 'mapbox',
  Map,
  Marker,
  Popup,
  NavigationControl,
  ScaleControl,
  mapProps: { mapLib: mapboxgl, mapboxAccessToken: process.env.NEXT_PUBLIC_MAPBOX_TOKEN, projection: 'mercator' },
  style: { url: STYLE_URL, fallback: false },
} as unknown as MapKit;

export default function MapboxDealerMap(props: Omit<DealerMapViewProps, 'kit'>) {
  return <DealerMapView kit={KIT} {...props} />;
}
