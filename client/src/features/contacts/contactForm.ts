import { CombinedGraphQLErrors } from '@apollo/client';
import type { ContactAddressInput, ContactPhoneInput } from '../../gql/graphql';

export const PREFIXES = ['Mr.', 'Mrs.', 'Ms.', 'Miss', 'Mx.', 'Dr.', 'Prof.', 'Hon.'];
export const SUFFIXES = ['Jr.', 'Sr.', 'II', 'III', 'IV', 'Esq.', 'MD', 'PhD'];
export const ADDRESS_TYPES = ['Home', 'Work', 'Mailing', 'Other'];
export const PHONE_TYPES = ['Mobile', 'Home', 'Work', 'Fax', 'Other'];
export const CONTACT_TYPES = [
  'Client', 'Witness', 'Expert', 'Medical Provider', 'Insurance Company', 'Adjuster', 'Opposing Counsel', 'Court', 'Vendor', 'Other',
];
export const CONTACT_ROLES = [
  'Client', 'Plaintiff', 'Defendant', 'Witness', 'Expert', 'Medical Provider', 'Insurance Adjuster', 'Opposing Counsel',
  'Referral Source', 'Vendor', 'Court Reporter',
];
export const MARITAL_STATUSES = ['Single', 'Married', 'Domestic Partnership', 'Separated', 'Divorced', 'Widowed'];

/** An address row as the forms edit it (strings, '' for empty). */
export interface AddressValues {
  addressType: string | null;
  address1: string;
  address2: string;
  zip: string;
  city: string;
  county: string;
  state: string;
  country: string;
  comments: string;
  useOrgAddress: boolean;
  isPrimary: boolean;
}

/** A phone row as the forms edit it. */
export interface PhoneValues {
  type: string;
  number: string;
  ext: string;
  canText: boolean;
  isPrimary: boolean;
  autoComments: string;
}

export const newAddress = (isPrimary = false): AddressValues => ({
  addressType: 'Home', address1: '', address2: '', zip: '', city: '', county: '', state: '', country: 'United States', comments: '',
  useOrgAddress: false, isPrimary,
});
export const newPhone = (isPrimary = false): PhoneValues => ({ type: 'Mobile', number: '', ext: '', canText: false, isPrimary, autoComments: '' });

/** '' (or only spaces) is "no value" to the server. */
export const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The addresses worth saving (something typed, or the organization's), the first primary unless one is chosen. */
export function addressInputs(addresses: AddressValues[]): ContactAddressInput[] {
  const kept = addresses.filter((a) => a.useOrgAddress || [a.address1, a.address2, a.city, a.zip, a.state].some((v) => v.trim()));
  const primary = kept.find((a) => a.isPrimary) ?? kept[0];
  return kept.map((a) => ({
    addressType: a.addressType,
    address1: orNull(a.address1), address2: orNull(a.address2), zip: orNull(a.zip), city: orNull(a.city),
    county: orNull(a.county), state: orNull(a.state), country: orNull(a.country), comments: orNull(a.comments),
    useOrgAddress: a.useOrgAddress,
    isPrimary: a === primary,
  }));
}

/** The phone rows with a number. */
export function phoneInputs(phones: PhoneValues[]): ContactPhoneInput[] {
  return phones
    .filter((p) => p.number.trim())
    .map((p) => ({ type: p.type, number: p.number.trim(), ext: orNull(p.ext), canText: p.canText, isPrimary: p.isPrimary, autoComments: orNull(p.autoComments) }));
}

export interface ServerProblem {
  /** Messages by field path (`email`, `phones.1.number`), when the server named fields. */
  fields: Record<string, string> | null;
  /** Otherwise one message for the whole form. */
  message: string;
  code: string | null;
}

/** What a failed contact save tells the person: field messages, or one sentence. */
export function serverProblem(error: unknown, fallback = "The contact couldn't be saved. Check your connection and try again."): ServerProblem {
  const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
  const fields = first?.extensions?.fields as Array<{ field: string; messages: string[] }> | undefined;
  return {
    fields: fields?.length ? Object.fromEntries(fields.map((f) => [f.field, f.messages[0] ?? ''])) : null,
    message: first?.message ?? fallback,
    code: (first?.extensions?.code as string | undefined) ?? null,
  };
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const emailProblem = (value: string) => (value.trim() && !EMAIL_PATTERN.test(value.trim()) ? 'Enter a valid email address.' : null);
