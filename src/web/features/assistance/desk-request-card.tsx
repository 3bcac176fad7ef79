import { useState } from 'react';
import type { DeskRequestView } from '../../../domain/assistance/assistance-api.ts';
import type { DeskActionBody } from '../../../domain/assistance/assistance-request.schema.ts';
import { placeWordsText } from '../../../domain/assistance/place-words-text.ts';
import { useLanguage, useTranslation } from '../../lib/i18n.ts';
import { mapsDirectionsUrl } from '../../lib/maps-links.ts';

/** One open request on the desk: who, where, what, the vehicle; the actions its status allows. */
export function DeskRequestCard({
  request,
  now,
  act,
}: {
  request: DeskRequestView;
  now: number;
  act: (body: DeskActionBody) => Promise<void>;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [helper, setHelper] = useState({ name: '', mobile: '', vehicle: '' });
  const [eta, setEta] = useState('30');
  const v = request.version;
  const words = placeWordsText(request.where.words, t, language);
  const age = Math.max(0, Math.round((now - request.created_at) / 60_000));
  const can = (a: string) => request.actions.includes(a as DeskRequestView['actions'][number]);
  const idBase = `desk-${request.id}`;
  return (
    <article className="card assist-card" aria-labelledby={`${idBase}-title`} data-request={request.number}>
      <h2 id={`${idBase}-title`}>
        {request.number} · {t(`assistance.statuses.${request.status}`)}
      </h2>
      <p className="assist-note">{t('assistance.desk.age', { minutes: age })}</p>
      <p className="assist-words">
        {words || t('assistance.coordinates', { lat: request.where.lat.toFixed(5), lng: request.where.lng.toFixed(5) })}
      </p>
      <p className="assist-note">
        {t('assistance.coordinates', { lat: request.where.lat.toFixed(5), lng: request.where.lng.toFixed(5) })}
        {request.where.accuracy_m !== null ? ` ± ${request.where.accuracy_m} m` : ''}
        {request.where.place_label ? ` · ${request.where.place_label}` : ''}
        {request.where.landmark ? ` · ${request.where.landmark}` : ''}{' '}
        <a href={mapsDirectionsUrl(request.where)} target="_blank" rel="noreferrer">
          {t('assistance.openMap')}
        </a>
      </p>
      <p>
        <strong>{t(`assistance.problems.${request.problem}`)}</strong> · {request.vehicle.make_model || '—'} ·{' '}
        {request.vehicle.registration || '—'} · {request.vehicle.connector || t('assistance.connectorUnknown')}
      </p>
      <p className="assist-note">
        <a href={`tel:${request.mobile}`}>{t('assistance.desk.mobile', { mobile: request.mobile })}</a>
        {request.second_mobile && <> · {t('assistance.desk.secondMobile', { mobile: request.second_mobile })}</>} ·{' '}
        {t('assistance.desk.people', { people: request.people })}
      </p>
      {request.partner_state === 'pending' && <p className="form-error">{t('assistance.desk.partnerPending')}</p>}
      {request.partner_state === 'failed' && <p className="form-error">{t('assistance.desk.partnerFailed')}</p>}
      {request.helper && (
        <p className="assist-note assist-note--strong">
          {t('assistance.helperLine', { name: request.helper.name, vehicle: request.helper.vehicle })}
        </p>
      )}
      {can('assign') && (
        <div className="assist-actions">
          <label className="field">
            <span className="field__label">{t('assistance.desk.helperName')}</span>
            <input
              className="field__input"
              value={helper.name}
              onChange={(e) => setHelper({ ...helper, name: e.target.value })}
            />
          </label>
          <label className="field">
            <span className="field__label">{t('assistance.desk.helperMobile')}</span>
            <input
              className="field__input"
              inputMode="numeric"
              maxLength={10}
              value={helper.mobile}
              onChange={(e) => setHelper({ ...helper, mobile: e.target.value.replace(/\D/g, '') })}
            />
          </label>
          <label className="field">
            <span className="field__label">{t('assistance.desk.helperVehicle')}</span>
            <input
              className="field__input"
              value={helper.vehicle}
              onChange={(e) => setHelper({ ...helper, vehicle: e.target.value })}
            />
          </label>
          <button
            type="button"
            className="button button--primary"
            onClick={() =>
              void act({
                version: v,
                action: 'assign',
                helper_name: helper.name,
                helper_mobile: helper.mobile,
                helper_vehicle: helper.vehicle,
              })
            }
          >
            {t('assistance.desk.assign')}
          </button>
        </div>
      )}
      {(can('on_the_way') || can('eta')) && (
        <div className="assist-actions">
          <label className="field">
            <span className="field__label">{t('assistance.desk.etaMinutes')}</span>
            <input
              className="field__input"
              type="number"
              min={1}
              max={1440}
              value={eta}
              onChange={(e) => setEta(e.target.value)}
            />
          </label>
          {can('on_the_way') && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void act({ version: v, action: 'on_the_way', eta_minutes: Number(eta) })}
            >
              {t('assistance.desk.onTheWay')}
            </button>
          )}
          {can('eta') && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void act({ version: v, action: 'eta', eta_minutes: Number(eta) })}
            >
              {t('assistance.desk.setEta')}
            </button>
          )}
        </div>
      )}
      <div className="assist-actions">
        {can('arrived') && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void act({ version: v, action: 'arrived' })}
          >
            {t('assistance.desk.arrived')}
          </button>
        )}
        {can('done') && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => void act({ version: v, action: 'done' })}
          >
            {t('assistance.desk.done')}
          </button>
        )}
        {can('cancel') && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void act({ version: v, action: 'cancel' })}
          >
            {t('assistance.desk.cancel')}
          </button>
        )}
      </div>
      {request.tow_stations.length > 0 && (
        <ul className="assist-tow">
          {request.tow_stations.map((s) => (
            <li key={s.place_id}>
              <span className="assist-tow__name">
                {s.name} · {t('assistance.kmAway', { km: s.km })}
                {request.tow_station?.place_id === s.place_id ? ' ✓' : ''}
              </span>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void act({ version: v, action: 'tow', tow_station_id: s.place_id })}
              >
                {t('assistance.desk.towTo')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <details>
        <summary>{t('assistance.desk.log')}</summary>
        <ol className="assist-log">
          {request.events.map((e, i) => (
            <li key={i}>
              {new Date(e.at).toISOString().slice(11, 16)} · {t(`assistance.statuses.${e.status}`)} ·{' '}
              {t(`assistance.desk.by.${e.by}`)}
              {e.note ? ` · ${e.note}` : ''}
            </li>
          ))}
        </ol>
      </details>
    </article>
  );
}
