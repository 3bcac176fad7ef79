import type { SpecValue } from './catalogue-entry.ts';

/**
 * The catalogue's fields whose values come from a short closed list ('Electric', 'suv', 'Disc'):
 * the app words them in the reader's language, from buy.values.<list>.<value> (buy.en.ts has the
 * data's own words). Every other value is free text from its source ('Telescopic Forks', '215 Nm')
 * and is shown as the data has it, as is a value the list does not know yet.
 */
const CLOSED_LISTS: Readonly<Record<string, string>> = {
  fuel_type: 'fuel',
  body_type: 'body',
  group_body_type: 'group',
  transmission_type: 'transmission',
  front_brake_type: 'brake',
  rear_brake_type: 'brake',
};

/** 'Manual (4-speed)' → 'manual_4_speed'. */
const slug = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

/** The catalogue key that words `value` of `field`, or undefined for a free-text field or an empty value. */
export function specValueKey(field: string, value: SpecValue): string | undefined {
  const list = CLOSED_LISTS[field];
  const key = list && typeof value === 'string' ? slug(value) : '';
  return list && key ? `buy.values.${list}.${key}` : undefined;
}
