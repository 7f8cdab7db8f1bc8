import { today } from '../../lib/dates';
import { emailProblem, phoneProblem } from '../../ui/formValues';
import { maxLengthOf, tooLong, type FieldWith } from '../../ui/limits';
import { placeFieldProblems } from '../../ui/useFormSave';
import type { AddressValues, PhoneValues } from './contactForm';

/** The contact's text fields with a server limit, named as both contact forms name them. */
const LIMITED_FIELDS = [
  'prefix', 'firstName', 'middleName', 'lastName', 'nickName', 'suffix', 'companyName', 'organization', 'email', 'referredBy',
  'comments', 'description', 'contactType', 'language', 'country', 'birthPlace', 'ein', 'ledesClientId', 'height', 'weight', 'primaryLanguage',
  'secondaryLanguage', 'mothersMaidenName', 'maritalStatus', 'marriageLocation', 'spouseName', 'religion', 'driversLicenseState',
  'idNumber', 'idState', 'race', 'occupation',
] as const satisfies ReadonlyArray<FieldWith<'ContactInput', 'maxLength'>>;
type LimitedField = (typeof LIMITED_FIELDS)[number];
const isLimited = (field: string): field is LimitedField => (LIMITED_FIELDS as readonly string[]).includes(field);

/** The server's maximum length of a contact form's text field (undefined for a field without one, like a date). */
export const contactMaxLength = (field: string): number | undefined => (isLimited(field) ? maxLengthOf('ContactInput', field) : undefined);

const ADDRESS_TEXT = ['address1', 'address2', 'zip', 'city', 'county', 'state', 'country', 'comments'] as const satisfies ReadonlyArray<
  FieldWith<'ContactAddressInput', 'maxLength'> & keyof AddressValues
>;
const PHONE_TEXT = ['number', 'ext', 'autoComments'] as const satisfies ReadonlyArray<FieldWith<'ContactPhoneInput', 'maxLength'> & keyof PhoneValues>;

export const EMPTY_ADDRESS_ROW = 'Enter the address, or remove this empty row.';
export const EMPTY_PHONE_ROW = 'Enter the number, or remove this empty row.';
export const EMPTY_EMAIL_ROW = 'Enter the email address, or remove this empty row.';
export const EMPTY_WEBSITE_ROW = 'Enter the web address, or remove this empty row.';

/** An address row that says nowhere: no part typed (the country alone is filled in for every new row) and not the organization's. */
export const isBlankAddress = (a: AddressValues) => !a.useOrgAddress && ![a.address1, a.address2, a.city, a.county, a.zip, a.state].some((v) => v.trim());
/** A phone row without a number. */
export const isBlankPhone = (p: PhoneValues) => !p.number.trim();

/**
 * The rows of a list to send. Only the new-contact dialog's lone starting row, left blank, is not
 * sent (nothing was entered); any other blank row is refused at the row by `contactProblems`.
 */
export const rowsToSend = <Row>(rows: Row[], isBlank: (row: Row) => boolean, loneBlankRowKept: boolean) =>
  loneBlankRowKept && rows.length === 1 && isBlank(rows[0]!) ? [] : rows;

/** The contact fields both forms hold (text fields by name; the detail form also holds other emails and websites). */
export interface ContactValuesToCheck {
  firstName: string;
  lastName: string;
  companyName: string;
  email: string;
  dateOfBirth: string;
  dateOfDeath: string;
  phones: PhoneValues[];
  addresses: AddressValues[];
  otherEmails?: string[];
  websites?: string[];
}

const notInFuture = (value: string, what: string, now: string) => (value.trim() && value.trim() > now ? `The ${what} cannot be in the future.` : null);

/**
 * Everything the contact forms can check before sending, all at once, by field path as the server
 * names them (`phones.1.number`; a blank address row at `addresses.0.useOrgAddress`, where the server
 * says it too): names, every length, email and phone shapes, dates not in the future, blank rows.
 * `loneBlankRowKept`: a list's only row may stay blank (the new-contact dialog's starting rows).
 */
export function contactProblems(
  values: ContactValuesToCheck,
  { person, loneBlankRowKept = false, now = today() }: { person: boolean; loneBlankRowKept?: boolean; now?: string },
): Record<string, string> {
  const errors: Record<string, string> = {};
  const put = (path: string, message: string | null) => {
    if (message && !errors[path]) errors[path] = message;
  };
  if (person && !values.firstName.trim() && !values.lastName.trim()) put('lastName', 'Enter a first or last name.');
  if (!person && !values.companyName.trim()) put('companyName', 'Enter the company name.');
  for (const [field, value] of Object.entries(values)) {
    if (isLimited(field) && typeof value === 'string') put(field, tooLong(value, maxLengthOf('ContactInput', field)));
  }
  put('email', emailProblem(values.email));
  put('dateOfBirth', notInFuture(values.dateOfBirth, 'date of birth', now));
  put('dateOfDeath', notInFuture(values.dateOfDeath, 'date of death', now));

  const phonesSent = rowsToSend(values.phones, isBlankPhone, loneBlankRowKept);
  phonesSent.forEach((phone, index) => {
    if (isBlankPhone(phone)) return put(`phones.${index}.number`, EMPTY_PHONE_ROW);
    put(`phones.${index}.number`, phoneProblem(phone.number));
    for (const field of PHONE_TEXT) put(`phones.${index}.${field}`, tooLong(phone[field], maxLengthOf('ContactPhoneInput', field)));
  });
  const addressesSent = rowsToSend(values.addresses, isBlankAddress, loneBlankRowKept);
  addressesSent.forEach((address, index) => {
    if (isBlankAddress(address)) put(`addresses.${index}.useOrgAddress`, EMPTY_ADDRESS_ROW);
    for (const field of ADDRESS_TEXT) put(`addresses.${index}.${field}`, tooLong(address[field], maxLengthOf('ContactAddressInput', field)));
  });
  values.otherEmails?.forEach((email, index) => put(`otherEmails.${index}`, email.trim() ? emailProblem(email) : EMPTY_EMAIL_ROW));
  values.websites?.forEach((website, index) => put(`websites.${index}`, website.trim() ? null : EMPTY_WEBSITE_ROW));
  return errors;
}

/** A server path of a contact list row (`phones.1.number`, `addresses.0.useOrgAddress`): shown at that row. */
const rowFieldOf = (path: string) => (/^(phones|addresses|otherEmails|websites)\.\d+(\.|$)/.test(path) ? path : null);

/**
 * The server's field messages of a contact, every one shown: at its field or row when the form has
 * it, the others together above the form (`elsewhere`).
 */
export const placeContactProblems = (fields: Record<string, string>, formFields: readonly string[]) => placeFieldProblems(fields, formFields, rowFieldOf);

/**
 * A form's messages once a list's rows changed from `before` to `after`: those of the rows changed
 * (and, when a row was added or removed, of every row from there on, whose places moved) are gone;
 * the others stay until the next check.
 */
export function errorsAfterRowsChange<E>(errors: Record<string, E>, list: string, before: readonly unknown[], after: readonly unknown[]) {
  const same = (index: number) =>
    before.length === after.length ? before[index] === after[index] : before.slice(0, index + 1).every((row, i) => row === after[i]);
  return Object.fromEntries(
    Object.entries(errors).filter(([path]) => {
      const row = new RegExp(`^${list}\\.(\\d+)(\\.|$)`).exec(path);
      return !row || same(Number(row[1]));
    }),
  );
}

/**
 * The tab to show after a refused save: the one shown stays when it holds a field to fix (the others
 * holding one are marked), else the first holding one opens; `current` when there is none.
 */
export function tabToShow<Tab extends string>(current: Tab, fields: readonly string[], tabOf: (field: string) => Tab): Tab {
  const tabs = fields.map(tabOf);
  return tabs.includes(current) ? current : (tabs[0] ?? current);
}
