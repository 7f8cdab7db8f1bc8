import { useQuery } from '@apollo/client/react';
import { Alert, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { StatutePreviewDocument } from '../../gql/graphql';
import { formatDay } from '../../ui/format';
import { statusLabel } from './statuteFormat';

/**
 * In the intake: as soon as the state, case type and incident date are known, the statute of
 * limitations they give — a warning when it is near (180 days) or already passed.
 */
export function StatutePreviewAlert({ state, caseType, incidentDate }: { state: string | null; caseType: string | null; incidentDate: string | null }) {
  const [inputs] = useDebouncedValue({ state, caseType, incidentDate }, 300);
  const ready = Boolean(inputs.state && inputs.caseType && inputs.incidentDate && /^\d{4}-\d{2}-\d{2}$/.test(inputs.incidentDate));
  const { data } = useQuery(StatutePreviewDocument, {
    variables: { state: inputs.state ?? '', caseType: inputs.caseType ?? '', incidentDate: inputs.incidentDate ?? '' },
    skip: !ready,
  });
  const statute = ready ? data?.statutePreview : null;
  if (!statute?.dueOn) return null;
  const urgent = statute.status === 'AT_RISK' || statute.status === 'PASSED';
  return (
    <Alert
      color={statute.status === 'PASSED' ? 'red' : urgent ? 'orange' : 'blue'}
      icon={urgent ? <IconAlertTriangle size={18} /> : undefined}
      title={statute.status === 'PASSED' ? 'The statute of limitations may have run' : urgent ? 'The statute of limitations is near' : 'Statute of limitations'}
      role={urgent ? 'alert' : undefined}
    >
      <Text fz="sm">
        {formatDay(statute.dueOn)} — {statusLabel(statute)} ({statute.explanation}).
      </Text>
      {statute.rule?.discoveryNote && <Text fz="xs" mt={4}>Discovery rule: {statute.rule.discoveryNote}</Text>}
      {!statute.rulesConfirmed && (
        <Text fz="xs" mt={4} c="dimmed">
          From the starter table of limitation periods, which your firm has not confirmed yet.
        </Text>
      )}
    </Alert>
  );
}
