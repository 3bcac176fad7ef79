import { useId, useState } from 'react';
import { analyticsSwitch } from '../../lib/analytics/track.ts';
import { useTranslation } from '../../lib/i18n.ts';

/** 'Share anonymous usage data' (issue 19): on by default; off means no events at all from this phone. */
export function UsageDataSwitch() {
  const { t } = useTranslation();
  const id = useId();
  const [on, setOn] = useState(analyticsSwitch.on);
  return (
    <section className="card usage-switch">
      <label className="usage-switch__row" htmlFor={id}>
        <span className="usage-switch__label">{t('profile.shareUsage')}</span>
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="usage-switch__input"
          checked={on}
          aria-describedby={`${id}-note`}
          onChange={(event) => {
            analyticsSwitch.set(event.target.checked);
            setOn(event.target.checked);
          }}
        />
      </label>
      <p id={`${id}-note`} className="form__note">
        {t('profile.shareUsageNote')}
      </p>
    </section>
  );
}
