'use client';

// The locator's map, whichever library draws it (MapLibre offline or with a tile style, Mapbox GL
// with a token): map-maplibre.tsx and map-mapbox.tsx pass their react-map-gl components in `kit`.
// Dealers, clusters and state names are HTML markers (buttons with names), re-clustered with
// supercluster when the map stops moving; no symbol layers, which would need glyphs from a server.

import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type {
  Map as MapComponent,
  MapLayerMouseEvent,
  MapRef,
  Marker as MarkerComponent,
  NavigationControl as NavigationControlComponent,
  Popup as PopupComponent,
  ScaleControl as ScaleControlComponent,
} from 'react-map-gl/maplibre';
import { CloseIcon } from '@/components/ui/icons';
import {
  clusterDealerIds,
  clusterItems,
  clusterLabel,
  createClusterIndex,
  expansionZoom,
  CLUSTER_MAX_ZOOM,
  type BBox,
} from '@/lib/dealers/clusters';
import type { Bounds, LatLng } from '@/lib/dealers/geo';
import { formatDistance } from '@/lib/format/measures';
import { dealerTitle } from '@/lib/dealers/group';
import { CAPITAL_LABEL_ZOOM, labelText, placeStateLabels } from '@/lib/dealers/map-labels';
import { MAP_LIMITS } from '@/lib/dealers/map-style';
import type { Dealer } from '@/lib/contract/dealers';
import { DealerActions, DealerContact } from './dealer-details';
import { useMapStyle } from './use-map-style';
import styles from './dealer-map.module.css';

export type MapKit = {
  provider: 'maplibre' | 'mapbox';
  Map: typeof MapComponent;
  Marker: typeof MarkerComponent;
  Popup: typeof PopupComponent;
  NavigationControl: typeof NavigationControlComponent;
  ScaleControl: typeof ScaleControlComponent;
  /** Props only this library takes: mapLib, access token, worker URL… */
  mapProps: Record<string, unknown>;
  /**
   * The tile style, or null for our offline style alone. `fallback`: the offline style takes over
   * when the tiles cannot load (MapLibre; Mapbox GL has its token's service).
   */
  style: { url: string | null; fallback: boolean };
};

/**
 * What the list chose, or a marker: `nonce` makes choosing the same dealer again fly again;
 * `focus` moves the focus into the popup (a marker pressed from the keyboard).
 */
export type Selection = { id: number; source: 'list' | 'map'; nonce: number; focus: boolean };

/** Where the map should look: it fits these bounds whenever `key` changes. */
export type Frame = { key: string; bounds: Bounds };

export type DealerMapViewProps = {
  kit: MapKit;
  /** The dealers the list shows, with their distances when it shows them. */
  entries: readonly { dealer: Dealer; km: number | null }[];
  selection: Selection | null;
  onSelect: (dealerId: number, focusPopup: boolean) => void;
  onClear: () => void;
  user: LatLng | null;
  /** The point "nearest" was measured from when it is not the visitor (a state's capital). */
  reference: { point: LatLng; label: string; name: string } | null;
  frame: Frame;
  /** States with dealers: their names get priority on the map. */
  preferredStates: ReadonlySet<number>;
};

// Spanish for the library's own controls (both MapLibre and Mapbox GL read `locale`).
const LOCALE = {
  'Map.Title': 'Mapa: arrastra o usa las flechas para moverte',
  'NavigationControl.ZoomIn': 'Acercar',
  'NavigationControl.ZoomOut': 'Alejar',
  'NavigationControl.ResetBearing': 'Orientar al norte',
  'AttributionControl.ToggleAttribution': 'Mostrar u ocultar créditos del mapa',
  'AttributionControl.MapFeedback': 'Comentarios sobre el mapa',
  'LogoControl.Title': 'Logotipo del mapa',
  'Popup.Close': 'Cerrar',
  'ScrollZoomBlocker.CtrlMessage': 'Usa Ctrl + rueda para acercar o alejar',
  'ScrollZoomBlocker.CmdMessage': 'Usa ⌘ + rueda para acercar o alejar',
  'TouchPanBlocker.Message': 'Usa dos dedos para mover el mapa',
};

/** [west, south, east, north]: the offline map stops where its outline file does. */
const OFFLINE_BOUNDS = MAP_LIMITS.flat() as [number, number, number, number];

/** Where a dealer chosen in the list is shown: close enough that nothing clusters. */
const FOCUS_ZOOM = CLUSTER_MAX_ZOOM + 0.5;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Padding for fitBounds: room for the pins (they stand above their point) and the controls. */
function fitPadding(width: number) {
  const side = width < 480 ? 16 : 56;
  return { top: side + 32, bottom: side, left: side, right: side };
}

/** How far below the centre a chosen dealer goes, so its popup (above the pin) fits. */
function popupRoom(map: MapRef): [number, number] {
  return [0, Math.round(Math.min(150, map.getContainer().clientHeight * 0.25))];
}

export function DealerMapView({
  kit,
  entries,
  selection,
  onSelect,
  onClear,
  user,
  reference,
  frame,
  preferredStates,
}: DealerMapViewProps) {
  const { Map, Marker, Popup, NavigationControl, ScaleControl } = kit;
  const mapRef = useRef<MapRef | null>(null);
  const [camera, setCamera] = useState<{ zoom: number; bbox: BBox } | null>(null);
  const [loaded, setLoaded] = useState(false);
  // Without a fallback (Mapbox) the configured style is all there is.
  const {
    style: mapStyle,
    offline,
    onTileError,
    onSourceData,
  } = useMapStyle(kit.style.fallback ? kit.style.url : null);
  const styleFor = kit.style.fallback ? mapStyle : (kit.style.url ?? mapStyle);
  /**
   * Our offline style is what the map draws (never with Mapbox): state names are ours, zoom stops
   * where the outline does.
   */
  const drawsOffline = kit.style.fallback && offline;
  // The map fills its column: the window's width tells a phone from a desktop before it exists.
  const [initialPadding] = useState(() => fitPadding(window.innerWidth < 960 ? window.innerWidth : 800));
  const dealers = useMemo(() => entries.map((entry) => entry.dealer), [entries]);
  const kmById = useMemo(() => new globalThis.Map(entries.map((entry) => [entry.dealer.id, entry.km])), [entries]);
  const index = useMemo(() => createClusterIndex(dealers), [dealers]);
  const items = useMemo(() => (camera ? clusterItems(index, camera.bbox, camera.zoom) : []), [index, camera]);
  const labels = useMemo(
    () =>
      drawsOffline && camera
        ? placeStateLabels(
            camera.zoom,
            items.map((item) => ({ lat: item.lat, lng: item.lng })),
            preferredStates,
          )
        : [],
    [drawsOffline, camera, items, preferredStates],
  );
  const selected = selection ? (index.byId.get(selection.id) ?? null) : null;
  const focusAfterZoom = useRef<number[] | null>(null);
  const popupTitle = useRef<HTMLHeadingElement | null>(null);
  const firstMarkers = useRef(false);
  // A map that cannot start (no WebGL) is thrown to MapErrorBoundary, which says so.
  const [fatal, setFatal] = useState<Error | null>(null);
  if (fatal) throw fatal;

  /** Re-clusters for what the map shows now (plus a margin, so panning a little shows no gaps). */
  const readCamera = useCallback(() => {
    const map = mapRef.current;
    if (!map) return;
    const bounds = map.getBounds();
    const dx = (bounds.getEast() - bounds.getWest()) / 2;
    const dy = (bounds.getNorth() - bounds.getSouth()) / 2;
    setCamera({
      zoom: map.getZoom(),
      bbox: [
        Math.max(-180, bounds.getWest() - dx),
        Math.max(-85, bounds.getSouth() - dy),
        Math.min(180, bounds.getEast() + dx),
        Math.min(85, bounds.getNorth() + dy),
      ],
    });
  }, []);

  // The markers go up as soon as the map exists and knows its view, before its style and
  // data have loaded: they need neither.
  const attachMap = useCallback(
    (map: MapRef | null) => {
      mapRef.current = map;
      if (map) readCamera();
    },
    [readCamera],
  );

  // A new frame (filters, location): fit it. The first one is the initial view.
  const shownFrame = useRef(frame.key);
  useEffect(() => {
    const map = mapRef.current;
    if (!loaded || !map || shownFrame.current === frame.key) return;
    shownFrame.current = frame.key;
    map.fitBounds(frame.bounds, {
      padding: fitPadding(map.getContainer().clientWidth),
      maxZoom: FOCUS_ZOOM,
      duration: prefersReducedMotion() ? 0 : 900,
    });
  }, [frame, loaded]);

  // A dealer chosen in the list: fly to it (its popup opens there).
  useEffect(() => {
    const map = mapRef.current;
    if (!loaded || !map || !selection || selection.source !== 'list') return;
    const dealer = index.byId.get(selection.id);
    if (!dealer) return;
    map.flyTo({
      center: [dealer.coordinates.lng, dealer.coordinates.lat],
      zoom: Math.max(map.getZoom(), FOCUS_ZOOM),
      offset: popupRoom(map),
      duration: prefersReducedMotion() ? 0 : 1200,
      essential: true,
    });
  }, [selection, loaded, index]);

  // A marker chosen on the map: the map makes room for its popup, and the focus goes into the
  // popup, which says what it is.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || selection?.source !== 'map') return;
    const dealer = index.byId.get(selection.id);
    if (dealer) {
      map.easeTo({
        center: [dealer.coordinates.lng, dealer.coordinates.lat],
        offset: popupRoom(map),
        duration: prefersReducedMotion() ? 0 : 500,
      });
    }
    if (selection.focus) popupTitle.current?.focus({ preventScroll: true });
  }, [selection, index]);

  // After a cluster opened, the focus goes to the first of its dealers (it replaced the cluster).
  useEffect(() => {
    const ids = focusAfterZoom.current;
    if (!ids) return;
    for (const id of ids) {
      const button = mapRef.current?.getContainer().querySelector<HTMLButtonElement>(`[data-dealer-marker="${id}"]`);
      if (button) {
        focusAfterZoom.current = null;
        button.focus();
        return;
      }
    }
  }, [items]);

  // A performance mark for the first markers on screen (read by the e2e test and the report).
  useEffect(() => {
    if (firstMarkers.current || items.length === 0) return;
    firstMarkers.current = true;
    performance.mark('dealers:first-marker');
  }, [items]);

  const openCluster = (clusterId: number, lng: number, lat: number) => {
    const map = mapRef.current;
    if (!map) return;
    focusAfterZoom.current = clusterDealerIds(index, clusterId);
    map.flyTo({
      center: [lng, lat],
      zoom: Math.max(expansionZoom(index, clusterId), map.getZoom() + 1),
      duration: prefersReducedMotion() ? 0 : 700,
      essential: true,
    });
  };

  const closePopup = (returnFocus: boolean) => {
    const id = selection?.id;
    onClear();
    if (returnFocus && id !== undefined) {
      mapRef.current?.getContainer().querySelector<HTMLButtonElement>(`[data-dealer-marker="${id}"]`)?.focus();
    }
  };

  const onPopupKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      closePopup(true);
    }
  };

  // A click on the map's background closes the popup; clicks on markers are theirs.
  const onMapClick = (event: MapLayerMouseEvent) => {
    const target = event.originalEvent?.target;
    if (
      target instanceof Element &&
      target.closest('.maplibregl-marker, .mapboxgl-marker, .maplibregl-popup, .mapboxgl-popup')
    )
      return;
    if (selection) onClear();
  };

  const selectedKm = selected ? (kmById.get(selected.id) ?? null) : null;

  return (
    <Map
      ref={attachMap}
      {...kit.mapProps}
      mapStyle={styleFor as never}
      // Offline, the map cannot pan past the land the outline file holds.
      maxBounds={drawsOffline ? OFFLINE_BOUNDS : undefined}
      initialViewState={{ bounds: frame.bounds, fitBoundsOptions: { padding: initialPadding, maxZoom: FOCUS_ZOOM } }}
      minZoom={2.5}
      maxZoom={drawsOffline ? 14 : 18}
      dragRotate={false}
      pitchWithRotate={false}
      touchPitch={false}
      renderWorldCopies={false}
      locale={LOCALE}
      attributionControl={{ compact: true }}
      onLoad={(event) => {
        // Style and data are in: said on the container for tests and monitoring.
        event.target.getContainer().dataset.styleLoaded = 'true';
        setLoaded(true);
        readCamera();
      }}
      onMoveEnd={readCamera}
      onError={(event) => {
        if (kit.style.fallback && onTileError(event)) return;
        if (!loaded && /webgl/i.test(event.error?.message ?? '')) setFatal(event.error);
        else console.warn('Mapa:', event.error?.message);
      }}
      onSourceData={onSourceData}
      onResize={readCamera}
      onClick={onMapClick}
      style={{ width: '100%', height: '100%' }}
    >
      <NavigationControl position="top-right" showCompass={false} />
      <ScaleControl position="bottom-left" unit="metric" maxWidth={96} />

      {labels.map((state) => {
        const city = (camera?.zoom ?? 0) >= CAPITAL_LABEL_ZOOM;
        return (
          <Marker
            key={`s${state.id}`}
            longitude={state.lng}
            latitude={state.lat}
            anchor="top"
            offset={[0, city ? -6 : 6]}
            style={{ pointerEvents: 'none', zIndex: 0 }}
          >
            <span className={city ? styles.cityLabel : styles.stateLabel} aria-hidden="true">
              {labelText(state, camera?.zoom ?? 0)}
            </span>
          </Marker>
        );
      })}

      {reference ? (
        <Marker
          longitude={reference.point.lng}
          latitude={reference.point.lat}
          anchor="top"
          offset={[0, -7]}
          style={{ zIndex: 1 }}
        >
          <span className={styles.reference} role="img" aria-label={reference.name}>
            <span className={styles.referenceDot} />
            <span className={styles.referenceLabel} aria-hidden="true">
              {reference.label}
            </span>
          </span>
        </Marker>
      ) : null}

      {user ? (
        <Marker longitude={user.lng} latitude={user.lat} anchor="center" style={{ zIndex: 1 }}>
          <span className={styles.user} role="img" aria-label="Tu ubicación" />
        </Marker>
      ) : null}

      {items.map((item) =>
        item.kind === 'cluster' ? (
          <Marker key={item.key} longitude={item.lng} latitude={item.lat} anchor="center" style={{ zIndex: 2 }}>
            <button
              type="button"
              className={styles.cluster}
              style={{ ['--size' as string]: `${Math.min(56, 34 + Math.log2(item.count) * 6)}px` }}
              aria-label={clusterLabel(item.count)}
              title={clusterLabel(item.count)}
              data-cluster-count={item.count}
              onClick={() => openCluster(item.clusterId, item.lng, item.lat)}
            >
              <span aria-hidden="true">{item.count}</span>
            </button>
          </Marker>
        ) : (
          <Marker
            key={item.key}
            longitude={item.lng}
            latitude={item.lat}
            anchor="bottom"
            style={{ zIndex: selected?.id === item.dealer.id ? 4 : 3 }}
          >
            <button
              type="button"
              className={selected?.id === item.dealer.id ? `${styles.pin} ${styles.pinSelected}` : styles.pin}
              aria-label={dealerTitle(item.dealer)}
              title={dealerTitle(item.dealer)}
              data-dealer-marker={item.dealer.id}
              // detail 0: pressed with Enter or Space, not clicked.
              onClick={(event) => onSelect(item.dealer.id, event.detail === 0)}
            >
              <svg viewBox="0 0 32 42" width="32" height="42" aria-hidden="true" focusable="false">
                <path
                  className={styles.pinShape}
                  d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1z"
                />
                <circle cx="16" cy="15.5" r="5.6" fill="#fff" />
              </svg>
            </button>
          </Marker>
        ),
      )}

      {selected ? (
        <Popup
          key={selected.id}
          longitude={selected.coordinates.lng}
          latitude={selected.coordinates.lat}
          anchor="bottom"
          offset={[0, -46]}
          closeButton={false}
          closeOnClick={false}
          focusAfterOpen={false}
          maxWidth="min(20rem, calc(100vw - 3rem))"
          className={styles.popup}
        >
          {/* Not a landmark: the popup belongs to the map region. */}
          <div className={styles.popupBody} onKeyDown={onPopupKeyDown}>
            <div className={styles.popupHead}>
              <h3 className={styles.popupTitle} tabIndex={-1} ref={popupTitle}>
                {dealerTitle(selected)}
              </h3>
              <button
                type="button"
                className={styles.popupClose}
                onClick={() => closePopup(true)}
                aria-label={`Cerrar la ficha de ${dealerTitle(selected)}`}
              >
                <CloseIcon size={18} />
              </button>
            </div>
            {selectedKm !== null ? <p className={styles.popupDistance}>{formatDistance(selectedKm)}</p> : null}
            <DealerContact dealer={selected} compact />
            <DealerActions dealer={selected} compact />
          </div>
        </Popup>
      ) : null}
    </Map>
  );
}
