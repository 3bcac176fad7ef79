import type { Challan, VehicleInfo } from '../../domain/rto/vehicle-lookup.schema.ts';

/**
 * Where vehicle registration records and e-challans come from. The real sources are Vahan and
 * the e-challan system, reached through licensed data providers; `local` (the default) answers
 * from the app's own registry tables, `http` from a configured provider
 * (docs/decisions/0005-registry-provider.md). Numbers arrive normalised ('MH12AB1234').
 * Records come back unmasked; the route masks them for the person asking.
 */
export interface RegistryProvider {
  readonly name: string;
  /** The vehicle's registration record, or undefined when the number is unknown. */
  vehicle(regNo: string): Promise<VehicleInfo | undefined>;
  /** The vehicle's challans (possibly none), or undefined when the number is unknown. */
  challans(regNo: string): Promise<Challan[] | undefined>;
}

/**
 * The provider could not answer (time-out, 5xx, malformed answer, circuit open). The route
 * answers 503 with a retry message and logs `reason`; the details never reach the person.
 */
export class RegistryUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(`registry provider unavailable: ${reason}`);
  }
}

/** 'YYYY-MM-DD…', 'DD/MM/YYYY' or 'DD-MM-YYYY' → 'YYYY-MM-DD'; undefined for anything else. */
export function toIsoDate(text: string): string | undefined {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(value);
  const dmy = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})(?:$|[T ])/.exec(value);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : [];
  if (!year || !month || !day) return undefined;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return undefined;
  return date.toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' (or any form toIsoDate reads) → 'DD/MM/YYYY', the spec's date form; '' if unreadable. */
export function toDisplayDate(text: string): string {
  const iso = toIsoDate(text);
  if (!iso) return '';
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}
