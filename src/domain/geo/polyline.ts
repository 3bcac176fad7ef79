import type { LatLng } from '../../domain/geo/lat-lng.ts';

/**
 * Google's encoded polyline algorithm format (the Directions API's overview_polyline, and the route
 * a trip plan draws, issue 29):
 * each coordinate is the difference from the previous one, in units of 1e-5 degrees, zig-zag
 * encoded into 5-bit chunks offset by 63. Throws RangeError on a string that ends mid-number or
 * holds a character outside the format's range.
 */
export function decodePolyline(encoded: string, precision = 5): LatLng[] {
  const factor = 10 ** precision;
  const points: LatLng[] = [];
  let index = 0;
  let lat = 0;
  let lng = 0;

  const next = (): number => {
    let result = 0;
    let shift = 0;
    for (;;) {
      if (index >= encoded.length) throw new RangeError('decodePolyline: the polyline ends in the middle of a number');
      const byte = encoded.charCodeAt(index++) - 63;
      if (byte < 0 || byte > 63) throw new RangeError(`decodePolyline: unexpected character at ${index - 1}`);
      // Multiplication, not <<, so values past 31 bits (not seen with 1e-5 degrees) stay exact.
      result += (byte & 0x1f) * 2 ** shift;
      shift += 5;
      if (byte < 0x20) break;
    }
    return result % 2 === 1 ? -(result + 1) / 2 : result / 2;
  };

  while (index < encoded.length) {
    lat += next();
    lng += next();
    points.push({ lat: lat / factor, lng: lng / factor });
  }
  return points;
}

/**
 * The points in the same format: each rounded to `precision` decimals (1e-5 degrees, about a metre,
 * by default), then written as the difference from the one before. decodePolyline gives them back
 * to that rounding.
 */
export function encodePolyline(points: readonly LatLng[], precision = 5): string {
  const factor = 10 ** precision;
  let out = '';
  let lat = 0;
  let lng = 0;
  const put = (delta: number) => {
    // Zig-zag: the sign in the lowest bit. Multiplication, not <<, as in decodePolyline.
    let value = delta < 0 ? -2 * delta - 1 : 2 * delta;
    while (value >= 0x20) {
      out += String.fromCharCode(((value % 0x20) | 0x20) + 63);
      value = Math.floor(value / 0x20);
    }
    out += String.fromCharCode(value + 63);
  };
  for (const p of points) {
    const nextLat = Math.round(p.lat * factor);
    const nextLng = Math.round(p.lng * factor);
    put(nextLat - lat);
    put(nextLng - lng);
    lat = nextLat;
    lng = nextLng;
  }
  return out;
}
