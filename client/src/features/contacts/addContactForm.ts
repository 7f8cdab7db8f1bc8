import type { ContactKind, CreateContactInput } from '../../gql/graphql';
import { emailProblem, orNull, phoneProblem } from '../../ui/formValues';
import { lengthProblem, maxLengthOf, tooLong } from '../../ui/limits';

/** The Add Contact / Add Company dialog's values: names, email, one phone and one address. */
export const emptyQuickContact = {
  prefix: null as string | null,
  firstName: '',
  middleName: '',
  lastName: '',
  companyName: '',
  email: '',
  phone: '',
  street: '',
  city: '',
  state: '',
  zip: '',
  country: 'United States',
};
export type QuickContactValues = typeof emptyQuickContact;

/** The dialog's fields that are not the contact's own: its phone's number and its address's parts. */
export const QUICK_MAX_LENGTH = {
  phone: maxLengthOf('ContactPhoneInput', 'number'),
  street: maxLengthOf('ContactAddressInput', 'address1'),
  city: maxLengthOf('ContactAddressInput', 'city'),
  state: maxLengthOf('ContactAddressInput', 'state'),
  zip: maxLengthOf('ContactAddressInput', 'zip'),
  country: maxLengthOf('ContactAddressInput', 'country'),
};

const hasAddress = (values: QuickContactValues) => [values.street, values.city, values.state, values.zip].some((v) => v.trim());

/** Every rule of the dialog, checked at once: the name, every length, the email's and phone's shapes. */
export function quickContactRules(kind: ContactKind) {
  const beyond = (field: keyof typeof QUICK_MAX_LENGTH) => (value: string) => tooLong(value, QUICK_MAX_LENGTH[field]);
  return {
    firstName: lengthProblem('ContactInput', 'firstName'),
    middleName: lengthProblem('ContactInput', 'middleName'),
    lastName: (value: string, values: QuickContactValues) =>
      kind === 'PERSON' && !value.trim() && !values.firstName.trim() ? 'Enter a first or last name.' : lengthProblem('ContactInput', 'lastName')(value),
    companyName: (value: string) => (kind === 'COMPANY' && !value.trim() ? 'Enter the company name.' : lengthProblem('ContactInput', 'companyName')(value)),
    email: (value: string) => emailProblem(value) ?? lengthProblem('ContactInput', 'email')(value),
    phone: (value: string) => phoneProblem(value) ?? beyond('phone')(value),
    street: beyond('street'),
    city: beyond('city'),
    state: beyond('state'),
    zip: beyond('zip'),
    country: beyond('country'),
  };
}

/** The contact as the server takes it: its one phone and one address (none when nothing of it is typed). */
export function quickContactInput(kind: ContactKind, values: QuickContactValues): CreateContactInput {
  return {
    kind,
    ...(kind === 'PERSON'
      ? { prefix: values.prefix, firstName: orNull(values.firstName), middleName: orNull(values.middleName), lastName: orNull(values.lastName) }
      : { companyName: orNull(values.companyName) }),
    email: orNull(values.email),
    phones: values.phone.trim() ? [{ type: kind === 'PERSON' ? 'Mobile' : 'Work', number: values.phone.trim(), isPrimary: true }] : [],
    addresses: hasAddress(values)
      ? [
          {
            addressType: kind === 'PERSON' ? 'Home' : 'Work',
            address1: orNull(values.street),
            city: orNull(values.city),
            state: orNull(values.state),
            zip: orNull(values.zip),
            country: orNull(values.country),
            isPrimary: true,
          },
        ]
      : [],
  };
}

/** A server path as the dialog's field: the phone's number at Phone No., the address's parts (an empty one at Street). */
export function quickContactFieldOf(path: string): string | null {
  if (/^phones\.0\./.test(path)) return 'phone';
  const part = /^addresses\.0\.(\w+)$/.exec(path)?.[1];
  if (!part) return null;
  return part === 'address1' || part === 'address2' || part === 'useOrgAddress' ? 'street' : part in QUICK_MAX_LENGTH ? part : null;
}
