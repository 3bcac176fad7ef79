import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { CheckInCreated, StationDetails } from '../../../domain/checkins/checkin-api.ts';
import { OUTCOMES, TEXT_MAX, type Outcome } from '../../../domain/checkins/checkin-rules.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { CloseIcon } from '../../components/ui/icons.tsx';
import { Loader } from '../../components/ui/loader.tsx';
import { checkIn } from './api/check-in.ts';
import { connection } from '../../lib/connection-status.ts';
import { useTranslation } from '../../lib/i18n.ts';
import {
  EMPTY_DRAFT,
  checkInDrafts,
  checkInRequest,
  connectorChoices,
  takesFigures,
  textLength,
  type CheckInDraft,
  type CheckInField,
  type FieldErrors,
} from './check-in-draft.ts';
import { TextField, describedBy } from './form-fields.tsx';

/**
 * The check-in sheet. Two taps: 'Check in' opens it, and an outcome sends it at once. 'Add
 * details (optional)' opens the connector, the power and price seen (for 'Charged' only: the
 * schema refuses them otherwise) and a comment; the outcome is then chosen and 'Send check-in'
 * sends. Checked with the API's schema first; the server's refusals (limits, a ban) show in the
 * sheet's alert and nothing typed is lost: the draft is kept per station in sessionStorage.
 */
export function CheckInForm({
  station,
  open,
  onClose,
  onAdded,
}: {
  station: StationDetails;
  open: boolean;
  onClose: () => void;
  onAdded: (created: CheckInCreated) => void;
}) {
  const { t } = useTranslation();
  const placeId = station.place_id;
  const [draft, setDraft] = useState<CheckInDraft>(() => checkInDrafts.get(placeId));
  const [errors, setErrors] = useState<FieldErrors<CheckInField>>({});
  const [refusal, setRefusal] = useState('');
  const [sending, setSending] = useState(false);
  const id = useId();
  const ids = {
    outcome: `${id}-outcome`,
    connector: `${id}-connector`,
    kw: `${id}-kw`,
    price: `${id}-price`,
    comment: `${id}-comment`,
    details: `${id}-details`,
    figures: `${id}-figures`,
  };
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => checkInDrafts.set(placeId, { ...draft, open }), [placeId, draft, open]);

  const change = (patch: Partial<CheckInDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors((e) => {
      const next = { ...e, form: undefined };
      for (const key of Object.keys(patch)) delete next[key as CheckInField];
      return next;
    });
  };

  const send = async (outcome: Outcome | '') => {
    if (sending) return;
    setRefusal('');
    const checked = checkInRequest(draft, outcome);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = (['outcome', 'connector', 'kw', 'price', 'comment'] as const).find(
        (field) => checked.errors[field],
      );
      if (first && first !== 'outcome') setDraft((d) => ({ ...d, outcome, details: true }));
      // Focus the first field to fix, once it is drawn.
      requestAnimationFrame(() =>
        (first ? form.current?.querySelector<HTMLElement>(`#${CSS.escape(ids[first])}`) : null)?.focus(),
      );
      return;
    }
    setDraft((d) => ({ ...d, outcome }));
    if (connection.noNetwork()) return setRefusal(t('pwa.needsNetwork'));
    setSending(true);
    const answer = await checkIn(placeId, checked.body);
    setSending(false);
    if (answer.success && answer.data) {
      setDraft(EMPTY_DRAFT);
      setErrors({});
      checkInDrafts.clear(placeId);
      onAdded(answer.data);
    } else setRefusal(answer.message);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(draft.outcome);
  };

  const figures = takesFigures(draft.outcome);
  const connectors = connectorChoices(station.connectors);
  const count = textLength(draft.comment);
  return (
    <Dialog open={open} title={t('checkins.page.checkIn')} onClose={onClose} className="dialog--sheet check-in-sheet">
      <button type="button" className="icon-button dialog__close" onClick={onClose} aria-label={t('common.close')}>
        <CloseIcon />
      </button>
      <form ref={form} onSubmit={submit} noValidate aria-busy={sending}>
        <fieldset
          className="check-in-sheet__outcomes"
          aria-describedby={describedBy(errors.outcome && `${ids.outcome}-error`)}
        >
          <legend className="check-in-sheet__question">{t('checkins.form.question')}</legend>
          {draft.details ? (
            OUTCOMES.map((outcome, i) => (
              <label
                key={outcome}
                className={`choice outcome-choice outcome-choice--${outcome}${draft.outcome === outcome ? ' choice--selected' : ''}`}
              >
                <input
                  type="radio"
                  name={ids.outcome}
                  id={i === 0 ? ids.outcome : undefined}
                  value={outcome}
                  checked={draft.outcome === outcome}
                  onChange={() => change({ outcome })}
                />
                {t(`checkins.outcomes.${outcome}`)}
              </label>
            ))
          ) : (
            <>
              <p className="check-in-sheet__hint">{t('checkins.form.quickHint')}</p>
              <div className="outcome-buttons">
                {OUTCOMES.map((outcome) => (
                  <button
                    key={outcome}
                    type="button"
                    className={`outcome-button outcome-button--${outcome}`}
                    disabled={sending}
                    onClick={() => void send(outcome)}
                  >
                    {t(`checkins.outcomes.${outcome}`)}
                  </button>
                ))}
              </div>
            </>
          )}
          {errors.outcome ? (
            <p id={`${ids.outcome}-error`} className="field__error">
              {t(errors.outcome)}
            </p>
          ) : null}
        </fieldset>
        <button
          type="button"
          className="link-button check-in-sheet__disclosure"
          aria-expanded={draft.details}
          aria-controls={ids.details}
          onClick={() => change({ details: !draft.details })}
        >
          {t('checkins.form.details')}
        </button>
        <div id={ids.details} hidden={!draft.details} className="check-in-sheet__details">
          <label className="field__label" htmlFor={ids.connector}>
            {t('checkins.form.connector')}
          </label>
          <div className={`field${errors.connector ? ' field--invalid' : ''}`}>
            <select
              id={ids.connector}
              className="field__input"
              value={draft.connector}
              onChange={(event) => change({ connector: event.target.value })}
              aria-invalid={errors.connector ? true : undefined}
              aria-describedby={describedBy(errors.connector && `${ids.connector}-error`)}
            >
              <option value="">{t('checkins.form.connectorNone')}</option>
              {connectors.station.length ? (
                <optgroup label={t('checkins.form.atStation')}>
                  {connectors.station.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </optgroup>
              ) : null}
              <optgroup label={t('checkins.form.otherConnectors')}>
                {connectors.others.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </optgroup>
            </select>
          </div>
          {errors.connector ? (
            <p id={`${ids.connector}-error`} className="field__error">
              {t(errors.connector)}
            </p>
          ) : null}
          <TextField
            id={ids.kw}
            label={t('checkins.form.kw')}
            value={draft.kw}
            onChange={(kw) => change({ kw })}
            error={errors.kw}
            disabled={!figures}
            hintId={figures ? undefined : ids.figures}
            inputMode="decimal"
          />
          <TextField
            id={ids.price}
            label={t('checkins.form.price')}
            value={draft.price}
            onChange={(price) => change({ price })}
            error={errors.price}
            disabled={!figures}
            hintId={figures ? undefined : ids.figures}
            inputMode="decimal"
          />
          {figures ? null : (
            <p id={ids.figures} className="form__note">
              {t('checkins.form.onlyCharged')}
            </p>
          )}
          <TextField
            id={ids.comment}
            label={t('checkins.form.comment')}
            value={draft.comment}
            onChange={(comment) => change({ comment })}
            error={errors.comment}
            multiline
            counter={t('checkins.form.counter', { count, max: TEXT_MAX })}
            over={count > TEXT_MAX}
          />
        </div>
        {errors.form ? <p className="field__error">{t(errors.form)}</p> : null}
        <div className="sheet__alert" role="alert">
          {refusal ? <p className="form-error">{refusal}</p> : null}
        </div>
        <div className="sheet__actions">
          {draft.details ? (
            <button type="submit" className="button button--primary" disabled={sending}>
              {t('checkins.form.send')}
            </button>
          ) : null}
          {sending ? <Loader label={t('checkins.form.sending')} /> : null}
        </div>
      </form>
    </Dialog>
  );
}
