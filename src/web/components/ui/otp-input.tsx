import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { OTP_LENGTH } from '../../../domain/user/user-rules.ts';

/**
 * Four one-digit boxes. Typing moves to the next box, Backspace to the previous one, and pasting
 * (or an SMS autofill of) a 4-digit code fills them all. `onComplete` fires when the 4th digit lands.
 */
export function OtpInput({
  value,
  onChange,
  onComplete,
  disabled,
  labelledBy,
}: {
  value: string;
  onChange: (value: string) => void;
  onComplete: (code: string) => void;
  disabled?: boolean;
  labelledBy?: string;
}) {
  const { t } = useTranslation();
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const digits = Array.from({ length: OTP_LENGTH }, (_, i) => value[i] ?? '');

  const setCode = (code: string, focusIndex: number) => {
    onChange(code);
    boxes.current[Math.min(focusIndex, OTP_LENGTH - 1)]?.focus();
    if (code.length === OTP_LENGTH && /^\d+$/.test(code)) onComplete(code);
  };

  const handleInput = (index: number, raw: string) => {
    const typed = raw.replace(/\D/g, '');
    if (typed.length > 1) {
      // Autofill or a fast typist: spread the digits from this box onwards.
      const code = (value.slice(0, index) + typed).slice(0, OTP_LENGTH);
      return setCode(code, code.length);
    }
    const next = digits.slice();
    next[index] = typed;
    const code = next.join('').slice(0, OTP_LENGTH);
    setCode(code, typed ? index + 1 : index);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = digits.slice();
      next[index - 1] = '';
      onChange(next.join(''));
      boxes.current[index - 1]?.focus();
    } else if (event.key === 'ArrowLeft' && index > 0) {
      boxes.current[index - 1]?.focus();
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      boxes.current[index + 1]?.focus();
    }
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, OTP_LENGTH);
    if (!pasted) return;
    event.preventDefault();
    setCode(pasted, pasted.length);
  };

  return (
    <div className="otp-input" role="group" aria-labelledby={labelledBy}>
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(el) => {
            boxes.current[index] = el;
          }}
          className="otp-input__box"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={index === 0 ? OTP_LENGTH : 1}
          value={digit}
          disabled={disabled}
          aria-label={t('otp.digitLabel', { n: index + 1 })}
          autoFocus={index === 0}
          onChange={(event) => handleInput(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={handlePaste}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
