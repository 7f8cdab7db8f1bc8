import { useMutation, useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { AddPartyDocument, PartiesDocument, PartyConflictsDocument, UpdatePartyDocument, type CreateContactInput, type PartyFieldsFragment } from '../../../gql/graphql';
import { emailProblem, orNull, phoneProblem, valuesDiffer } from '../../../ui/formValues';
import { serverProblem } from '../../../ui/serverProblem';
import { placeFieldProblems } from '../../../ui/useFormSave';
import { useOptionLists } from '../../options/useOptionLists';
import type { PartySubTab } from './caseTabs';
import { maxLengthOf, tooLong } from '../../../ui/limits';

const blank = {
  source: 'existing' as 'existing' | 'new',
  contactId: null as string | null,
  contactName: '',
  kind: 'PERSON' as 'PERSON' | 'COMPANY',
  firstName: '',
  lastName: '',
  companyName: '',
  email: '',
  phone: '',
  role: '',
  primaryLabel: '',
  groupName: '',
  relatedPartyId: null as string | null,
  comment: '',
  primaryComment: '',
};

export type PartyValues = typeof blank;

const refetch = { refetchQueries: ['Parties', 'MatterActivity', 'CaseDetail'], awaitRefetchQueries: true };

/** The role a new party of this list starts with. */
export function defaultRole(subTab: PartySubTab): string {
  switch (subTab.category) {
    case 'PLAINTIFF':
    case 'OTHER_PLAINTIFF':
      return 'Plaintiff';
    case 'DEFENDANT':
      return 'Defendant';
    case 'THIRD_PARTY_ACTION':
      return 'Third Party';
    case 'NON_PARTY_CONTACT':
      return 'Witness';
    default:
      return '';
  }
}

/** A party as the form edits it: the party being edited, or a new one with its list's role. */
export function partyValues(party: PartyFieldsFragment | null, subTab: PartySubTab): PartyValues {
  return party
    ? { ...blank, contactId: party.contact.id, contactName: party.contact.name, role: party.role ?? '', primaryLabel: party.primaryLabel ?? '', groupName: party.groupName ?? '', relatedPartyId: party.relatedPartyId, comment: party.comment ?? '', primaryComment: party.primaryComment ?? '' }
    : { ...blank, role: defaultRole(subTab) };
}

/** The name typed or chosen, to check for conflicts of interest. */
export const typedNameOf = (values: PartyValues) =>
  values.source === 'new'
    ? values.kind === 'PERSON'
      ? [values.firstName, values.lastName].map((v) => v.trim()).filter(Boolean).join(' ')
      : values.companyName.trim()
    : values.contactName;

/** A new contact entered in the dialog, as the server takes it (its phone the primary one); null for an existing contact. */
export function newContactOf(values: PartyValues): CreateContactInput | null {
  if (values.source !== 'new') return null;
  return {
    kind: values.kind,
    ...(values.kind === 'PERSON' ? { firstName: orNull(values.firstName), lastName: orNull(values.lastName) } : { companyName: orNull(values.companyName) }),
    email: orNull(values.email),
    phones: values.phone.trim() ? [{ type: values.kind === 'PERSON' ? 'Mobile' : 'Work', number: values.phone.trim(), isPrimary: true }] : [],
  };
}

/** The party's text fields and the new contact's, with the server's maximum lengths. */
export const PARTY_MAX_LENGTH = {
  role: maxLengthOf('AddPartyInput', 'role'),
  primaryLabel: maxLengthOf('AddPartyInput', 'primaryLabel'),
  groupName: maxLengthOf('AddPartyInput', 'groupName'),
  comment: maxLengthOf('AddPartyInput', 'comment'),
  primaryComment: maxLengthOf('AddPartyInput', 'primaryComment'),
  firstName: maxLengthOf('ContactInput', 'firstName'),
  lastName: maxLengthOf('ContactInput', 'lastName'),
  companyName: maxLengthOf('ContactInput', 'companyName'),
  email: maxLengthOf('ContactInput', 'email'),
  phone: maxLengthOf('ContactPhoneInput', 'number'),
};

/** Everything the dialog can check before sending, at once: the contact chosen, lengths, the new contact's email and phone. */
export function partyProblems(values: PartyValues, editing: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  const put = (field: string, message: string | null) => {
    if (message && !errors[field]) errors[field] = message;
  };
  if (!editing && values.source === 'existing' && !values.contactId) put('contactId', 'Choose a contact.');
  for (const field of Object.keys(PARTY_MAX_LENGTH) as Array<keyof typeof PARTY_MAX_LENGTH>) {
    if (field !== 'phone') put(field, tooLong(values[field], PARTY_MAX_LENGTH[field]));
  }
  if (!editing && values.source === 'new') {
    put('email', emailProblem(values.email));
    put('phones.0.number', phoneProblem(values.phone) ?? tooLong(values.phone, PARTY_MAX_LENGTH.phone));
  }
  return errors;
}

/** A server path as the dialog's field: the new contact's (`newContact.email`) at its field, its phone's number at Phone Number. */
const partyFieldOf = (path: string) => {
  const field = path.replace(/^newContact\./, '');
  return /^phones\.0\./.test(field) ? 'phones.0.number' : field !== path ? field : null;
};

/**
 * Add or edit a party: its values, possible conflicts of interest for the name typed (a new party
 * only), the case's plaintiffs (for a non-party contact) and saving with the server's messages.
 */
export function usePartyForm({ matterId, subTab, party, onClose }: { matterId: string; subTab: PartySubTab; party: PartyFieldsFragment | null; onClose: () => void }) {
  const lists = useOptionLists(['PARTY_ROLES', 'PARTY_LABELS']);
  const [initial] = useState(() => partyValues(party, subTab));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [addParty, adding] = useMutation(AddPartyDocument, refetch);
  const [updateParty, updating] = useMutation(UpdatePartyDocument, refetch);
  const plaintiffs = useQuery(PartiesDocument, { variables: { matterId, category: 'PLAINTIFF', page: 1, pageSize: 100 }, skip: subTab.table !== 'nonParty' });
  const set = (patch: Partial<PartyValues>) => setValues((current) => ({ ...current, ...patch }));

  const [nameToCheck] = useDebouncedValue(typedNameOf(values), 300);
  const conflicts = useQuery(PartyConflictsDocument, { variables: { name: nameToCheck }, skip: Boolean(party) || nameToCheck.length < 3 });
  const matches = (nameToCheck.length >= 3 && !party ? (conflicts.data?.conflictCheck ?? []) : []).filter((m) => m.appearances.length > 0 || values.source === 'new');

  const save = async () => {
    setProblem(null);
    const checked = partyProblems(values, Boolean(party));
    setErrors(checked);
    if (Object.keys(checked).length) return;
    const fields = {
      role: orNull(values.role),
      primaryLabel: orNull(values.primaryLabel),
      groupName: orNull(values.groupName),
      comment: orNull(values.comment),
      primaryComment: orNull(values.primaryComment),
      relatedPartyId: values.relatedPartyId,
    };
    try {
      if (party) {
        await updateParty({ variables: { input: { id: party.id, version: party.version, ...fields } } });
      } else {
        const newContact = newContactOf(values);
        await addParty({ variables: { input: { matterId, category: subTab.category, contactId: newContact ? null : values.contactId, newContact, ...fields } } });
      }
      onClose();
    } catch (failure) {
      const found = serverProblem(failure, "The party couldn't be saved. Check your connection and try again.");
      if (found.fields) {
        // Every message at once: at its field, those about no field of the dialog above it.
        const placed = placeFieldProblems(found.fields, Object.keys(values), partyFieldOf);
        setErrors(placed.errors);
        setProblem(placed.elsewhere);
      } else setProblem(found.message);
    }
  };

  return {
    values,
    set,
    /** The values differ from those the dialog opened with. */
    dirty: valuesDiffer(values, initial),
    errors,
    problem,
    lists,
    /** Possible conflicts of interest: where the name already appears (for a new contact, also a contact of that name). */
    matches,
    plaintiffOptions: (plaintiffs.data?.parties.items ?? []).map((p) => ({ value: p.id, label: p.contact.name })),
    saving: adding.loading || updating.loading,
    save: () => void save(),
  };
}

export type PartyForm = ReturnType<typeof usePartyForm>;
