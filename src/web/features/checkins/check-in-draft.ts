import { OUTCOMES, REPORT_KINDS, type Outcome, type ReportKind } from '../../../domain/checkins/checkin-rules.ts';
import { checkInBody, reportBody, type CheckInBody, type ReportBody } from '../../../domain/checkins/checkin.schema.ts';
import { KNOWN_CONNECTORS } from '../../../domain/trips/connectors.ts';
import { sessionValues } from '../../lib/storage.ts';

/**
 * The check-in and report forms' logic, apart from their screens: what a person has typed (kept
 * as typed, so nothing is lost), the request it makes, checked with the API's own schemas
 * (src/domain/checkins/checkin.schema.ts: their messages are catalogue keys), and the unsent
 * check-in kept in sessionStorage per station, so a reload loses nothing.
 */

/** The check-in sheet as typed. Figures stay text until sent ('18,5' is read as 18.5). */
export interface CheckInDraft {
  outcome: Outcome | '';
  connector: string;
  kw: string;
  price: string;
  comment: string;
  /** 'Add details (optional)' is open. */
  details: boolean;
  /** The sheet is open (so a reload opens it again). */
  open: boolean;
}

export const EMPTY_DRAFT: CheckInDraft = {
  outcome: '',
  connector: '',
  kw: '',
  price: '',
  comment: '',
  details: false,
  open: false,
};

/** A field of a form, or 'form' for a message about the whole (the schema's cross-field rule). */
export type CheckInField = 'outcome' | 'connector' | 'kw' | 'price' | 'comment' | 'form';
export type ReportField = 'kind' | 'note' | 'form';
/** Each field's first message: a catalogue key. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export type Checked<T, F extends string> = { ok: true; body: T } | { ok: false; errors: FieldErrors<F> };

/** Characters as the server counts them (code points: a Hindi letter with its vowel sign counts as typed). */
export const textLength = (text: string): number => [...text.trim()].length;

/** A figure as typed: empty is none; a decimal comma is a point; anything else unreadable is NaN (the schema says so). */
export function readFigure(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const normal = trimmed.replace(',', '.');
  return /^\d+(\.\d*)?$|^\.\d+$/.test(normal) ? Number(normal) : Number.NaN;
}

/** Only 'Charged' takes a power and a price (the schema refuses them with any other outcome). */
export const takesFigures = (outcome: Outcome | ''): boolean => outcome === 'charged';

function fieldErrors<F extends string>(
  issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>,
  fieldOf: (key: PropertyKey | undefined) => F,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return errors;
}

const CHECK_IN_FIELDS: Readonly<Record<string, CheckInField>> = {
  outcome: 'outcome',
  connector: 'connector',
  kw: 'kw',
  price_per_kwh: 'price',
  comment: 'comment',
};

/**
 * The check-in the draft makes with `outcome` (the one tapped, else the one chosen): the outcome,
 * the connector, the power and price for 'Charged' only, and the comment when there is one.
 * Checked with `checkInBody`, the body the server parses.
 */
export function checkInRequest(
  draft: CheckInDraft,
  outcome: Outcome | '' = draft.outcome,
): Checked<CheckInBody, CheckInField> {
  const figures = takesFigures(outcome);
  const input: Record<string, unknown> = { outcome };
  if (draft.connector) input.connector = draft.connector;
  const kw = figures ? readFigure(draft.kw) : undefined;
  const price = figures ? readFigure(draft.price) : undefined;
  if (kw !== undefined) input.kw = kw;
  if (price !== undefined) input.price_per_kwh = price;
  if (draft.comment.trim()) input.comment = draft.comment;
  const result = checkInBody.safeParse(input);
  if (!result.success)
    return { ok: false, errors: fieldErrors(result.error.issues, (key) => CHECK_IN_FIELDS[String(key)] ?? 'form') };
  const { connector, kw: power, price_per_kwh: paid, comment } = result.data;
  return {
    ok: true,
    body: {
      outcome: result.data.outcome,
      ...(connector ? { connector } : {}),
      ...(typeof power === 'number' ? { kw: power } : {}),
      ...(typeof paid === 'number' ? { price_per_kwh: paid } : {}),
      ...(comment ? { comment } : {}),
    },
  };
}

/** A problem report, checked with `reportBody`. */
export function reportRequest(kind: ReportKind | '', note: string): Checked<ReportBody, ReportField> {
  const input: Record<string, unknown> = { kind };
  if (note.trim()) input.note = note;
  const result = reportBody.safeParse(input);
  if (!result.success)
    return {
      ok: false,
      errors: fieldErrors(result.error.issues, (key) => (key === 'kind' || key === 'note' ? key : 'form')),
    };
  return {
    ok: true,
    body: result.data.note ? { kind: result.data.kind, note: result.data.note } : { kind: result.data.kind },
  };
}

/** The connectors to offer: the station's own first (those the app knows), then every other one. */
export function connectorChoices(stationConnectors: readonly string[]): { station: string[]; others: string[] } {
  const station = KNOWN_CONNECTORS.filter((name) => stationConnectors.includes(name));
  return { station, others: KNOWN_CONNECTORS.filter((name) => !station.includes(name)) };
}

/** Whether the draft holds anything typed or chosen (worth keeping). */
export const hasContent = (draft: CheckInDraft): boolean =>
  draft.open ||
  draft.details ||
  draft.outcome !== '' ||
  draft.connector !== '' ||
  draft.kw !== '' ||
  draft.price !== '' ||
  draft.comment !== '';

/** A stored draft, read defensively (another version of the app, a hand-edited value): anything odd is dropped. */
export function parseDraft(raw: string | null): CheckInDraft | undefined {
  if (!raw) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : '');
  const outcome = text('outcome');
  const connector = text('connector');
  return {
    outcome: (OUTCOMES as readonly string[]).includes(outcome) ? (outcome as Outcome) : '',
    connector: KNOWN_CONNECTORS.includes(connector) ? connector : '',
    kw: text('kw'),
    price: text('price'),
    comment: text('comment'),
    details: record.details === true,
    open: record.open === true,
  };
}

const draftKey = (placeId: string) => `checkInDraft:${placeId}`;

/** The unsent check-in per station, in sessionStorage (sign-out clears it with the rest). */
export const checkInDrafts = {
  get: (placeId: string): CheckInDraft => parseDraft(sessionValues.get(draftKey(placeId))) ?? EMPTY_DRAFT,
  set(placeId: string, draft: CheckInDraft): void {
    sessionValues.set(draftKey(placeId), hasContent(draft) ? JSON.stringify(draft) : null);
  },
  clear: (placeId: string): void => sessionValues.set(draftKey(placeId), null),
};

export const isReportKind = (value: string): value is ReportKind => (REPORT_KINDS as readonly string[]).includes(value);
