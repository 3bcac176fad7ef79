import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { Gazetteer, type PlaceSuggestion } from './gazetteer.server.ts';

const dataDir = fileURLToPath(new URL('../../../data/', import.meta.url));

/** Great-circle distance in km, kept local so the test does not depend on the code under test. */
function km(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const names = (suggestions: PlaceSuggestion[]) => suggestions.map((s) => s.description);

const BENGALURU = { lat: 12.9716, lng: 77.5946 };
const DELHI = { lat: 28.6139, lng: 77.209 };
const PUNE = { lat: 18.5204, lng: 73.8567 };

let g: Gazetteer;
beforeAll(() => {
  g = Gazetteer.load();
});

describe('Gazetteer: loading and data defects', () => {
  it('loads the bundled data and reports what it fixed', () => {
    expect(g.stats.pincodes).toBe(19_586);
    expect(g.stats.pincodesWithoutPosition).toBe(36);
    expect(g.stats.pincodesStateInferred).toBe(108);
    expect(g.stats.places).toBeGreaterThan(4_000);
    expect(g.stats.placesRenamed).toBeGreaterThan(20);
    expect(g.stats.placesMerged).toBeGreaterThan(0);
    expect(g.stats.placeCoordsFixed).toBeGreaterThan(0);
  });

  it('works without data/stations (the station count only sharpens ranking)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gazetteer-'));
    try {
      for (const sub of ['places', 'pincodes'])
        fs.cpSync(path.join(dataDir, sub), path.join(dir, sub), { recursive: true });
      const bare = Gazetteer.load(dir);
      expect(bare.stats.stations).toBe(0);
      expect(names(bare.autocomplete('beng'))[0]).toBe('Bengaluru, Karnataka');
      expect(bare.pincode('560001')?.state).toBe('Karnataka');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('moves a place given on a coarse grid to its town (Jaipur is 26.75, 75.75 in the file)', () => {
    const jaipur = g.place('Jaipur')!;
    expect(km(jaipur, { lat: 26.9124, lng: 75.7873 })).toBeLessThan(5);
  });

  it('merges one place listed under its old and its current name', () => {
    // places.csv has both 'Allahabad' and 'Prayagraj (Allahabad)'.
    const found = g.autocomplete('prayagraj', 10).filter((s) => s.description === 'Prayagraj, Uttar Pradesh');
    expect(found).toHaveLength(1);
    expect(g.place('Allahabad')?.name).toBe('Prayagraj');
  });

  it('gives the special pincodes with state "NA" the state of their neighbours', () => {
    const special = g.pincode('122998');
    expect(special?.state).toBe('Haryana');
    expect(special?.district).toBe('Gurugram');
  });
});

describe('Gazetteer.pincode', () => {
  it('560001 → central Bengaluru', () => {
    const pin = g.pincode('560001')!;
    expect(pin).toMatchObject({ pincode: '560001', state: 'Karnataka', district: 'Bengaluru Urban' });
    expect(km(pin, BENGALURU)).toBeLessThan(10);
  });

  it('110001 → New Delhi', () => {
    const pin = g.pincode('110001')!;
    expect(pin).toMatchObject({ pincode: '110001', state: 'Delhi', district: 'New Delhi' });
    expect(km(pin, DELHI)).toBeLessThan(10);
  });

  it('takes the centres the localities import corrected (201301, Noida, is given at 23.5 N in pincodes.csv)', () => {
    expect(g.stats.pincodeCentresCorrected).toBeGreaterThan(400);
    const noida = g.pincode('201301')!;
    expect(noida).toMatchObject({ pincode: '201301', state: 'Uttar Pradesh' });
    // Sector 18, Noida, where the stations of 201301 are (data/stations).
    expect(km(noida, { lat: 28.57, lng: 77.326 })).toBeLessThan(5);
  });

  it('accepts a space in the middle and surrounding blanks', () => {
    expect(g.pincode(' 560 001 ')?.pincode).toBe('560001');
  });

  it('a pincode without a position → undefined', () => {
    expect(g.pincode('176057')).toBeUndefined();
  });

  it('a pincode that does not exist, or is not a pincode → undefined', () => {
    expect(g.pincode('999999')).toBeUndefined();
    expect(g.pincode('012345')).toBeUndefined();
    expect(g.pincode('56000')).toBeUndefined();
    expect(g.pincode('abcdef')).toBeUndefined();
  });

  it('names Delhi districts given as compass points in full', () => {
    expect(g.pincode('110002')?.district).toBe('Central Delhi');
    expect(g.pincode('110003')?.district).toBe('South East Delhi');
  });
});

describe('Gazetteer.place', () => {
  it('finds a city by name, whatever the case, accents and spacing', () => {
    for (const q of ['Pune', 'PUNE', '  pune ', 'Púne']) expect(g.place(q)?.name).toBe('Pune');
    expect(g.place('navimumbai')?.name).toBe('Navi Mumbai');
    expect(g.place('Nainital')?.name).toBe('Nainital');
    expect(g.place('Naini Tal')?.name).toBe('Nainital');
  });

  it('reads state words after the name', () => {
    for (const q of ['Pune, Maharashtra', 'Pune Maharashtra India', 'pune, maharashtra, india']) {
      expect(g.place(q)).toMatchObject({ name: 'Pune', state: 'Maharashtra', stateCode: 'MH' });
    }
    expect(km(g.place('Pune, Maharashtra')!, PUNE)).toBeLessThan(5);
  });

  it('uses the state to choose between places of the same name (Bilaspur is in four states)', () => {
    expect(g.place('Bilaspur, Chhattisgarh')).toMatchObject({ name: 'Bilaspur', stateCode: 'CT' });
    expect(g.place('Bilaspur Himachal Pradesh')).toMatchObject({ name: 'Bilaspur', stateCode: 'HP' });
    expect(g.place('Bilaspur, Uttar Pradesh')).toMatchObject({ name: 'Bilaspur', stateCode: 'UP' });
    expect(g.place('Bilaspur, Haryana')).toMatchObject({ name: 'Bilaspur', stateCode: 'HR' });
    const ct = g.place('Bilaspur, Chhattisgarh')!;
    const hp = g.place('Bilaspur, Himachal Pradesh')!;
    expect(km(ct, hp)).toBeGreaterThan(500);
  });

  it('Aurangabad alone is the Maharashtra city (now Chhatrapati Sambhajinagar); with Bihar it is the Bihar town', () => {
    expect(g.place('Aurangabad')).toMatchObject({ name: 'Chhatrapati Sambhajinagar', stateCode: 'MH' });
    expect(g.place('Aurangabad, Bihar')).toMatchObject({ name: 'Aurangabad', stateCode: 'BR' });
    expect(g.place('Udaipur, Tripura')).toMatchObject({ name: 'Udaipur', stateCode: 'TR' });
    expect(g.place('Udaipur')).toMatchObject({ name: 'Udaipur', stateCode: 'RJ' });
  });

  it('finds current names from old ones, and old state names', () => {
    expect(g.place('Bangalore')?.name).toBe('Bengaluru');
    expect(g.place('Gurgaon')?.name).toBe('Gurugram');
    expect(g.place('Cochin')?.name).toBe('Kochi');
    expect(g.place('Kochi')?.name).toBe('Kochi');
    expect(g.place('Bombay')?.name).toBe('Mumbai');
    expect(g.place('Madras')?.name).toBe('Chennai');
    expect(g.place('Calcutta')?.name).toBe('Kolkata');
    expect(g.place('Trivandrum')?.name).toBe('Thiruvananthapuram');
    expect(g.place('Cuttack, Orissa')).toMatchObject({ name: 'Cuttack', state: 'Odisha' });
  });

  it('finds the locality of an address, or else the first part that names a place', () => {
    expect(g.place('Koramangala, Bengaluru, Karnataka')?.name).toBe('Koramangala');
    expect(g.place('Flat 3, Nowhere Lane, Bengaluru, Karnataka')?.name).toBe('Bengaluru');
    expect(g.place('New Delhi, Delhi')?.name).toBe('New Delhi');
  });

  it('forgives one typo in a longer name', () => {
    expect(g.place('Hyderabd')?.name).toBe('Hyderabad');
  });

  it('answers undefined for nonsense and empty text', () => {
    expect(g.place('xyzzy qwerty')).toBeUndefined();
    expect(g.place('')).toBeUndefined();
    expect(g.place('x'.repeat(5000))).toBeUndefined();
  });
});

describe('Gazetteer.geocode', () => {
  it('a pincode anywhere in the text wins over the place name', () => {
    const found = g.geocode('Flat 3, MG Road, Pune 560001');
    expect(found?.kind).toBe('pincode');
    expect(found?.kind === 'pincode' && found.pincode.pincode).toBe('560001');
    expect(km(found!, BENGALURU)).toBeLessThan(10);
    expect(found?.label).toBe('560001, Bengaluru, Karnataka');
  });

  it('reads a pincode written with a space', () => {
    expect(g.geocode('Connaught Place, 110 001')?.name).toBe('110001');
  });

  it('falls back to the place name', () => {
    const found = g.geocode('Pune, Maharashtra');
    expect(found).toMatchObject({ kind: 'place', name: 'Pune', label: 'Pune, Maharashtra' });
  });

  it('an unknown or unpositioned pincode still lets the place name (or its district) answer', () => {
    expect(g.geocode('999999 Jaipur')?.name).toBe('Jaipur');
    expect(g.geocode('176057')).toMatchObject({ kind: 'place', name: 'Kangra' });
  });

  it('nothing found → undefined', () => {
    expect(g.geocode('qwertyuiop')).toBeUndefined();
  });
});

describe('Gazetteer.autocomplete', () => {
  it.each(['beng', 'bangalore', 'bengaluru', 'Bengluru', 'BANGALORE', 'Bengaluru, Karnataka', 'bnagalore'])(
    '%s → Bengaluru first',
    (q) => {
      const [first] = g.autocomplete(q);
      expect(first).toMatchObject({ description: 'Bengaluru, Karnataka', kind: 'place' });
      expect(first!.placeId).toMatch(/^place:\d+$/);
      expect(km(first!, BENGALURU)).toBeLessThan(5);
    },
  );

  it("'gurgaon' → Gurugram", () => {
    expect(names(g.autocomplete('gurgaon'))[0]).toBe('Gurugram, Haryana');
  });

  it("'cochin' → Kochi", () => {
    expect(names(g.autocomplete('cochin'))[0]).toBe('Kochi, Ernakulam, Kerala');
  });

  it("'whitef' → Whitefield before Whitefield Main Road, a road named after it", () => {
    expect(names(g.autocomplete('whitef')).slice(0, 2)).toEqual([
      'Whitefield, Bengaluru Urban, Karnataka',
      'Whitefield Main Road, Bengaluru Urban, Karnataka',
    ]);
  });

  it("'mum' → Mumbai first", () => {
    expect(names(g.autocomplete('mum'))[0]).toBe('Mumbai, Maharashtra');
  });

  it("'5600' → pincodes starting 5600", () => {
    const found = g.autocomplete('5600');
    expect(found).toHaveLength(5);
    for (const s of found) {
      expect(s.kind).toBe('pincode');
      expect(s.placeId).toMatch(/^pin:5600\d\d$/);
      expect(s.description).toMatch(/^5600\d\d, .+, Karnataka$/);
    }
    expect(found[0]).toMatchObject({ placeId: 'pin:560001', description: '560001, Bengaluru, Karnataka' });
  });

  it('respects the limit', () => {
    expect(g.autocomplete('a', 3)).toHaveLength(3);
    expect(g.autocomplete('56', 8)).toHaveLength(8);
    expect(g.autocomplete('beng', 0)).toEqual([]);
  });

  it('ranks an exact name before a prefix, a later word and a typo among places of like importance', () => {
    expect(names(g.autocomplete('delhi', 10))[0]).toBe('Delhi, India');
    // A later word: 'delhi' typed alone finds New Delhi among Delhi's many post offices.
    expect(names(g.autocomplete('new del', 3))).toContain('New Delhi, Delhi');
    // Both Sagars are exact matches, so they come before longer names starting 'sagar'.
    const sagar = g.autocomplete('sagar', 5);
    expect(
      sagar
        .slice(0, 2)
        .map((s) => s.description)
        .sort(),
    ).toEqual(['Sagar, Madhya Pradesh', 'Sagar, Shivamogga, Karnataka']);
    // 'pune' is exact; 'Pune Division' is a prefix match and an administrative area.
    expect(names(g.autocomplete('pune'))[0]).toBe('Pune, Maharashtra');
    // A one-letter slip still finds the city, after anything that matched exactly.
    expect(names(g.autocomplete('Hyderabd'))[0]).toBe('Hyderabad, Telangana');
  });

  it('ranks ties by importance: the big city before small towns of the same prefix', () => {
    expect(names(g.autocomplete('chen'))[0]).toBe('Chennai, Tamil Nadu');
    expect(names(g.autocomplete('kol'))[0]).toBe('Kolkata, West Bengal');
    expect(names(g.autocomplete('hyd'))[0]).toBe('Hyderabad, Telangana');
    expect(names(g.autocomplete('jai'))[0]).toBe('Jaipur, Rajasthan');
  });

  it('finds current names by their old ones and back', () => {
    expect(names(g.autocomplete('bombay'))[0]).toBe('Mumbai, Maharashtra');
    expect(names(g.autocomplete('madras'))[0]).toBe('Chennai, Tamil Nadu');
    expect(names(g.autocomplete('calcutta'))[0]).toBe('Kolkata, West Bengal');
    expect(names(g.autocomplete('poona'))[0]).toBe('Pune, Maharashtra');
    expect(names(g.autocomplete('trivandrum'))[0]).toBe('Thiruvananthapuram, Kerala');
    expect(names(g.autocomplete('mysore'))[0]).toBe('Mysuru, Karnataka');
    expect(names(g.autocomplete('allahabad'))[0]).toBe('Prayagraj, Uttar Pradesh');
    expect(names(g.autocomplete('benares'))[0]).toBe('Varanasi, Uttar Pradesh');
    expect(names(g.autocomplete('baroda'))[0]).toBe('Vadodara, Gujarat');
    expect(names(g.autocomplete('pondicherry'))[0]).toBe('Puducherry, India');
    expect(names(g.autocomplete('simla'))[0]).toBe('Shimla, Himachal Pradesh');
    expect(names(g.autocomplete('bangalore urban'))[0]).toBe('Bengaluru Urban, Karnataka');
  });

  it('uses a state after a comma to choose, even half typed', () => {
    expect(names(g.autocomplete('Bilaspur, Chhattisgarh'))[0]).toBe('Bilaspur, Chhattisgarh');
    expect(names(g.autocomplete('Aurangabad, Bih'))[0]).toBe('Aurangabad, Bihar');
  });

  it('finds states and union territories', () => {
    expect(names(g.autocomplete('goa'))[0]).toBe('Goa, India');
    expect(names(g.autocomplete('orissa'))[0]).toBe('Odisha, India');
  });

  it('gives nothing for empty, blank or unknown text', () => {
    expect(g.autocomplete('')).toEqual([]);
    expect(g.autocomplete('   ')).toEqual([]);
    expect(g.autocomplete('zzzzqqq')).toEqual([]);
    expect(g.autocomplete('1234567')).toEqual([]);
    expect(g.autocomplete('x'.repeat(5000))).toEqual([]);
  });

  it('a suggestion id resolves to the same suggestion', () => {
    for (const s of [
      ...g.autocomplete('bengaluru', 2),
      ...g.autocomplete('5600', 2),
      ...g.autocomplete('koramangala', 3),
      ...g.autocomplete('raipur', 6),
    ])
      expect(g.resolve(s.placeId)).toEqual(s);
    // The id of a row merged into another (Allahabad into Prayagraj (Allahabad)) still resolves.
    expect(g.resolve('place:147429')?.description).toBe('Prayagraj, Uttar Pradesh');
    expect(g.resolve('place:1')).toBeUndefined();
    expect(g.resolve('pin:176057')).toBeUndefined();
    expect(g.resolve('nonsense')).toBeUndefined();
  });
});

describe('Gazetteer.reverse', () => {
  it.each([
    ['Pune', PUNE, 'Maharashtra', /^41/],
    ['Bengaluru', BENGALURU, 'Karnataka', /^56/],
    ['Delhi', DELHI, 'Delhi', /^11/],
    ['Mumbai', { lat: 18.9388, lng: 72.8354 }, 'Maharashtra', /^40/],
    ['Chennai', { lat: 13.0827, lng: 80.2707 }, 'Tamil Nadu', /^60/],
    ['Kolkata', { lat: 22.5726, lng: 88.3639 }, 'West Bengal', /^70/],
    ['Hyderabad', { lat: 17.385, lng: 78.4867 }, 'Telangana', /^50/],
    ['Jaipur', { lat: 26.9124, lng: 75.7873 }, 'Rajasthan', /^30/],
  ] as const)('the centre of %s → its state and a pincode', (_, point, state, pin) => {
    const found = g.reverse(point)!;
    expect(found.state).toBe(state);
    expect(found.pincode).toMatch(/^\d{6}$/);
    expect(found.pincode).toMatch(pin);
    expect(found.formatted_address).toContain(state);
    expect(found.formatted_address.endsWith(` ${found.pincode}`)).toBe(true);
  });

  it('writes Locality, District, State PIN without repeating a part', () => {
    // The nearest post-office locality names the point: Shivajinagar in central Pune.
    const pune = g.reverse(PUNE)!;
    expect(pune).toMatchObject({ district: 'Pune', state: 'Maharashtra' });
    expect(pune.formatted_address).toBe(`${pune.locality}, Pune, Maharashtra ${pune.pincode}`);
    const whitefield = g.reverse({ lat: 12.9677, lng: 77.7494 })!;
    expect(whitefield.formatted_address).toBe('Whitefield, Bengaluru Urban, Karnataka 560066');
    // Far from any office with a checked position: the nearest town, and the pincode area.
    const remote = g.reverse({ lat: 27.9, lng: 71.2 })!;
    expect(remote.state).toBe('Rajasthan');
    for (const found of [pune, whitefield, remote]) {
      const parts = found.formatted_address.replace(/ \d{6}$/, '').split(', ');
      expect(new Set(parts).size).toBe(parts.length);
    }
  });

  it('outside India, or not a number → undefined', () => {
    expect(g.reverse({ lat: 51.5, lng: -0.12 })).toBeUndefined();
    expect(g.reverse({ lat: Number.NaN, lng: 77 })).toBeUndefined();
  });
});

describe('places in Hindi (issue 18)', () => {
  it('labels a suggestion with the place’s and state’s Hindi names where the data has them', () => {
    const manali = g.autocomplete('manali', 6).find((s) => s.description.startsWith('Manali, Kullu'));
    expect(manali?.descriptionHi).toBe('मनाली, Kullu, हिमाचल प्रदेश');
    // A locality without a Hindi name keeps its own, with its state in Hindi.
    const koramangala = g.autocomplete('koramangala', 6)[0];
    expect(koramangala?.description).toMatch(/^Koramangala, /);
    expect(koramangala?.descriptionHi).toMatch(/^Koramangala, .*कर्नाटक$/);
  });

  it('finds the place from its Hindi name, and labels the trip end in Hindi', () => {
    const found = g.geocode('मनाली');
    expect(found?.kind).toBe('place');
    if (found?.kind !== 'place') return;
    expect(found.place.shortLabelHi).toBe('मनाली, हिमाचल प्रदेश');
    expect(found.place.labelHi).toContain('हिमाचल प्रदेश');
  });
});
