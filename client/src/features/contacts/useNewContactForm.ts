import { useMutation } from '@apollo/client/react';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { CreateContactDocument, type ContactKind, type CreateContactInput, type Gender } from '../../gql/graphql';
import { orNull } from '../../ui/formValues';
import { serverProblem } from '../../ui/serverProblem';
import { addressInputs, CONTACT_NOT_SAVED, newAddress, newPhone, phoneInputs, type AddressValues, type PhoneValues } from './contactForm';
import { contactProblems, isBlankAddress, isBlankPhone, placeContactProblems, rowsToSend } from './contactRules';

const initialValues = {
  kind: 'PERSON' as ContactKind,
  organization: '',
  gender: null as Gender | null,
  lastName: '',
  firstName: '',
  middleName: '',
  nickName: '',
  prefix: null as string | null,
  suffix: null as string | null,
  companyName: '',
  referredBy: '',
  comments: '',
  description: '',
  contactType: null as string | null,
  tfn: '',
  medicare: '',
  dateOfBirth: '',
  dateOfDeath: '',
  ssn: '',
  language: '',
  email: '',
  active: true,
  preventMailing: false,
  locked: false,
  noAutoCommunication: false,
  addresses: [newAddress(true)] as AddressValues[],
  phones: [newPhone(true)] as PhoneValues[],
};
export type NewContactValues = typeof initialValues;
export type NewContactForm = UseFormReturnType<NewContactValues>;

/** Which tab shows each server field, so a server message opens the right tab. */
const TAB_OF_FIELD: Record<string, string> = {
  dateOfBirth: 'miscellaneous', dateOfDeath: 'miscellaneous', ssn: 'miscellaneous', email: 'miscellaneous', language: 'miscellaneous',
  tfn: 'contactType', medicare: 'contactType', contactType: 'contactType',
};

/** The tab a server message about `field` is shown on. */
export const tabOfField = (field: string) =>
  TAB_OF_FIELD[field] ?? (field.startsWith('phones') ? 'phones' : field.startsWith('addresses') ? 'address' : 'contact');

/**
 * The contact as the server takes it: empty text as no value, a person's names or a company's name,
 * its rows (the starting phone or address row left blank is no row; any other blank one was refused).
 */
export function contactInput(values: NewContactValues): CreateContactInput {
  const person = values.kind === 'PERSON';
  return {
    kind: values.kind,
    organization: orNull(values.organization),
    gender: values.gender,
    ...(person
      ? { lastName: orNull(values.lastName), firstName: orNull(values.firstName), middleName: orNull(values.middleName), nickName: orNull(values.nickName), prefix: values.prefix, suffix: values.suffix }
      : { companyName: orNull(values.companyName) }),
    referredBy: orNull(values.referredBy),
    comments: orNull(values.comments),
    description: orNull(values.description),
    contactType: values.contactType,
    tfn: orNull(values.tfn),
    medicare: orNull(values.medicare),
    dateOfBirth: orNull(values.dateOfBirth),
    dateOfDeath: orNull(values.dateOfDeath),
    ssn: orNull(values.ssn),
    language: orNull(values.language),
    email: orNull(values.email),
    active: values.active,
    preventMailing: values.preventMailing,
    locked: values.locked,
    noAutoCommunication: values.noAutoCommunication,
    addresses: addressInputs(rowsToSend(values.addresses, isBlankAddress, true)),
    phones: phoneInputs(rowsToSend(values.phones, isBlankPhone, true)),
  };
}

/**
 * Add New Contact: the form and its rules, the tab shown (the first with a problem after a failed
 * save), "Show Active Only", and saving; closing starts the next contact afresh.
 */
export function useNewContactForm({ onClose, onSaved }: { onClose: () => void; onSaved: (name: string) => void }) {
  const [tab, setTab] = useState<string | null>('contact');
  const [activeOnly, setActiveOnly] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [createContact, { loading }] = useMutation(CreateContactDocument);
  const form = useForm<NewContactValues>({
    initialValues,
    // Every field it can check, at once: names, lengths, email and phone shapes, dates, blank rows.
    validate: (values) => contactProblems(values, { person: values.kind === 'PERSON', loneBlankRowKept: true }),
  });

  const close = () => {
    form.reset();
    setTab('contact');
    setFormError(null);
    onClose();
  };

  const submit = form.onSubmit(
    async (values) => {
      setFormError(null);
      try {
        const { data } = await createContact({ variables: { input: contactInput(values) }, refetchQueries: ['ContactList', 'Contacts'] });
        if (data) {
          onSaved(data.createContact.name);
          close();
        }
      } catch (error) {
        const problem = serverProblem(error, CONTACT_NOT_SAVED);
        if (problem.fields) {
          // All of them at once: each at its field or row (the tabs holding one are marked), the rest above.
          const placed = placeContactProblems(problem.fields, Object.keys(form.getValues()));
          form.setErrors(placed.errors);
          setFormError(placed.elsewhere);
          setTab(tabOfField(Object.keys(placed.errors)[0] ?? 'contact'));
        } else {
          setFormError(problem.message);
        }
      }
    },
    (errors) => setTab(tabOfField(Object.keys(errors)[0] ?? '')),
  );

  /** The tabs holding a field to fix, so a problem on another tab is not missed. */
  const tabsToFix = new Set(Object.keys(form.errors).map(tabOfField));
  return { form, tab, setTab, activeOnly, setActiveOnly, formError, saving: loading, close, submit, tabsToFix };
}
