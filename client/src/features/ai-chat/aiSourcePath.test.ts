import type { AiSourceKind } from '../../gql/graphql';
import { aiSourcePath, type AiSourceLink } from './aiSourcePath';

const source = (kind: AiSourceKind, changes: Partial<AiSourceLink> = {}): AiSourceLink => ({ kind, id: 'r1', label: 'Record', matterId: null, day: null, ...changes });

describe('aiSourcePath', () => {
  it.each<[string, AiSourceLink, string]>([
    ['a case: its page', source('CASE', { id: 'm1', label: 'Bell v. Harmon (2026-0002)', matterId: 'm1' }), '/cases/caseDetail?id=m1'],
    ["a task of a case: the case's Tasks tab", source('TASK', { id: 't1', label: 'Call the adjuster', matterId: 'm1', day: '2026-12-01' }), '/cases/caseDetail?id=m1&tab=task'],
    ['a task of no case: the Tasks screen searched for it', source('TASK', { id: 't1', label: 'Order toner & paper' }), '/tasks?q=Order%20toner%20%26%20paper'],
    ['an event: the calendar on its day', source('EVENT', { id: 'e1', label: 'Deposition', matterId: 'm1', day: '2026-12-03' }), '/officeCalendar?date=2026-12-03'],
    ['an event without a day: the calendar', source('EVENT', { id: 'e1', label: 'Deposition' }), '/officeCalendar'],
    ["a statute: the case's Deadlines tab", source('STATUTE', { id: 'm1', matterId: 'm1' }), '/cases/caseDetail?id=m1&tab=deadlines'],
    ["a policy: the case's Insurance tab", source('POLICY', { id: 'm1', matterId: 'm1' }), '/cases/caseDetail?id=m1&tab=insurance'],
    ["medical records: the case's Medical tab", source('MEDICAL', { id: 'm1', matterId: 'm1' }), '/cases/caseDetail?id=m1&tab=medical'],
    ['medical records naming the case only by id', source('MEDICAL', { id: 'm2' }), '/cases/caseDetail?id=m2&tab=medical'],
    ['a contact: its page', source('CONTACT', { id: 'c1', label: 'Dana Whitfield' }), '/contactsPage?id=c1'],
    ["a document of a case: the case's Documents tab searched for it", source('DOCUMENT', { id: 'd1', label: 'Police report.pdf', matterId: 'm1' }), '/cases/caseDetail?id=m1&tab=documents&q=Police%20report.pdf'],
    ['a firm-wide document: /document searched for it', source('DOCUMENT', { id: 'd1', label: 'Firm handbook.pdf' }), '/document?q=Firm%20handbook.pdf'],
  ])('opens %s', (_, given, path) => {
    expect(aiSourcePath(given)).toBe(path);
  });
});
