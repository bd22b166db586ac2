import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { dealerSearchQuery, dealerStatesQuery, toApiError } from '@fvc/shared/api';
import { Button, EmptyState, ErrorBoundary, ErrorState, LoadingState, PageHeading } from '@fvc/shared/ui';
import { DealerFilters, type DealerFilterValues } from './dealer-filters';
import { DealerList } from './dealer-list';
import { useGeolocation } from './use-geolocation';
import { useMediaQuery } from './use-media-query';
import './dealer-locator.css';

// Leaflet is a large library: a separate chunk, fetched only when the map is shown, so the list paints first.
const DealerMap = lazy(() => import('./dealer-map').then((module) => ({ default: module.DealerMap })));

const PAGE_SIZE = 20;
// docs/product.md §9: desktop is above 768 px; below it the list comes first and the map is a toggle.
// The layout itself is CSS (dealer-locator.css): a prerendered page is drawn without knowing the
// width, and must not move when the script learns it. This only decides when to load the map.
const WIDE = '(width > 768px)';

const NO_FILTERS: DealerFilterValues = { stateId: undefined, cityId: undefined, vehicleType: undefined };

/**
 * The selectors' options and the list load together: one loading state, one retry. The list as a
 * visitor first sees it (no filters, first page) is carried by the prerendered page.
 */
export function DealerLocatorPage() {
  const [filters, setFilters] = useState<DealerFilterValues>(NO_FILTERS);
  const [selectedId, setSelectedId] = useState<string | undefined>();
  const [mapOpen, setMapOpen] = useState(false);
  const isWide = useMediaQuery(WIDE);
  const geolocation = useGeolocation();
  const userLocation = geolocation.state.status === 'located' ? geolocation.state.coordinates : undefined;
  const lastSelected = useRef<string | undefined>(undefined);
  const restoreFocus = useRef<string | undefined>(undefined);

  const search = useMemo(
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
  const states = useQuery(dealerStatesQuery);
  // The current list (and map) stay on screen while a new search runs: no flash, and the map
  // (which takes a moment to set up) is not torn down and rebuilt for every filter change.
  const dealers = useInfiniteQuery({ ...dealerSearchQuery(search), placeholderData: keepPreviousData });
  useEffect(() => setSelectedId(undefined), [search]);

  const failed = states.error ?? (dealers.isFetchNextPageError ? null : dealers.error);
  const loading = !failed && (states.isPending || dealers.isPending);
  const pages = dealers.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const total = pages.at(-1)?.total ?? 0;
  const loaded = !failed && !loading;
  const refreshing = dealers.isPlaceholderData;

  // After "Ver más", focus goes to the first dealer it added: the keyboard goes on from the new
  // dealers, and the button is gone after the last page.
  const firstAdded = useRef<string | undefined>(undefined);
  useEffect(() => {
    const id = firstAdded.current;
    if (!id) return;
    firstAdded.current = undefined;
    document.getElementById(`dealer-${id}-name`)?.focus();
  }, [dealers.data]);

  const loadMore = () => {
    if (dealers.isFetchingNextPage) return;
    const nextPage = pages.length;
    void dealers.fetchNextPage().then(({ data }) => {
      firstAdded.current = data?.pages[nextPage]?.items[0]?.id;
    });
  };
  const moreError = dealers.isFetchNextPageError ? toApiError(dealers.error).message : undefined;
  const retry = () => {
    if (states.error) void states.refetch();
    if (dealers.error) void dealers.refetch();
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

  return (
    <article className="dealer-locator">
      <PageHeading title="Encuentra tu distribuidor">
        <p>Tenemos distribuidores de camiones y autobuses en todo el país. Busca por estado y ciudad, o el más cercano a ti.</p>
      </PageHeading>

      {states.data && (
        <DealerFilters
          states={states.data}
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

      {loading && <LoadingState label="Buscando distribuidores…" />}
      {failed && <ErrorState title="No pudimos cargar los distribuidores" message={toApiError(failed).message} onRetry={retry} />}
      {loaded && total === 0 && (
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
      {loaded && total > 0 && (
        <section
          className="dealer-locator__results"
          data-map-open={mapOpen ? 'true' : undefined}
          aria-labelledby="dealer-results-title"
          aria-busy={refreshing ? true : undefined}
        >
          <div className="dealer-locator__list-header">
            <h2 id="dealer-results-title" aria-live="polite">
              {total === 1 ? '1 distribuidor' : `${total} distribuidores`}
            </h2>
            {refreshing && (
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
            {moreError && (
              <p className="dealer-locator__more-error" role="alert">
                {moreError}
              </p>
            )}
            {dealers.hasNextPage && (
              // aria-disabled, not disabled: the button keeps the keyboard's focus while the next page
              // loads (a disabled one drops it to the page's start), and the next press goes on from it.
              <Button variant="secondary" onClick={loadMore} aria-disabled={dealers.isFetchingNextPage}>
                {dealers.isFetchingNextPage ? 'Cargando…' : `Ver más distribuidores (${total - items.length} más)`}
              </Button>
            )}
          </div>
        </section>
      )}
    </article>
  );
}
