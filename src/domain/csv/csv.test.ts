import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvHeader, csvRecords, csvRows, csvRowStream, csvText } from './csv.ts';

describe('csvRows', () => {
  it('reads RFC 4180: quoted fields, escaped quotes, newlines inside quotes, CRLF, a BOM', () => {
    const text = '\ufeffa,b,c\r\n1,"x, ""y""",\n2,"line\nbreak","z"\n';
    expect(csvRows(text)).toEqual([
      ['a', 'b', 'c'],
      ['1', 'x, "y"', ''],
      ['2', 'line\nbreak', 'z'],
    ]);
  });

  it('reads CR, LF and CRLF mixed in one file, inside quotes too, as LF', () => {
    expect(csvRows('a,b\r1,"x\r\ny"\n2,3\r\n')).toEqual([
      ['a', 'b'],
      ['1', 'x\ny'],
      ['2', '3'],
    ]);
  });

  it('keeps fields as written', () => {
    expect(csvRows(' a , b \n" x ",y ')).toEqual([
      [' a ', ' b '],
      [' x ', 'y '],
    ]);
  });

  it('refuses an unclosed quote', () => {
    expect(() => csvRows('a\n"open')).toThrow(/not closed/);
  });

  it('reads back what csvText writes, for any fields', () => {
    const field = fc.string({ unit: fc.constantFrom('a', 'ब', ',', '"', '\n', ' ', '1') });
    fc.assert(
      fc.property(fc.array(fc.array(field, { minLength: 2, maxLength: 2 }), { maxLength: 5 }), (rows) => {
        expect(csvRows(csvText(['h1', 'h2'], rows))).toEqual([['h1', 'h2'], ...rows]);
      }),
    );
  });
});

describe('csvRecords', () => {
  it('keys rows by the trimmed header, skips blank lines, reads a missing cell as empty', () => {
    expect(csvRecords(' a ,b,c\n1, x ,\n\n2\n')).toEqual({
      header: ['a', 'b', 'c'],
      records: [
        { a: '1', b: ' x ', c: '' },
        { a: '2', b: '', c: '' },
      ],
    });
  });

  it('trims values when asked (the bundled data files): quotes, doubled quotes, CRLF and a BOM', () => {
    expect(csvRecords('\ufeffa,b,c\r\n1,"x ""y"", z",\r\n"2",,3\n', { trim: true }).records).toEqual([
      { a: '1', b: 'x "y", z', c: '' },
      { a: '2', b: '', c: '3' },
    ]);
    expect(csvRecords('a,b\n 1 ," 2 "\n', { trim: true }).records).toEqual([{ a: '1', b: '2' }]);
  });

  it('refuses an unclosed quote', () => {
    expect(() => csvRecords('a,b\n1,"open\n2,3\n')).toThrow(/not closed \(row 2\)/);
  });
});

describe('csvHeader and csvRowStream', () => {
  it('reads the header alone, trimmed, quoted or not, without parsing the rest', () => {
    expect(csvHeader('\ufeff"name", lat ,lng\r\nx,"unclosed')).toEqual(['name', 'lat', 'lng']);
  });

  it('hands every row after the header to the visitor, blank lines skipped, and counts lines as an upper bound', () => {
    const stream = csvRowStream('\ufeffname,lat\nA,1\n\n"B, b",2\n');
    const rows: string[][] = [];
    stream.each((row) => rows.push(row));
    expect(stream.header).toEqual(['name', 'lat']);
    expect(rows).toEqual([
      ['A', '1'],
      ['B, b', '2'],
    ]);
    expect(stream.size).toBeGreaterThanOrEqual(rows.length);
  });
});
