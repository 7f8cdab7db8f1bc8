import { useMutation, useQuery } from '@apollo/client/react';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  MultiSelect,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconFolder, IconFolderPlus, IconPlus, IconX } from '@tabler/icons-react';
import { useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  FirmStaffDocument,
  CreateMatterDocument,
  type MatterPermission,
} from '../../gql/graphql';
import { FIRM_STAFF, ROLE_LABELS } from '../../lib/roles';
import { orNull } from '../../ui/formValues';
import { serverProblem } from '../../ui/serverProblem';
import { ContactSelect } from '../contacts/ContactSelect';
import { useOptionLists } from '../options/useOptionLists';
import { PageHeader } from '../../ui/PageHeader';
import { caseDetailPath } from './matterFormat';

/** The server's limits on document folders. */
const MAX_FOLDERS = 50;
const FOLDER_NAME_MAX = 120;

const initialValues = {
  clientId: null as string | null,
  name: '',
  number: '',
  court: '',
  practiceArea: null as string | null,
  stage: null as string | null,
  description: '',
  permission: 'EVERYONE' as MatterPermission,
  userIds: [] as string[],
  folders: [] as string[],
};
type Values = typeof initialValues;
/** The fields the form shows, so a server message about one of them appears at the field. */
const FIELDS = new Set<string>(Object.keys(initialValues));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Title order={3} fz="lg" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** /cases/addCase: a new case with its client, who may open it and its first document folders. */
export function AddCasePage() {
  const navigate = useNavigate();
  const lists = useOptionLists(['PRACTICE_AREAS', 'MATTER_STAGES']);
  const users = useQuery(FirmStaffDocument, { variables: { search: null } });
  const userOptions = (users.data?.firmUsers.items ?? [])
    .filter((user) => FIRM_STAFF.includes(user.role))
    .map((user) => ({ value: user.id, label: `${user.fullName} (${ROLE_LABELS[user.role]})` }));
  const [createMatter, { loading: saving }] = useMutation(CreateMatterDocument);
  const [formError, setFormError] = useState<string | null>(null);
  const [folderName, setFolderName] = useState('');
  const [folderError, setFolderError] = useState<string | null>(null);
  const folderInput = useRef<HTMLInputElement>(null);

  const form = useForm<Values>({
    initialValues,
    validate: {
      name: (value) => (value.trim() ? null : 'Enter the case name.'),
    },
  });

  const addFolder = () => {
    const name = folderName.trim();
    const folders = form.getValues().folders;
    if (!name) setFolderError('Enter a folder name.');
    else if (folders.some((folder) => folder.toLowerCase() === name.toLowerCase())) setFolderError('This folder is already in the list.');
    else if (folders.length >= MAX_FOLDERS) setFolderError(`A case can start with at most ${MAX_FOLDERS} folders.`);
    else {
      form.insertListItem('folders', name);
      setFolderName('');
      setFolderError(null);
    }
    folderInput.current?.focus();
  };

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    const specific = values.permission === 'SPECIFIC_USERS';
    // A folder name typed but not yet added with Create Folder is not lost.
    const pending = folderName.trim();
    const folders =
      pending && !values.folders.some((folder) => folder.toLowerCase() === pending.toLowerCase()) ? [...values.folders, pending] : values.folders;
    try {
      const { data } = await createMatter({
        variables: {
          input: {
            name: values.name.trim(),
            number: orNull(values.number),
            clientId: values.clientId,
            court: orNull(values.court),
            practiceArea: values.practiceArea,
            stage: values.stage,
            description: orNull(values.description),
            permission: values.permission,
            userIds: specific ? values.userIds : [],
            folders,
          },
        },
        // Every case list shows the new case the next time it is opened.
        update: (cache) => {
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'matters' });
          cache.gc();
        },
      });
      if (!data) return;
      notifications.show({ color: 'navy', message: `${data.createMatter.name} (${data.createMatter.number}) was created.` });
      navigate(caseDetailPath(data.createMatter.id, '/cases'));
    } catch (error) {
      const problem = serverProblem(error, "The case couldn't be saved. Check your connection and try again.");
      if (!problem.fields) {
        setFormError(problem.message);
        return;
      }
      // `folders.3` is shown at the folder input, `input.number` (if the server nests it) at Case Number.
      const byField = Object.entries(problem.fields).map(([path, message]) => [path.replace(/^input\./, '').split('.')[0]!, message] as const);
      form.setErrors(Object.fromEntries(byField.filter(([field]) => FIELDS.has(field))));
      const others = byField.filter(([field]) => !FIELDS.has(field));
      if (others.length) setFormError(others.map(([, message]) => message).join(' '));
    }
  });

  const { folders, permission } = form.getValues();
  return (
    <Stack gap={0}>
      <PageHeader title="Add New Case" />
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          <Section title="Matter Details">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <ContactSelect
                label="Client"
                placeholder="Search contacts by name, email or phone"
                value={form.getValues().clientId}
                error={form.errors.clientId}
                onChange={(id) => form.setFieldValue('clientId', id)}
              />
              <TextInput label="Case Name" withAsterisk maxLength={300} {...form.getInputProps('name')} />
              <TextInput
                label="Case Number"
                placeholder="Assigned automatically"
                description="Leave empty for the next number (YYYY-NNNN)."
                maxLength={40}
                {...form.getInputProps('number')}
              />
              <TextInput label="Court" maxLength={200} {...form.getInputProps('court')} />
              <Select label="Practice Area" data={lists.PRACTICE_AREAS} searchable clearable {...form.getInputProps('practiceArea')} />
              <Select label="Matter Stage" data={lists.MATTER_STAGES} searchable clearable {...form.getInputProps('stage')} />
            </SimpleGrid>
            <Textarea label="Description" mt="md" autosize minRows={3} maxLength={20000} {...form.getInputProps('description')} />
          </Section>

          <Section title="Matter Permission">
            <Radio.Group label="Who may open this case" {...form.getInputProps('permission')}>
              <Group mt="xs">
                <Radio value="EVERYONE" label="Everyone" />
                <Radio value="SPECIFIC_USERS" label="Specific User" />
              </Group>
            </Radio.Group>
            {permission === 'SPECIFIC_USERS' && (
              <MultiSelect
                mt="md"
                label="Users"
                placeholder="Choose people of your firm"
                description="Firm admins and you can always open the case."
                data={userOptions}
                searchable
                nothingFoundMessage={users.loading ? 'Loading…' : 'Nobody found'}
                {...form.getInputProps('userIds')}
              />
            )}
          </Section>

          <Section title="Document folders">
            <Group align="flex-start" wrap="nowrap">
              <TextInput
                ref={folderInput}
                label="Folder Name"
                placeholder="e.g. Medical Records"
                maxLength={FOLDER_NAME_MAX}
                value={folderName}
                error={folderError ?? form.errors.folders}
                onChange={(event) => {
                  setFolderName(event.currentTarget.value);
                  setFolderError(null);
                }}
                onKeyDown={(event) => {
                  // Enter adds the folder instead of saving the case.
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    addFolder();
                  }
                }}
                style={{ flex: 1 }}
              />
              <Button variant="default" leftSection={<IconFolderPlus size={18} />} onClick={addFolder} mt={25}>
                Create Folder
              </Button>
            </Group>
            {folders.length > 0 ? (
              <Stack gap={4} mt="md" component="ul" p={0} style={{ listStyle: 'none' }} aria-label="Folders to create">
                {folders.map((folder, index) => (
                  <Group key={folder} component="li" justify="space-between" wrap="nowrap">
                    <Group gap="xs" wrap="nowrap">
                      <IconFolder size={18} />
                      <Text fz="sm">{folder}</Text>
                    </Group>
                    <ActionIcon variant="subtle" color="gray" aria-label={`Remove folder ${folder}`} onClick={() => form.removeListItem('folders', index)}>
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
            <Button variant="subtle" leftSection={<IconPlus size={16} />} mt="sm" px={0} onClick={() => folderInput.current?.focus()}>
              Add document folder
            </Button>
          </Section>

          <Group justify="flex-end">
            <Button variant="default" component={Link} to="/cases">
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Save Matter
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
