import { useMutation } from '@apollo/client/react';
import { Badge, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSparkles } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { UpdateMatterDocument, type CaseDetailFieldsFragment, type MatterStatus } from '../../../gql/graphql';
import { formatDay } from '../../../ui/format';
import { serverProblem } from '../../../ui/serverProblem';
import { STATUS_COLORS, STATUS_LABELS, statusSince } from '../matterFormat';

/**
 * Case title, number, type and status, and how long it has been in it; the status is changed here
 * (recorded with its date). Ask AI opens a chat about the case.
 */
export function CaseHeader({ matter }: { matter: CaseDetailFieldsFragment }) {
  const navigate = useNavigate();
  const [updateMatter, { loading }] = useMutation(UpdateMatterDocument);
  const changeStatus = async (status: MatterStatus) => {
    try {
      await updateMatter({ variables: { input: { id: matter.id, version: matter.version, status } }, refetchQueries: ['MatterActivity'] });
      notifications.show({ color: 'green', message: `The case is now ${STATUS_LABELS[status]}.` });
    } catch (failure) {
      notifications.show({ color: 'red', message: serverProblem(failure, "The status couldn't be changed.").message });
    }
  };
  const since = statusSince(matter);
  return (
    <Paper withBorder radius="lg" p="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={2} fz={24}>
              {matter.name}
            </Title>
            <Badge variant="light" color={STATUS_COLORS[matter.status]}>
              {STATUS_LABELS[matter.status]}
            </Badge>
          </Group>
          <Text c="dimmed" fz="sm">
            Case No. {matter.number}
            {matter.caseType ? ` · ${matter.caseType}` : ''}
            {` · ${STATUS_LABELS[matter.status]} for ${since.days} ${since.days === 1 ? 'day' : 'days'}, since ${formatDay(since.day)}`}
          </Text>
        </Stack>
        <Group gap="sm">
          <Button variant="light" color="grape" leftSection={<IconSparkles size={16} />} onClick={() => navigate(`/ai-chat?matter=${encodeURIComponent(matter.id)}`)}>
            Ask AI
          </Button>
          <SegmentedControl
            aria-label="Case status"
            value={matter.status}
            disabled={loading}
            onChange={(value) => void changeStatus(value as MatterStatus)}
            data={(['PENDING', 'IN_PROGRESS', 'COMPLETED'] as const).map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
          />
        </Group>
      </Group>
    </Paper>
  );
}
