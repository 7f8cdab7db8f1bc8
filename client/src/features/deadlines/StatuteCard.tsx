import { useMutation } from '@apollo/client/react';
import { ActionIcon, Alert, Anchor, Badge, Button, Collapse, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { OverrideStatuteDocument, RemoveStatutePairDocument, RemoveStatuteTollingDocument, UndoComplaintFiledDocument, type StatuteFieldsFragment } from '../../gql/graphql';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { serverProblem } from '../../ui/serverProblem';
import { formatDay } from '../../ui/format';
import { useDeleteConfirmation } from '../../ui/useDeleteConfirmation';
import { periodLabel, STATUS_COLORS, statusLabel, statuteTitle } from './statuteFormat';
import { FiledDialog, OverrideDialog, STATUTE_REFETCH_QUERIES as refetchQueries, TollingDialog } from './StatuteDialogs';

type Dialog = 'filed' | 'override' | 'tolling' | null;

/** One statute of limitations of a case: its date and how it is counted, tolling, override, complaint filed; removing asks first. */
export function StatuteCard({ statute }: { statute: StatuteFieldsFragment }) {
  const key = { matterId: statute.matterId, plaintiffPartyId: statute.plaintiffPartyId, defendantPartyId: statute.defendantPartyId };
  const [dialog, setDialog] = useState<Dialog>(null);
  const [showSteps, setShowSteps] = useState(false);
  const [undo, undoing] = useMutation(UndoComplaintFiledDocument, { refetchQueries });
  const [override] = useMutation(OverrideStatuteDocument, { refetchQueries });
  const [removeTolling] = useMutation(RemoveStatuteTollingDocument, { refetchQueries });
  const [removePair] = useMutation(RemoveStatutePairDocument, { refetchQueries });
  const pair = Boolean(statute.plaintiffPartyId || statute.defendantPartyId);
  const tollingRemoval = useDeleteConfirmation((t: { id: string; name: string }) => removeTolling({ variables: { id: t.id } }), 'removed');
  const pairRemoval = useDeleteConfirmation(() => removePair({ variables: { input: key } }), 'removed');
  const run = (work: Promise<unknown>, done: string) =>
    work.then(
      () => notifications.show({ color: 'green', message: done }),
      (failure: unknown) => notifications.show({ color: 'red', message: serverProblem(failure, 'That did not work. Please try again.').message }),
    );

  return (
    <Paper withBorder radius="lg" p="md" aria-label={`Statute of limitations: ${statuteTitle(statute)}`} component="section">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Title order={4} fz="md">
            {pair ? statuteTitle(statute) : 'Statute of limitations'}
          </Title>
          <Text fz={26} fw={700} mt={4}>
            {statute.dueOn ? formatDay(statute.dueOn) : 'No date yet'}
          </Text>
        </div>
        <Badge size="lg" variant="light" color={STATUS_COLORS[statute.status]}>
          {statusLabel(statute)}
        </Badge>
      </Group>
      <Text fz="sm" c="dimmed" mt={4}>
        {statute.explanation}
      </Text>
      {statute.rule && (
        <Text fz="xs" c="dimmed" mt={4}>
          Rule: {statute.rule.state}, {statute.rule.caseType ?? 'every case type'} — {periodLabel(statute.rule)}
          {statute.rule.source ? ` (${statute.rule.source})` : ''}
        </Text>
      )}
      {statute.rule?.discoveryNote && (
        <Text fz="xs" mt={4}>
          Discovery rule: {statute.rule.discoveryNote}
        </Text>
      )}
      {!statute.rulesConfirmed && statute.rule && statute.status !== 'SATISFIED' && (
        <Alert color="yellow" mt="sm" p="xs" title="Rules not confirmed">
          <Text fz="xs">
            This date comes from the starter table of limitation periods, which your firm has not confirmed yet. Check it, and have a firm admin review
            the <Anchor component={Link} to="/settings/deadlines" fz="xs" underline="always">Deadline Rules</Anchor>.
          </Text>
        </Alert>
      )}
      {statute.satisfiedOn && (
        <Text fz="sm" mt="sm" c="green.8">
          Complaint filed on {formatDay(statute.satisfiedOn)}{statute.satisfiedNote ? ` — ${statute.satisfiedNote}` : ''}. Reminders have stopped.
        </Text>
      )}
      {statute.steps.length > 1 && (
        <>
          <Anchor component="button" type="button" fz="xs" mt="xs" onClick={() => setShowSteps((v) => !v)}>
            {showSteps ? 'Hide the calculation' : 'How it is counted'}
          </Anchor>
          <Collapse expanded={showSteps}>
            <List size="xs" mt={4} type="ordered">
              {statute.steps.map((step, index) => (
                <List.Item key={index}>{step}</List.Item>
              ))}
            </List>
          </Collapse>
        </>
      )}
      {statute.tolling.length > 0 && (
        <Stack gap={2} mt="sm">
          <Text fz="xs" fw={600}>
            Tolling
          </Text>
          {statute.tolling.map((t) => (
            <Group key={t.id} gap="xs" wrap="nowrap">
              <Text fz="xs">
                {t.days} days — {t.reason}
                {t.fromDay && t.toDay ? ` (${formatDay(t.fromDay)} to ${formatDay(t.toDay)})` : ''}
              </Text>
              <ActionIcon size="sm" variant="subtle" color="red" aria-label={`Remove tolling: ${t.reason}`} onClick={() => tollingRemoval.ask({ id: t.id, name: `The tolling for "${t.reason}"` })}>
                <IconTrash size={14} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
      <Group gap="xs" mt="md">
        {statute.satisfiedOn ? (
          <Button size="xs" variant="default" loading={undoing.loading} onClick={() => void run(undo({ variables: { input: key } }), 'The complaint filing was undone; reminders resume.')}>
            Undo complaint filed
          </Button>
        ) : (
          <Button size="xs" onClick={() => setDialog('filed')}>
            Record complaint filed
          </Button>
        )}
        <Button size="xs" variant="light" onClick={() => setDialog('tolling')}>
          Add tolling
        </Button>
        {statute.overrideDay ? (
          <Button size="xs" variant="subtle" onClick={() => void run(override({ variables: { input: { ...key, day: null, reason: null } } }), 'The date is computed again.')}>
            Use the computed date
          </Button>
        ) : (
          <Button size="xs" variant="subtle" onClick={() => setDialog('override')}>
            Set date by hand
          </Button>
        )}
        {pair && (
          <Button size="xs" variant="subtle" color="red" onClick={() => pairRemoval.ask({ name: `The statute of limitations for ${statuteTitle(statute)}` })}>
            Remove
          </Button>
        )}
      </Group>
      {dialog === 'filed' && <FiledDialog statute={statute} onClose={() => setDialog(null)} />}
      {dialog === 'override' && <OverrideDialog statute={statute} onClose={() => setDialog(null)} />}
      {dialog === 'tolling' && <TollingDialog statute={statute} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        {...tollingRemoval.dialog}
        title="Remove tolling"
        message={`Remove ${tollingRemoval.pending?.name.replace(/^The/, 'the') ?? 'this tolling'}? The statute date is counted again without it.`}
        confirmLabel="Remove"
      />
      <ConfirmDialog
        {...pairRemoval.dialog}
        title="Remove statute"
        message={`Remove the statute of limitations for ${statuteTitle(statute)}? Its calendar entry, tolling and any date set by hand go with it. This cannot be undone.`}
        confirmLabel="Remove"
      />
    </Paper>
  );
}
