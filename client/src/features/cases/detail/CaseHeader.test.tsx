import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CaseDetailFieldsFragment } from '../../../gql/graphql';
import { renderScreen, viewerWith } from '../../../test/render';
import { CaseHeader } from './CaseHeader';

const matter: CaseDetailFieldsFragment = {
  __typename: 'Matter', id: 'm1', version: 4, number: '2026-0002', name: 'Bell v. Harmon', status: 'IN_PROGRESS', statusDays: 3,
  statusChangedAt: '2026-11-19T10:00:00.000Z', priority: 'NORMAL', permission: 'EVERYONE', accessUserIds: [], caseGroup: 'Personal Injury',
  caseType: 'Car Accident', caseSubType: null, practiceArea: 'Personal Injury', stage: 'Intake', court: null, description: null,
  facts: null, createdAt: '2026-11-19T10:00:00.000Z', client: null, staff: [],
  incident: {
    __typename: 'Incident', state: 'Texas', date: '2026-10-01', liabilityCode: null, comments: null, facts: null, mergedFacts: null,
    accidentTiming: null, previousAttorney: null, injuryLocation: null, propertyOwner: null, reportedIncident: null, seriousInjury: false,
    noInjury: false, otherInjuries: null,
  },
  referral: { __typename: 'ReferralSource', advertisingSource: null, lawFirm: null, attorney: null, sourceName: null, relationship: null },
  timeline: [], statusHistory: [], folders: [],
};

describe('CaseHeader', () => {
  it('opens a chat about the case with Ask AI', async () => {
    const { router } = renderScreen(<CaseHeader matter={matter} />, { path: '/cases/caseDetail?id=m1', viewer: viewerWith('PARALEGAL') });
    await userEvent.click(screen.getByRole('button', { name: 'Ask AI' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ai-chat'));
    expect(router.state.location.search).toBe('?matter=m1');
  });
});
