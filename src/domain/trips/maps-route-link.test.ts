import { describe, expect, it } from 'vitest';
import { googleMapsRouteUrl, MAX_WAYPOINTS } from './maps-route-link.ts';

describe('googleMapsRouteUrl', () => {
  const delhi = { lat: 28.6139, lng: 77.209 };
  const jaipur = { lat: 26.9124, lng: 75.7873 };

  it('carries the ends and the stops, in order, as waypoints', () => {
    const url = new URL(
      googleMapsRouteUrl(delhi, jaipur, [
        { lat: 28.1, lng: 76.9 },
        { lat: 27.5, lng: 76.4 },
      ]),
    );
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('origin')).toBe('28.613900,77.209000');
    expect(url.searchParams.get('destination')).toBe('26.912400,75.787300');
    expect(url.searchParams.get('waypoints')).toBe('28.100000,76.900000|27.500000,76.400000');
    expect(url.searchParams.get('travelmode')).toBe('driving');
  });

  it('has no waypoints without stops, and at most the nine Google takes', () => {
    expect(new URL(googleMapsRouteUrl(delhi, jaipur, [])).searchParams.has('waypoints')).toBe(false);
    const many = Array.from({ length: 12 }, (_, i) => ({ lat: 27 + i / 10, lng: 76 }));
    expect(new URL(googleMapsRouteUrl(delhi, jaipur, many)).searchParams.get('waypoints')!.split('|')).toHaveLength(
      MAX_WAYPOINTS,
    );
  });
});
