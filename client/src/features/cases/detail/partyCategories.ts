import type { PartyCategory } from '../../../gql/graphql';

/**
 * How each party category reads: on the case's party tabs, and in the insurance, medical and
 * settlement forms (which need the labels, not the case detail's tab list). The bundler keeps it
 * with the case detail page, so the shared page chunk still imports that page's chunk for it.
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
