'use client';

// The dealer locator: filters (in the URL), the list (the primary interface, server-rendered
// one page at a time and usable without JavaScript) and the map, whose library and points
// (GET /api/dealers) load only when it is wanted: scrolled into view, or the "Mapa" button.
// List and map follow each other: a list item flies the map to its marker, a marker highlights
// and scrolls to its list item.

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type ReactNode,
} from 'react';
import fieldStyles from '@/components/forms/field.module.css';
import { useFeature } from '@/lib/api/capabilities';
import { useDealers } from '@/lib/api/dealers';
import { useMunicipalities } from '@/lib/api/geo';
import { useStates } from '@/lib/api/geo';
import { dealerAnchor } from '@/lib/dealers/anchor';
import { hasFilters, NO_FILTERS, sameFilters, type DealerFilters } from '@/lib/dealers/filters';
import { boundsOf, MEXICO_BOUNDS, type LatLng } from '@/lib/dealers/geo';
import type { LocatorState } from '@/lib/dealers/locator-view';
import { placeLabel, resultSummary } from '@/lib/dealers/messages';
import { PAGE_SIZE } from '@/lib/dealers/paging';
import type { Place } from '@/lib/dealers/places';
import { locate, NEAREST_COUNT, type LocatorEntry } from '@/lib/dealers/results';
import { STATES_BY_NAME } from '@/lib/dealers/states';
import {
  DEALER_PRODUCTS,
  DEALER_SERVICES,
  PRODUCT_LABELS,
  SERVICE_LABELS,
  type DealerProduct,
  type DealerService,
} from '@/lib/contract/dealer-offer';
import { filtersFromParams, locatorHref, LOCATOR_PATH, parseQuery, PARAMS } from '@/lib/dealers/url';
import type { DealerMapViewProps, Frame, Selection } from './dealer-map-view';
import { ListIcon, LocateIcon, MapIcon, SearchIcon } from './icons';
import { SelectionContext } from './locator-selection';
import { MapErrorBoundary } from './map-error-boundary';
import { useGeolocation } from './use-geolocation';
import styles from './dealers.module.css';

type MapProps = Omit<DealerMapViewProps, 'kit'>;

const NO_ENTRIES: LocatorEntry[] = [];
const NO_PLACES: Place[] = [];

function MapPlaceholder() {
  return (
    <div className={styles.mapPlaceholder} aria-hidden="true">
      <span>Cargando el mapa…</span>
    </div>
  );
}

/** When the map cannot start (no WebGL, its code did not arrive): the list has everything. */
function MapUnavailable() {
  return (
    <div className={styles.mapPlaceholder}>
      <p className={styles.mapUnavailable}>
        El mapa no está disponible en este navegador. Todos los distribuidores están en la lista.
      </p>
    </div>
  );
}

// Mapbox GL only with a token (it draws nothing without one); MapLibre otherwise. Either is
// fetched on demand, never on the server, never on another page.
const MaplibreMap = dynamic<MapProps>(() => import('./map-maplibre'), { ssr: false, loading: MapPlaceholder });
const MapboxMap = dynamic<MapProps>(() => import('./map-mapbox'), { ssr: false, loading: MapPlaceholder });
const DealerMap = process.env.NEXT_PUBLIC_MAPBOX_TOKEN ? MapboxMap : MaplibreMap;
// "Cerca de mí" sorts the list in the browser: its cards' code comes when it is asked for.
const NearList = dynamic(() => import('./near-list'), { ssr: false });

/** Two columns (list beside the map) from this width; below it, the Lista / Mapa toggle. */
const WIDE_QUERY = '(min-width: 60rem)';

function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The map asks for its library and points once it comes within this margin of the screen. */
const MAP_MARGIN = '200px';

// The note for a host without the dealers: its code and stylesheet come only when it is shown, so
// the locator's first paint waits for one stylesheet less (the note's CSS shares a file with the
// panel's, which the graph chunking puts beside it).
const DealersUnavailable = dynamic(
  () => import('@/components/ui/feature-unavailable').then((m) => m.FeatureUnavailable),
  { ssr: false },
);

/**
 * The locator where the API host offers the dealers (beyond spec §7). It shows at once with the
 * page of the list the server rendered; a host without them gets the note in its place.
 */
export function DealerLocator(props: LocatorProps) {
  if (useFeature('dealers').status === 'unavailable') return <DealersUnavailable feature="dealers" />;
  return <Locator {...props} />;
}

type LocatorProps = {
  state: LocatorState;
  /** The server's page of the list (components/dealers/dealer-list.tsx). */
  list: ReactNode;
};

function Locator({ state: view, list }: LocatorProps) {
  const searchParams = useSearchParams();
  const router = useRouter();
  /**
   * Puts the filters in the address bar; the server renders the first page of the new list
   * (one history entry per change, Back restores).
   */
  const writeUrl = useCallback(
    (next: DealerFilters, mode: 'push' | 'replace') => {
      const href = locatorHref(next);
      if (`${window.location.pathname}${window.location.search}` === href) return;
      if (mode === 'push') router.push(href, { scroll: false });
      else router.replace(href, { scroll: false });
    },
    [router],
  );
  const urlFilters = useMemo(() => filtersFromParams(searchParams), [searchParams]);

  // The text box answers at once; the URL follows after a pause (one history entry per search).
  const [query, setQuery] = useState(urlFilters.q);
  const [urlQuery, setUrlQuery] = useState(urlFilters.q);
  if (urlQuery !== urlFilters.q) {
    // Back/Forward changed the URL: the box shows its text.
    setUrlQuery(urlFilters.q);
    if (parseQuery(query) !== urlFilters.q) setQuery(urlFilters.q);
  }
  const filters = useMemo<DealerFilters>(() => ({ ...urlFilters, q: parseQuery(query) }), [urlFilters, query]);
  const typedQuery = useDebounced(filters.q, 450);
  useEffect(() => {
    if (typedQuery === urlFilters.q || typedQuery !== parseQuery(query)) return;
    // A new search is a new history entry; refining it replaces that entry.
    writeUrl({ ...urlFilters, q: typedQuery }, urlFilters.q && typedQuery ? 'replace' : 'push');
  }, [typedQuery, urlFilters, query, writeUrl]);

  // Layout: list and map side by side when wide; a Lista / Mapa toggle on phones.
  const wide = useMediaQuery(WIDE_QUERY);
  const [layoutView, setView] = useState<'list' | 'map'>('list');
  // The map (its library and every dealer's point) loads once it is wanted, and stays: on a
  // phone when "Mapa" is pressed, on a wide screen when its box comes near the screen.
  const [mapWanted, setMapWanted] = useState(false);
  if (layoutView === 'map' && !mapWanted) setMapWanted(true);
  const mapBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = mapBox.current;
    if (mapWanted || !wide || !box) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setMapWanted(true);
      },
      { rootMargin: MAP_MARGIN },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [mapWanted, wide]);

  const geo = useGeolocation();
  // Every dealer (GET /api/dealers), for the map and for "Cerca de mí"; the server's page of
  // the list is all the page needs until then. Asked only once the host says it has them.
  const hostHasDealers = useFeature('dealers').status === 'available';
  const { data: allDealers, error: allError } = useDealers(hostHasDealers && (mapWanted || geo.point !== null));
  // The places the server found for the search text, while the box still holds that text.
  const places = view.placesQuery === filters.q ? view.places : NO_PLACES;
  const everything = useMemo(
    () => (allDealers ? locate(allDealers, filters, geo.point, NEAREST_COUNT, places) : null),
    [allDealers, filters, geo.point, places],
  );
  // Near me: the list is the browser's, nearest first, a page at a time.
  const [nearShown, setNearShown] = useState(PAGE_SIZE);
  const nearList = geo.point && everything ? everything : null;

  // Names for the selects and the summary: the API's when loaded, the built-in ones until then.
  const { data: apiStates } = useStates();
  const { data: apiMunicipalities } = useMunicipalities(filters.stateId);
  const statesCount = useMemo(() => new Map(view.stateCounts), [view.stateCounts]);
  const stateOptions = useMemo(
    () => (apiStates ?? STATES_BY_NAME).map(({ id, name }) => ({ id, name, count: statesCount.get(id) ?? 0 })),
    [apiStates, statesCount],
  );
  const municipalityOptions = useMemo(() => {
    if (filters.stateId === null) return [];
    const counts = new Map(view.municipalities.map((m) => [m.id, m.count]));
    return (apiMunicipalities ?? view.municipalities).map(({ id, name }) => ({ id, name, count: counts.get(id) ?? 0 }));
  }, [apiMunicipalities, view.municipalities, filters.stateId]);
  const stateName = stateOptions.find((s) => s.id === filters.stateId)?.name ?? null;
  const municipalityName = municipalityOptions.find((m) => m.id === filters.municipalityId)?.name ?? null;
  const names = { state: stateName, municipality: municipalityName };
  const summary = nearList ? resultSummary(nearList, filters, names) : resultSummary(view.facts, urlFilters, names);
  const nearestTo = nearList ? nearList.nearestTo : view.facts.nearestTo;

  // Selection shared by list and map.
  const [selection, setSelection] = useState<Selection | null>(null);
  const nonce = useRef(0);
  const shown =
    selection &&
    (everything ? everything.entries.some((e) => e.dealer.id === selection.id) : view.ids.includes(selection.id))
      ? selection
      : null;

  const stateSelect = useRef<HTMLSelectElement>(null);
  const toggle = useRef<HTMLDivElement>(null);

  /** Phones: the map view, scrolled so that the map fills the screen under the toggle. */
  const showMap = () => {
    setView('map');
    window.requestAnimationFrame(() =>
      toggle.current?.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' }),
    );
  };

  const applyFilters = (next: DealerFilters) => {
    if (sameFilters(next, filters)) return;
    setQuery(next.q);
    writeUrl(next, 'push');
  };

  const onLocate = () => {
    setNearShown(PAGE_SIZE);
    if (located) geo.reset();
    else geo.locate();
  };

  const onStateChange = (value: string) => {
    const stateId = value ? Number(value) : null;
    applyFilters({ ...filters, stateId, municipalityId: null });
    if (geo.state.status === 'denied' || geo.state.status === 'unavailable' || geo.state.status === 'unsupported')
      geo.reset();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    writeUrl(filters, 'push');
  };

  const onMapSelect = useCallback((id: number, focus: boolean) => {
    nonce.current += 1;
    setSelection({ id, source: 'map', nonce: nonce.current, focus });
  }, []);
  const onMapClear = useCallback(() => setSelection(null), []);

  const onShowOnMap = (id: number) => {
    nonce.current += 1;
    setSelection({ id, source: 'list', nonce: nonce.current, focus: false });
    setMapWanted(true);
    if (!wide) showMap();
  };
  const selectionContext = { selectedId: shown?.id ?? null, showOnMap: onShowOnMap };

  // A marker chosen on the map: its list item comes into view (when the list is on screen).
  useEffect(() => {
    if (selection?.source !== 'map' || !wide) return;
    document
      .getElementById(dealerAnchor(selection.id))
      ?.scrollIntoView({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [selection, wide]);

  // What the map frames: the results, the visitor and the nearest dealers, or all of Mexico.
  const frameSource = useMemo(() => {
    const points: LatLng[] = [];
    const entries = everything?.entries ?? [];
    if (everything?.nearestTo) points.push(everything.nearestTo.point, ...entries.map((e) => e.dealer.coordinates));
    else if (geo.point && entries.length > 0)
      points.push(geo.point, ...entries.slice(0, 3).map((e) => e.dealer.coordinates));
    else if (hasFilters(filters)) points.push(...entries.map((e) => e.dealer.coordinates));
    const bounds = boundsOf(points, 0.06) ?? MEXICO_BOUNDS;
    return {
      key: bounds
        .flat()
        .map((n) => n.toFixed(3))
        .join(','),
      bounds,
    } satisfies Frame;
  }, [everything, geo.point, filters]);
  const frame = useDebounced(frameSource, 250);

  const preferredStates = useMemo(() => new Set(statesCount.keys()), [statesCount]);
  const reference = useMemo(() => {
    if (nearestTo?.kind === 'place')
      return { point: nearestTo.point, label: nearestTo.place.name, name: placeLabel(nearestTo.place) };
    if (nearestTo?.kind !== 'capital') return null;
    return {
      point: nearestTo.point,
      label: nearestTo.state.capital,
      name: `${nearestTo.state.capital}, capital de ${nearestTo.state.name}`,
    };
  }, [nearestTo]);
  const located = geo.state.status === 'located';
  const locating = geo.state.status === 'locating' || (located && !nearList && !allError);

  return (
    <div className={styles.locator}>
      <form
        role="search"
        aria-label="Buscar distribuidores"
        method="get"
        action={LOCATOR_PATH}
        className={styles.filters}
        onSubmit={onSubmit}
      >
        <div className={styles.filterField}>
          <label htmlFor="filtro-estado" className={fieldStyles.label}>
            Estado
          </label>
          <select
            id="filtro-estado"
            ref={stateSelect}
            name={PARAMS.state}
            className={`${fieldStyles.control} ${fieldStyles.select}`}
            value={filters.stateId ?? ''}
            onChange={(event) => onStateChange(event.target.value)}
          >
            <option value="">Todos los estados</option>
            {stateOptions.map((state) => (
              <option key={state.id} value={state.id}>
                {state.count > 0 ? `${state.name} (${state.count})` : state.name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.filterField}>
          <label htmlFor="filtro-municipio" className={fieldStyles.label}>
            Municipio
          </label>
          <select
            id="filtro-municipio"
            name={PARAMS.municipality}
            className={`${fieldStyles.control} ${fieldStyles.select}`}
            value={filters.municipalityId ?? ''}
            disabled={filters.stateId === null}
            onChange={(event) =>
              applyFilters({ ...filters, municipalityId: event.target.value ? Number(event.target.value) : null })
            }
          >
            <option value="">{filters.stateId === null ? 'Elige antes un estado' : 'Todos los municipios'}</option>
            {filters.municipalityId !== null && !municipalityOptions.some((m) => m.id === filters.municipalityId) ? (
              <option value={filters.municipalityId}>Municipio elegido</option>
            ) : null}
            {municipalityOptions.some((m) => m.count > 0) ? (
              <optgroup label="Con distribuidor">
                {municipalityOptions
                  .filter((m) => m.count > 0)
                  .map((m) => (
                    <option key={m.id} value={m.id}>{`${m.name} (${m.count})`}</option>
                  ))}
              </optgroup>
            ) : null}
            {municipalityOptions.some((m) => m.count === 0) ? (
              <optgroup label="Otros municipios">
                {municipalityOptions
                  .filter((m) => m.count === 0)
                  .map((m) => (
                    <option key={m.id} value={m.id}>
                      {m.name}
                    </option>
                  ))}
              </optgroup>
            ) : null}
          </select>
        </div>
        <div className={`${styles.filterField} ${styles.searchField}`}>
          <label htmlFor="filtro-texto" className={fieldStyles.label}>
            Nombre o ciudad
          </label>
          <input
            id="filtro-texto"
            type="search"
            name={PARAMS.q}
            className={fieldStyles.control}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Ej. Zapopan, toldos…"
            autoComplete="off"
            maxLength={80}
            enterKeyHint="search"
          />
        </div>
        <div className={`${styles.filterField} ${styles.offerField}`}>
          <label htmlFor="filtro-producto" className={fieldStyles.label}>
            Producto
          </label>
          <select
            id="filtro-producto"
            name={PARAMS.product}
            className={`${fieldStyles.control} ${fieldStyles.select}`}
            value={filters.product ?? ''}
            onChange={(event) =>
              applyFilters({ ...filters, product: (event.target.value || null) as DealerProduct | null })
            }
          >
            <option value="">Cualquier producto</option>
            {DEALER_PRODUCTS.map((product) => (
              <option key={product} value={product}>
                {PRODUCT_LABELS[product]}
              </option>
            ))}
          </select>
        </div>
        <div className={`${styles.filterField} ${styles.offerField}`}>
          <label htmlFor="filtro-servicio" className={fieldStyles.label}>
            Servicio
          </label>
          <select
            id="filtro-servicio"
            name={PARAMS.service}
            className={`${fieldStyles.control} ${fieldStyles.select}`}
            value={filters.service ?? ''}
            onChange={(event) =>
              applyFilters({ ...filters, service: (event.target.value || null) as DealerService | null })
            }
          >
            <option value="">Cualquier servicio</option>
            {DEALER_SERVICES.map((service) => (
              <option key={service} value={service}>
                {SERVICE_LABELS[service]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.filterButtons}>
          <button type="submit" className={styles.searchButton}>
            <SearchIcon size={18} />
            <span>Buscar</span>
          </button>
          <button type="button" className={styles.nearButton} aria-pressed={located} onClick={onLocate}>
            <LocateIcon size={18} />
            <span>{locating ? 'Buscando…' : 'Cerca de mí'}</span>
          </button>
        </div>
      </form>

      <GeoMessage status={geo.state.status} onChooseState={() => stateSelect.current?.focus()} />

      <div className={summary.tone === 'notice' ? `${styles.summary} ${styles.summaryNotice}` : styles.summary}>
        <p role="status" className={styles.summaryText}>
          {summary.text}
        </p>
        {hasFilters(filters) ? (
          <a
            href={LOCATOR_PATH}
            className={styles.clear}
            onClick={(event) => {
              event.preventDefault();
              applyFilters(NO_FILTERS);
            }}
          >
            Quitar filtros
          </a>
        ) : null}
      </div>

      <div ref={toggle} className={styles.viewToggle} role="group" aria-label="Vista">
        <button type="button" aria-pressed={layoutView === 'list'} onClick={() => setView('list')}>
          <ListIcon size={18} />
          <span>Lista</span>
        </button>
        <button type="button" aria-pressed={layoutView === 'map'} onClick={showMap}>
          <MapIcon size={18} />
          <span>Mapa</span>
        </button>
      </div>

      <div className={styles.layout} data-view={layoutView}>
        <div className={styles.listColumn}>
          <SelectionContext value={selectionContext}>
            {nearList ? (
              <NearList
                result={nearList}
                shown={nearShown}
                step={PAGE_SIZE}
                onMore={() => setNearShown((n) => n + PAGE_SIZE)}
              />
            ) : (
              list
            )}
          </SelectionContext>
          <p className={styles.listFoot}>
            ¿No hay un distribuidor en tu ciudad? <Link href="/contacto">Escríbenos</Link> y te atendemos directamente.
          </p>
          <p className={styles.credits}>
            Ciudades, pueblos y colonias de la búsqueda: <a href="https://www.geonames.org/">GeoNames</a> (CC BY 4.0).
          </p>
        </div>

        <div className={styles.mapColumn}>
          <div
            ref={mapBox}
            className={styles.mapBox}
            role="region"
            aria-label="Mapa de distribuidores"
            aria-describedby="mapa-ayuda"
          >
            <p id="mapa-ayuda" className="visually-hidden">
              Cada distribuidor de la lista tiene su marcador. Los números agrupan distribuidores cercanos: actívalos
              para acercar.
            </p>
            {mapWanted && allError ? (
              <MapUnavailable />
            ) : mapWanted ? (
              <MapErrorBoundary fallback={<MapUnavailable />}>
                <DealerMap
                  entries={everything?.entries ?? NO_ENTRIES}
                  selection={shown}
                  onSelect={onMapSelect}
                  onClear={onMapClear}
                  user={geo.point}
                  reference={reference}
                  frame={frame}
                  preferredStates={preferredStates}
                />
              </MapErrorBoundary>
            ) : (
              <MapPlaceholder />
            )}
          </div>
        </div>
      </div>
    </div>
  );
}

function GeoMessage({ status, onChooseState }: { status: string; onChooseState: () => void }) {
  if (status !== 'denied' && status !== 'unavailable' && status !== 'unsupported') return null;
  const text =
    status === 'denied'
      ? 'No tenemos permiso para usar tu ubicación. Puedes permitirlo en tu navegador o elegir tu estado para ver los distribuidores de tu zona.'
      : status === 'unavailable'
        ? 'No pudimos obtener tu ubicación. Elige tu estado para ver los distribuidores de tu zona.'
        : 'Tu navegador no permite buscar por ubicación. Elige tu estado para ver los distribuidores de tu zona.';
  return (
    <div className={styles.geoMessage} role="alert">
      <p>{text}</p>
      <button type="button" className={styles.textButton} onClick={onChooseState}>
        Elegir mi estado
      </button>
    </div>
  );
}
