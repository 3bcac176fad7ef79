import { beforeAll, describe, expect, it } from 'vitest';
import { Gazetteer } from './gazetteer.server.ts';

/**
 * What a person types, and the place that must come first, across every state and union
 * territory: neighbourhoods, landmarks, towns named in two states, old names, Hindi, pincodes and
 * typos. The positions are the places' own (OpenStreetMap / Wikipedia centres, to about 1 km);
 * a locality must be within `km` of it, and in the right state.
 */
type Row = [query: string, name: RegExp, stateCode: string, lat: number, lng: number, km?: number];

const TABLE: Row[] = [
  // Neighbourhoods and landmarks people name (issue 15's list first).
  ['Koramangala', /^Koramangala, Bengaluru Urban, Karnataka/, 'KA', 12.9352, 77.6245, 4],
  ['Whitefield', /^Whitefield, Bengaluru Urban, Karnataka/, 'KA', 12.9698, 77.75, 4],
  ['Hinjewadi', /Hinjawadi|Infotech Park/, 'MH', 18.5913, 73.7389, 5],
  ['Electronic City', /^Electronics? City/, 'KA', 12.8452, 77.6602, 5],
  ['Salt Lake', /Bidhan|Salt Lake/, 'WB', 22.58, 88.4116, 6],
  ['Andheri East', /^Andheri East, Mumbai Suburban, Maharashtra/, 'MH', 19.1136, 72.8697, 4],
  ['Connaught Place', /^Connaught Place, New Delhi, Delhi/, 'DL', 28.6315, 77.2167, 3],
  ['Gachibowli', /^Gachibowli/, 'TG', 17.4401, 78.3489, 8],
  ['Velachery', /^Velacher[iy]/, 'TN', 12.9815, 80.218, 4],
  ['Kakkanad', /^Kakkanad/, 'KL', 10.0159, 76.3419, 4],
  ['Navrangpura', /^Navrangpura/, 'GJ', 23.0365, 72.5611, 4],
  ['Cyber City', /DLF/, 'HR', 28.4949, 77.0887, 8],
  ['Mumbai Airport', /Airport/, 'MH', 19.0896, 72.8656, 5],
  ['Banjara Hills', /^Banjara Hills/, 'TG', 17.4126, 78.4482, 5],
  ['Bandra West', /^Bandra West/, 'MH', 19.0596, 72.8295, 4],
  ['Kothrud', /^Kothrud/, 'MH', 18.5074, 73.8077, 4],
  ['Adyar', /^Adyar/, 'TN', 13.0012, 80.2565, 4],
  // Towns named alike in several states: the one most people mean first.
  ['Manali', /^Manali, Kullu, Himachal Pradesh/, 'HP', 32.2432, 77.1892, 10],
  ['Aurangabad', /^Chhatrapati Sambhajinagar/, 'MH', 19.8762, 75.3433, 12],
  ['Aurangabad, Bihar', /^Aurangabad, .*Bihar/, 'BR', 24.7521, 84.3742, 12],
  ['Bilaspur', /^Bilaspur, Chhattisgarh/, 'CT', 22.0797, 82.1409, 12],
  ['Bilaspur HP', /^Bilaspur, Himachal Pradesh/, 'HP', 31.3407, 76.7606, 12],
  ['Hamirpur, Himachal Pradesh', /^Hamirpur, Himachal Pradesh/, 'HP', 31.6862, 76.5213, 15],
  ['Hamirpur UP', /^Hamirpur, Uttar Pradesh/, 'UP', 25.9563, 80.15, 35],
  ['Koramangala, Bengaluru', /^Koramangala/, 'KA', 12.9352, 77.6245, 4],
  ['Manali, Chennai', /^Manali/, 'TN', 13.1667, 80.2667, 10],
  // Old and other names.
  ['Ooty', /^Udhagamandalam/, 'TN', 11.4102, 76.695, 10],
  ['Coorg', /^Kodagu/, 'KA', 12.4208, 75.7397, 40],
  ['Gurgaon', /^Gurugram/, 'HR', 28.4595, 77.0266, 10],
  ['Bombay', /^Mumbai/, 'MH', 19.076, 72.8777, 15],
  ['Panjim', /^Panaji/, 'GA', 15.4909, 73.8278, 10],
  // Hindi.
  ['मनाली', /^Manali, Kullu/, 'HP', 32.2432, 77.1892, 10],
  ['दिल्ली', /^Delhi/, 'DL', 28.6139, 77.209, 15],
  // Pincodes.
  ['560034', /^560034/, 'KA', 12.9352, 77.6245, 5],
  ['110001', /^110001/, 'DL', 28.6315, 77.2167, 5],
  // Typos and prefixes.
  ['Bengluru', /^Bengaluru, Karnataka/, 'KA', 12.9716, 77.5946, 10],
  ['koramang', /^Koramangala/, 'KA', 12.9352, 77.6245, 4],
  ['Hydrabad', /^Hyderabad/, 'TG', 17.385, 78.4867, 10],
  ['Trivandram', /^Thiruvananthapuram/, 'KL', 8.5241, 76.9366, 12],
  ['Whitefeild', /^Whitefield/, 'KA', 12.9698, 77.75, 4],
  // A town in every other state and union territory.
  ['Leh', /^Leh/, 'LA', 34.1526, 77.5771, 8],
  // The town, not its Collectorate post office: data/places puts it 13 km out; its head office moves it.
  ['Jaisalmer', /^Jaisalmer, Rajasthan/, 'RJ', 26.9157, 70.9083, 4],
  ['Guwahati', /^Guwahati/, 'AS', 26.1445, 91.7362, 10],
  ['Shillong', /^Shillong/, 'ML', 25.5788, 91.8933, 10],
  ['Imphal', /^Imphal/, 'MN', 24.817, 93.9368, 10],
  ['Aizawl', /^Aizawl/, 'MZ', 23.7271, 92.7176, 10],
  ['Kohima', /^Kohima/, 'NL', 25.6751, 94.1086, 10],
  ['Agartala', /^Agartala/, 'TR', 23.8315, 91.2868, 10],
  ['Gangtok', /^Gangtok/, 'SK', 27.3314, 88.6138, 10],
  ['Itanagar', /^Itanagar/, 'AR', 27.0844, 93.6053, 10],
  ['Patna', /^Patna/, 'BR', 25.5941, 85.1376, 10],
  ['Ranchi', /^Ranchi/, 'JH', 23.3441, 85.3096, 10],
  ['Bhubaneswar', /^Bhubaneswar/, 'OR', 20.2961, 85.8245, 10],
  ['Raipur', /^Raipur, Chhattisgarh/, 'CT', 21.2514, 81.6296, 10],
  ['Bhopal', /^Bhopal/, 'MP', 23.2599, 77.4126, 10],
  ['Jaipur', /^Jaipur/, 'RJ', 26.9124, 75.7873, 10],
  ['Lucknow', /^Lucknow/, 'UP', 26.8467, 80.9462, 10],
  ['Dehradun', /^Dehradun/, 'UK', 30.3165, 78.0322, 10],
  ['Shimla', /^Shimla/, 'HP', 31.1048, 77.1734, 10],
  ['Srinagar', /^Srinagar, .*Jammu and Kashmir/, 'JK', 34.0837, 74.7973, 10],
  ['Chandigarh', /^Chandigarh/, 'CH', 30.7333, 76.7794, 10],
  ['Amritsar', /^Amritsar/, 'PB', 31.634, 74.8723, 10],
  ['Puducherry', /^Puducherry/, 'PY', 11.9416, 79.8083, 10],
  ['Kavaratti', /^Kavaratti/, 'LD', 10.5593, 72.6358, 10],
  ['Port Blair', /^Sri Vijaya Puram/, 'AN', 11.6234, 92.7265, 10],
  ['Silvassa', /^Silvassa/, 'DH', 20.2766, 73.0083, 10],
  ['Vijayawada', /^Vijayawada/, 'AP', 16.5062, 80.648, 10],
  ['Madurai', /^Madurai/, 'TN', 9.9252, 78.1198, 10],
  ['Faridabad', /^Faridabad/, 'HR', 28.4089, 77.3178, 10],
];

function km(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

let g: Gazetteer;
beforeAll(() => {
  g = Gazetteer.load();
});

describe('the place a person means comes first', () => {
  it.each(TABLE)('%s', (query, name, stateCode, lat, lng, within = 10) => {
    const [first] = g.autocomplete(query, 6);
    expect(first?.description).toMatch(name);
    expect(km(first!, { lat, lng })).toBeLessThan(within);
    // The same text typed into a trip end, with no suggestion picked, finds the same place.
    const found = g.geocode(query);
    expect(found && km(found, { lat, lng })).toBeLessThan(within);
    if (found?.kind === 'place') expect(found.place.stateCode).toBe(stateCode);
  });

  it('covers every state and union territory', () => {
    const states = new Set(TABLE.map((row) => row[2]));
    expect(states.size).toBe(36);
  });

  it('offers Manali, Chennai and Aurangabad, Bihar as the other places of those names', () => {
    const manali = g.geocode('Manali');
    expect(manali?.kind === 'place' && manali.alternatives.map((a) => a.shortLabel)).toContain('Manali, Chennai');
    const aurangabad = g.autocomplete('Aurangabad', 6).map((s) => s.description);
    expect(aurangabad[1]).toMatch(/^Aurangabad, .*Bihar/);
  });

  it('names a point by its nearest locality', () => {
    expect(g.reverse({ lat: 12.9271, lng: 77.6266 })?.formatted_address).toBe(
      'Koramangala, Bengaluru Urban, Karnataka 560034',
    );
  });
});
