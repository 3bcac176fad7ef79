import { useRef, type KeyboardEvent } from 'react';

/**
 * One choice among a few, as chips (an ARIA radio group): the checked chip is the one Tab stops
 * at, and the arrow keys move the choice along the row, wrapping at the ends.
 */
export function RadioChips<T extends string>({
  label,
  options,
  value,
  onChange,
  textOf,
  langOf,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  textOf: (option: T) => string;
  /** The language of an option's text, where it differs from the page's (a language's own name). */
  langOf?: (option: T) => string | undefined;
}) {
  const group = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent, index: number) => {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + options.length) % options.length;
    onChange(options[next]!);
    group.current?.querySelectorAll<HTMLButtonElement>('[role="radio"]')[next]?.focus();
  };
  return (
    <div ref={group} className="chips radio-chips" role="radiogroup" aria-label={label}>
      {options.map((option, i) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={option === value}
          tabIndex={option === value ? 0 : -1}
          className="chip chip--radio"
          lang={langOf?.(option)}
          onClick={() => onChange(option)}
          onKeyDown={(event) => move(event, i)}
        >
          {textOf(option)}
        </button>
      ))}
    </div>
  );
}
