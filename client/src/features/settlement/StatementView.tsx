import { Alert, Anchor, Badge, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconSignature } from '@tabler/icons-react';
import { useState } from 'react';
import type { StatementFieldsFragment } from '../../gql/graphql';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormProblem } from '../../ui/FormProblem';
import { formatAmount, formatDateTime, formatDay } from '../../ui/format';
import { useConfirmedSave } from '../../ui/useConfirmation';
import { StatementTrustBar } from '../trust/StatementTrustBar';
import { FeeOverrideDialog, OtherDeductionDialog, SignStatementDialog } from './StatementDialogs';
import { StatementTable } from './StatementTable';
import { STATEMENT_STATE_COLORS, STATEMENT_STATE_LABELS, statementPdfUrl } from './settlementFormat';
import { useStatementActions } from './useStatementActions';
import { useStatementDraft, type DraftTools } from './useStatementDraft';

export interface StatementRights {
  /** Attorneys, paralegals and firm admins: prepare drafts, start versions, record signatures. */
  editable: boolean;
  /** Attorneys and firm admins: finalize. */
  canFinalize: boolean;
}

/** "Settlement statement of Nina Patel, version 2". */
export const statementName = (statement: StatementFieldsFragment) =>
  `Settlement statement${statement.plaintiffName ? ` of ${statement.plaintiffName}` : ''}, version ${statement.revision}`;

/**
 * One version of a plaintiff's settlement statement: its state, its figures, and what may be done
 * with it. `latest`: the plaintiff's newest version (the one a new version starts from).
 */
export function StatementView({ statement, latest, rights }: { statement: StatementFieldsFragment; latest: boolean; rights: StatementRights }) {
  const draftState = useStatementDraft(statement);
  const actions = useStatementActions(statement);
  const [dialog, setDialog] = useState<'fee' | 'other' | 'sign' | null>(null);
  const isDraft = statement.state === 'DRAFT';
  // Removing an other deduction saves the draft at once: asked first, then said.
  const otherRemoval = useConfirmedSave(async ({ index, description }: { index: number; description: string }) => {
    if (await draftState.removeOther(index)) notifications.show({ color: 'navy', message: `${description} was removed from the statement.` });
  });
  const draft: DraftTools | null =
    rights.editable && isDraft
      ? { ...draftState, editFee: () => setDialog('fee'), addOther: () => setDialog('other'), askRemoveOther: (index, description) => otherRemoval.submit({ index, description }, true) }
      : null;
  const shortfall = statement.figures.shortfallCents ?? 0;
  const name = statementName(statement);

  return (
    <Paper withBorder radius="md" p="md" aria-label={name} component="section">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Group gap="xs">
              <Text fw={600}>{statement.plaintiffName ?? 'Client'}</Text>
              <Badge variant="light" color={STATEMENT_STATE_COLORS[statement.state]}>
                {STATEMENT_STATE_LABELS[statement.state]}
              </Badge>
              <Text fz="sm" c="dimmed">
                Version {statement.revision}
              </Text>
              {statement.supersededAt && (
                <Badge variant="outline" color="dark">
                  Superseded
                </Badge>
              )}
            </Group>
            <Text fz="xs" c="dimmed">
              {[
                statement.finalizedAt && `Finalized ${formatDateTime(statement.finalizedAt)}`,
                statement.signedOn && `Signed by the client on ${formatDay(statement.signedOn)}`,
              ]
                .filter(Boolean)
                .join(' · ')}
              {statement.signedDocument && (
                <>
                  {' · '}
                  <Anchor href={statement.signedDocument.downloadUrl} fz="xs">
                    {statement.signedDocument.title}
                  </Anchor>
                </>
              )}
            </Text>
          </div>
          <Group gap="xs">
            {isDraft && rights.canFinalize && (
              <Button size="xs" onClick={actions.askFinalize} disabled={draftState.saving || actions.busy}>
                Finalize
              </Button>
            )}
            {!isDraft && latest && rights.editable && !statement.supersededAt && (
              <Button size="xs" variant="default" onClick={() => void actions.revise()} loading={actions.busy}>
                New Version
              </Button>
            )}
            {statement.state === 'FINALIZED' && rights.editable && !statement.supersededAt && (
              <Button size="xs" variant="default" leftSection={<IconSignature size={14} />} onClick={() => setDialog('sign')}>
                Record Signature
              </Button>
            )}
            <Button size="xs" variant="default" component="a" href={statementPdfUrl(statement.id)} target="_blank" rel="noopener" leftSection={<IconDownload size={14} />}>
              Download PDF
            </Button>
          </Group>
        </Group>
        <StatementTrustBar statement={statement} />
        {isDraft && rights.editable && !rights.canFinalize && (
          <Text fz="sm" c="dimmed">
            Prepare the draft; an attorney finalizes it.
          </Text>
        )}
        <FormProblem problem={actions.problem ?? draftState.problem} />
        {shortfall > 0 && (
          <Alert color="orange" variant="light" title="Shortfall">
            Liens, bills and other deductions exceed what is left after the fee and costs by {formatAmount(shortfall)}. Leave some out, reduce them, or reduce them pro rata
            before finalizing; the client's net is never below zero.
          </Alert>
        )}
        <StatementTable statement={statement} label={name} draft={draft} />
        {draft ? (
          <Checkbox
            label="Reduce liens and bills pro rata when they exceed what is left"
            checked={statement.reduceProRata}
            disabled={draft.saving}
            onChange={(event) => void draft.setReduceProRata(event.currentTarget.checked)}
          />
        ) : (
          statement.reduceProRata && (
            <Text fz="xs" c="dimmed">
              Liens and bills beyond what is left are reduced pro rata.
            </Text>
          )
        )}
        <Text fz="xs" c="dimmed">
          {statement.figures.roundingNote}
        </Text>
      </Stack>
      <ConfirmDialog
        {...actions.finalizeDialog}
        title="Finalize statement"
        message="Finalizing locks this statement: its lines and amounts can no longer change, and a change needs a new version. The case staff are notified."
        confirmLabel="Finalize"
      />
      <ConfirmDialog
        {...otherRemoval.dialog}
        title="Remove deduction"
        message={`Remove ${otherRemoval.pending?.description ?? 'this deduction'} from the statement? The net to the client is counted again.`}
        confirmLabel="Remove"
      />
      {dialog === 'fee' && <FeeOverrideDialog statement={statement} onClose={() => setDialog(null)} />}
      {dialog === 'other' && <OtherDeductionDialog statement={statement} onClose={() => setDialog(null)} />}
      {dialog === 'sign' && <SignStatementDialog statement={statement} onClose={() => setDialog(null)} />}
    </Paper>
  );
}
