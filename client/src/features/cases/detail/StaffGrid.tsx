import { useMutation, useQuery } from '@apollo/client/react';
import { Avatar, Button, Group, Modal, Select, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { AddMatterStaffDocument, FirmStaffDocument, RemoveMatterStaffDocument, type CaseDetailFieldsFragment } from '../../../gql/graphql';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { initials } from '../../../ui/format';
import { ROLE_LABELS } from '../../../lib/roles';
import { serverProblem } from '../../../ui/serverProblem';
import { useConfirmation } from '../../../ui/useConfirmation';
import { Section } from './Section';

const MAX_STAFF = 10;
type StaffMember = CaseDetailFieldsFragment['staff'][number];

/** The Staff grid (up to 10, five a row): click a card for the person (Remove from case, asked first); Add Staff adds one. */
export function StaffGrid({ matter }: { matter: CaseDetailFieldsFragment }) {
  const [adding, setAdding] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const [open, setOpen] = useState<StaffMember | null>(null);
  const staffQuery = useQuery(FirmStaffDocument, { variables: { search: null }, skip: !adding });
  const [addStaff, addState] = useMutation(AddMatterStaffDocument, { refetchQueries: ['MatterActivity'] });
  const [removeStaff] = useMutation(RemoveMatterStaffDocument, { refetchQueries: ['MatterActivity'] });
  const onCase = new Set(matter.staff.map((s) => s.id));
  const candidates = (staffQuery.data?.firmUsers.items ?? []).filter((u) => !onCase.has(u.id) && u.role !== 'CLIENT');

  const add = async () => {
    if (!chosen) return;
    try {
      await addStaff({ variables: { matterId: matter.id, userId: chosen } });
      setAdding(false);
      setChosen(null);
    } catch (failure) {
      notifications.show({ color: 'red', message: serverProblem(failure, "The staff member couldn't be added.").message });
    }
  };
  const removal = useConfirmation(async (member: StaffMember & { name: string }) => {
    await removeStaff({ variables: { matterId: matter.id, userId: member.id } });
    setOpen(null);
  }, 'removed from the case');

  return (
    <Section
      title="Staff"
      action={
        <Button size="xs" variant="light" leftSection={<IconUserPlus size={14} />} onClick={() => setAdding(true)} disabled={matter.staff.length >= MAX_STAFF}>
          Add Staff
        </Button>
      }
    >
      {matter.staff.length === 0 ? (
        <Text c="dimmed" fz="sm">
          No staff on this case yet.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
          {matter.staff.map((member) => (
            <UnstyledButton
              key={member.id}
              onClick={() => setOpen(member)}
              p="xs"
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, textAlign: 'center' }}
            >
              <Stack gap={4} align="center">
                {/* Mantine shows the initials when the image fails to load (the default avatar). Hidden
                    from assistive technology: the button is named by the name and role it shows. */}
                <Avatar src={member.avatarUrl} radius="xl" color="navy" alt={member.fullName} aria-hidden>
                  {initials(member.fullName)}
                </Avatar>
                <Text fz="xs" fw={500} lineClamp={1}>
                  {member.fullName}
                </Text>
                <Text fz={10} c="dimmed">
                  {ROLE_LABELS[member.role]}
                </Text>
              </Stack>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}

      <Modal opened={adding} onClose={() => setAdding(false)} title="Add Staff" centered>
        <Stack>
          <Select
            label="Staff member"
            placeholder={staffQuery.loading ? 'Loading…' : 'Choose a person'}
            searchable
            nothingFoundMessage="No options available"
            data={candidates.map((u) => ({ value: u.id, label: `${u.fullName} (${ROLE_LABELS[u.role]})` }))}
            value={chosen}
            onChange={setChosen}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAdding(false)}>
              Cancel
            </Button>
            <Button onClick={() => void add()} loading={addState.loading} disabled={!chosen}>
              Add Staff
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal opened={open !== null} onClose={() => setOpen(null)} title={open?.fullName} centered>
        {open && (
          <Stack>
            <Group>
              <Avatar src={open.avatarUrl} size={56} radius="xl" color="navy" alt={open.fullName}>
                {initials(open.fullName)}
              </Avatar>
              <div>
                <Text fw={600}>{open.fullName}</Text>
                <Text fz="sm" c="dimmed">
                  {ROLE_LABELS[open.role]} · {open.email}
                </Text>
              </div>
            </Group>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(null)}>
                Close
              </Button>
              <Button color="red" variant="light" onClick={() => removal.ask({ ...open, name: open.fullName })}>
                Remove from case
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <ConfirmDialog
        {...removal.dialog}
        title="Remove from case"
        message={`Remove ${removal.pending?.name ?? 'this person'} from the case? They can be added again with Add Staff.`}
        confirmLabel="Remove"
      />
    </Section>
  );
}
