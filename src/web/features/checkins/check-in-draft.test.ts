import { describe, expect, it } from 'vitest';
import { KNOWN_CONNECTORS } from '../../../domain/trips/connectors.ts';
import {
  EMPTY_DRAFT,
  checkInRequest,
  connectorChoices,
  hasContent,
  parseDraft,
  readFigure,
  reportRequest,
  textLength,
  type CheckInDraft,
} from './check-in-draft.ts';

const draft = (patch: Partial<CheckInDraft>): CheckInDraft => ({ ...EMPTY_DRAFT, ...patch });

describe('the check-in a draft makes', () => {
  it('is the tapped outcome alone when nothing else was given', () => {
    expect(checkInRequest(EMPTY_DRAFT, 'waited')).toEqual({ ok: true, body: { outcome: 'waited' } });
  });

  it('carries the details, the comment trimmed and kept as typed, and a decimal comma read as a point', () => {
    const typed = draft({
      outcome: 'charged',
      connector: 'CCS2',
      kw: ' 29,5 ',
      price: '18',
      comment: '  <b>slow</b>\nbut fine ',
    });
    expect(checkInRequest(typed)).toEqual({
      ok: true,
      body: { outcome: 'charged', connector: 'CCS2', kw: 29.5, price_per_kwh: 18, comment: '<b>slow</b>\nbut fine' },
    });
  });

  it('leaves the power and price out of any outcome but Charged (the schema refuses them), and keeps the rest', () => {
    const typed = draft({ kw: '30', price: '18', comment: 'Queue of 3' });
    expect(checkInRequest(typed, 'could_not_charge')).toEqual({
      ok: true,
      body: { outcome: 'could_not_charge', comment: 'Queue of 3' },
    });
  });

  it('sends no empty comment', () => {
    expect(checkInRequest(draft({ comment: '   ' }), 'not_found')).toEqual({
      ok: true,
      body: { outcome: 'not_found' },
    });
  });

  it.each([
    [draft({}), 'outcome', 'checkins.validation.outcome'],
    [draft({ outcome: 'charged', kw: '0.1' }), 'kw', 'checkins.validation.kw'],
    [draft({ outcome: 'charged', kw: 'fast' }), 'kw', 'checkins.validation.kw'],
    [draft({ outcome: 'charged', price: '101' }), 'price', 'checkins.validation.price'],
    [draft({ outcome: 'charged', price: '-1' }), 'price', 'checkins.validation.price'],
    [draft({ outcome: 'charged', comment: 'कि'.repeat(141) }), 'comment', 'checkins.validation.comment'],
    [draft({ outcome: 'charged', comment: 'bell\u0007' }), 'comment', 'checkins.validation.comment'],
  ] as const)('names the field and its message: %j → %s', (typed, field, key) => {
    const checked = checkInRequest(typed);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors[field]).toBe(key);
  });

  it('takes 280 characters of Hindi (code points, as the server counts)', () => {
    expect(checkInRequest(draft({ outcome: 'charged', comment: 'कि'.repeat(140) })).ok).toBe(true);
    expect(textLength('कि'.repeat(140))).toBe(280);
    expect(textLength('  😀 ')).toBe(1);
  });
});

describe('figures as typed', () => {
  it.each([
    ['', undefined],
    ['  ', undefined],
    ['7.4', 7.4],
    ['7,4', 7.4],
    ['.5', 0.5],
    ['30', 30],
    ['1e3', Number.NaN],
    ['₹18', Number.NaN],
    ['1.2.3', Number.NaN],
  ])('%j → %s', (text, value) => {
    expect(readFigure(text)).toBe(value);
  });
});

describe('the problem report', () => {
  it('needs a kind and takes a note', () => {
    expect(reportRequest('closed', '')).toEqual({ ok: true, body: { kind: 'closed' } });
    expect(reportRequest('duplicate', ' Same as the one at the mall ')).toEqual({
      ok: true,
      body: { kind: 'duplicate', note: 'Same as the one at the mall' },
    });
    expect(reportRequest('', 'x')).toEqual({ ok: false, errors: { kind: 'checkins.validation.reportKind' } });
    expect(reportRequest('closed', 'a'.repeat(281))).toEqual({
      ok: false,
      errors: { note: 'checkins.validation.note' },
    });
  });
});

describe('connector choices', () => {
  it('offers the station’s own known connectors first, then every other, each once', () => {
    const { station, others } = connectorChoices(['Type 2', 'CCS2', 'Wall socket']);
    expect(station).toEqual(['CCS2', 'Type 2']);
    expect(others).not.toContain('CCS2');
    expect([...station, ...others].toSorted()).toEqual([...KNOWN_CONNECTORS].toSorted());
  });
});

describe('a stored draft', () => {
  it('comes back as it was saved', () => {
    const saved = draft({ outcome: 'charged', connector: 'CCS2', kw: '30', comment: 'ok', details: true, open: true });
    expect(parseDraft(JSON.stringify(saved))).toEqual(saved);
  });

  it('drops what it cannot trust', () => {
    expect(parseDraft(null)).toBeUndefined();
    expect(parseDraft('{')).toBeUndefined();
    expect(parseDraft('"text"')).toBeUndefined();
    expect(
      parseDraft(JSON.stringify({ outcome: 'exploded', connector: 'Tesla', kw: 5, comment: 'kept', open: 'yes' })),
    ).toEqual(draft({ comment: 'kept' }));
  });

  it('is worth keeping only with something in it', () => {
    expect(hasContent(EMPTY_DRAFT)).toBe(false);
    expect(hasContent(draft({ comment: 'a' }))).toBe(true);
    expect(hasContent(draft({ open: true }))).toBe(true);
  });
});
