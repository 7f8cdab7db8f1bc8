import type { PartyCategory } from '../../../gql/graphql';

/** The case detail tabs (spec 2.7), in order, with the key kept in `?tab=`. */
export const CASE_TABS = [
  { value: 'summary', label: 'Summary' },
  { value: 'allCaseContacts', label: 'All Case Contacts' },
  { value: 'incident', label: 'Incident' },
  { value: 'calendar', label: 'Calendar' },
  { value: 'task', label: 'Tasks' },
  { value: 'deadlines', label: 'Deadlines' },
  { value: 'notes', label: 'Notes' },
  { value: 'documents', label: 'Documents' },
  { value: 'emails', label: 'Emails' },
  { value: 'plaintiff', label: 'Plaintiff' },
  { value: 'defendant', label: 'Defendant' },
  { value: 'insurance', label: 'Insurance' },
  { value: 'medical', label: 'Medical' },
  { value: 'costs', label: 'Costs' },
  { value: 'settlement', label: 'Settlement' },
] as const;
export type CaseTab = (typeof CASE_TABS)[number]['value'];

/** /caseBrowse/caseDetail/{subpage} (spec 2.2) opens the matching tab. */
const SUBPAGE_TABS: Record<string, CaseTab> = {
  summary: 'summary',
  allCaseContacts: 'allCaseContacts',
  incident: 'incident',
  calendar: 'calendar',
  tasks: 'task',
  notes: 'notes',
  caseDetailDocument: 'documents',
  emails: 'emails',
};

export interface PartySubTab {
  value: string;
  category: PartyCategory;
  heading: string;
  addLabel: string;
  exportLabel: string;
  /** Which table layout the sub-tab uses. */
  table: 'plaintiff' | 'party' | 'nonParty';
}

export const PLAINTIFF_SUB_TABS: readonly PartySubTab[] = [
  { value: 'plaintiffs', category: 'PLAINTIFF', heading: 'Plaintiffs', addLabel: 'Add New Plaintiff', exportLabel: 'Export Plaintiffs', table: 'plaintiff' },
  { value: 'otherPlaintiffs', category: 'OTHER_PLAINTIFF', heading: 'Other Plaintiffs', addLabel: 'Add Other Plaintiff', exportLabel: 'Export Other Plaintiffs', table: 'plaintiff' },
  { value: 'plaintiffContacts', category: 'PLAINTIFF_CONTACT', heading: 'Plaintiff Contacts', addLabel: 'Add New Contact', exportLabel: 'Export Contacts', table: 'plaintiff' },
  { value: 'counterClaims', category: 'COUNTER_CLAIM', heading: 'Counter Claims', addLabel: 'Add Counter Claim', exportLabel: 'Export Counter Claims', table: 'plaintiff' },
];

export const DEFENDANT_SUB_TABS: readonly PartySubTab[] = [
  { value: 'defendants', category: 'DEFENDANT', heading: 'Defendant', addLabel: 'Add New Defendant', exportLabel: 'Export', table: 'party' },
  { value: 'nonPartyContacts', category: 'NON_PARTY_CONTACT', heading: 'Non-Party Contacts', addLabel: 'Add Non-Party Contact', exportLabel: 'Export', table: 'nonParty' },
  { value: 'thirdPartyAction', category: 'THIRD_PARTY_ACTION', heading: 'Third Party Action', addLabel: 'Add Third Party Action', exportLabel: 'Export', table: 'party' },
];

/** The tab to show: a valid `?tab=`, else the sub-page of the path, else Summary. */
export function tabOf(pathname: string, params: URLSearchParams): CaseTab {
  const asked = params.get('tab');
  const valid = CASE_TABS.find((tab) => tab.value === asked);
  if (valid) return valid.value;
  const subpage = pathname.match(/\/caseDetail\/([^/]+)$/)?.[1];
  return (subpage && SUBPAGE_TABS[subpage]) || 'summary';
}

/** The party sub-tab: read from `?subTab=` only on its own tab and when valid, else the first. */
export function partySubTabOf(tab: CaseTab, params: URLSearchParams): PartySubTab | null {
  const options = tab === 'plaintiff' ? PLAINTIFF_SUB_TABS : tab === 'defendant' ? DEFENDANT_SUB_TABS : null;
  if (!options) return null;
  return options.find((option) => option.value === params.get('subTab')) ?? options[0]!;
}

/** The Medical tab's sub-tabs in `?subTab=`: Treatment & Bills (absent or `bills`), Liens, Lost Wages & Damages. */
export const MEDICAL_SUB_TABS = [
  { value: 'bills', label: 'Treatment & Bills' },
  { value: 'liens', label: 'Liens' },
  { value: 'damages', label: 'Lost Wages & Damages' },
] as const;
export type MedicalSubTab = (typeof MEDICAL_SUB_TABS)[number]['value'];

/** The Medical sub-tab: a valid `?subTab=`, else Treatment & Bills. */
export function medicalSubTabOf(params: URLSearchParams): MedicalSubTab {
  return MEDICAL_SUB_TABS.find((option) => option.value === params.get('subTab'))?.value ?? 'bills';
}

/** The Settlement tab's sub-tabs in `?subTab=` (Trust only for those who see trust accounts): Settlement (absent or `settlement`), Trust. */
export const SETTLEMENT_SUB_TABS = [
  { value: 'settlement', label: 'Settlement' },
  { value: 'trust', label: 'Trust' },
] as const;
export type SettlementSubTab = (typeof SETTLEMENT_SUB_TABS)[number]['value'];

/** The Settlement sub-tab: a valid `?subTab=`, else Settlement. */
export function settlementSubTabOf(params: URLSearchParams): SettlementSubTab {
  return SETTLEMENT_SUB_TABS.find((option) => option.value === params.get('subTab'))?.value ?? 'settlement';
}
