import { Alert, Group, List, Radio, SegmentedControl, SimpleGrid, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ContactSelect } from '../../contacts/ContactSelect';
import { CATEGORY_LABELS } from './useCasePartyOptions';
import { PARTY_MAX_LENGTH, type PartyForm } from './usePartyForm';

/** A new party's contact: one of the firm's contacts, or a new one (name, email, phone), with possible conflicts of interest. */
export function PartyContactFields({ form }: { form: PartyForm }) {
  return (
    <>
      <SegmentedControl
        aria-label="Contact source"
        value={form.values.source}
        onChange={(source) => form.set({ source: source as 'existing' | 'new' })}
        data={[
          { value: 'existing', label: 'Existing contact' },
          { value: 'new', label: 'New contact' },
        ]}
      />
      {form.values.source === 'existing' ? (
        <ContactSelect
          label="Contact"
          placeholder="Search your contacts"
          value={form.values.contactId}
          error={form.errors.contactId}
          onChange={(contactId, contactName) => form.set({ contactId, contactName: contactName ?? '' })}
        />
      ) : (
        <>
          <Radio.Group value={form.values.kind} onChange={(kind) => form.set({ kind: kind as 'PERSON' | 'COMPANY' })}>
            <Group>
              <Radio value="PERSON" label="Individual" />
              <Radio value="COMPANY" label="Organization" />
            </Group>
          </Radio.Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {form.values.kind === 'PERSON' ? (
              <>
                <TextInput label="First Name" maxLength={PARTY_MAX_LENGTH.firstName} value={form.values.firstName} onChange={(e) => form.set({ firstName: e.currentTarget.value })} error={form.errors.firstName} />
                <TextInput label="Last Name" maxLength={PARTY_MAX_LENGTH.lastName} value={form.values.lastName} onChange={(e) => form.set({ lastName: e.currentTarget.value })} error={form.errors.lastName} />
              </>
            ) : (
              <TextInput label="Organization Name" maxLength={PARTY_MAX_LENGTH.companyName} value={form.values.companyName} onChange={(e) => form.set({ companyName: e.currentTarget.value })} error={form.errors.companyName} />
            )}
            <TextInput label="Email" type="email" maxLength={PARTY_MAX_LENGTH.email} value={form.values.email} onChange={(e) => form.set({ email: e.currentTarget.value })} error={form.errors.email} />
            <TextInput label="Phone Number" type="tel" maxLength={PARTY_MAX_LENGTH.phone} value={form.values.phone} onChange={(e) => form.set({ phone: e.currentTarget.value })} error={form.errors['phones.0.number']} />
          </SimpleGrid>
        </>
      )}
      {form.matches.length > 0 && (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="Possible conflict of interest">
          <List size="sm" spacing={4}>
            {form.matches.map((match) => (
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
  );
}
