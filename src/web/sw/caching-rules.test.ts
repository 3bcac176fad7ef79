import { describe, expect, it } from 'vitest';
import {
  handlingOf,
  mayKeepPage,
  NEVER_CACHED,
  postContentKey,
  postOfKey,
  tokenOf,
  type Handling,
} from './caching-rules.ts';

const origin = 'https://evindia.example';
const handling = (method: string, path: string, mode = 'cors') =>
  handlingOf({ method, mode, url: new URL(path, origin), origin });

describe('what the service worker keeps', () => {
  it.each([
    ['GET', '/evinindia', 'navigate', 'page'],
    ['GET', '/blogs/3', 'navigate', 'page'],
    ['GET', '/planatrip/locationonway?origin=Delhi&destination=Jaipur', 'navigate', 'page'],
    ['GET', '/', 'navigate', 'page'],
    ['GET', '/sw.js', 'navigate', 'network'],
    ['GET', '/icons/icon-512.png', 'navigate', 'network'],
    ['GET', '/evinindia', 'cors', 'network'],
    ['GET', '/ev/evData', 'cors', 'content'],
    ['GET', '/ev/droom/products?bucket=bike', 'cors', 'content'],
    ['GET', '/ev/trip/vehicles', 'cors', 'content'],
    ['GET', '/blog-images/3.svg', 'no-cors', 'content'],
    ['POST', '/ev/droom/ev-tco', 'cors', 'content'],
    ['POST', '/ev/droom/mmty-by-product', 'cors', 'content'],
    ['POST', '/ev/droom/other-variant', 'cors', 'content'],
    ['GET', '/ev/trip/my-vehicle', 'cors', 'api'],
    ['GET', '/ev/user/language', 'cors', 'api'],
    ['GET', '/ev/favourites', 'cors', 'api'],
    ['GET', '/ev/stations/ChIJabc/check-ins', 'cors', 'api'],
    ['GET', '/assets/index-AbC123.js', 'cors', 'asset'],
    // Searches by place, registry lookups and every write go straight to the network.
    ['POST', '/googleservice/ev-stations', 'cors', 'network'],
    ['POST', '/googleservice/route-ev-stations', 'cors', 'network'],
    ['POST', '/ev/trip/plan', 'cors', 'network'],
    ['POST', '/ev/vehicle-detail/info', 'cors', 'network'],
    ['PUT', '/ev/user/check-profile', 'cors', 'network'],
    ['PUT', '/ev/trip/my-vehicle', 'cors', 'network'],
    ['GET', 'https://a.tile.openstreetmap.org/5/10/12.png', 'no-cors', 'network'],
  ] as const)('%s %s (%s) → %s', (method, path, mode, expected: Handling) => {
    expect(handling(method, path, mode)).toBe(expected);
  });

  it.each(NEVER_CACHED.flatMap((path) => ['GET', 'POST', 'PUT'].map((method) => [method, path] as const)))(
    'never keeps sign-in or anything that issues a token: %s %s',
    (method, path) => {
      expect(handling(method, path)).toBe('network');
      expect(handling(method, path, 'navigate')).toBe('network');
    },
  );
});

describe('pages kept', () => {
  it("never a page opened with a person's session or details in its address (a partner app's hand-over)", () => {
    expect(mayKeepPage(new URL('/?token=abc&name=Asha&mobile=9876543210', origin))).toBe(false);
    expect(mayKeepPage(new URL('/signin?token=abc', origin))).toBe(false);
    expect(mayKeepPage(new URL('/signin?email=a%40b.in', origin))).toBe(false);
    expect(mayKeepPage(new URL('/planatrip/locationonway?origin=Delhi&destination=Jaipur', origin))).toBe(true);
    expect(mayKeepPage(new URL('/evinindia', origin))).toBe(true);
  });
});

describe('POST reads kept under a GET address', () => {
  it('puts the body in the query, and reads it back', () => {
    const key = postContentKey(`${origin}/ev/droom/ev-tco`, '{"product_id":"12","kms":1000}');
    expect(key).toBe(`${origin}/ev/droom/ev-tco?body=%7B%22product_id%22%3A%2212%22%2C%22kms%22%3A1000%7D`);
    expect(postOfKey(key!)).toEqual({ url: `${origin}/ev/droom/ev-tco`, body: '{"product_id":"12","kms":1000}' });
  });

  it('keeps different bodies apart and refuses long ones', () => {
    expect(postContentKey(`${origin}/ev/droom/ev-tco`, '{"product_id":"1"}')).not.toBe(
      postContentKey(`${origin}/ev/droom/ev-tco`, '{"product_id":"2"}'),
    );
    expect(postContentKey(`${origin}/ev/droom/ev-tco`, 'x'.repeat(513))).toBeNull();
  });

  it('reads no POST out of a GET address', () => {
    expect(postOfKey(`${origin}/ev/droom/products?bucket=car`)).toBeNull();
    expect(postOfKey(`${origin}/ev/trip/plan?body=%7B%7D`)).toBeNull();
  });
});

describe('whose request it is', () => {
  it("reads the app's token header, or a bearer token", () => {
    expect(tokenOf(new Headers({ token: 'abc' }))).toBe('abc');
    expect(tokenOf(new Headers({ authorization: 'Bearer xyz' }))).toBe('xyz');
    // The app sends an empty token header when nobody is signed in.
    expect(tokenOf(new Headers({ token: '' }))).toBe('');
    expect(tokenOf(new Headers())).toBe('');
  });
});
