import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { Dealer } from '@fvc/shared/contracts';
import type { Coordinates } from './use-geolocation';
import { loadMapTiles } from './map-tiles';

export interface DealerMapProps {
  dealers: Dealer[];
  selectedId: string | undefined;
  userLocation: Coordinates | undefined;
  onSelect: (id: string) => void;
}

// The centre of Mexico, for the first paint before any dealer is known.
const MEXICO: L.LatLngExpression = [23.6, -102.5];

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Leaflet map of the listed dealers. Loaded with a dynamic import from the page, so the library
 * (and its CSS) ships only to this route and never delays the list. Markers are numbered like the
 * list, and clicking one selects the dealer in the list.
 *
 * The list is the way through for the keyboard and screen readers: each card has the dealer's
 * details and its "Contactar" button, and choosing one there moves the map and opens its popup.
 * So the markers and the map itself are not Tab stops (20 markers before the list, in page order,
 * were 20 stops to get past it); the zoom buttons and an open popup's close button are.
 */
export function DealerMap({ dealers, selectedId, userLocation, onSelect }: DealerMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markersRef = useRef(new Map<string, L.Marker>());
  const layerRef = useRef<L.LayerGroup | null>(null);
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const map = L.map(container, { center: MEXICO, zoom: 5, zoomControl: false, attributionControl: false, keyboard: false });
    L.control.zoom({ zoomInTitle: 'Acercar', zoomOutTitle: 'Alejar' }).addTo(map);
    // The numbers say nothing without the list, which a screen reader reads instead.
    map.getPane('markerPane')?.setAttribute('aria-hidden', 'true');
    // Leaflet names a popup's close button in English, and closes it on Escape only while the map
    // itself has focus.
    map.on('popupopen', ({ popup }) => popup.getElement()?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', 'Cerrar'));
    const closeOnEscape = (event: KeyboardEvent) => {
      const popup = container.querySelector('.leaflet-popup');
      if (event.key !== 'Escape' || !popup) return;
      const hadFocus = popup.contains(document.activeElement);
      map.closePopup();
      if (hadFocus) container.querySelector<HTMLElement>('.leaflet-control-zoom-in')?.focus();
    };
    container.addEventListener('keydown', closeOnEscape);
    L.control.attribution({ prefix: '<a href="https://leafletjs.com">Leaflet</a>' }).addTo(map);
    layerRef.current = L.layerGroup().addTo(map);
    mapRef.current = map;
    let cancelled = false;
    void loadMapTiles().then((tiles) => {
      if (!cancelled) L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map);
    });
    return () => {
      cancelled = true;
      container.removeEventListener('keydown', closeOnEscape);
      // Stop a running pan first: removing a map mid-animation makes Leaflet touch detached panes.
      map.stop();
      map.remove();
      mapRef.current = null;
    };
  }, []);

  // Redraw markers whenever the list changes, and frame them.
  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    if (!map || !layer) return;
    layer.clearLayers();
    markersRef.current.clear();
    const points: L.LatLngExpression[] = [];
    dealers.forEach((dealer, index) => {
      const position: L.LatLngExpression = [dealer.latitude, dealer.longitude];
      const marker = L.marker(position, {
        title: `${index + 1}. ${dealer.name}`,
        keyboard: false,
        icon: L.divIcon({
          className: 'dealer-marker',
          html: `<span>${index + 1}</span>`,
          iconSize: [30, 30],
          iconAnchor: [15, 30],
          popupAnchor: [0, -28],
        }),
      })
        .bindPopup(`<strong>${escapeHtml(dealer.name)}</strong><br>${escapeHtml(dealer.city.name)}, ${escapeHtml(dealer.state.name)}`)
        .on('click', () => onSelectRef.current(dealer.id))
        .addTo(layer);
      markersRef.current.set(dealer.id, marker);
      points.push(position);
    });
    if (userLocation) {
      const here: L.LatLngExpression = [userLocation.latitude, userLocation.longitude];
      L.circleMarker(here, { radius: 8, color: '#0b3c5d', fillColor: '#f2a900', fillOpacity: 1, weight: 3 })
        .bindTooltip('Tu ubicación')
        .addTo(layer);
      points.push(here);
    }
    // No zoom animation: the list changes often, and an animation still running when the next
    // change (or leaving the page) arrives is what makes Leaflet throw.
    if (points.length > 0) map.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 13, animate: false });
  }, [dealers, userLocation]);

  // The dealer selected in the list (or by its marker): bring it into view and name it.
  useEffect(() => {
    if (!selectedId) return;
    const marker = markersRef.current.get(selectedId);
    const map = mapRef.current;
    if (!marker || !map) return;
    map.panTo(marker.getLatLng());
    marker.openPopup();
  }, [selectedId]);

  return <div ref={containerRef} className="dealer-map__canvas" />;
}
