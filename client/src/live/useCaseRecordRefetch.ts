import type { CaseRecordKind } from '../gql/graphql';
import { CaseRecordEventsDocument } from '../gql/graphql';
import { useRefetchOnEvents } from './useRefetchOnEvents';

/**
 * A case's money records changed (by anyone, in any tab or browser): the named queries on screen
 * are read again when the record is of one of `kinds`.
 */
export function useCaseRecordRefetch(matterId: string, kinds: readonly CaseRecordKind[], queries: readonly string[]): void {
  useRefetchOnEvents(CaseRecordEventsDocument, (data) => data.caseRecordEvents, queries, {
    variables: { matterId },
    when: (event) => kinds.includes(event.kind),
  });
}
