import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconFolder, IconFolderPlus, IconPlus, IconX } from '@tabler/icons-react';
import { useRef } from 'react';
import { FOLDER_NAME_MAX, type AddCaseFolders } from './useAddCaseForm';

/** The document folders a new case starts with: a name added with Enter or Create Folder, the list with Remove. */
export function CaseFoldersField({ names, folders }: { names: readonly string[]; folders: AddCaseFolders }) {
  const input = useRef<HTMLInputElement>(null);
  const focus = () => input.current?.focus();
  /** The name box keeps the focus, to type the next folder or correct this one. */
  const add = () => {
    folders.add();
    focus();
  };
  return (
    <>
      <Group align="flex-start" wrap="nowrap">
        <TextInput
          ref={input}
          label="Folder Name"
          placeholder="e.g. Medical Records"
          maxLength={FOLDER_NAME_MAX}
          value={folders.name}
          error={folders.error}
          onChange={(event) => folders.type(event.currentTarget.value)}
          onKeyDown={(event) => {
            // Enter adds the folder instead of saving the case.
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          style={{ flex: 1 }}
        />
        <Button variant="default" leftSection={<IconFolderPlus size={18} />} onClick={add} mt={25}>
          Create Folder
        </Button>
      </Group>
      {names.length > 0 ? (
        <Stack gap={4} mt="md" component="ul" p={0} style={{ listStyle: 'none' }} aria-label="Folders to create">
          {names.map((folder, index) => (
            <Group key={folder} component="li" justify="space-between" wrap="nowrap">
              <Group gap="xs" wrap="nowrap">
                <IconFolder size={18} />
                <Text fz="sm">{folder}</Text>
              </Group>
              <ActionIcon variant="subtle" color="gray" aria-label={`Remove folder ${folder}`} onClick={() => folders.remove(index)}>
                <IconX size={16} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      ) : (
        <Text c="dimmed" fz="sm" mt="md">
          No folders yet: they can also be created later on the case.
        </Text>
      )}
      <Button variant="subtle" leftSection={<IconPlus size={16} />} mt="sm" px={0} onClick={focus}>
        Add document folder
      </Button>
    </>
  );
}
