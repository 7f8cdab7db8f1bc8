import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DashboardNegotiationsDocument, type NegotiationDueFieldsFragment } from '../../gql/graphql';
import { addDays, today } from '../../lib/dates';
import { always } from '../../test/mocks';
import { renderScreen, viewerWith } from '../../test/render';
import { NegotiationCards } from './NegotiationCards';

const due = (id: string, overrides: Partial<NegotiationDueFieldsFragment> = {}): NegotiationDueFieldsFragment => ({
  __typename: 'NegotiationDue', id, matterId: 'm1', matterName: 'Gonzalez v. Driver', matterNumber: '2026-0002', kind: 'DEMAND', amountCents: 10_000_000,
  happenedOn: '2026-10-01', responseDueOn: null, ...overrides,
});
const answer = (demandsAwaitingResponse: NegotiationDueFieldsFragment[], negotiationResponsesDue: NegotiationDueFieldsFragment[]) =>
  always(DashboardNegotiationsDocument, { data: { demandsAwaitingResponse, negotiationResponsesDue } });

describe('the dashboard’s negotiation cards', () => {
  it('lists the demands awaiting a response and the responses due, each case opening its Settlement tab', async () => {
    const yesterday = addDays(today(), -1);
    const { router } = renderScreen(<NegotiationCards />, {
      path: '/dashboard',
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        answer(
          [due('n1', { responseDueOn: '2026-10-31' }), due('n2', { matterId: 'm2', matterName: 'Open v. Demand', matterNumber: '2026-0005', kind: 'POLICY_LIMITS_DEMAND', amountCents: 7_500_000, happenedOn: '2026-11-02' })],
          [due('n3', { kind: 'OFFER', amountCents: 4_500_000, responseDueOn: yesterday }), due('n4', { matterId: 'm2', matterName: 'Open v. Demand', responseDueOn: addDays(today(), 3) })],
        ),
      ],
    });

    const awaiting = await screen.findByRole('table', { name: 'Demands Awaiting Response' });
    expect(within(awaiting).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Case', 'Kind', 'Amount', 'Sent', 'Response Due']);
    await within(awaiting).findByText('Open v. Demand');
    const [, first, second] = within(awaiting).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Gonzalez v. Driver' })).toHaveAttribute('href', '/cases/caseDetail?id=m1&tab=settlement');
    expect(within(first!).getByText('2026-0002')).toBeInTheDocument();
    expect(within(first!).getByText('Demand')).toBeInTheDocument();
    expect(within(first!).getByText('$100,000.00')).toBeInTheDocument();
    expect(within(first!).getByText('Oct 1, 2026')).toBeInTheDocument();
    expect(within(first!).getByText('Oct 31, 2026 · Overdue')).toBeInTheDocument();
    expect(within(second!).getByText('Policy-Limits Demand')).toBeInTheDocument();
    expect(within(second!).getByText('$75,000.00')).toBeInTheDocument();
    expect(within(second!).getByText('Nov 2, 2026')).toBeInTheDocument();

    const responses = screen.getByRole('table', { name: 'Responses Due This Week' });
    expect(within(responses).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Due', 'Case', 'Kind', 'Amount']);
    const [, late, soon] = within(responses).getAllByRole('row');
    const lateDay = within(late!).getByText(/ · Overdue$/);
    expect(lateDay).toHaveStyle({ color: 'var(--mantine-color-red-7)' });
    expect(within(late!).getByText('Offer')).toBeInTheDocument();
    expect(within(late!).getByText('$45,000.00')).toBeInTheDocument();
    expect(within(soon!).queryByText(/Overdue|Today/)).not.toBeInTheDocument();

    await userEvent.click(within(soon!).getByRole('link', { name: 'Open v. Demand' }));
    expect(router.state.location.pathname).toBe('/cases/caseDetail');
    expect(router.state.location.search).toBe('?id=m2&tab=settlement');
  });

  it('shows a staff member whose amounts are hidden an em dash, and says plainly when there is nothing', async () => {
    renderScreen(<NegotiationCards />, {
      viewer: viewerWith('STAFF'),
      mocks: [answer([due('n1', { amountCents: null })], [])],
    });
    const awaiting = await screen.findByRole('table', { name: 'Demands Awaiting Response' });
    await within(awaiting).findByText('Gonzalez v. Driver');
    const [, row] = within(awaiting).getAllByRole('row');
    expect(within(row!).getAllByRole('cell')[2]).toHaveTextContent('—');
    expect(await within(screen.getByRole('region', { name: 'Responses Due This Week' })).findByText('No responses are due in the next 7 days.')).toBeInTheDocument();
  });

  it('says when no demand is waiting for an answer', async () => {
    renderScreen(<NegotiationCards />, { viewer: viewerWith('PARALEGAL'), mocks: [answer([], [])] });
    expect(await screen.findByText('No demands are waiting for an answer.')).toBeInTheDocument();
  });
});
