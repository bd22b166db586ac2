import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { cachedRequest, getDealerStates, searchDealers, toApiError } from '@fvc/shared/api';
import type { Dealer, StateWithCities } from '@fvc/shared/contracts';
import { Button, EmptyState, ErrorBoundary, ErrorState, LoadingState, PageHeading } from '@fvc/shared/ui';
import { DealerFilters, type DealerFilterValues } from './dealer-filters';
import { DealerList } from './dealer-list';
import { useGeolocation } from './use-geolocation';
import { useMediaQuery } from './use-media-query';
import './dealer-locator.css';

// Leaflet is ~40 KiB gzip: a separate chunk, fetched only when the map is shown, so the list paints first.
const DealerMap = lazy(() => import('./dealer-map').then((module) => ({ default: module.DealerMap })));

const PAGE_SIZE = 20;
// DESIGN/SPEC §9: desktop is above 768 px; below it the list comes first and the map is a toggle.
// The layout itself is CSS (dealer-locator.css): a prerendered page is drawn without knowing the
// width, and must not move when the script learns it. This only decides when to load the map.
const WIDE = '(width > 768px)';

/**
 * The list as a visitor first sees it (no filters, first page), read through `peek` so the page
 * can be prerendered with it (docs/decisions/0013). Later searches always go to the API.
 */
const unfilteredFirstPage = cachedRequest('dealer-search-unfiltered', () => searchDealers({ page: 1, page_size: PAGE_SIZE }));

/** What the first render can draw: the answers a prerendered page carries, or loaded earlier in the visit. */
function firstResults(): { states: StateWithCities[] | null; results: Results } {
  const states = getDealerStates.peek() ?? null;
  const page = unfilteredFirstPage.peek();
  if (!states || !page) return { states: null, results: { status: 'loading' } };
  return { states, results: { status: 'loaded', items: page.items, total: page.total, page: 1, loadingMore: false } };
}

type Results =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | {
      status: 'loaded';
      items: Dealer[];
      total: number;
      page: number;
      loadingMore: boolean;
      moreError?: string;
      /** A new search is running: the current list (and map) stay until its answer arrives. */
      refreshing?: boolean;
    };

const NO_FILTERS: DealerFilterValues = { stateId: undefined, cityId: undefined, vehicleType: undefined };

export function DealerLocatorPage() {
  const [first] = useState(firstResults);
  const [states, setStates] = useState<StateWithCities[] | null>(first.states);
  const [filters, setFilters] = useState<DealerFilterValues>(NO_FILTERS);
  const [results, setResults] = useState<Results>(first.results);
  // The first search is already drawn when the page came with it: no second request for it.
  const firstSearchDrawn = useRef(first.results.status === 'loaded');
  const [attempt, setAttempt] = useState(0);
  const [selectedId, setSelectedId] = useState<string | undefined>();
  const [mapOpen, setMapOpen] = useState(false);
  const isWide = useMediaQuery(WIDE);
  const geolocation = useGeolocation();
  const userLocation = geolocation.state.status === 'located' ? geolocation.state.coordinates : undefined;
  const lastSelected = useRef<string | undefined>(undefined);
  const restoreFocus = useRef<string | undefined>(undefined);

  const query = useMemo(
    () => ({
      state_id: filters.stateId,
      city_id: filters.cityId,
      vehicle_type: filters.vehicleType,
      lat: userLocation?.latitude,
      lng: userLocation?.longitude,
      page_size: PAGE_SIZE,
    }),
    [filters, userLocation],
  );

  // The selectors' options and the first page load together: one loading state, one retry.
  useEffect(() => {
    if (firstSearchDrawn.current) {
      firstSearchDrawn.current = false;
      return undefined;
    }
    const controller = new AbortController();
    // Keep the current list and map on screen while the new search runs: no flash, and the map
    // (which takes a moment to set up) is not torn down and rebuilt for every filter change.
    setResults((current) => (current.status === 'loaded' ? { ...current, refreshing: true } : { status: 'loading' }));
    setSelectedId(undefined);
    Promise.all([getDealerStates(), searchDealers({ ...query, page: 1 }, { signal: controller.signal })])
      .then(([loadedStates, page]) => {
        setStates(loadedStates);
        setResults({ status: 'loaded', items: page.items, total: page.total, page: 1, loadingMore: false });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setResults({ status: 'failed', message: toApiError(error).message });
      });
    return () => controller.abort();
  }, [query, attempt]);

  // After "Ver más", focus goes to the first dealer it added: the keyboard goes on from the new
  // dealers, and the button is gone after the last page.
  const firstAdded = useRef<string | undefined>(undefined);
  useEffect(() => {
    const id = firstAdded.current;
    if (!id) return;
    firstAdded.current = undefined;
    document.getElementById(`dealer-${id}-name`)?.focus();
  }, [results]);

  const loadMore = () => {
    if (results.status !== 'loaded' || results.loadingMore) return;
    const next = results.page + 1;
    setResults({ ...results, loadingMore: true, moreError: undefined });
    searchDealers({ ...query, page: next })
      .then((page) => {
        firstAdded.current = page.items[0]?.id;
        setResults((current) =>
          current.status === 'loaded'
            ? { ...current, items: [...current.items, ...page.items], total: page.total, page: next, loadingMore: false }
            : current,
        );
      })
      .catch((error: unknown) =>
        setResults((current) =>
          current.status === 'loaded' ? { ...current, loadingMore: false, moreError: toApiError(error).message } : current,
        ),
      );
  };

  const select = useCallback((id: string) => {
    lastSelected.current = id;
    setSelectedId(id);
    // From a map marker: bring the card (with its form) into view.
    document.getElementById(`dealer-${id}`)?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, []);

  const closeForm = useCallback(() => {
    restoreFocus.current = lastSelected.current;
    setSelectedId(undefined);
  }, []);

  // After the form closes, back to the button that opened it, so keyboard users keep their place.
  useEffect(() => {
    const id = restoreFocus.current;
    if (selectedId !== undefined || !id) return;
    restoreFocus.current = undefined;
    document.querySelector<HTMLButtonElement>(`[id="dealer-${id}"] button`)?.focus();
  }, [selectedId]);

  const showMap = isWide || mapOpen;
  const items = results.status === 'loaded' ? results.items : [];

  return (
    <article className="dealer-locator">
      <PageHeading title="Encuentra tu distribuidor">
        <p>Tenemos distribuidores de camiones y autobuses en todo el país. Busca por estado y ciudad, o el más cercano a ti.</p>
      </PageHeading>

      {states && (
        <DealerFilters
          states={states}
          values={filters}
          onChange={setFilters}
          locating={geolocation.state.status === 'locating'}
          located={userLocation !== undefined}
          locationMessage={geolocation.state.status === 'failed' ? geolocation.state.message : undefined}
          onLocate={() => {
            // "Near me" means near me: a state or city chosen earlier would hide a dealer a few
            // km away across the line. The vehicle type stays. Only once located: refused, the
            // message suggests choosing a state, so the one chosen stays; and one chosen while
            // the browser was locating is the visitor's latest choice, so it stays too.
            const { stateId, cityId } = filters;
            geolocation.locate(() =>
              setFilters((current) => (current.stateId === stateId && current.cityId === cityId ? { ...current, stateId: undefined, cityId: undefined } : current)),
            );
          }}
          onClearLocation={geolocation.clear}
        />
      )}

      {results.status === 'loading' && <LoadingState label="Buscando distribuidores…" />}
      {results.status === 'failed' && (
        <ErrorState
          title="No pudimos cargar los distribuidores"
          message={results.message}
          onRetry={() => setAttempt((value) => value + 1)}
        />
      )}
      {results.status === 'loaded' && results.total === 0 && (
        <div className="dealer-locator__empty">
          <EmptyState
            title="No encontramos distribuidores con esos filtros"
            message="Prueba con otra ciudad, otro estado o todos los tipos de vehículo."
          />
          <Button
            variant="secondary"
            onClick={() => {
              setFilters(NO_FILTERS);
              // The button goes with the empty state: focus goes back to the filters, where a new
              // search starts, rather than to the top of the page.
              document.getElementById('dealer-state')?.focus();
            }}
          >
            Quitar filtros
          </Button>
        </div>
      )}
      {results.status === 'loaded' && results.total > 0 && (
        <section
          className="dealer-locator__results"
          data-map-open={mapOpen ? 'true' : undefined}
          aria-labelledby="dealer-results-title"
          aria-busy={results.refreshing ? true : undefined}
        >
          <div className="dealer-locator__list-header">
            <h2 id="dealer-results-title" aria-live="polite">
              {results.total === 1 ? '1 distribuidor' : `${results.total} distribuidores`}
            </h2>
            {results.refreshing && (
              <p className="dealer-locator__refreshing" role="status">
                Actualizando…
              </p>
            )}
            {/* A phone's toggle; hidden by CSS where the map is always beside the list. */}
            <Button
              className="dealer-locator__map-toggle"
              variant="secondary"
              aria-expanded={mapOpen}
              aria-controls="dealer-map"
              onClick={() => setMapOpen((open) => !open)}
            >
              {mapOpen ? 'Ocultar mapa' : 'Ver mapa'}
            </Button>
          </div>
          {/* Before the list in the page order: on a phone an opened map shows right under its toggle.
              Its place is always in the page (CSS shows it beside the list on a wide screen, and on a
              phone once opened); the map library is loaded only when the map is on screen. */}
          <div id="dealer-map" className="dealer-locator__map" role="region" aria-label="Mapa de distribuidores">
            {showMap ? (
              <ErrorBoundary title="No pudimos mostrar el mapa" message="La lista de distribuidores sigue disponible.">
                <Suspense fallback={<LoadingState label="Cargando mapa…" />}>
                  <DealerMap dealers={items} selectedId={selectedId} userLocation={userLocation} onSelect={select} />
                </Suspense>
              </ErrorBoundary>
            ) : (
              // What a prerendered page shows in the map's place until the script draws it.
              <LoadingState label="Cargando mapa…" />
            )}
          </div>
          <div className="dealer-locator__list">
            <DealerList dealers={items} selectedId={selectedId} onSelect={select} onClose={closeForm} />
            {results.moreError && (
              <p className="dealer-locator__more-error" role="alert">
                {results.moreError}
              </p>
            )}
            {items.length < results.total && (
              // aria-disabled, not disabled: the button keeps the keyboard's focus while the next page
              // loads (a disabled one drops it to the page's start), and the next press goes on from it.
              <Button variant="secondary" onClick={loadMore} aria-disabled={results.loadingMore}>
                {results.loadingMore ? 'Cargando…' : `Ver más distribuidores (${results.total - items.length} más)`}
              </Button>
            )}
          </div>
        </section>
      )}
    </article>
  );
}
