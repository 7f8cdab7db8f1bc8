import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Button, Group, SimpleGrid, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { CaseFeeAgreementDocument } from '../../gql/graphql';
import { Field } from '../../ui/Field';
import { formatDay, formatMoney } from '../../ui/format';
import { Section } from '../cases/detail/Section';
import { FeeAgreementDialog } from './FeeAgreementDialog';
import { hasFlatFee, hasHourlyRate, isContingent, stageRatesText } from './feeTerms';
import { FEE_BASIS_LABELS, FEE_KIND_LABELS, FEE_STAGE_LABELS } from './settlementFormat';

/** The fee agreement that applies to the case (its own, or the firm's defaults), the stage the case is at and why; editors change it. */
export function FeeAgreementCard({ matterId, editable }: { matterId: string; editable: boolean }) {
  const { data, error } = useQuery(CaseFeeAgreementDocument, { variables: { matterId }, fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState(false);
  const applying = data?.caseFeeAgreement;
  const agreement = applying?.agreement ?? null;
  const edit = editable && applying && (
    <Button variant="default" size="xs" leftSection={<IconPencil size={14} />} onClick={() => setEditing(true)} aria-label="Edit the fee agreement">
      Edit
    </Button>
  );

  return (
    <Section title="Fee Agreement" action={edit}>
      {!applying ? (
        <Text c="dimmed" fz="sm">
          {error ? "The fee agreement couldn't be loaded. Check your connection and try again." : 'Loading…'}
        </Text>
      ) : (
        <div data-testid="fee-agreement">
          <Group gap="xs" mb="sm">
            <Text fz="lg" fw={600}>
              {applying.currentRate}
            </Text>
            <Badge variant="light" color={agreement ? 'blue' : 'gray'}>
              {agreement ? "This case's agreement" : 'Firm default'}
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
            <Field label="Stage" value={`${FEE_STAGE_LABELS[applying.stage]} (${applying.stageReason})`} />
            <Field label="Kind of fee" value={FEE_KIND_LABELS[applying.terms.kind]} />
            {isContingent(applying.terms.kind) && <Field label="Percentage of" value={FEE_BASIS_LABELS[applying.terms.basis]} />}
            {isContingent(applying.terms.kind) && <Field label="Percentages" value={stageRatesText(applying.terms, formatMoney)} />}
            {hasFlatFee(applying.terms.kind) && applying.terms.flatCents != null && <Field label="Flat fee" value={formatMoney(applying.terms.flatCents)} />}
            {hasHourlyRate(applying.terms.kind) && applying.terms.hourlyRateCents != null && <Field label="Hourly rate" value={formatMoney(applying.terms.hourlyRateCents)} />}
            {agreement && <Field label="Signed on" value={agreement.signedOn ? formatDay(agreement.signedOn) : 'Not recorded'} />}
            {agreement && (
              <Field
                label="Signed agreement"
                value={
                  agreement.document ? (
                    <Anchor href={agreement.document.downloadUrl} fz="sm">
                      {agreement.document.title}
                    </Anchor>
                  ) : null
                }
              />
            )}
            {agreement?.appealFiledOn && <Field label="Appeal filed on" value={formatDay(agreement.appealFiledOn)} />}
          </SimpleGrid>
          {agreement?.notes && (
            <Text fz="sm" mt="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {agreement.notes}
            </Text>
          )}
          {!agreement && (
            <Text fz="xs" c="dimmed" mt="sm">
              This case has no fee agreement of its own: the firm's default terms apply until one is saved.
            </Text>
          )}
        </div>
      )}
      {editing && applying && <FeeAgreementDialog matterId={matterId} applying={applying} onClose={() => setEditing(false)} />}
    </Section>
  );
}
