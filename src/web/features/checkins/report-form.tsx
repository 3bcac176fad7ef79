import { useId, useRef, useState, type FormEvent } from 'react';
import { REPORT_KINDS, TEXT_MAX, type ReportKind } from '../../../domain/checkins/checkin-rules.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { CloseIcon } from '../../components/ui/icons.tsx';
import { Loader } from '../../components/ui/loader.tsx';
import { reportProblem } from './api/report-problem.ts';
import { connection } from '../../lib/connection-status.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { reportRequest, textLength, type FieldErrors, type ReportField } from './check-in-draft.ts';
import { TextField, describedBy } from './form-fields.tsx';

/**
 * 'Report a problem': what is wrong (wrong location, wrong connectors, closed for good, a
 * duplicate) and an optional note, checked with the API's schema. Reports go to the moderators'
 * list. What was typed stays while the page is open, through a refusal or a closed sheet.
 */
export function ReportForm({
  placeId,
  open,
  onClose,
  onSent,
}: {
  placeId: string;
  open: boolean;
  onClose: () => void;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<ReportKind | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors<ReportField>>({});
  const [refusal, setRefusal] = useState('');
  const [sending, setSending] = useState(false);
  const id = useId();
  const kindId = `${id}-kind`;
  const noteId = `${id}-note`;
  const form = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setRefusal('');
    const checked = reportRequest(kind, note);
    if (!checked.ok) {
      setErrors(checked.errors);
      form.current?.querySelector<HTMLElement>(`#${CSS.escape(checked.errors.kind ? kindId : noteId)}`)?.focus();
      return;
    }
    if (connection.noNetwork()) return setRefusal(t('pwa.needsNetwork'));
    setSending(true);
    const answer = await reportProblem(placeId, checked.body);
    setSending(false);
    if (!answer.success) return setRefusal(answer.message);
    setKind('');
    setNote('');
    setErrors({});
    onSent();
  };

  const count = textLength(note);
  return (
    <Dialog open={open} title={t('checkins.page.report')} onClose={onClose} className="dialog--sheet check-in-sheet">
      <button type="button" className="icon-button dialog__close" onClick={onClose} aria-label={t('common.close')}>
        <CloseIcon />
      </button>
      <form ref={form} onSubmit={(event) => void submit(event)} noValidate aria-busy={sending}>
        <fieldset className="check-in-sheet__outcomes" aria-describedby={describedBy(errors.kind && `${kindId}-error`)}>
          <legend className="check-in-sheet__question">{t('checkins.report.question')}</legend>
          {REPORT_KINDS.map((option, i) => (
            <label key={option} className={`choice${kind === option ? ' choice--selected' : ''}`}>
              <input
                type="radio"
                name={kindId}
                id={i === 0 ? kindId : undefined}
                value={option}
                checked={kind === option}
                onChange={() => {
                  setKind(option);
                  setErrors((e) => ({ ...e, kind: undefined }));
                }}
              />
              {t(`checkins.reportKinds.${option}`)}
            </label>
          ))}
          {errors.kind ? (
            <p id={`${kindId}-error`} className="field__error">
              {t(errors.kind)}
            </p>
          ) : null}
        </fieldset>
        <TextField
          id={noteId}
          label={t('checkins.report.note')}
          value={note}
          onChange={(value) => {
            setNote(value);
            setErrors((e) => ({ ...e, note: undefined }));
          }}
          error={errors.note}
          multiline
          counter={t('checkins.form.counter', { count, max: TEXT_MAX })}
          over={count > TEXT_MAX}
        />
        {errors.form ? <p className="field__error">{t(errors.form)}</p> : null}
        <div className="sheet__alert" role="alert">
          {refusal ? <p className="form-error">{refusal}</p> : null}
        </div>
        <div className="sheet__actions">
          <button type="submit" className="button button--primary" disabled={sending}>
            {t('checkins.report.send')}
          </button>
          {sending ? <Loader label={t('checkins.report.sending')} /> : null}
        </div>
      </form>
    </Dialog>
  );
}
