import type { Kysely } from 'kysely';
import { isLanguage } from '../../domain/i18n/languages.ts';
import { translatorFor } from '../../domain/i18n/translate.ts';
import type { MyDataFile, MyDataSection, MyDataSectionName } from '../../domain/privacy/my-data-file.ts';
import { RETENTION } from '../../domain/privacy/retention.ts';
import type { Database, UserRow } from '../db/tables.ts';
import { personOf } from './person.server.ts';
import { PERSONAL_DATA } from './personal-data-registry.server.ts';
import type { PrivacySettings } from './privacy-settings.server.ts';

/** 'sign_in_codes' → 'signInCodes': the section's notes in the catalogue. */
const notesKey = (section: MyDataSectionName) =>
  `myDataFile.sections.${section.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())}`;

/**
 * GET /ev/user/my-data (DPDP Act 2023, the right of access): every row of every table the
 * personal-data registry declares, as the registry's entry shows it, in a section with its notes
 * (what and why, how long, what deletion does) in the person's language.
 */
export async function myDataFile(
  db: Kysely<Database>,
  user: UserRow,
  settings: PrivacySettings,
  now: number,
): Promise<MyDataFile> {
  const language = isLanguage(user.language) ? user.language : 'en';
  const { t } = await translatorFor(language);
  const person = await personOf(db, user, settings.pepper);
  const vars: Partial<Record<MyDataSectionName, Record<string, number>>> = {
    sessions: { days: settings.sessionDays },
    sign_in_codes: { hours: RETENTION.codesHours },
    failed_code_tries: { hours: settings.failedTriesHours },
    vehicle_lookups: { days: RETENTION.lookupLogDays },
    assistance_requests: { days: RETENTION.assistanceDays },
    lookup_allowance: { hours: RETENTION.allowanceHours, limit: settings.lookupsPerDay },
  };
  const rows = await Promise.all(PERSONAL_DATA.map((entry) => entry.download(db, person)));
  const sections = Object.fromEntries(
    PERSONAL_DATA.map((entry, i): [MyDataSectionName, MyDataSection] => {
      const key = notesKey(entry.section);
      const filled = vars[entry.section] ?? {};
      return [
        entry.section,
        {
          about: t(`${key}.about`, filled),
          kept: t(`${key}.kept`, filled),
          on_deletion: t(`${key}.onDeletion`, filled),
          rows: rows[i] ?? [],
        },
      ];
    }),
  ) as Record<MyDataSectionName, MyDataSection>;
  return { exported_at: now, language, about: t('myDataFile.about'), sections };
}
