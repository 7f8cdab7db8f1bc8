import { useQuery } from '@apollo/client/react';
import { Anchor } from '@mantine/core';
import { CaseFeeAgreementDocument } from '../../gql/graphql';
import { Field } from '../../ui/Field';

/** The Summary tab's Details line for the fee agreement: the percentage that applies now, opening the Settlement tab. */
export function FeeAgreementSummary({ matterId, onOpen }: { matterId: string; onOpen: () => void }) {
  const { data } = useQuery(CaseFeeAgreementDocument, { variables: { matterId }, fetchPolicy: 'cache-and-network' });
  const applying = data?.caseFeeAgreement;
  return (
    <Field
      label="Fee Agreement"
      value={
        applying && (
          <Anchor component="button" type="button" fz="sm" ta="left" onClick={onOpen}>
            {applying.currentRate}
          </Anchor>
        )
      }
    />
  );
}
