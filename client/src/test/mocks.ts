import type { MockLink } from '@apollo/client/testing';
import type { DocumentNode } from 'graphql';
import { CaseRecordEventsDocument, InvoiceUpdatesDocument, UtbmsCodesDocument, type CaseRecordKind } from '../gql/graphql';
import { TEST_LIVE_CURSOR } from './render';

/** Answers every request of `query`, whatever its variables, with `result`. */
export const always = (query: DocumentNode, result: object): MockLink.MockedResponse => ({ request: { query, variables: () => true }, result, maxUsageCount: Number.POSITIVE_INFINITY });

/** Answers `query` with `result`, keeping what each request sent (its `input`, else its variables) in `into`. */
export const capture = (query: DocumentNode, into: unknown[], result: object): MockLink.MockedResponse => ({
  request: {
    query,
    variables: (variables: Record<string, unknown>) => {
      into.push(variables.input ?? variables);
      return true;
    },
  },
  result,
  maxUsageCount: Number.POSITIVE_INFINITY,
});

/** The server's BAD_USER_INPUT answer: every field's message at once. */
export const refusedFields = (fields: Record<string, string>) => ({
  errors: [{ message: 'Some fields are not valid.', extensions: { code: 'BAD_USER_INPUT', fields: Object.entries(fields).map(([field, message]) => ({ field, messages: [message] })) } }],
});

/** The server's answer to an edit over an old version. */
export const conflict = (message: string) => ({ errors: [{ message, extensions: { code: 'CONFLICT' } }] });

/** A case's live events, subscribed to but never arriving (a screen that listens, in a test about something else). */
export const noCaseEvents: MockLink.MockedResponse = { request: { query: CaseRecordEventsDocument, variables: () => true }, delay: Number.POSITIVE_INFINITY, maxUsageCount: Number.POSITIVE_INFINITY };

/** One live event of a case: `kind` of record `recordId` changed. */
export const caseEvent = (cursor: string, kind: CaseRecordKind, recordId: string, matterId = 'm1'): MockLink.MockedResponse => ({
  request: { query: CaseRecordEventsDocument, variables: { matterId, after: TEST_LIVE_CURSOR } },
  result: { data: { caseRecordEvents: { __typename: 'CaseRecordEvent', cursor, matterId, kind, change: 'CHANGED', recordId } } },
  delay: 100,
});

/** Invoice events, subscribed to but never arriving. */
export const noInvoiceEvents: MockLink.MockedResponse = { request: { query: InvoiceUpdatesDocument, variables: () => true }, delay: Number.POSITIVE_INFINITY, maxUsageCount: Number.POSITIVE_INFINITY };

/** One live invoice event: someone else `change`d invoice `invoiceId` (a payment: PAID). */
export const invoiceEvent = (cursor: string, invoiceId: string, change = 'PAID'): MockLink.MockedResponse => ({
  request: { query: InvoiceUpdatesDocument, variables: { after: TEST_LIVE_CURSOR } },
  result: { data: { invoiceUpdates: { __typename: 'InvoiceUpdate', cursor, invoiceId, change } } },
  delay: 100,
});

/** Some of the ABA UTBMS codes, as the server lists them for the invoice lines' pickers. */
export const utbmsCodes: MockLink.MockedResponse = always(UtbmsCodesDocument, {
  data: {
    utbmsCodes: {
      __typename: 'UtbmsCodeSets',
      tasks: [
        { __typename: 'UtbmsCode', code: 'L110', name: 'Fact Investigation/Development' },
        { __typename: 'UtbmsCode', code: 'L120', name: 'Analysis/Strategy' },
        { __typename: 'UtbmsCode', code: 'L330', name: 'Depositions' },
      ],
      activities: [
        { __typename: 'UtbmsCode', code: 'A101', name: 'Plan and prepare for' },
        { __typename: 'UtbmsCode', code: 'A103', name: 'Draft/revise' },
        { __typename: 'UtbmsCode', code: 'A104', name: 'Review/analyze' },
      ],
    },
  },
});
