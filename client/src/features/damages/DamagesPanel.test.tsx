import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddEconomicDamageDocument, CaseDamagesDocument, CaseDocumentPickerDocument, EconomicDamagesDocument, type EconomicDamageFieldsFragment } from '../../gql/graphql';
import { always, capture, caseEvent, noCaseEvents, refusedFields } from '../../test/mocks';
import { renderScreen, viewerWith } from '../../test/render';
import { DamagesPanel } from './DamagesPanel';
import { DamagesSummary } from './DamagesSummary';

const damage = (id: string, overrides: Partial<EconomicDamageFieldsFragment> = {}): EconomicDamageFieldsFragment => ({
  __typename: 'EconomicDamage', id, version: 1, kind: 'LOST_WAGES', description: null, employer: 'H-E-B', periodFrom: '2026-10-01', periodTo: '2026-10-21',
  rateCents: 2_550, rateUnit: 'HOUR', unitsThousandths: 80_000, amountCents: 204_000, paidBy: null, document: null, ...overrides,
});
const damages = (items: EconomicDamageFieldsFragment[]) => ({ data: { economicDamages: { __typename: 'EconomicDamagePage', totalCount: items.length, items } } });
const summary = (overrides: Record<string, number | null> = {}) => ({
  data: {
    caseDamages: {
      __typename: 'CaseDamages', medicalBilledCents: 650_000, medicalOutstandingCents: 450_000, liensClaimedCents: 470_000, liensExpectedCents: 410_000,
      lostWagesCents: 204_000, propertyDamageCents: 380_000, otherDamagesCents: 0, totalEconomicCents: 1_234_000, ...overrides,
    },
  },
});

describe('Medical › Lost Wages & Damages', () => {
  it('lists lost wages with the rate worked out, property damage with who paid it, and adds lost wages by rate', async () => {
    const added: unknown[] = [];
    renderScreen(<DamagesPanel matterId="m1" />, {
      viewer: viewerWith('PARALEGAL'),
      mocks: [
        noCaseEvents,
        always(EconomicDamagesDocument, damages([damage('d1'), damage('d2', { kind: 'PROPERTY_DAMAGE', employer: null, description: '2019 Honda Civic', rateCents: null, rateUnit: null, unitsThousandths: null, amountCents: 380_000, paidBy: 'Lone Star Mutual', periodFrom: null, periodTo: null })])),
        always(CaseDocumentPickerDocument, { data: { documents: { __typename: 'DocumentEntryPage', items: [] } } }),
        { ...capture(AddEconomicDamageDocument, added, refusedFields({ 'input.unitsThousandths': 'Enter 0 or more.', periodTo: 'The end of the period cannot be before its start.' })), maxUsageCount: 1 },
        capture(AddEconomicDamageDocument, added, { data: { addEconomicDamage: damage('d9') } }),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Lost wages and damages' });
    const wages = (await within(table).findByText('H-E-B')).closest('tr')!;
    expect(within(wages).getByText('$25.50 / hour × 80 hours')).toBeInTheDocument();
    expect(within(wages).getByText('$2,040.00')).toBeInTheDocument();
    expect(within(wages).getByText('Oct 1, 2026 – Oct 21, 2026')).toBeInTheDocument();
    const car = within(table).getByText('2019 Honda Civic · paid by Lone Star Mutual').closest('tr')!;
    expect(within(car).getByText('Property Damage')).toBeInTheDocument();
    expect(within(car).getByText('$3,800.00')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add Damage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Damage' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter the amount.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Employer' }), 'H-E-B');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Rate' }), '25.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Give the rate, its unit and how many units were lost, or just the amount.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Per' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Hour' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Units Lost' }), '7.5');
    expect(within(dialog).getByText('Rate × units: $191.25')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter 0 or more.')).toBeInTheDocument();
    expect(within(dialog).getByText('The end of the period cannot be before its start.')).toBeInTheDocument();
    expect(added[0]).toEqual({
      matterId: 'm1', kind: 'LOST_WAGES', description: null, employer: 'H-E-B', periodFrom: null, periodTo: null,
      rateCents: 2_550, rateUnit: 'HOUR', unitsThousandths: 7_500, amountCents: null, paidBy: null, documentId: null,
    });

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Property Damage' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Estimate/ }), '3,800');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Paid By' }), 'Lone Star Mutual');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(added).toHaveLength(2));
    expect(added[1]).toMatchObject({ kind: 'PROPERTY_DAMAGE', employer: null, rateCents: null, rateUnit: null, unitsThousandths: null, amountCents: 380_000, paidBy: 'Lone Star Mutual' });
  });

  it('shows staff without billing the damages without rates or amounts, read-only', async () => {
    renderScreen(<DamagesPanel matterId="m1" />, {
      viewer: viewerWith('STAFF'),
      mocks: [noCaseEvents, always(EconomicDamagesDocument, damages([damage('d1', { rateCents: null, amountCents: null })]))],
    });
    const table = await screen.findByRole('table', { name: 'Lost wages and damages' });
    expect(await within(table).findByText('H-E-B')).toBeInTheDocument();
    expect(within(table).queryByText('Amount')).not.toBeInTheDocument();
    expect(within(table).queryByText(/\$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Damage' })).not.toBeInTheDocument();
  });
});

describe('the Summary’s Damages', () => {
  it('shows medical specials billed and outstanding, liens, lost wages, property damage, other and the total, and follows changes live', async () => {
    renderScreen(<DamagesSummary matterId="m1" onOpenMedical={() => {}} />, {
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        { request: { query: CaseDamagesDocument, variables: { matterId: 'm1' } }, result: summary() },
        { request: { query: CaseDamagesDocument, variables: { matterId: 'm1' } }, result: summary({ medicalBilledCents: 700_000, totalEconomicCents: 1_284_000 }) },
        caseEvent('30', 'MEDICAL_BILL', 'b3'),
      ],
    });
    const section = await screen.findByTestId('case-damages');
    expect(within(section).getByLabelText('Medical specials billed')).toHaveTextContent('$6,500.00');
    expect(within(section).getByLabelText('Medical outstanding')).toHaveTextContent('$4,500.00');
    expect(within(section).getByLabelText('Liens claimed')).toHaveTextContent('$4,700.00');
    expect(within(section).getByLabelText('Liens expected')).toHaveTextContent('$4,100.00');
    expect(within(section).getByLabelText('Lost wages')).toHaveTextContent('$2,040.00');
    expect(within(section).getByLabelText('Property damage')).toHaveTextContent('$3,800.00');
    expect(within(section).getByLabelText('Other damages')).toHaveTextContent('$0.00');
    expect(within(section).getByLabelText('Total economic damages')).toHaveTextContent('$12,340.00');
    await waitFor(() => expect(within(screen.getByTestId('case-damages')).getByLabelText('Total economic damages')).toHaveTextContent('$12,840.00'));
    expect(within(screen.getByTestId('case-damages')).getByLabelText('Medical specials billed')).toHaveTextContent('$7,000.00');
  });

  it('shows staff without billing no amounts at all', async () => {
    renderScreen(<DamagesSummary matterId="m1" onOpenMedical={() => {}} />, { viewer: viewerWith('STAFF'), mocks: [] });
    expect(screen.getByText('Amounts are not shown to your role.')).toBeInTheDocument();
    expect(screen.queryByTestId('case-damages')).not.toBeInTheDocument();
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
  });
});
