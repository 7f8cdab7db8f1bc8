import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Autocomplete, Button, Group, List, Modal, Radio, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { AddPartyDocument, PartiesDocument, PartyConflictsDocument, UpdatePartyDocument, type PartyFieldsFragment } from '../../../gql/graphql';
import { ContactSelect } from '../../contacts/ContactSelect';
import { orNull } from '../../../ui/formValues';
import { serverProblem } from '../../../ui/serverProblem';
import { useOptionLists } from '../../options/useOptionLists';
import { CATEGORY_LABELS, type PartySubTab } from './caseTabs';

interface Props {
  matterId: string;
  subTab: PartySubTab;
  /** The party to edit; none to add one. */
  party: PartyFieldsFragment | null;
  opened: boolean;
  onClose: () => void;
}

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

const refetch = { refetchQueries: ['Parties', 'MatterActivity', 'CaseDetail'], awaitRefetchQueries: true };

/** Add or edit a party: pick a contact or enter a new one (conflicts are shown first), then its role on the case. */
export function PartyDialog({ matterId, subTab, party, opened, onClose }: Props) {
  const lists = useOptionLists(['PARTY_ROLES', 'PARTY_LABELS']);
  const [values, setValues] = useState(() =>
    party
      ? { ...blank, contactId: party.contact.id, contactName: party.contact.name, role: party.role ?? '', primaryLabel: party.primaryLabel ?? '', groupName: party.groupName ?? '', relatedPartyId: party.relatedPartyId, comment: party.comment ?? '', primaryComment: party.primaryComment ?? '' }
      : { ...blank, role: defaultRole(subTab) },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [addParty, adding] = useMutation(AddPartyDocument, refetch);
  const [updateParty, updating] = useMutation(UpdatePartyDocument, refetch);
  const plaintiffs = useQuery(PartiesDocument, { variables: { matterId, category: 'PLAINTIFF', page: 1, pageSize: 100 }, skip: subTab.table !== 'nonParty' });
  const set = (patch: Partial<typeof values>) => setValues((current) => ({ ...current, ...patch }));

  const typedName =
    values.source === 'new'
      ? values.kind === 'PERSON'
        ? [values.firstName, values.lastName].map((v) => v.trim()).filter(Boolean).join(' ')
        : values.companyName.trim()
      : values.contactName;
  const [nameToCheck] = useDebouncedValue(typedName, 300);
  const conflicts = useQuery(PartyConflictsDocument, { variables: { name: nameToCheck }, skip: Boolean(party) || nameToCheck.length < 3 });
  const matches = (nameToCheck.length >= 3 && !party ? (conflicts.data?.conflictCheck ?? []) : []).filter((m) => m.appearances.length > 0 || values.source === 'new');

  const save = async () => {
    setProblem(null);
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
        const newContact =
          values.source === 'new'
            ? {
                kind: values.kind,
                ...(values.kind === 'PERSON' ? { firstName: orNull(values.firstName), lastName: orNull(values.lastName) } : { companyName: orNull(values.companyName) }),
                email: orNull(values.email),
                phones: values.phone.trim() ? [{ type: values.kind === 'PERSON' ? 'Mobile' : 'Work', number: values.phone.trim(), isPrimary: true }] : [],
              }
            : null;
        if (!newContact && !values.contactId) {
          setErrors({ contactId: 'Choose a contact.' });
          return;
        }
        await addParty({ variables: { input: { matterId, category: subTab.category, contactId: newContact ? null : values.contactId, newContact, ...fields } } });
      }
      onClose();
    } catch (failure) {
      const found = serverProblem(failure, "The party couldn't be saved. Check your connection and try again.");
      if (found.fields) setErrors(Object.fromEntries(Object.entries(found.fields).map(([key, message]) => [key.replace(/^newContact\./, ''), message])));
      else setProblem(found.message);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={party ? `Edit ${party.contact.name}` : subTab.addLabel} size={720} centered>
      <Stack gap="sm">
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        {!party && (
          <>
            <SegmentedControl
              aria-label="Contact source"
              value={values.source}
              onChange={(source) => set({ source: source as 'existing' | 'new' })}
              data={[
                { value: 'existing', label: 'Existing contact' },
                { value: 'new', label: 'New contact' },
              ]}
            />
            {values.source === 'existing' ? (
              <ContactSelect
                label="Contact"
                placeholder="Search your contacts"
                value={values.contactId}
                error={errors.contactId}
                onChange={(contactId, contactName) => set({ contactId, contactName: contactName ?? '' })}
              />
            ) : (
              <>
                <Radio.Group value={values.kind} onChange={(kind) => set({ kind: kind as 'PERSON' | 'COMPANY' })}>
                  <Group>
                    <Radio value="PERSON" label="Individual" />
                    <Radio value="COMPANY" label="Organization" />
                  </Group>
                </Radio.Group>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  {values.kind === 'PERSON' ? (
                    <>
                      <TextInput label="First Name" value={values.firstName} onChange={(e) => set({ firstName: e.currentTarget.value })} error={errors.firstName} />
                      <TextInput label="Last Name" value={values.lastName} onChange={(e) => set({ lastName: e.currentTarget.value })} error={errors.lastName} />
                    </>
                  ) : (
                    <TextInput label="Organization Name" value={values.companyName} onChange={(e) => set({ companyName: e.currentTarget.value })} error={errors.companyName} />
                  )}
                  <TextInput label="Email" type="email" value={values.email} onChange={(e) => set({ email: e.currentTarget.value })} error={errors.email} />
                  <TextInput label="Phone Number" type="tel" value={values.phone} onChange={(e) => set({ phone: e.currentTarget.value })} error={errors['phones.0.number']} />
                </SimpleGrid>
              </>
            )}
            {matches.length > 0 && (
              <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="Possible conflict of interest">
                <List size="sm" spacing={4}>
                  {matches.map((match) => (
                    <List.Item key={match.contact.id}>
                      <b>{match.contact.name}</b>
                      {match.appearances.length === 0
                        ? ' is already in your contacts.'
                        : ` is ${match.appearances.map((a) => `${CATEGORY_LABELS[a.category].toLowerCase()}${a.role ? ` (${a.role})` : ''} on ${a.matter.number} ${a.matter.name}`).join('; ')}.`}
                    </List.Item>
                  ))}
                </List>
              </Alert>
            )}
          </>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Autocomplete label="Role" data={lists.PARTY_ROLES} value={values.role} onChange={(role) => set({ role })} />
          <Autocomplete label="Primary" data={lists.PARTY_LABELS} value={values.primaryLabel} onChange={(primaryLabel) => set({ primaryLabel })} />
          <TextInput label="Group" value={values.groupName} onChange={(e) => set({ groupName: e.currentTarget.value })} />
        </SimpleGrid>
        {subTab.table === 'nonParty' && (
          <Select
            label="Plaintiff"
            clearable
            nothingFoundMessage="No options available"
            data={(plaintiffs.data?.parties.items ?? []).map((p) => ({ value: p.id, label: p.contact.name }))}
            value={values.relatedPartyId}
            onChange={(relatedPartyId) => set({ relatedPartyId })}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Textarea label="Comment" autosize minRows={2} value={values.comment} onChange={(e) => set({ comment: e.currentTarget.value })} />
          <Textarea label="Primary Comment" autosize minRows={2} value={values.primaryComment} onChange={(e) => set({ primaryComment: e.currentTarget.value })} />
        </SimpleGrid>
        <Text c="dimmed" fz="xs">
          Listed under {subTab.heading}.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={adding.loading || updating.loading}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function defaultRole(subTab: PartySubTab): string {
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
