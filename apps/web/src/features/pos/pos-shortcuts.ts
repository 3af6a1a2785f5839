import { msg } from '../../lib/i18n';

/** The POS keyboard shortcuts (issue 16), listed in its Keyboard shortcuts dialog (actions translated there). */
export const POS_SHORTCUTS: readonly { keys: string[]; action: string }[] = [
  { keys: ['/'], action: msg('Search items') },
  { keys: ['Enter'], action: msg('In the search: add the only matching item (or open its options)') },
  { keys: ['Esc'], action: msg('In the search: clear it (again: leave the search)') },
  { keys: ['Ctrl', 'K'], action: msg('Search pages') },
];

/** Keys typed into a field belong to that field, not to a page shortcut. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}
