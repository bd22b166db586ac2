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
 * list, are keyboard-focusable buttons, and selecting one selects the dealer in the list.
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
    const map = L.map(container, { center: MEXICO, zoom: 5, zoomControl: false, attributionControl: false });
    L.control.zoom({ zoomInTitle: 'Acercar', zoomOutTitle: 'Alejar' }).addTo(map);
    L.control.attribution({ prefix: '<a href="https://leafletjs.com">Leaflet</a>' }).addTo(map);
    layerRef.current = L.layerGroup().addTo(map);
    mapRef.current = map;
    let cancelled = false;
    void loadMapTiles().then((tiles) => {
      if (!cancelled) L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map);
    });
    return () => {
      cancelled = true;
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
        keyboard: true,
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
      // The number inside would be the button's whole name; screen readers get the dealer too.
      marker.getElement()?.setAttribute('aria-label', `${index + 1}. ${dealer.name}`);
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
