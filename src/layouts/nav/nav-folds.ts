import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import type { NavGroup } from './visible-nav';

const STORAGE_KEY = 'navSections';

type Choices = Record<string, boolean>;

function readChoices(): Choices {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
      ),
    );
  } catch {
    return {};
  }
}

/**
 * Which navigation sections are open: what the user last chose in this browser, else the
 * section's default; the section holding the page being shown is open whatever was chosen, so
 * the current page is never hidden in a folded section.
 */
export function useNavFolds(): {
  isOpen: (group: NavGroup) => boolean;
  setOpen: (area: string, open: boolean) => void;
} {
  const [location] = useLocation();
  const [choices, setChoices] = useState(readChoices);
  const setOpen = useCallback((area: string, open: boolean) => {
    setChoices((current) => {
      const next = { ...current, [area]: open };
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      return next;
    });
  }, []);
  const isOpen = (group: NavGroup) =>
    group.links.some((link) => link.href === location) || (choices[group.area] ?? !group.folded);
  return { isOpen, setOpen };
}
