import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Group, List, Loader, Modal, Paper, Radio, ScrollArea, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { ApplyWorkflowChoicesDocument, ApplyWorkflowTemplateDocument, type ApplyWorkflowChoicesQuery } from '../../gql/graphql';
import { ROLE_LABELS } from '../../lib/roles';
import { serverProblem } from '../../ui/serverProblem';
import { FormProblem } from '../../ui/FormProblem';
import { ANY_CASE_TYPE, dueOffsetLabel, stepCount, triggerLabel } from './workflowFormat';
import { localTimeFormat } from '../../lib/localTime';

type Template = ApplyWorkflowChoicesQuery['workflowTemplates'][number];
const date = localTimeFormat({ dateStyle: 'medium' }, 'en-US');

/** Templates for the case's type first, then those for any type, then the rest; by name within each. */
export function templatesFor(templates: readonly Template[], caseType: string | null | undefined): Template[] {
  const rank = (template: Template) => (caseType && template.caseType === caseType ? 0 : template.caseType === null ? 1 : 2);
  return templates.filter((template) => template.active).sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}

/**
 * Apply Template (a case's Tasks tab): choose one of the firm's active templates; its steps become
 * the case's tasks. A template applied before says when and by whom, and may be applied again.
 */
export function ApplyTemplateDialog({ matter, onClose }: { matter: { id: string; name: string }; onClose: () => void }) {
  const { data, loading, error } = useQuery(ApplyWorkflowChoicesDocument, { variables: { matterId: matter.id }, fetchPolicy: 'network-only' });
  const [apply, applying] = useMutation(ApplyWorkflowTemplateDocument, { refetchQueries: ['Board', 'TaskTable'] });
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const caseType = data?.matter.caseType;
  const templates = templatesFor(data?.workflowTemplates ?? [], caseType);
  const chosen = templates.find((template) => template.id === chosenId) ?? null;
  const before = chosen ? data?.matterWorkflowApplications.find((application) => application.templateId === chosen.id) : undefined;

  const submit = async () => {
    if (!chosen) return setProblem('Choose a template.');
    setProblem(null);
    try {
      const result = await apply({ variables: { matterId: matter.id, templateId: chosen.id } });
      const count = result.data?.applyWorkflowTemplate.taskCount ?? chosen.steps.length;
      notifications.show({ color: 'green', message: `Added ${count} task${count === 1 ? '' : 's'} from "${chosen.name}".` });
      onClose();
    } catch (failure) {
      const found = serverProblem(failure, "The template couldn't be applied. Check your connection and try again.");
      setProblem(found.fields?.templateId ?? found.message);
    }
  };

  return (
    <Modal opened onClose={onClose} title="Apply Template" size="lg" centered>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          The template&apos;s steps become tasks of {matter.name} in In Queue, due from today, assigned to the case&apos;s staff of each step&apos;s role.
        </Text>
        <FormProblem problem={problem} />
        {loading && !data ? (
          <Group justify="center" p="lg">
            <Loader size="sm" aria-label="Loading templates" />
          </Group>
        ) : error ? (
          <Alert color="red">{serverProblem(error, "The templates couldn't be loaded.").message}</Alert>
        ) : templates.length === 0 ? (
          <Text fz="sm">Your firm has no active workflow templates yet. A firm admin can add them under Settings › Workflow Templates.</Text>
        ) : (
          <ScrollArea.Autosize mah={320} type="auto">
            <Radio.Group value={chosenId} onChange={setChosenId} label="Choose a template" name="template">
              <Stack gap="xs">
                {templates.map((template) => (
                  <Radio.Card key={template.id} value={template.id} radius="md" p="sm" withBorder aria-label={template.name}>
                    <Group wrap="nowrap" align="flex-start" gap="sm">
                      <Radio.Indicator mt={2} />
                      <div style={{ flex: 1 }}>
                        <Group gap="xs">
                          <Text fw={600} fz="sm">
                            {template.name}
                          </Text>
                          {caseType && template.caseType === caseType && (
                            <Badge size="xs" variant="light" color="green">
                              Matches this case
                            </Badge>
                          )}
                        </Group>
                        <Text fz="xs" c="dimmed">
                          {[template.caseType ?? ANY_CASE_TYPE, triggerLabel(template), stepCount(template.steps.length)].join(' · ')}
                        </Text>
                      </div>
                    </Group>
                  </Radio.Card>
                ))}
              </Stack>
            </Radio.Group>
          </ScrollArea.Autosize>
        )}
        {before && (
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="Applied before">
            Applied on {date.format(new Date(before.appliedAt))} by {before.appliedBy?.fullName ?? 'a former user'}. Applying it again adds its tasks again.
          </Alert>
        )}
        {chosen && (
          <Paper withBorder radius="md" p="sm" aria-label="Steps of the template">
            <Text fz="xs" fw={600} c="dimmed" tt="uppercase" mb={4}>
              Tasks it adds
            </Text>
            <List size="sm" spacing={2} type="ordered">
              {chosen.steps.map((step) => (
                <List.Item key={step.id}>
                  {step.title}{' '}
                  <Text span fz="xs" c="dimmed">
                    — {dueOffsetLabel(step.dueOffsetDays)}
                    {step.assigneeRole ? `, ${ROLE_LABELS[step.assigneeRole]}` : ', unassigned'}
                  </Text>
                </List.Item>
              ))}
            </List>
          </Paper>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={applying.loading} disabled={!chosen}>
            {before ? 'Apply Again' : 'Apply Template'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
