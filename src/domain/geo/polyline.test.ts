import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodePolyline, encodePolyline } from './polyline.ts';

describe('encodePolyline', () => {
  it("writes Google's own example", () => {
    // developers.google.com/maps/documentation/utilities/polylinealgorithm
    const points = [
      { lat: 38.5, lng: -120.2 },
      { lat: 40.7, lng: -120.95 },
      { lat: 43.252, lng: -126.453 },
    ];
    expect(encodePolyline(points)).toBe('_p~iF~ps|U_ulLnnqC_mqNvxq`@');
  });

  it('is read back by decodePolyline to the metre', () => {
    const point = fc.record({
      lat: fc.double({ min: -89, max: 89, noNaN: true }),
      lng: fc.double({ min: -179, max: 179, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(point, { maxLength: 50 }), (points) => {
        const back = decodePolyline(encodePolyline(points));
        expect(back).toHaveLength(points.length);
        back.forEach((p, i) => {
          expect(Math.abs(p.lat - points[i]!.lat)).toBeLessThanOrEqual(0.5e-5 + 1e-9);
          expect(Math.abs(p.lng - points[i]!.lng)).toBeLessThanOrEqual(0.5e-5 + 1e-9);
        });
      }),
    );
  });
});
