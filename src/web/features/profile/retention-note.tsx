import { RETENTION } from '../../../domain/privacy/retention.ts';
import '../../lib/account-data-strings.ts';
import { useTranslation } from '../../lib/i18n.ts';

/**
 * 'What we keep, and for how long' in the profile's 'Your data' (issue 31; docs/privacy.md): the
 * figures the server's clean-up deletes by (src/domain/privacy/retention.ts), folded away behind
 * a native disclosure so the section stays short and the keyboard opens it.
 */
export function RetentionNote() {
  const { t } = useTranslation();
  return (
    <details className="your-data__retention">
      <summary>{t('accountData.data.retention.title')}</summary>
      <ul>
        <li>{t('accountData.data.retention.codes', { hours: RETENTION.codesHours })}</li>
        <li>{t('accountData.data.retention.sessions', { days: RETENTION.sessionDays })}</li>
        <li>{t('accountData.data.retention.lookups', { days: RETENTION.lookupLogDays })}</li>
        <li>{t('accountData.data.retention.checkIns')}</li>
        <li>{t('accountData.data.retention.analytics')}</li>
      </ul>
    </details>
  );
}
