/** India's states and union territories, and a state's canonical name from the ways the sources write it. */

export const STATES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu & Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

export const stateKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '');

export const STATE_ALIASES: Record<string, string> = (() => {
  const aliases: Record<string, string> = {};
  for (const state of STATES) aliases[stateKey(state)] = state;
  const extra: Record<string, string[]> = {
    'Andaman and Nicobar Islands': ['an', 'andamanandnicobar', 'andamannicobar', 'andaman'],
    'Andhra Pradesh': ['ap'],
    'Arunachal Pradesh': ['ar'],
    Assam: ['as'],
    Bihar: ['br'],
    Chandigarh: ['ch'],
    Chhattisgarh: ['ct', 'cg', 'chattisgarh', 'chhatisgarh'],
    'Dadra and Nagar Haveli and Daman and Diu': ['dn', 'dd', 'dh', 'dadraandnagarhaveli', 'damananddiu', 'dnhanddd'],
    Delhi: ['dl', 'newdelhi', 'nctofdelhi', 'delhincr', 'nct'],
    Goa: ['ga'],
    Gujarat: ['gj', 'gujrat'],
    Haryana: ['hr'],
    'Himachal Pradesh': ['hp'],
    'Jammu & Kashmir': ['jk', 'jammuandkashmir', 'jammukashmir'],
    Jharkhand: ['jh'],
    Karnataka: ['ka', 'bangaloreurban', 'bangalorerural', 'bengaluruurban', 'bengaluru', 'bangalore'],
    Kerala: ['kl'],
    Ladakh: ['la'],
    Lakshadweep: ['ld'],
    'Madhya Pradesh': ['mp'],
    Maharashtra: ['mh', 'mumbai'],
    Manipur: ['mn'],
    Meghalaya: ['ml'],
    Mizoram: ['mz'],
    Nagaland: ['nl'],
    Odisha: ['or', 'od', 'orissa'],
    Puducherry: ['py', 'pondicherry', 'pondy'],
    Punjab: ['pb'],
    Rajasthan: ['rj'],
    Sikkim: ['sk'],
    'Tamil Nadu': ['tn', 'chennai', 'villupuram'],
    Telangana: ['tg', 'ts', 'telengana', 'hyderabad'],
    Tripura: ['tr'],
    'Uttar Pradesh': ['up'],
    Uttarakhand: ['ut', 'uk', 'uttaranchal', 'uttrakhand'],
    'West Bengal': ['wb', 'kolkata'],
  };
  for (const [state, keys] of Object.entries(extra)) for (const key of keys) aliases[key] = state;
  return aliases;
})();

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, k) => k);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = row[j]!;
      row[j] = Math.min(above + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** A state's canonical name from a code, an old name or a misspelling; '' when it is not a state. */
export function normaliseState(raw: string): string {
  const key = stateKey(raw);
  if (!key || key === 'none' || key === 'india' || key === 'null' || key === 'na') return '';
  const exact = STATE_ALIASES[key];
  if (exact) return exact;
  if (key.length < 5) return '';
  let best = '';
  let bestDistance = Infinity;
  let tie = false;
  for (const [alias, state] of Object.entries(STATE_ALIASES)) {
    if (alias.length < 5) continue;
    const d = editDistance(key, alias);
    if (d < bestDistance) {
      bestDistance = d;
      best = state;
      tie = false;
    } else if (d === bestDistance && state !== best) tie = true;
  }
  const allowed = key.length >= 8 ? 2 : 1;
  return bestDistance <= allowed && !tie ? best : '';
}
