import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { decodePolyline } from '../../../domain/geo/polyline.ts';
import type { StationResult } from '../../../domain/stations/maps-api.ts';
import { useTranslation } from '../../lib/i18n.ts';

// The cluster plugin extends the global L (it predates ES modules).
(window as unknown as { L: typeof L }).L = L;
const clusterReady = import('leaflet.markercluster');

/** An encoded route's points; a garbled one (a stored trip from elsewhere) draws no line rather than breaking the map. */
function readRoute(encoded: string): L.LatLngExpression[] {
  try {
    return decodePolyline(encoded).map((p): L.LatLngExpression => [p.lat, p.lng]);
  } catch {
    return [];
  }
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The stations on an OpenStreetMap map, clustered. Markers are CSS, not images. Tiles need the
 * network; offline the markers still show on a blank map, and the list stays the default view.
 * Loaded only when the person switches to the map.
 */
export default function StationMap({
  stations,
  centre,
  route,
}: {
  stations: StationResult[];
  centre?: { lat: number; lng: number };
  route?: string;
}) {
  const { t } = useTranslation();
  const element = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!element.current) return;
    // Leaflet's own controls speak English: the zoom buttons and the credits are worded here.
    const map = L.map(element.current, { zoomControl: false, attributionControl: true });
    L.control.zoom({ zoomInTitle: t('stations.zoomIn'), zoomOutTitle: t('stations.zoomOut') }).addTo(map);
    map.attributionControl.setPrefix('<a href="https://leafletjs.com" rel="noopener">Leaflet</a>');
    const osm = '<a href="https://www.openstreetmap.org/copyright" rel="noopener">OpenStreetMap</a>';
    L.tileLayer('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', {
      maxZoom: 18,
      attribution: escape(t('stations.mapCredit', { osm: '\u0000' })).replace('\u0000', osm),
    }).addTo(map);
    let cancelled = false;
    const line: L.LatLngExpression[] = route ? readRoute(route) : [];
    void clusterReady.then(() => {
      if (cancelled) return;
      const cluster = L.markerClusterGroup({ showCoverageOnHover: false });
      const icon = L.divIcon({
        className: 'station-pin',
        html: '<span></span>',
        iconSize: [22, 22],
        iconAnchor: [11, 22],
      });
      const points: L.LatLngExpression[] = [];
      for (const station of stations) {
        const at: L.LatLngExpression = [station.geometry.location.lat, station.geometry.location.lng];
        points.push(at);
        cluster.addLayer(
          L.marker(at, { icon, title: station.name, alt: station.name, keyboard: true }).bindPopup(
            `<strong>${escape(station.name)}</strong><br>${escape(station.vicinity)}${station.distance ? `<br>${escape(station.distance)}` : ''}`,
          ),
        );
      }
      // The trip's route under the markers, as the plan drew it (its points are the road's own).
      if (line.length > 1) {
        L.polyline(line, {
          className: 'trip-route',
          color: '#115173',
          weight: 4,
          opacity: 0.8,
          interactive: false,
        }).addTo(map);
        points.push(...line);
      }
      map.addLayer(cluster);
      if (centre)
        L.circleMarker([centre.lat, centre.lng], { radius: 7, color: '#115173', fillOpacity: 0.9 }).addTo(map);
      if (points.length > 0) map.fitBounds(L.latLngBounds(points), { padding: [24, 24], maxZoom: 15 });
      else if (centre) map.setView([centre.lat, centre.lng], 13);
    });
    return () => {
      cancelled = true;
      map.remove();
    };
  }, [stations, centre, route, t]);

  return (
    <div
      ref={element}
      className="station-map"
      role="region"
      aria-label={t(route ? 'roads.mapLabel' : 'stations.mapLabel')}
    />
  );
}
