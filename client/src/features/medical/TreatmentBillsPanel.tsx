import { useQuery } from '@apollo/client/react';
import { Stack } from '@mantine/core';
import { MedicalBillsDocument, MedicalSpecialsDocument, MedicalTreatmentsDocument, RecordsRequestsDocument } from '../../gql/graphql';
import { useCaseRecordRefetch } from '../../live/useCaseRecordRefetch';
import { canEditCaseMoney, canSeeCaseAmounts } from '../../lib/roles';
import { useViewer } from '../../lib/viewer';
import { BillsSection } from './BillsSection';
import { NO_PROVIDER } from './medicalFormat';
import { RecordsRequestsSection } from './RecordsRequestsSection';
import { SpecialsSection } from './SpecialsSection';
import { TreatmentsSection } from './TreatmentsSection';
import { MEDICAL_QUERIES } from './useTreatmentForm';

const live = { fetchPolicy: 'cache-and-network' } as const;

/**
 * Treatment & Bills: the providers who treated each plaintiff, the records requested of them, their
 * bills and the case's medical specials (amounts and exports only for whoever may see amounts),
 * kept current as anyone changes them.
 */
export function TreatmentBillsPanel({ matterId }: { matterId: string }) {
  const viewer = useViewer();
  const editable = canEditCaseMoney(viewer);
  const showAmounts = canSeeCaseAmounts(viewer);
  const variables = { matterId };
  const treatments = useQuery(MedicalTreatmentsDocument, { variables, ...live });
  const requests = useQuery(RecordsRequestsDocument, { variables, ...live });
  const bills = useQuery(MedicalBillsDocument, { variables, ...live });
  const specials = useQuery(MedicalSpecialsDocument, { variables, ...live, skip: !showAmounts });
  useCaseRecordRefetch(matterId, ['TREATMENT', 'RECORDS_REQUEST', 'MEDICAL_BILL'], showAmounts ? MEDICAL_QUERIES : MEDICAL_QUERIES.filter((q) => q !== 'MedicalSpecials'));
  const treatmentList = treatments.data?.medicalTreatments.items ?? [];
  const addBlockedBy = treatments.data && treatmentList.length === 0 ? NO_PROVIDER : null;

  return (
    <Stack gap="md">
      <TreatmentsSection matterId={matterId} treatments={treatmentList} loading={treatments.loading} editable={editable} />
      <RecordsRequestsSection matterId={matterId} requests={requests.data?.recordsRequests.items ?? []} treatments={treatmentList} loading={requests.loading} editable={editable} addBlockedBy={addBlockedBy} />
      <BillsSection matterId={matterId} bills={bills.data?.medicalBills.items ?? []} treatments={treatmentList} loading={bills.loading} editable={editable} showAmounts={showAmounts} addBlockedBy={addBlockedBy} />
      {showAmounts && <SpecialsSection matterId={matterId} specials={specials.data?.medicalSpecials} />}
    </Stack>
  );
}
