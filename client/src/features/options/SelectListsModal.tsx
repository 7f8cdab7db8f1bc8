import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Modal, Select, Stack, TagsInput, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { AllOptionListsDocument, SetOptionListDocument, type OptionListKey } from '../../gql/graphql';
import { serverProblem } from '../../ui/serverProblem';
import { FormProblem } from '../../ui/FormProblem';
import { valuesDiffer } from '../../ui/formValues';
import { limitOf } from '../../ui/limits';
import { UnsavedChangesDialog } from '../../ui/UnsavedChangesDialog';
import { useCloseGuard } from '../../ui/useUnsavedChangesGuard';

export const LIST_LABELS: Record<OptionListKey, string> = {
  CASE_GROUPS: 'Case groups',
  CASE_TYPES: 'Case types',
  PRACTICE_AREAS: 'Practice areas',
  MATTER_STAGES: 'Matter stages',
  PREFIXES: 'Name prefixes',
  SUFFIXES: 'Name suffixes',
  ADDRESS_TYPES: 'Address types',
  STATES: 'States',
  COUNTRIES: 'Countries',
  LANGUAGES: 'Languages',
  ADVERTISING_SOURCES: 'Advertising sources',
  LAW_FIRMS: 'Referring law firms',
  ATTORNEYS: 'Referring attorneys',
  REFERRAL_SOURCE_NAMES: 'Referral source names',
  RELATIONSHIPS: 'Relationships',
  PARTY_ROLES: 'Party roles',
  PARTY_LABELS: 'Party primary labels',
  LIABILITY_CODES: 'Liability codes',
  DOCUMENT_CATEGORIES: 'Document categories',
};

/** Settings > Select Lists (firm admins): the choices the firm's forms offer, list by list. */
export function SelectListsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { data } = useQuery(AllOptionListsDocument, { skip: !opened });
  const [key, setKey] = useState<OptionListKey>('CASE_TYPES');
  /** Unsaved changes, per list. */
  const [edits, setEdits] = useState<Partial<Record<OptionListKey, string[]>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [setOptionList, { loading }] = useMutation(SetOptionListDocument, { refetchQueries: ['OptionLists', 'AllOptionLists'] });
  const savedValues = (listKey: OptionListKey) => data?.optionLists.find((list) => list.key === listKey)?.values ?? [];
  const current = data?.optionLists.find((list) => list.key === key);
  const values = edits[key] ?? current?.values ?? [];
  // Choices changed in any list and not saved are asked about before closing; leaving drops them.
  const changed = (Object.keys(edits) as OptionListKey[]).some((listKey) => valuesDiffer(edits[listKey], savedValues(listKey)));
  const guard = useCloseGuard(opened && changed, () => {
    setEdits({});
    setProblem(null);
    onClose();
  });

  const save = async (next: string[] | null) => {
    setProblem(null);
    try {
      await setOptionList({ variables: { input: { key, values: next } } });
      setEdits(({ [key]: _saved, ...rest }) => rest);
      notifications.show({ color: 'green', message: `${LIST_LABELS[key]} saved.` });
    } catch (failure) {
      setProblem(serverProblem(failure, "The list couldn't be saved.").message);
    }
  };

  return (
    <Modal opened={opened} {...guard.modalProps} title="Select Lists" size={640} centered>
      <Stack>
        <Text fz="sm" c="dimmed">
          The choices offered in the intake wizard and case forms, for everyone in your firm.
        </Text>
        <FormProblem problem={problem} />
        <Group align="flex-end">
          <Select
            label="List"
            data={(Object.keys(LIST_LABELS) as OptionListKey[]).map((value) => ({ value, label: LIST_LABELS[value] }))}
            value={key}
            allowDeselect={false}
            onChange={(value) => value && setKey(value as OptionListKey)}
            style={{ flex: 1 }}
          />
          <Badge variant="light" color={current?.customized ? 'navy' : 'gray'} mb={8}>
            {current?.customized ? 'Changed by your firm' : 'Defaults'}
          </Badge>
        </Group>
        <TagsInput
          label="Choices"
          description="Type a choice and press Enter; remove one with its ×."
          maxTags={limitOf('SetOptionListInput', 'values').arrayMaxSize}
          value={values}
          onChange={(next) => setEdits({ ...edits, [key]: next })}
          clearable
        />
        <Group justify="space-between">
          <Button variant="subtle" color="gray" onClick={() => void save(null)} disabled={!current?.customized} loading={loading}>
            Reset to defaults
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={guard.close}>
              Close
            </Button>
            <Button onClick={() => void save(values)} loading={loading}>
              Save
            </Button>
          </Group>
        </Group>
      </Stack>
      <UnsavedChangesDialog {...guard.dialog} />
    </Modal>
  );
}
