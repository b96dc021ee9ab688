import type { KeyboardEvent } from 'react';

/**
 * Groups of option buttons (role="radio" in a role="radiogroup") behave as the platform's radio groups
 * (WAI-ARIA radio group pattern): one tab stop — the chosen option, else the first — and the arrow keys
 * move to and choose the next or previous option, wrapping; Home and End go to the first and last. In
 * right-to-left pages the left arrow goes forward.
 */
export function radioKeyTarget(key: string, index: number, count: number, rtl: boolean): number | null {
  if (count <= 0) return null;
  const forward = key === 'ArrowDown' || key === (rtl ? 'ArrowLeft' : 'ArrowRight');
  const back = key === 'ArrowUp' || key === (rtl ? 'ArrowRight' : 'ArrowLeft');
  if (forward) return (index + 1) % count;
  if (back) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** The option that is the group's one tab stop. */
export function radioTabIndex(index: number, chosen: number | null): 0 | -1 {
  return (chosen === null ? index === 0 : index === chosen) ? 0 : -1;
}

/** A radio option's keydown: moves focus to the target option and chooses it. */
export function onRadioKeyDown(event: KeyboardEvent<HTMLElement>, index: number, choose: (index: number) => void) {
  const group = event.currentTarget.closest('[role="radiogroup"]');
  if (!group) return;
  const radios = [...group.querySelectorAll<HTMLElement>('[role="radio"]')];
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  const target = radioKeyTarget(event.key, index, radios.length, rtl);
  if (target === null) return;
  event.preventDefault();
  radios[target]?.focus();
  choose(target);
}
