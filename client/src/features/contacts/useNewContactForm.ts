import { useMutation } from '@apollo/client/react';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { CreateContactDocument, type ContactKind, type CreateContactInput, type Gender } from '../../gql/graphql';
import { orNull } from '../../ui/formValues';
import { serverProblem } from '../../ui/serverProblem';
import { useCloseGuard } from '../../ui/useUnsavedChangesGuard';
import { addressInputs, CONTACT_NOT_SAVED, newAddress, newPhone, phoneInputs, type AddressValues, type PhoneValues } from './contactForm';
import { contactProblems, isBlankAddress, isBlankPhone, placeContactProblems, rowsToSend, tabToShow } from './contactRules';

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
 * save), "Show Active Only", and saving; closing starts the next contact afresh, and asks first
 * while something typed is not saved (`modalProps`, `close`, `leaveDialog`).
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

  const discard = () => {
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
          discard();
        }
      } catch (error) {
        const problem = serverProblem(error, CONTACT_NOT_SAVED);
        if (problem.fields) {
          // All of them at once: each at its field or row (the tabs holding one are marked), the rest above.
          const placed = placeContactProblems(problem.fields, Object.keys(form.getValues()));
          form.setErrors(placed.errors);
          setFormError(placed.elsewhere);
          setTab((shown) => tabToShow(shown ?? 'contact', Object.keys(placed.errors), tabOfField));
        } else {
          setFormError(problem.message);
        }
      }
    },
    (errors) => setTab((shown) => tabToShow(shown ?? 'contact', Object.keys(errors), tabOfField)),
  );

  /** The tabs holding a field to fix, so a problem on another tab is not missed. */
  const tabsToFix = new Set(Object.keys(form.errors).map(tabOfField));
  const guard = useCloseGuard(form.isDirty(), discard);
  return {
    form, tab, setTab, activeOnly, setActiveOnly, formError, saving: loading, submit, tabsToFix,
    close: guard.close, modalProps: guard.modalProps, leaveDialog: guard.dialog,
  };
}
