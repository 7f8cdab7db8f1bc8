import { Accordion, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { SettlementFieldsFragment } from '../../gql/graphql';
import { formatAmount, formatDay } from '../../ui/format';
import { RowActions } from '../../ui/RowActions';
import { STATEMENT_STATE_LABELS } from './settlementFormat';
import { statementsByPlaintiff } from './statementChoices';
import { StatementView, type StatementRights } from './StatementView';

/**
 * One settlement: its amount, day, paying policy, terms and shares, then each plaintiff's statement
 * (the newest version, the earlier ones folded away). While every statement is a draft, editors
 * change or remove the settlement itself.
 */
export function SettlementCard({
  settlement,
  policyName,
  rights,
  onEdit,
  onRemove,
}: {
  settlement: SettlementFieldsFragment;
  policyName: string | null;
  rights: StatementRights;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const changeable = rights.editable && settlement.statements.every((statement) => statement.state === 'DRAFT');
  const label = `settlement of ${formatDay(settlement.settledOn)}`;
  const names = new Map(settlement.statements.map((statement) => [statement.plaintiffPartyId, statement.plaintiffName]));
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text fw={700}>
              {settlement.amountCents === null ? 'Settlement' : `Settlement of ${formatAmount(settlement.amountCents)}`} on {formatDay(settlement.settledOn)}
            </Text>
            <Text fz="sm" c="dimmed">
              {policyName ? `Paid by ${policyName}` : 'Paying policy not given'}
            </Text>
            {settlement.shares.length > 1 && (
              <Text fz="sm">
                Shares: {settlement.shares.map((share) => `${names.get(share.plaintiffPartyId) ?? 'Plaintiff'} ${formatAmount(share.amountCents)}`).join(' · ')}
              </Text>
            )}
            {settlement.terms && (
              <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {settlement.terms}
              </Text>
            )}
          </div>
          {changeable && <RowActions label={label} deleteLabel="Remove" onEdit={onEdit} onDelete={onRemove} />}
        </Group>
        {statementsByPlaintiff(settlement.statements).map(([latest, ...earlier]) => (
          <Stack key={latest!.id} gap="xs">
            <StatementView statement={latest!} latest rights={rights} />
            {earlier.length > 0 && (
              <Accordion variant="contained" chevronPosition="left">
                {earlier.map((statement) => (
                  <Accordion.Item key={statement.id} value={statement.id}>
                    <Accordion.Control>
                      <Group gap="xs">
                        <Text fz="sm">
                          {statement.plaintiffName ? `${statement.plaintiffName}: ` : ''}Version {statement.revision} ({STATEMENT_STATE_LABELS[statement.state]})
                        </Text>
                        {statement.supersededAt ? (
                          <Badge variant="outline" color="dark" size="sm">
                            Superseded
                          </Badge>
                        ) : (
                          statement.state !== 'DRAFT' && (
                            <Badge variant="light" color="blue" size="sm">
                              In force until version {latest!.revision} is finalized
                            </Badge>
                          )
                        )}
                      </Group>
                    </Accordion.Control>
                    <Accordion.Panel>
                      <StatementView statement={statement} latest={false} rights={rights} />
                    </Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Accordion>
            )}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
