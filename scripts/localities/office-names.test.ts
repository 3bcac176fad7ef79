import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanOfficeName, hasDesignation, isAbbreviation, nameKey, titleCaseName } from './office-names.ts';

const places = new Set(['bengaluru', 'kullu', 'pune', 'bhind', 'tiruvallur', 'westdelhi']);
const isPlace = (q: string) => places.has(nameKey(q));
const clean = (raw: string) => cleanOfficeName(raw, isPlace);

describe('cleanOfficeName', () => {
  it.each([
    ['Koramangala S.O', 'Koramangala'],
    ['Connaught Place SO', 'Connaught Place'],
    ['Leh H.O', 'Leh'],
    ['Navrangpura HO', 'Navrangpura'],
    ['Purani Manali BO', 'Purani Manali'],
    ['Sahinjana B O', 'Sahinjana'],
    ['Chanani  B.O', 'Chanani'],
    ['Wangi B. O', 'Wangi'],
    ['Relawan  B.O. B.O', 'Relawan'],
    ['DuppalliB.O', 'Duppalli'],
    ['KANGARH.BO', 'Kangarh'],
    ['Kakkanad NDC', 'Kakkanad'],
    ['NDC DHANBAD', 'Dhanbad'],
    ['Gondal Ram Dwar ND TSO', 'Gondal Ram Dwar'],
    ['Thygarayanagar South NDS.O', 'Thygarayanagar South'],
    ['Kakdwip Court Complex N.D.S.O', 'Kakdwip Court Complex'],
    ['Loco  Workshop LSG SO', 'Loco Workshop'],
    ['Quiti GDS BO', 'Quiti'],
    ['Morbi MDG SO', 'Morbi'],
    ['PRAYAGRAJ HPO', 'Prayagraj'],
    ['Channasandra PO', 'Channasandra'],
    ['Kolkata Airport  Po SO', 'Kolkata Airport'],
    ['Singa H.Q.', 'Singa'],
    ['Hyderabad G.P.O.', 'Hyderabad GPO'],
    ['DELHI GPO NDC', 'Delhi GPO'],
  ])('removes the office designation: %s → %s', (raw, name) => {
    expect(clean(raw).name).toBe(name);
  });

  it('drops a qualifier naming the district or town, wherever it stands', () => {
    expect(clean('Manali SO Kullu')).toMatchObject({ name: 'Manali', also: [] });
    expect(clean('Girinagar S.O (Bengaluru)')).toMatchObject({ name: 'Girinagar', also: [] });
    expect(clean('Umri S.O (Bhind')).toMatchObject({ name: 'Umri', also: [] });
    expect(clean('Jail Road S.O (West Delhi)')).toMatchObject({ name: 'Jail Road', also: [] });
    expect(clean('Manali SO Tiruvallur').fixes.dropped).toEqual(['Tiruvallur']);
  });

  it('drops text after the designation even when it is no known place (the account office)', () => {
    expect(clean('Kot BO Chachiot')).toMatchObject({ name: 'Kot', also: [] });
    expect(clean('Goriyami B.O Alauli S.O)')).toMatchObject({ name: 'Goriyami', also: [] });
  });

  it('keeps another place name in brackets as an other name', () => {
    expect(clean('Infotech  Park (Hinjawadi) S.O')).toMatchObject({ name: 'Infotech Park', also: ['Hinjawadi'] });
    expect(clean('Chotimadai(ChotiMadhe) B.O')).toMatchObject({ name: 'Chotimadai', also: ['ChotiMadhe'] });
    expect(clean('AWARHIYA BO (DURGAWATI)')).toMatchObject({ name: 'Awarhiya', also: ['Durgawati'] });
    expect(clean('Nokha @ Daiya')).toMatchObject({ name: 'Nokha', also: ['Daiya'] });
  });

  it('drops parent offices, empty words and non-names in brackets', () => {
    expect(clean('Jogia  B.O (Alauli S.O)')).toMatchObject({ name: 'Jogia', also: [] });
    expect(clean('Jalalpura B.O (Aswar So)')).toMatchObject({ name: 'Jalalpura', also: [] });
    expect(clean('Yangte (Proper)(H.Q.)')).toMatchObject({ name: 'Yangte', also: [] });
    expect(clean('Tato (including Labour Camp) B.O')).toMatchObject({ name: 'Tato', also: [] });
    expect(clean('Sameja (15 PTD) B.O')).toMatchObject({ name: 'Sameja', also: [] });
  });

  it('keeps short codes and village-part words in the name', () => {
    expect(clean('Hokrana (K) B.O').name).toBe('Hokrana (K)');
    expect(clean('Gongwada (s) B.O').name).toBe('Gongwada (S)');
    expect(clean('Gowravaram B.O-B').name).toBe('Gowravaram (B)');
    expect(clean('Borgaon (Bazar) B.O').name).toBe('Borgaon (Bazar)');
    expect(clean('Bandra(East) S.O').name).toBe('Bandra (East)');
  });

  it('title-cases names in capitals and keeps mixed case and abbreviations', () => {
    expect(clean('KORAMANGALA B.O').name).toBe('Koramangala');
    expect(clean('PIMPRI GAWALI BO').name).toBe('Pimpri Gawali');
    expect(clean('DLF PhII SO').name).toBe('DLF PhII');
    expect(clean('IGI Airport SO').name).toBe('IGI Airport');
    expect(clean('CPC ITD BNPL booking HUB').name).toBe('CPC ITD BNPL booking HUB');
    expect(clean('SHEDBAL R.S. B.O').name).toBe('Shedbal R.S.');
    expect(clean('NTPC TOWNSHIP SO').name).toBe('NTPC Township');
  });

  it('reports what it fixed', () => {
    expect(clean('KORAMANGALA  B.O (Bengaluru)').fixes).toEqual({
      designation: true,
      dropped: ['Bengaluru'],
      titleCased: true,
      spaces: true,
    });
    expect(clean('Kuksing(Luk Sing)').fixes).toEqual({
      designation: false,
      dropped: [],
      titleCased: false,
      spaces: false,
    });
  });

  const officeWord = fc.constantFrom('S.O', 'SO', 'S O', 'B.O', 'BO', 'B O', 'H.O', 'HO', 'NDC', 'B.O.', 'S. O');
  // Words with a vowel that are no abbreviation in capitals: 'BBF', 'VII' or a known one such as
  // 'COD' would stay as they are (a run drew 'Cod').
  const word = fc.stringMatching(/^[A-Z][a-z]{0,4}[aeou][a-z]{1,4}$/).filter((w) => !isAbbreviation(w.toUpperCase()));
  const placeName = fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join(' '));

  it('property: a name written with any designation, spacing and case comes back as the name', () => {
    fc.assert(
      fc.property(placeName, officeWord, fc.boolean(), fc.constantFrom(' ', '  '), (name, office, capitals, gap) => {
        const raw = `${capitals ? name.toUpperCase() : name}${gap}${office}`;
        const out = cleanOfficeName(raw, () => false);
        expect(out.name).toBe(name);
        expect(out.also).toEqual([]);
        expect(out.fixes.designation).toBe(true);
      }),
    );
  });

  it('property: names come out trimmed, single-spaced, without a designation, and cleaning is stable', () => {
    const raw = fc
      .tuple(placeName, fc.option(officeWord), fc.option(placeName), fc.option(placeName))
      .map(
        ([name, office, bracket, tail]) =>
          `${name}${bracket ? ` (${bracket})` : ''}${office ? ` ${office}` : ''}${office && tail ? ` ${tail}` : ''}`,
      );
    fc.assert(
      fc.property(raw, (text) => {
        const out = cleanOfficeName(text, () => false);
        for (const n of [out.name, ...out.also]) {
          expect(n).toBe(n.trim());
          expect(n).not.toMatch(/\s{2}/);
          expect(hasDesignation(n)).toBe(false);
        }
        expect(cleanOfficeName(out.name, () => false).name).toBe(out.name);
        expect(new Set(out.also.map(nameKey)).size).toBe(out.also.length);
        expect(out.also.map(nameKey)).not.toContain(nameKey(out.name));
      }),
    );
  });
});

describe('titleCaseName and nameKey', () => {
  it('title-cases only text without lower or upper case', () => {
    expect(titleCaseName('PAKKE-KESHANG')).toBe('Pakke-Keshang');
    expect(titleCaseName("ST.JOHN'S COLLEGE")).toBe("St.John's College");
    expect(titleCaseName('KORAMANGALA VI BLOCK')).toBe('Koramangala VI Block');
    expect(titleCaseName('Koramangala VI Bk')).toBe('Koramangala VI Bk');
  });

  it('keys ignore case, punctuation, spaces and diacritics', () => {
    expect(nameKey('Bidhan Nagar')).toBe(nameKey('BIDHANNAGAR'));
    expect(nameKey('Dwarka Sec-6')).toBe('dwarkasec6');
    expect(nameKey('Ḍoḍa')).toBe('doda');
  });
});
