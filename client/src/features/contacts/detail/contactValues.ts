import type { ContactDetailFieldsFragment, ContactIdentifier, Gender, UpdateContactInput } from '../../../gql/graphql';
import { orNull } from '../../../ui/formValues';
import { addressInputs, phoneInputs, type AddressValues, type PhoneValues } from '../contactForm';

/** The plain text fields of the detail form, saved as they are ('' clears). */
export const TEXT_FIELDS = [
  'firstName', 'middleName', 'lastName', 'nickName', 'companyName', 'organization', 'email', 'referredBy', 'comments',
  'description', 'language', 'dateOfBirth', 'dateOfDeath', 'country', 'birthPlace', 'ein', 'ledesClientId', 'height', 'weight',
  'primaryLanguage', 'secondaryLanguage', 'mothersMaidenName', 'marriageDate', 'marriageLocation', 'spouseName',
  'religion', 'driversLicenseState', 'idNumber', 'idState', 'race', 'occupation',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

/** The four encrypted identifiers: shown masked; `null` in the form means "unchanged". */
export const IDENTIFIERS = {
  ssn: { identifier: 'SSN', label: 'SSN', masked: 'ssnMasked', placeholder: '123-45-6789' },
  tfn: { identifier: 'TFN', label: 'TFN', masked: 'tfnMasked', placeholder: '123 456 782' },
  medicare: { identifier: 'MEDICARE', label: 'Medicare', masked: 'medicareMasked', placeholder: '2123 45670 1' },
  driversLicense: { identifier: 'DRIVERS_LICENSE', label: "Driver's License", masked: 'driversLicenseMasked', placeholder: 'D1234567' },
} as const satisfies Record<string, { identifier: ContactIdentifier; label: string; masked: keyof ContactDetailFieldsFragment; placeholder: string }>;
export type IdentifierField = keyof typeof IDENTIFIERS;

export type DetailValues = Record<TextField, string> &
  Record<IdentifierField, string | null> & {
    prefix: string | null;
    suffix: string | null;
    gender: Gender | null;
    contactType: string | null;
    maritalStatus: string | null;
    active: boolean;
    preventMailing: boolean;
    locked: boolean;
    noAutoCommunication: boolean;
    roles: string[];
    websites: string[];
    otherEmails: string[];
    phones: PhoneValues[];
    addresses: AddressValues[];
  };

/** The form's starting point: what the server has, '' for nothing. */
export function valuesOf(contact: ContactDetailFieldsFragment): DetailValues {
  const text = Object.fromEntries(TEXT_FIELDS.map((field) => [field, contact[field] ?? ''])) as Record<TextField, string>;
  return {
    ...text,
    ssn: null,
    tfn: null,
    medicare: null,
    driversLicense: null,
    prefix: contact.prefix,
    suffix: contact.suffix,
    gender: contact.gender,
    contactType: contact.contactType,
    maritalStatus: contact.maritalStatus,
    active: contact.active,
    preventMailing: contact.preventMailing,
    locked: contact.locked,
    noAutoCommunication: contact.noAutoCommunication,
    roles: contact.roles,
    websites: contact.websites,
    otherEmails: contact.otherEmails,
    phones: contact.phones.map((p) => ({
      type: p.type, number: p.number, ext: p.ext ?? '', canText: p.canText, isPrimary: p.isPrimary, autoComments: p.autoComments ?? '',
    })),
    addresses: contact.addresses.map((a) => ({
      addressType: a.addressType, address1: a.address1 ?? '', address2: a.address2 ?? '', zip: a.zip ?? '', city: a.city ?? '',
      county: a.county ?? '', state: a.state ?? '', country: a.country ?? '', comments: a.comments ?? '', useOrgAddress: a.useOrgAddress,
      isPrimary: a.isPrimary,
    })),
  };
}

/** Everything the form holds, over the version it started from; identifiers only when changed. */
export function updateInputOf(id: string, version: number, values: DetailValues): UpdateContactInput {
  const text = Object.fromEntries(TEXT_FIELDS.map((field) => [field, orNull(values[field])]));
  const identifiers = Object.fromEntries(
    (Object.keys(IDENTIFIERS) as IdentifierField[]).filter((field) => values[field] !== null).map((field) => [field, orNull(values[field]!)]),
  );
  return {
    id,
    version,
    ...text,
    ...identifiers,
    prefix: values.prefix,
    suffix: values.suffix,
    gender: values.gender,
    contactType: values.contactType,
    maritalStatus: values.maritalStatus,
    active: values.active,
    preventMailing: values.preventMailing,
    locked: values.locked,
    noAutoCommunication: values.noAutoCommunication,
    roles: values.roles,
    websites: values.websites.map((w) => w.trim()),
    otherEmails: values.otherEmails.map((e) => e.trim()),
    phones: phoneInputs(values.phones),
    addresses: addressInputs(values.addresses),
  };
}
