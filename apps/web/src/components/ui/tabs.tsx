import type { KeyboardEvent, ReactNode } from 'react';
import clsx from 'clsx';
import { focusRing } from '@/components/ui/button';

export type TabItem<Id extends string> = { id: Id; label: ReactNode };

/** The ids a tab and its panel share, so `aria-controls` and `aria-labelledby` meet. */
export const tabId = (base: string, id: string) => `${base}-${id}-tab`;
export const tabPanelId = (base: string, id: string) => `${base}-${id}-panel`;

type TabListProps<Id extends string> = {
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  /** The tablist's accessible name. */
  label: string;
  /** From `useId()`: the tabs are `tabId(idBase, id)`, their panels `tabPanelId(idBase, id)`. */
  idBase: string;
  /** When every tab shows the same panel element (its content changes), that element's id. */
  sharedPanelId?: string;
  className?: string;
  tabClassName: (isSelected: boolean) => string;
};

/**
 * One tablist for the whole app (WAI-ARIA tabs pattern): the selected tab is the one
 * Tab stop, Left/Right arrows move to the previous/next tab and select it (wrapping),
 * Home and End go to the first and last.
 */
export function TabList<Id extends string>({ tabs, selected, onSelect, label, idBase, sharedPanelId, className, tabClassName }: TabListProps<Id>) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index <= 0 ? last : index - 1, Home: 0, End: last }[event.key];
    const next = target === undefined ? undefined : tabs[target];
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    document.getElementById(tabId(idBase, next.id))?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className={className} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const isSelected = tab.id === selected;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabId(idBase, tab.id)}
            aria-selected={isSelected}
            aria-controls={sharedPanelId ?? tabPanelId(idBase, tab.id)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={clsx(focusRing, tabClassName(isSelected))}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
