import { normaliseVehicleNumber } from '../user/user-rules.ts';

/**
 * Masking of a vehicle owner's personal data (India's Digital Personal Data Protection Act,
 * 2023): anyone may look a number up, so the owner's name and the engine and chassis numbers,
 * which identify the vehicle for insurance claims and transfers, are shown only in part, unless
 * the number is the person's own (the vehicle number saved in their profile).
 */

/** 'Ramesh Kumar' → 'R***** K****': each word keeps its first letter. */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      const [first = '', ...rest] = Array.from(word);
      return first + '*'.repeat(rest.length);
    })
    .join(' ');
}

export const VISIBLE_TAIL = 5;

/** 'MA3EWDE1S00123456' → '************23456': only the last 5 characters stay. */
export function maskAllButTail(value: string, visible: number = VISIBLE_TAIL): string {
  const chars = Array.from(value.trim());
  if (chars.length <= visible) return chars.join('');
  return '*'.repeat(chars.length - visible) + chars.slice(-visible).join('');
}

/** True when the number looked up is the one the person saved as their own (both normalised). */
export function isOwnVehicle(lookedUp: string, ownNumber: string | null | undefined): boolean {
  return !!ownNumber && normaliseVehicleNumber(ownNumber) === normaliseVehicleNumber(lookedUp);
}
