import type { ContactAddressInput, ContactPhoneInput } from '../../gql/graphql';
import { orNull } from '../../ui/formValues';

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

/**
 * The addresses as the server takes them, every row (a blank one is refused at its row before, never
 * dropped), the first primary unless one is chosen.
 */
export function addressInputs(addresses: AddressValues[]): ContactAddressInput[] {
  const primary = addresses.find((a) => a.isPrimary) ?? addresses[0];
  return addresses.map((a) => ({
    addressType: a.addressType,
    address1: orNull(a.address1), address2: orNull(a.address2), zip: orNull(a.zip), city: orNull(a.city),
    county: orNull(a.county), state: orNull(a.state), country: orNull(a.country), comments: orNull(a.comments),
    useOrgAddress: a.useOrgAddress,
    isPrimary: a === primary,
  }));
}

/** The phone rows as the server takes them, every row (a blank one is refused at its row before, never dropped). */
export function phoneInputs(phones: PhoneValues[]): ContactPhoneInput[] {
  return phones.map((p) => ({ type: p.type, number: p.number.trim(), ext: orNull(p.ext), canText: p.canText, isPrimary: p.isPrimary, autoComments: orNull(p.autoComments) }));
}

/** What a failed contact save says when the server gives no reason. */
export const CONTACT_NOT_SAVED = "The contact couldn't be saved. Check your connection and try again.";
