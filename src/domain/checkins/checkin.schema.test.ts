import { describe, expect, it } from 'vitest';
import { checkInBody, historyQuery, reportBody } from './checkin.schema.ts';
import { isStationId, parseStationIds } from './station-id.ts';
import { summariesQuery } from './station-id.schema.ts';

const issue = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('the check-in body', () => {
  it('takes the outcome alone, or with the connector, power, price and a comment (trimmed, kept as typed)', () => {
    expect(checkInBody.parse({ outcome: 'waited' })).toEqual({ outcome: 'waited' });
    expect(
      checkInBody.parse({ outcome: 'charged', connector: 'CCS2', kw: 30, price_per_kwh: 0, comment: '  <b>ok</b> ' }),
    ).toEqual({ outcome: 'charged', connector: 'CCS2', kw: 30, price_per_kwh: 0, comment: '<b>ok</b>' });
    expect(
      checkInBody.parse({
        outcome: 'could_not_charge',
        kw: null,
        price_per_kwh: null,
        comment: 'पैसे कटे, चार्जिंग शुरू नहीं हुई',
      }).comment,
    ).toBe('पैसे कटे, चार्जिंग शुरू नहीं हुई');
  });

  it.each([
    [{}, 'checkins.validation.outcome'],
    [{ outcome: 'CHARGED' }, 'checkins.validation.outcome'],
    [{ outcome: 'charged', connector: 'Tesla' }, 'checkins.validation.connector'],
    [{ outcome: 'charged', kw: 0.1 }, 'checkins.validation.kw'],
    [{ outcome: 'charged', kw: '30' }, 'checkins.validation.kw'],
    [{ outcome: 'charged', price_per_kwh: 101 }, 'checkins.validation.price'],
    [{ outcome: 'charged', comment: 'é'.repeat(281) }, 'checkins.validation.comment'],
    [{ outcome: 'charged', comment: 'bell\u0007' }, 'checkins.validation.comment'],
    [{ outcome: 'not_found', kw: 30 }, 'checkins.validation.onlyWhenCharged'],
  ])('refuses %j with %s', (body, key) => {
    expect(issue(checkInBody.safeParse(body))).toBe(key);
  });

  it('counts a comment in characters: 280 Hindi letters with vowel signs are allowed', () => {
    expect(checkInBody.safeParse({ outcome: 'charged', comment: 'कि'.repeat(140) }).success).toBe(true);
    expect(checkInBody.safeParse({ outcome: 'charged', comment: '😀'.repeat(280) }).success).toBe(true);
  });
});

describe('the report body and the history query', () => {
  it('checks the kind, the note and the paging', () => {
    expect(reportBody.parse({ kind: 'closed' })).toEqual({ kind: 'closed' });
    expect(issue(reportBody.safeParse({ kind: 'gone' }))).toBe('checkins.validation.reportKind');
    expect(
      historyQuery.parse({ limit: '20', before: '1764000000000~0b7c9a9e-52f1-4d3e-9a43-2f6a4b7d8e90' }),
    ).toMatchObject({ limit: 20 });
    expect(issue(historyQuery.safeParse({ limit: '0' }))).toBe('checkins.validation.limit');
    expect(issue(historyQuery.safeParse({ before: '1764000000000' }))).toBe('checkins.validation.cursor');
  });
});

describe('station ids', () => {
  it('are ours: source, a colon, the record id', () => {
    for (const id of ['ocm:307286', 'bee:delhi:12', 'bee:delhi:tata_power:28.61234,77.21234', 'bee:goa:3~2'])
      expect(isStationId(id)).toBe(true);
    for (const id of ['', '307286', 'ocm:', 'OCM:1', 'ocm:1 2', 'ocm:<b>', `ocm:${'1'.repeat(300)}`])
      expect(isStationId(id)).toBe(false);
  });

  it('are read from ?ids=a,b,c, a BEE id’s comma kept, repeats dropped', () => {
    expect(parseStationIds('ocm:1,bee:delhi:op:28.61234,77.21234,ocm:2,ocm:1')).toEqual([
      'ocm:1',
      'bee:delhi:op:28.61234,77.21234',
      'ocm:2',
    ]);
    expect(parseStationIds(['ocm:1', 'ocm:2,ocm:3'])).toEqual(['ocm:1', 'ocm:2', 'ocm:3']);
    expect(summariesQuery.safeParse({ ids: 'ocm:1' }).success).toBe(true);
    expect(issue(summariesQuery.safeParse({}))).toBe('checkins.validation.ids');
    expect(issue(summariesQuery.safeParse({ ids: 'x,y' }))).toBe('checkins.validation.ids');
  });
});
