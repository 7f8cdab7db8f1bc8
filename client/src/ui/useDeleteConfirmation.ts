import { useConfirmation } from './useConfirmation';

/**
 * "Delete X?" for a list's row menu: `ask(row)` opens the confirmation, and confirming runs
 * `remove` and says how it went ("X was deleted.", or `verb`: "removed"). Spread `dialog` into
 * <ConfirmDialog> with its title and message.
 */
export function useDeleteConfirmation<T extends { name: string }>(remove: (item: T) => Promise<unknown>, verb = 'deleted') {
  return useConfirmation(remove, verb);
}
