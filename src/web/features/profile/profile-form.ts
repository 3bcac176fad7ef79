import {
  PREFERENCES,
  type Preference,
  emailSchema,
  optionalVehicleNumberSchema,
  profileMobileSchema,
  profileNameSchema,
} from '../../../domain/user/user-rules.ts';
import type { StoredDetails } from '../../lib/storage.ts';
import { sessionValues } from '../../lib/storage.ts';

/** The profile form's values, checked field by field with the API's own schemas. */
export interface ProfileValues {
  name: string;
  mobile: string;
  email: string;
  grNumber: string;
  userPreference: Preference | '';
}

export type ProfileErrors = Partial<Record<keyof ProfileValues, string>>;

function asPreference(value: string | undefined): Preference | '' {
  return (PREFERENCES as readonly string[]).includes(value ?? '') ? (value as Preference) : '';
}

export function valuesFrom(details: StoredDetails): ProfileValues {
  return {
    name: details.name ?? '',
    mobile: details.mobile ?? '',
    email: details.email ?? '',
    grNumber: details.grNumber ?? '',
    userPreference: asPreference(details.userPreference),
  };
}

const fieldSchemas = {
  name: profileNameSchema,
  mobile: profileMobileSchema,
  email: emailSchema,
  grNumber: optionalVehicleNumberSchema,
} as const;

/** Each invalid field's catalogue key. */
export function validateProfile(values: ProfileValues): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const field of Object.keys(fieldSchemas) as Array<keyof typeof fieldSchemas>) {
    const result = fieldSchemas[field].safeParse(values[field]);
    if (!result.success) errors[field] = result.error.issues[0]?.message ?? 'validation.invalidBody';
  }
  return errors;
}

/** Compares what would be saved, so 'mh12ab1234' and 'MH12AB1234' count as no change. */
export function normalised(values: ProfileValues): ProfileValues {
  const grNumber = optionalVehicleNumberSchema.safeParse(values.grNumber);
  return {
    name: values.name.trim(),
    mobile: values.mobile,
    email: values.email.trim(),
    grNumber: grNumber.success ? grNumber.data : values.grNumber,
    userPreference: values.userPreference,
  };
}

export function sameProfile(a: ProfileValues, b: ProfileValues): boolean {
  const x = normalised(a);
  const y = normalised(b);
  return (Object.keys(x) as Array<keyof ProfileValues>).every((key) => x[key] === y[key]);
}

/** The draft survives a reload of /user-profile and the trip to confirm a new number. */
export const profileDraft = {
  get(): ProfileValues | null {
    try {
      return JSON.parse(sessionValues.get('profileDraft') ?? 'null') as ProfileValues | null;
    } catch {
      return null;
    }
  },
  set(values: ProfileValues | null) {
    sessionValues.set('profileDraft', values ? JSON.stringify(values) : null);
  },
};

export const STATUS_CLEAR_MS = 2000;
