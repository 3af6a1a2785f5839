/** The POS keyboard shortcuts (issue 16), listed in its Keyboard shortcuts dialog. */
export const POS_SHORTCUTS: readonly { keys: string[]; action: string }[] = [
  { keys: ['/'], action: 'Search items' },
  { keys: ['Enter'], action: 'In the search: add the only matching item (or open its options)' },
  { keys: ['Esc'], action: 'In the search: clear it (again: leave the search)' },
  { keys: ['Ctrl', 'K'], action: 'Search pages' },
];

/** Keys typed into a field belong to that field, not to a page shortcut. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}
