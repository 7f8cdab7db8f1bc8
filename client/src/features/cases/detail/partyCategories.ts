import type { PartyCategory } from '../../../gql/graphql';

/**
 * How each party category reads. Its own module (not caseTabs): the insurance and medical dialogs
 * use it from the shared page chunk, which must not import the case detail page's chunk.
 */
export const CATEGORY_LABELS: Record<PartyCategory, string> = {
  PLAINTIFF: 'Plaintiff',
  OTHER_PLAINTIFF: 'Other Plaintiff',
  PLAINTIFF_CONTACT: 'Plaintiff Contact',
  COUNTER_CLAIM: 'Counter Claim',
  DEFENDANT: 'Defendant',
  NON_PARTY_CONTACT: 'Non-Party Contact',
  THIRD_PARTY_ACTION: 'Third Party Action',
};
