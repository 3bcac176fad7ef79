import './assistance-strings.ts';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import type { TowStation } from '../../../domain/assistance/assistance-api.ts';
import { assistanceRequestBody } from '../../../domain/assistance/assistance-request.schema.ts';
import { PROBLEMS, type Problem } from '../../../domain/assistance/assistance-rules.ts';
import { placeWordsText } from '../../../domain/assistance/place-words-text.ts';
import { smsFallbackBody, smsFallbackLink } from '../../../domain/assistance/sms-fallback.ts';
import { KNOWN_CONNECTORS } from '../../../domain/trips/connectors.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useLanguage, useTranslation } from '../../lib/i18n.ts';
import { storage, storageKeys } from '../../lib/storage.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { newIdempotencyKey } from './assistance-outbox.ts';
import { describePlace } from './api/describe-place.ts';
import { HelplineLink } from './helpline-link.tsx';
import { TowList } from './tow-list.tsx';
import { useAssistanceStart } from './use-assistance-start.ts';
import { useOutboxSender } from './use-outbox-sender.ts';
import { WhereSection, type Where } from './where-section.tsx';
import './assistance.css';

/** /assistance: ask for help in one minute (issue 39): where, what happened, the vehicle, who; Send. */
export default function GetHelpPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('titles.assistance'));
  const start = useAssistanceStart();
  const { state, send, waiting } = useOutboxSender();
  const [key] = useState(newIdempotencyKey);
  const [where, setWhere] = useState<Where>({ position: null, place: null });
  const [landmark, setLandmark] = useState('');
  const [problem, setProblem] = useState<Problem | ''>('');
  const [vehicle, setVehicle] = useState({ registration: '', make_model: '', connector: '' });
  const [secondMobile, setSecondMobile] = useState('');
  const [people, setPeople] = useState('1');
  const [error, setError] = useState('');
  const [described, setDescribed] = useState<{ words: string; tow: TowStation[] }>({ words: '', tow: [] });

  // The profile's vehicle fills the fields once it is known (the person may change them for this request).
  useEffect(() => {
    if (!start) return;
    setVehicle((v) =>
      v.registration || v.make_model || v.connector
        ? v
        : {
            registration: start.vehicle.registration || storage.get(storageKeys.vehicleNo) || '',
            make_model: start.vehicle.make_model,
            connector: start.vehicle.connector,
          },
    );
  }, [start]);

  const point = where.position ?? where.place;
  useEffect(() => {
    if (!point) return;
    let live = true;
    void describePlace(point.lat, point.lng, vehicle.connector).then((result) => {
      if (live && result.success && result.data)
        setDescribed({ words: placeWordsText(result.data.words, t, language), tow: result.data.tow_stations });
    });
    return () => {
      live = false;
    };
  }, [point?.lat, point?.lng, vehicle.connector, language]); // eslint-disable-line react-hooks/exhaustive-deps

  const body = {
    idempotency_key: key,
    position: where.position,
    place: where.place,
    landmark,
    problem: problem as Problem,
    vehicle,
    second_mobile: secondMobile,
    people: Number(people),
  };
  const smsHref = useMemo(
    () =>
      start
        ? smsFallbackLink(
            start.sms_number,
            smsFallbackBody({
              lat: point?.lat ?? null,
              lng: point?.lng ?? null,
              problem: (problem || 'other') as Problem,
              registration: vehicle.registration,
              landmark,
              words: described.words,
            }),
          )
        : '',
    [start, point?.lat, point?.lng, problem, vehicle.registration, landmark, described.words],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = assistanceRequestBody.safeParse(body);
    if (!parsed.success) return setError(t(parsed.error.issues[0]?.message ?? 'validation.invalidBody'));
    setError('');
    void send(body, described.words);
  };

  const sending = state.kind === 'sending';
  return (
    <div className="screen assist">
      <PageHeader title={t('assistance.heading')} />
      <main className="screen__body">
        <HelplineLink number={start?.helpline} />
        {state.kind === 'waiting' || waiting ? (
          <section className="card assist-waiting" role="status" aria-live="polite">
            <h2>{t('assistance.waitingForSignal')}</h2>
            <p>{t('assistance.waitingDetail')}</p>
            {smsHref && (
              <a className="button button--secondary" href={smsHref}>
                {t('assistance.smsFallback')}
              </a>
            )}
          </section>
        ) : null}
        <form className="card form assist-form" onSubmit={submit} noValidate>
          <p className="assist-intro">{t('assistance.intro')}</p>
          <WhereSection where={where} onChange={setWhere} words={described.words} />
          <label className="field">
            <span className="field__label">{t('assistance.landmarkLabel')}</span>
            <input
              className="field__input"
              value={landmark}
              placeholder={t('assistance.landmarkPlaceholder')}
              onChange={(e) => setLandmark(e.target.value)}
            />
          </label>
          <fieldset className="assist-section">
            <legend className="assist-section__title">{t('assistance.whatHeading')}</legend>
            <div className="assist-problems">
              {PROBLEMS.map((p) => (
                <label key={p} className={`assist-chip${problem === p ? ' assist-chip--on' : ''}`}>
                  <input type="radio" name="problem" value={p} checked={problem === p} onChange={() => setProblem(p)} />
                  <span>{t(`assistance.problems.${p}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className="assist-section">
            <legend className="assist-section__title">{t('assistance.vehicleHeading')}</legend>
            <label className="field">
              <span className="field__label">{t('assistance.registrationLabel')}</span>
              <input
                className="field__input"
                value={vehicle.registration}
                autoCapitalize="characters"
                onChange={(e) => setVehicle({ ...vehicle, registration: e.target.value })}
              />
            </label>
            <label className="field">
              <span className="field__label">{t('assistance.makeModelLabel')}</span>
              <input
                className="field__input"
                value={vehicle.make_model}
                onChange={(e) => setVehicle({ ...vehicle, make_model: e.target.value })}
              />
            </label>
            <label className="field">
              <span className="field__label">{t('assistance.connectorLabel')}</span>
              <select
                className="field__input"
                value={vehicle.connector}
                onChange={(e) => setVehicle({ ...vehicle, connector: e.target.value })}
              >
                <option value="">{t('assistance.connectorUnknown')}</option>
                {KNOWN_CONNECTORS.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </label>
          </fieldset>
          <fieldset className="assist-section">
            <legend className="assist-section__title">{t('assistance.whoHeading')}</legend>
            {start?.mobile && <p className="assist-note">{t('assistance.yourNumber', { mobile: start.mobile })}</p>}
            <label className="field">
              <span className="field__label">{t('assistance.secondMobileLabel')}</span>
              <input
                className="field__input"
                inputMode="numeric"
                maxLength={10}
                value={secondMobile}
                onChange={(e) => setSecondMobile(e.target.value.replace(/\D/g, ''))}
              />
            </label>
            <label className="field">
              <span className="field__label">{t('assistance.peopleLabel')}</span>
              <input
                className="field__input"
                type="number"
                inputMode="numeric"
                min={1}
                max={60}
                value={people}
                onChange={(e) => setPeople(e.target.value)}
              />
            </label>
          </fieldset>
          <TowList stations={described.tow} />
          {(error || state.kind === 'refused') && (
            <p className="form-error" role="alert">
              {error || (state.kind === 'refused' ? state.message : '')}
            </p>
          )}
          <button type="submit" className="button button--primary" disabled={sending}>
            {sending ? t('assistance.sending') : t('assistance.send')}
          </button>
          {smsHref && state.kind !== 'waiting' && (
            <a className="assist-sms" href={smsHref}>
              {t('assistance.smsFallback')}
            </a>
          )}
        </form>
      </main>
    </div>
  );
}
