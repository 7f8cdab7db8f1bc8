import { Autocomplete, Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { PartyFieldsFragment } from '../../../gql/graphql';
import { FormProblem } from '../../../ui/FormProblem';
import { UnsavedChangesDialog } from '../../../ui/UnsavedChangesDialog';
import { useCloseGuard } from '../../../ui/useUnsavedChangesGuard';
import type { PartySubTab } from './caseTabs';
import { PartyContactFields } from './PartyContactFields';
import { PARTY_MAX_LENGTH, usePartyForm } from './usePartyForm';

interface Props {
  matterId: string;
  subTab: PartySubTab;
  /** The party to edit; none to add one. */
  party: PartyFieldsFragment | null;
  opened: boolean;
  onClose: () => void;
}

/** Add or edit a party: pick a contact or enter a new one (conflicts are shown first), then its role on the case. */
export function PartyDialog({ matterId, subTab, party, opened, onClose }: Props) {
  const edited = usePartyForm({ matterId, subTab, party, onClose });
  const { values, set, problem, lists, errors } = edited;
  const guard = useCloseGuard(opened && edited.dirty, onClose);

  return (
    <Modal opened={opened} {...guard.modalProps} title={party ? `Edit ${party.contact.name}` : subTab.addLabel} size={720} centered>
      <Stack gap="sm">
        <FormProblem problem={problem} />
        {!party && <PartyContactFields form={edited} />}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Autocomplete label="Role" data={lists.PARTY_ROLES} maxLength={PARTY_MAX_LENGTH.role} value={values.role} error={errors.role} onChange={(role) => set({ role })} />
          <Autocomplete
            label="Primary"
            data={lists.PARTY_LABELS}
            maxLength={PARTY_MAX_LENGTH.primaryLabel}
            value={values.primaryLabel}
            error={errors.primaryLabel}
            onChange={(primaryLabel) => set({ primaryLabel })}
          />
          <TextInput label="Group" maxLength={PARTY_MAX_LENGTH.groupName} value={values.groupName} error={errors.groupName} onChange={(e) => set({ groupName: e.currentTarget.value })} />
        </SimpleGrid>
        {subTab.table === 'nonParty' && (
          <Select
            label="Plaintiff"
            clearable
            nothingFoundMessage="No options available"
            data={edited.plaintiffOptions}
            value={values.relatedPartyId}
            error={errors.relatedPartyId}
            onChange={(relatedPartyId) => set({ relatedPartyId })}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Textarea
            label="Comment"
            autosize
            minRows={2}
            maxRows={8}
            maxLength={PARTY_MAX_LENGTH.comment}
            value={values.comment}
            error={errors.comment}
            onChange={(e) => set({ comment: e.currentTarget.value })}
          />
          <Textarea
            label="Primary Comment"
            autosize
            minRows={2}
            maxRows={8}
            maxLength={PARTY_MAX_LENGTH.primaryComment}
            value={values.primaryComment}
            error={errors.primaryComment}
            onChange={(e) => set({ primaryComment: e.currentTarget.value })}
          />
        </SimpleGrid>
        <Text c="dimmed" fz="xs">
          Listed under {subTab.heading}.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={guard.close}>
            Cancel
          </Button>
          <Button onClick={edited.save} loading={edited.saving}>
            Save
          </Button>
        </Group>
      </Stack>
      <UnsavedChangesDialog {...guard.dialog} />
    </Modal>
  );
}
