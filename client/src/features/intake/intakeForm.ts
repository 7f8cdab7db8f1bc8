import type { UseFormReturnType } from '@mantine/form';
import type { ContactKind, Gender, IntakeInput } from '../../gql/graphql';
import { emailProblem, orNull } from '../../ui/formValues';
import { today } from '../../lib/dates';
import { addressInputs, newAddress, type AddressValues } from '../contacts/contactForm';
import { isBlankAddress, rowsToSend } from '../contacts/contactRules';

/** The wizard's sub-tabs, in the order they are shown (and in which errors are looked for). */
export const SUB_TABS = [
  { value: 'case', label: 'Case' },
  { value: 'plaintiff', label: 'Plaintiff' },
  { value: 'referralSource', label: 'Referral Source' },
] as const;
export type SubTab = (typeof SUB_TABS)[number]['value'];

/** The firm's select lists the wizard offers. */
export const OPTION_KEYS = [
  'CASE_GROUPS', 'CASE_TYPES', 'PREFIXES', 'SUFFIXES', 'ADDRESS_TYPES', 'STATES', 'COUNTRIES', 'LANGUAGES',
  'ADVERTISING_SOURCES', 'LAW_FIRMS', 'ATTORNEYS', 'REFERRAL_SOURCE_NAMES', 'RELATIONSHIPS',
] as const;
export type IntakeLists = Record<(typeof OPTION_KEYS)[number], string[]> & { loading: boolean };

/** Empty text of a select whose list has nothing (or nothing matching). */
export const NOTHING_FOUND = 'No options available';

/**
 * What the three tabs edit. Every text and select is a string ('' for empty), so one helper binds
 * the selects; the plaintiff keeps one address in a list so server paths
 * (`plaintiff.addresses.0.zip`) name form fields as they are.
 */
export interface IntakeValues {
  caseGroup: string;
  caseType: string;
  caseSubType: string;
  facts: string;
  /** Staff working on the case from the start (reminders and template tasks go to them). */
  staffIds: string[];
  plaintiff: {
    kind: ContactKind;
    gender: Gender | null;
    lastName: string;
    firstName: string;
    middleName: string;
    nickName: string;
    prefix: string;
    suffix: string;
    organization: string;
    companyName: string;
    addresses: AddressValues[];
    dateOfBirth: string;
    dateOfDeath: string;
    ssn: string;
    language: string;
    email: string;
    comments: string;
  };
  incident: {
    state: string;
    date: string;
    facts: string;
    seriousInjury: boolean;
    /** Select Plaintiff: the plaintiff being entered is the injured one (the server records it unless No Injury). */
    injuredPlaintiff: string;
    noInjury: boolean;
    otherInjuries: string;
  };
  referral: {
    advertisingSource: string;
    advertisingComments: string;
    lawFirm: string;
    attorney: string;
    lawFirmComments: string;
    sourceName: string;
    relationship: string;
    otherComments: string;
  };
}

/** Select Plaintiff's only option: the plaintiff on this intake. */
export const THIS_PLAINTIFF = 'plaintiff';

export function emptyIntake(): IntakeValues {
  return {
    caseGroup: '', caseType: '', caseSubType: '', facts: '', staffIds: [],
    plaintiff: {
      kind: 'PERSON', gender: null, lastName: '', firstName: '', middleName: '', nickName: '', prefix: '', suffix: '',
      organization: '', companyName: '', addresses: [newAddress(true)],
      dateOfBirth: '', dateOfDeath: '', ssn: '', language: '', email: '', comments: '',
    },
    incident: { state: '', date: '', facts: '', seriousInjury: false, injuredPlaintiff: THIS_PLAINTIFF, noInjury: false, otherInjuries: '' },
    referral: {
      advertisingSource: '', advertisingComments: '', lawFirm: '', attorney: '', lawFirmComments: '', sourceName: '', relationship: '', otherComments: '',
    },
  };
}

/** The plaintiff's name as typed (person: first and last; organization: its name). */
export function typedName(plaintiff: IntakeValues['plaintiff']): string {
  return plaintiff.kind === 'PERSON'
    ? [plaintiff.firstName, plaintiff.lastName].map((v) => v.trim()).filter(Boolean).join(' ')
    : plaintiff.companyName.trim();
}

/** The required fields, checked before anything is sent. */
export const intakeRules = {
  caseType: (value: string) => (value.trim() ? null : 'Choose the case type.'),
  plaintiff: {
    lastName: (value: string, values: IntakeValues) =>
      values.plaintiff.kind === 'PERSON' && !value.trim() && !values.plaintiff.firstName.trim() ? 'Enter a first or last name.' : null,
    companyName: (value: string, values: IntakeValues) =>
      values.plaintiff.kind === 'COMPANY' && !value.trim() ? 'Enter the organization name.' : null,
    email: emailProblem,
    dateOfBirth: (value: string) => (value && value > today() ? 'The date of birth cannot be in the future.' : null),
    dateOfDeath: (value: string) => (value && value > today() ? 'The date of death cannot be in the future.' : null),
  },
};

/** The `intake` mutation's input: only the name fields of the chosen kind, '' sent as null. */
export function intakeInputOf(values: IntakeValues): IntakeInput {
  const { plaintiff: p, incident: i, referral: r } = values;
  const person = p.kind === 'PERSON';
  return {
    caseGroup: orNull(values.caseGroup),
    caseType: values.caseType.trim(),
    caseSubType: orNull(values.caseSubType),
    facts: orNull(values.facts),
    staffIds: values.staffIds,
    plaintiff: {
      kind: p.kind,
      ...(person
        ? {
            gender: p.gender,
            lastName: orNull(p.lastName), firstName: orNull(p.firstName), middleName: orNull(p.middleName), nickName: orNull(p.nickName),
            prefix: orNull(p.prefix), suffix: orNull(p.suffix), organization: orNull(p.organization),
          }
        : { companyName: orNull(p.companyName) }),
      // The plaintiff's one address section left empty is no address.
      addresses: addressInputs(rowsToSend(p.addresses, isBlankAddress, true).map((a) => ({ ...a, addressType: orNull(a.addressType ?? '') }))),
      dateOfBirth: orNull(p.dateOfBirth),
      dateOfDeath: orNull(p.dateOfDeath),
      ssn: orNull(p.ssn),
      language: orNull(p.language),
      email: orNull(p.email),
      comments: orNull(p.comments),
    },
    incident: {
      state: orNull(i.state),
      date: orNull(i.date),
      facts: orNull(i.facts),
      seriousInjury: i.seriousInjury,
      noInjury: i.noInjury,
      otherInjuries: orNull(i.otherInjuries),
    },
    referral: {
      advertisingSource: orNull(r.advertisingSource),
      advertisingComments: orNull(r.advertisingComments),
      lawFirm: orNull(r.lawFirm),
      attorney: orNull(r.attorney),
      lawFirmComments: orNull(r.lawFirmComments),
      sourceName: orNull(r.sourceName),
      relationship: orNull(r.relationship),
      otherComments: orNull(r.otherComments),
    },
  };
}

/** The tab that shows a field path (`caseType`, `plaintiff.email`, `incident.date`, `referral.lawFirm`). */
export function subTabOfField(field: string): SubTab {
  if (field.startsWith('plaintiff') || field.startsWith('incident')) return 'plaintiff';
  if (field.startsWith('referral')) return 'referralSource';
  return 'case';
}

/** The first tab, in display order, holding one of the fields in error. */
export function firstSubTabInError(fields: string[]): SubTab {
  const tabs = new Set(fields.map(subTabOfField));
  return SUB_TABS.find((tab) => tabs.has(tab.value))?.value ?? 'case';
}

export type IntakeForm = UseFormReturnType<IntakeValues>;

/** Binds a Mantine Select to a string field ('' is "nothing chosen"). */
export function selectProps(form: IntakeForm, path: string) {
  const { value, error } = form.getInputProps(path) as { value: string | null; error?: string };
  return {
    value: value || null,
    error,
    onChange: (next: string | null) => form.setFieldValue(path, next ?? ''),
    nothingFoundMessage: NOTHING_FOUND,
  };
}

const prefixed = (prefix: string, fields: string[]) => fields.map((field) => `${prefix}${field}`);

/** Every field path the tabs show; a server message about any other one goes to the alert above the tabs. */
export const SHOWN_FIELDS: ReadonlySet<string> = new Set([
  'caseGroup', 'caseType', 'caseSubType', 'facts',
  ...prefixed('plaintiff.', [
    'kind', 'lastName', 'firstName', 'middleName', 'nickName', 'prefix', 'suffix', 'organization', 'companyName',
    'dateOfBirth', 'dateOfDeath', 'ssn', 'language', 'email', 'comments',
  ]),
  ...prefixed('plaintiff.addresses.0.', ['addressType', 'address1', 'address2', 'zip', 'city', 'county', 'state', 'country']),
  ...prefixed('incident.', ['state', 'date', 'facts', 'seriousInjury', 'noInjury', 'otherInjuries']),
  ...prefixed('referral.', ['advertisingSource', 'advertisingComments', 'lawFirm', 'attorney', 'lawFirmComments', 'sourceName', 'relationship', 'otherComments']),
]);
