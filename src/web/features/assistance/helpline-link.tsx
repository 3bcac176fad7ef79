import { useTranslation } from '../../lib/i18n.ts';

/** 'Call the helpline': a tel: link on every screen of the flow (issue 39), to ASSIST_HELPLINE as the server gave it. */
export function HelplineLink({ number }: { number: string | undefined }) {
  const { t } = useTranslation();
  if (!number) return null;
  return (
    <a className="assist-helpline" href={`tel:${number}`}>
      <span>{t('assistance.helpline')}</span>
      <span className="assist-helpline__number">{number}</span>
    </a>
  );
}
