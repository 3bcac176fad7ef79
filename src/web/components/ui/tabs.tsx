import { useRef, type KeyboardEvent } from 'react';

const KEY_STEPS: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index) => index + 1,
  ArrowLeft: (index) => index - 1,
  Home: () => 0,
  End: (_index, last) => last,
};

/**
 * An ARIA tablist (the tabs pattern): only the selected tab is in the Tab order, and arrow keys,
 * Home and End move the focus and open the tab reached. The panels stay with the caller; the
 * ids tie each tab to its panel.
 */
export function Tabs<T extends string>({
  tabs,
  selected,
  onSelect,
  label,
  className,
  tabClassName,
  tabId,
  panelId,
  textOf,
}: {
  tabs: readonly T[];
  selected: T;
  onSelect: (tab: T) => void;
  label: string;
  className: string;
  tabClassName: string;
  tabId: (tab: T) => string;
  panelId: (tab: T) => string;
  textOf: (tab: T) => string;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    // Count from the focused tab, so a second key press before the re-render still moves on.
    const focused = buttons.current.indexOf(event.target as HTMLButtonElement);
    const from = focused >= 0 ? focused : tabs.indexOf(selected);
    const next = (step(from, tabs.length - 1) + tabs.length) % tabs.length;
    buttons.current[next]?.focus();
    onSelect(tabs[next]!);
  };

  return (
    <div role="tablist" aria-label={label} className={className} onKeyDown={onKeyDown}>
      {tabs.map((tab, index) => (
        <button
          key={tab}
          ref={(node) => {
            buttons.current[index] = node;
          }}
          type="button"
          role="tab"
          id={tabId(tab)}
          aria-selected={tab === selected}
          aria-controls={panelId(tab)}
          tabIndex={tab === selected ? 0 : -1}
          className={tabClassName}
          onClick={() => onSelect(tab)}
        >
          {textOf(tab)}
        </button>
      ))}
    </div>
  );
}
