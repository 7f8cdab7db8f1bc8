import type { AiSourceKind } from '../../gql/graphql';
import { caseDetailPath } from '../cases/matterFormat';

export interface AiSourceLink {
  kind: AiSourceKind;
  /** The record's id (for STATUTE, POLICY and MEDICAL: its case's). */
  id: string;
  label: string;
  matterId: string | null;
  day: string | null;
}

/**
 * Where a source of a reply opens: the record's own page, or the tab of its case that holds it. A
 * document opens in its case's Documents tab searched for its name (the app previews a document
 * only from its card, never by address); one of no case, on /document the same way.
 */
export function aiSourcePath(source: AiSourceLink): string {
  const id = encodeURIComponent(source.id);
  const caseId = source.matterId ? encodeURIComponent(source.matterId) : null;
  const q = encodeURIComponent(source.label);
  switch (source.kind) {
    case 'CASE':
      return caseDetailPath(id);
    case 'TASK':
      return caseId ? caseDetailPath(caseId, '/cases', 'task') : `/tasks?q=${q}`;
    case 'EVENT':
      return source.day ? `/officeCalendar?date=${encodeURIComponent(source.day)}` : '/officeCalendar';
    // Deadlines, policies and medical records: the record is their case.
    case 'STATUTE':
      return caseDetailPath(caseId ?? id, '/cases', 'deadlines');
    case 'POLICY':
      return caseDetailPath(caseId ?? id, '/cases', 'insurance');
    case 'MEDICAL':
      return caseDetailPath(caseId ?? id, '/cases', 'medical');
    case 'CONTACT':
      return `/contactsPage?id=${id}`;
    case 'DOCUMENT':
      return caseId ? `${caseDetailPath(caseId, '/cases', 'documents')}&q=${q}` : `/document?q=${q}`;
  }
}
