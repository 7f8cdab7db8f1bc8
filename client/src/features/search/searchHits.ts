import type { SearchGroupFieldsFragment, SearchKind } from '../../gql/graphql';
import { formatDay } from '../../ui/format';

export type SearchHit = SearchGroupFieldsFragment['items'][number];

/** How long typing must pause before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 200;
/** Results asked per tab. */
export const SEARCH_RESULTS_PER_TAB = 10;
/** The server refuses longer queries. */
export const MAX_QUERY = 200;

export const SEARCH_TABS: ReadonlyArray<{ kind: SearchKind; label: string; field: 'tasks' | 'cases' | 'contacts' | 'documents'; noun: string }> = [
  { kind: 'TASKS', label: 'Tasks', field: 'tasks', noun: 'tasks' },
  { kind: 'CASES', label: 'Cases', field: 'cases', noun: 'cases' },
  { kind: 'CONTACTS', label: 'Contacts', field: 'contacts', noun: 'contacts' },
  { kind: 'DOCUMENTS', label: 'Documents', field: 'documents', noun: 'documents' },
];

/** Where a result opens. */
export function searchHitPath(hit: SearchHit): string {
  const q = encodeURIComponent(hit.title.text);
  switch (hit.kind) {
    case 'CASES':
      return `/cases/caseDetail?id=${encodeURIComponent(hit.id)}`;
    case 'CONTACTS':
      return `/contactsPage?id=${encodeURIComponent(hit.id)}`;
    case 'TASKS':
      // The Tasks screen, searched for the task: its card is the one shown.
      return `/tasks?q=${q}`;
    case 'DOCUMENTS':
      return `/document?q=${q}`;
  }
}

const DATE_NOTES: Record<SearchKind, string> = { TASKS: 'Due', CASES: 'Opened', DOCUMENTS: 'Received', CONTACTS: '' };

/** "Due Jan 15, 2030", "Opened Nov 22, 2026", "Received …"; tasks without a due date say so. */
export function dateNote(hit: SearchHit): string | null {
  if (!hit.date) return hit.kind === 'TASKS' ? 'No due date' : null;
  return `${DATE_NOTES[hit.kind]} ${formatDay(hit.date)}`;
}

export const countLabel = (count: number) => (count > 99 ? '99+' : String(count));
