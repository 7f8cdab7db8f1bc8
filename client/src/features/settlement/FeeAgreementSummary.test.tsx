import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CaseFeeAgreementDocument } from '../../gql/graphql';
import { renderScreen, viewerWith } from '../../test/render';
import { FeeAgreementSummary } from './FeeAgreementSummary';
import { firmDefaultAgreement } from './settlementFixtures';

describe("the Summary tab's Fee Agreement", () => {
  it('shows the percentage that applies now and opens the Settlement tab', async () => {
    const opened: string[] = [];
    renderScreen(<FeeAgreementSummary matterId="m1" onOpen={() => opened.push('settlement')} />, {
      viewer: viewerWith('PARALEGAL'),
      mocks: [{ request: { query: CaseFeeAgreementDocument, variables: { matterId: 'm1' } }, result: firmDefaultAgreement() }],
    });
    await userEvent.click(await screen.findByRole('button', { name: '40 % of the gross recovery' }));
    expect(opened).toEqual(['settlement']);
  });
});
