/**
 * The input half's ARIA: a combobox that owns the list and, while the list shows, points at the
 * highlighted option. Spread it on the <input>.
 */
export function comboboxAria(id: string, expanded: boolean, active: number) {
  return {
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': expanded,
    'aria-controls': `${id}-list`,
    'aria-activedescendant': expanded && active >= 0 ? `${id}-option-${active}` : undefined,
  } as const;
}

/**
 * ArrowDown and ArrowUp move the highlight through `count` options, wrapping at either end, and
 * open the list. Returns whether the key was one of them (the caller then handles no other).
 */
export function moveHighlight(
  event: { key: string; preventDefault(): void },
  count: number,
  setActive: (update: (index: number) => number) => void,
  open: () => void,
): boolean {
  if ((event.key !== 'ArrowDown' && event.key !== 'ArrowUp') || count === 0) return false;
  event.preventDefault();
  open();
  setActive(
    event.key === 'ArrowDown' ? (index) => (index + 1) % count : (index) => (index <= 0 ? count - 1 : index - 1),
  );
  return true;
}

/**
 * The listbox half of an ARIA combobox: options with ids for aria-activedescendant, the active
 * one marked, picked on mouse down (before the input's blur closes the list).
 */
export function SuggestionList<T>({
  id,
  label,
  items,
  active,
  hidden,
  keyOf,
  textOf,
  onPick,
}: {
  id: string;
  label: string;
  items: readonly T[];
  active: number;
  hidden: boolean;
  keyOf: (item: T) => string;
  textOf: (item: T) => string;
  onPick: (item: T) => void;
}) {
  return (
    <ul id={`${id}-list`} role="listbox" aria-label={label} className="autocomplete__list" hidden={hidden}>
      {items.map((item, index) => (
        <li
          key={keyOf(item)}
          id={`${id}-option-${index}`}
          role="option"
          aria-selected={index === active}
          className={`autocomplete__option${index === active ? ' autocomplete__option--active' : ''}`}
          onMouseDown={(event) => {
            event.preventDefault();
            onPick(item);
          }}
        >
          {textOf(item)}
        </li>
      ))}
    </ul>
  );
}
