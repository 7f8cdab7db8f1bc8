import { ActionIcon, Button, Checkbox, Radio, Select, Table, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { newPhone, PHONE_TYPES, type PhoneValues } from './contactForm';
import { maxLengthOf } from '../../ui/limits';

/**
 * The editable phone rows of a contact: Phone Type, Contact, Ext, Text, Primary, Auto Comments,
 * Actions. `errorOf(index, field)` shows a message at a row's field (a blank row's at its number).
 */
export function PhoneTable({
  phones,
  onChange,
  errorOf,
  hideEmpty = false,
}: {
  phones: PhoneValues[];
  onChange: (phones: PhoneValues[]) => void;
  errorOf?: (index: number, field: 'type' | 'number' | 'ext' | 'autoComments') => string | undefined;
  /** "Show Active Only": hide rows without a number. */
  hideEmpty?: boolean;
}) {
  const change = (index: number, patch: Partial<PhoneValues>) =>
    onChange(phones.map((phone, i) => (i === index ? { ...phone, ...patch } : phone)));
  const remove = (index: number) => {
    const rest = phones.filter((_, i) => i !== index);
    if (phones[index]?.isPrimary && rest[0]) rest[0] = { ...rest[0], isPrimary: true };
    onChange(rest);
  };

  return (
    <>
      <Table aria-label="Phones">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Phone Type</Table.Th>
            <Table.Th>Contact</Table.Th>
            <Table.Th>Ext</Table.Th>
            <Table.Th>Text</Table.Th>
            <Table.Th>Primary</Table.Th>
            <Table.Th>Auto Comments</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {phones.map((phone, index) =>
            // A row to fix shows even under "Show Active Only".
            hideEmpty && !phone.number.trim() && !errorOf?.(index, 'number') ? null : (
              <Table.Tr key={index}>
                <Table.Td>
                  <Select aria-label={`Phone ${index + 1} type`} data={PHONE_TYPES} value={phone.type} allowDeselect={false} error={errorOf?.(index, 'type')} onChange={(type) => change(index, { type: type ?? 'Mobile' })} />
                </Table.Td>
                <Table.Td>
                  <TextInput aria-label={`Phone ${index + 1} number`} type="tel" maxLength={maxLengthOf('ContactPhoneInput', 'number')} value={phone.number} error={errorOf?.(index, 'number')} onChange={(e) => change(index, { number: e.currentTarget.value })} />
                </Table.Td>
                <Table.Td>
                  <TextInput aria-label={`Phone ${index + 1} ext`} w={70} maxLength={maxLengthOf('ContactPhoneInput', 'ext')} value={phone.ext} error={errorOf?.(index, 'ext')} onChange={(e) => change(index, { ext: e.currentTarget.value })} />
                </Table.Td>
                <Table.Td>
                  <Checkbox aria-label={`Phone ${index + 1} text`} checked={phone.canText} onChange={(e) => change(index, { canText: e.currentTarget.checked })} />
                </Table.Td>
                <Table.Td>
                  <Radio
                    aria-label={`Phone ${index + 1} primary`}
                    checked={phone.isPrimary}
                    onChange={() => onChange(phones.map((p, i) => ({ ...p, isPrimary: i === index })))}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput aria-label={`Phone ${index + 1} auto comments`} maxLength={maxLengthOf('ContactPhoneInput', 'autoComments')} value={phone.autoComments} error={errorOf?.(index, 'autoComments')} onChange={(e) => change(index, { autoComments: e.currentTarget.value })} />
                </Table.Td>
                <Table.Td>
                  <ActionIcon variant="subtle" color="red" aria-label={`Remove phone ${index + 1}`} onClick={() => remove(index)}>
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ),
          )}
        </Table.Tbody>
      </Table>
      <Button mt="sm" variant="light" leftSection={<IconPlus size={16} />} onClick={() => onChange([...phones, newPhone(phones.length === 0)])}>
        Add Phone
      </Button>
    </>
  );
}
