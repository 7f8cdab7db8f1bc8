import { Badge, Button, Checkbox, Group, Modal, Paper, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { valuesDiffer } from '../../../ui/formValues';
import { RowActions } from '../../../ui/RowActions';
import { UnsavedChangesDialog } from '../../../ui/UnsavedChangesDialog';
import { useCloseGuard } from '../../../ui/useUnsavedChangesGuard';
import { AddressFields } from '../AddressFields';
import { newAddress, type AddressValues } from '../contactForm';
import { isBlankAddress } from '../contactRules';

const dash = (value: string) => value.trim() || '—';

/** An address's fields as its row names them in a message ("Zip: Use at most 20 characters…"). */
const FIELD_LABELS: Array<[keyof AddressValues, string | null]> = [
  ['useOrgAddress', null], ['addressType', 'Address Type'], ['address1', 'Address 1'], ['address2', 'Address 2'], ['zip', 'Zip'],
  ['city', 'City'], ['county', 'County'], ['state', 'State'], ['country', 'Country'], ['comments', 'Address Comments'], ['isPrimary', null],
];
/** Said in the address dialog when nothing says where the address is. */
const NOWHERE = "Enter the address, or tick Use organization's address.";

/**
 * The Address sub-tab: the contact's addresses in a table (Address Type, Address 1, City, County
 * Zip, State, Type of Address, Comments, Actions), added and edited in a dialog (which takes no
 * empty address), deleted after a confirmation. Changes join the rest of the form and are stored by
 * the footer's Save; a message about a row (`errorOf`) shows under it and at its field in the dialog.
 */
export function AddressTab({
  addresses,
  onChange,
  errorOf,
}: {
  addresses: AddressValues[];
  onChange: (addresses: AddressValues[]) => void;
  errorOf?: (index: number, field: keyof AddressValues) => string | undefined;
}) {
  /** The address in the dialog, as changed (`address`) and as it opened (`opened`). */
  const [editing, setEditing] = useState<{ index: number | null; address: AddressValues; opened: AddressValues; nowhere?: boolean } | null>(null);
  const edit = (index: number | null, address: AddressValues) => setEditing({ index, address, opened: address });
  const guard = useCloseGuard(editing !== null && valuesDiffer(editing.address, editing.opened), () => setEditing(null));
  const [deleting, setDeleting] = useState<number | null>(null);
  const rowMessages = (index: number) =>
    FIELD_LABELS.flatMap(([field, label]) => {
      const message = errorOf?.(index, field);
      return message ? [label ? `${label}: ${message}` : message] : [];
    });

  const apply = () => {
    if (!editing) return;
    const { index, address } = editing;
    if (isBlankAddress(address)) return setEditing({ ...editing, nowhere: true });
    let next = index === null ? [...addresses, address] : addresses.map((a, i) => (i === index ? address : a));
    if (address.isPrimary) next = next.map((a) => ({ ...a, isPrimary: a === address }));
    onChange(next);
    setEditing(null);
  };

  const remove = (index: number) => {
    const rest = addresses.filter((_, i) => i !== index);
    if (addresses[index]?.isPrimary && rest[0]) rest[0] = { ...rest[0], isPrimary: true };
    onChange(rest);
    setDeleting(null);
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={600}>Addresses</Text>
        <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => edit(null, newAddress(addresses.length === 0))}>
          Add Address
        </Button>
      </Group>
      <Paper withBorder radius="md">
        <Table aria-label="Addresses" verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Address Type</Table.Th>
              <Table.Th>Address 1</Table.Th>
              <Table.Th>City</Table.Th>
              <Table.Th>County Zip</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th>Type of Address</Table.Th>
              <Table.Th>Comments</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {addresses.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={8}>
                  <Text c="dimmed" ta="center" py="md">
                    No addresses yet
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {addresses.map((address, index) => [
              <Table.Tr key={index}>
                <Table.Td>{address.addressType ?? '—'}</Table.Td>
                <Table.Td>{address.useOrgAddress ? "Organization's address" : dash(address.address1)}</Table.Td>
                <Table.Td>{dash(address.city)}</Table.Td>
                <Table.Td>{dash([address.county, address.zip].filter((v) => v.trim()).join(' '))}</Table.Td>
                <Table.Td>{dash(address.state)}</Table.Td>
                <Table.Td>
                  {address.isPrimary ? <Badge variant="light">Primary</Badge> : <Badge variant="light" color="gray">Secondary</Badge>}
                </Table.Td>
                <Table.Td>{dash(address.comments)}</Table.Td>
                <Table.Td>
                  <RowActions
                    label={`address ${index + 1}`}
                    onEdit={() => edit(index, address)}
                    onDelete={() => setDeleting(index)}
                  />
                </Table.Td>
              </Table.Tr>,
              rowMessages(index).length > 0 && (
                <Table.Tr key={`${index}-problem`}>
                  <Table.Td colSpan={8} pt={0}>
                    <Text c="red" fz="xs" role="alert" aria-label={`Address ${index + 1}: to fix`}>
                      {rowMessages(index).join(' ')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ),
            ])}
          </Table.Tbody>
        </Table>
      </Paper>

      <Modal opened={editing !== null} {...guard.modalProps} title={editing?.index === null ? 'Add Address' : 'Edit Address'} size={720} centered>
        {editing && (
          <Stack gap="sm">
            <AddressFields
              address={editing.address}
              onChange={(address) => setEditing({ ...editing, address, nowhere: false })}
              errorOf={(field) => (field === 'useOrgAddress' && editing.nowhere ? NOWHERE : editing.index === null ? undefined : errorOf?.(editing.index, field))}
            />
            <Checkbox
              label="Primary address"
              checked={editing.address.isPrimary}
              onChange={(e) => setEditing({ ...editing, address: { ...editing.address, isPrimary: e.currentTarget.checked } })}
            />
            <Group justify="flex-end" mt="md">
              <Button variant="default" onClick={guard.close}>
                Cancel
              </Button>
              <Button onClick={apply}>{editing.index === null ? 'Add Address' : 'Apply'}</Button>
            </Group>
          </Stack>
        )}
        <UnsavedChangesDialog {...guard.dialog} />
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete address"
        message="Remove this address from the contact? It is deleted when you save."
        onConfirm={() => deleting !== null && remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
