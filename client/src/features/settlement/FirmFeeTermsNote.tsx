import { useQuery } from '@apollo/client/react';
import { Text } from '@mantine/core';
import { FirmFeeDefaultsDocument } from '../../gql/graphql';
import { formatMoney } from '../../ui/format';
import { isContingent, stageRatesText } from './feeTerms';
import { FEE_KIND_LABELS } from './settlementFormat';

/** Add New Case: the fee agreement a new case starts with (the firm's terms of the day), and where to change it. */
export function FirmFeeTermsNote() {
  const { data } = useQuery(FirmFeeDefaultsDocument, { fetchPolicy: 'cache-and-network' });
  const terms = data?.firmFeeDefaults.terms;
  if (!terms) return null;
  const of = terms.basis === 'NET' ? 'of the recovery net of costs' : 'of the gross recovery';
  const rates = isContingent(terms.kind) ? `${stageRatesText(terms, formatMoney)}, ${of}` : FEE_KIND_LABELS[terms.kind];
  return (
    <Text fz="sm" data-testid="firm-fee-terms">
      The case starts with your firm’s fee agreement: {rates}. Change it for this case on its Settlement tab once it is saved.
    </Text>
  );
}
