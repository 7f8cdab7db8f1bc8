import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AddInsurancePolicyDocument,
  ContactPickerDocument,
  InsurancePoliciesDocument,
  PartiesDocument,
  RemoveInsurancePolicyDocument,
  UpdateInsurancePolicyDocument,
  type InsurancePolicyFieldsFragment,
} from '../../gql/graphql';
import { renderScreen, viewerWith } from '../../test/render';
import { always, capture, caseEvent, conflict, noCaseEvents, refusedFields } from '../../test/mocks';
import { InsuranceTab } from './InsuranceTab';

const policy = (id: string, overrides: Partial<InsurancePolicyFieldsFragment> = {}): InsurancePolicyFieldsFragment => ({
  __typename: 'InsurancePolicy',
  id,
  version: 2,
  coverage: 'BODILY_INJURY_LIABILITY',
  policyNumber: 'LSM-88120',
  perPersonLimitCents: 10_000_000,
  perOccurrenceLimitCents: 30_000_000,
  claimNumber: 'CLM-4471',
  claimStatus: 'OPEN',
  reportedOn: '2026-10-03',
  notes: null,
  insurer: { __typename: 'Contact', id: 'c-lsm', name: 'Lone Star Mutual' },
  insured: { __typename: 'Party', id: 'p-def', category: 'DEFENDANT', contact: { __typename: 'Contact', id: 'c-rudy', name: 'Rudy Marsh' } },
  adjuster: { __typename: 'Contact', id: 'c-adj', name: 'Dana Cole', primaryPhone: '+15125550100' },
  ...overrides,
});

const policies = (items: InsurancePolicyFieldsFragment[]) => ({ data: { insurancePolicies: { __typename: 'InsurancePolicyPage', totalCount: items.length, items } } });
const contacts = (kind: 'COMPANY' | 'PERSON', items: Array<{ id: string; name: string }>) => ({
  request: { query: ContactPickerDocument, variables: { search: null, kind } },
  result: { data: { contacts: { __typename: 'ContactPage', items: items.map((c) => ({ __typename: 'Contact', ...c, kind, email: null, primaryPhone: null })) } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});
const parties = {
  request: { query: PartiesDocument, variables: { matterId: 'm1', page: 1, pageSize: 100 } },
  result: {
    data: {
      parties: {
        __typename: 'PartyPage',
        totalCount: 1,
        items: [
          {
            __typename: 'Party', id: 'p-def', version: 1, category: 'DEFENDANT', role: 'Defendant', primaryLabel: null, groupName: null, comment: null, primaryComment: null, relatedPartyId: null,
            contact: { __typename: 'Contact', id: 'c-rudy', name: 'Rudy Marsh', kind: 'PERSON', email: null, primaryPhone: null },
          },
        ],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

async function choose(dialog: HTMLElement, label: RegExp, option: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('InsuranceTab', () => {
  it('lists the policies: insurer, insured, coverage, limits, adjuster, claim number and status', async () => {
    renderScreen(<InsuranceTab matterId="m1" />, { viewer: viewerWith('ATTORNEY'), mocks: [noCaseEvents, always(InsurancePoliciesDocument, policies([policy('ip1'), policy('ip2', { coverage: 'PIP', insurer: { __typename: 'Contact', id: 'c-gs', name: 'Gulf States Insurance' }, insured: null, adjuster: null, perPersonLimitCents: null, perOccurrenceLimitCents: null, claimStatus: 'DENIED', claimNumber: null })]))] });
    const table = await screen.findByRole('table', { name: 'Insurance policies' });
    const row = (await within(table).findByText('Lone Star Mutual')).closest('tr')!;
    expect(within(row).getByText('Rudy Marsh')).toBeInTheDocument();
    expect(within(row).getByText('Bodily Injury Liability')).toBeInTheDocument();
    expect(within(row).getByText('$100,000.00 / $300,000.00')).toBeInTheDocument();
    expect(within(row).getByText('Dana Cole')).toBeInTheDocument();
    expect(within(row).getByText('(512) 555-0100')).toBeInTheDocument();
    expect(within(row).getByText('CLM-4471')).toBeInTheDocument();
    expect(within(row).getByText('Open')).toBeInTheDocument();
    const other = within(table).getByText('Gulf States Insurance').closest('tr')!;
    expect(within(other).getByText('PIP')).toBeInTheDocument();
    expect(within(other).getByText('Denied')).toBeInTheDocument();
    expect(within(other).queryByText('$0.00')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Policy' })).toBeInTheDocument();
  });

  it('adds a policy with its limits in cents, an insurer company, the insured party and an adjuster', async () => {
    const added: unknown[] = [];
    renderScreen(<InsuranceTab matterId="m1" />, {
      viewer: viewerWith('PARALEGAL'),
      mocks: [
        noCaseEvents,
        always(InsurancePoliciesDocument, policies([])),
        parties,
        contacts('COMPANY', [{ id: 'c-lsm', name: 'Lone Star Mutual' }]),
        contacts('PERSON', [{ id: 'c-adj', name: 'Dana Cole' }]),
        capture(AddInsurancePolicyDocument, added, { data: { addInsurancePolicy: policy('ip9') } }),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Policy' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Choose the insurance company.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose the coverage.')).toBeInTheDocument();
    expect(added).toHaveLength(0);

    await choose(dialog, /Insurer/, 'Lone Star Mutual (company)');
    await choose(dialog, /Insured/, 'Rudy Marsh (Defendant)');
    await choose(dialog, /Coverage/, 'Bodily Injury Liability');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Policy Number' }), 'LSM-88120');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Per-Person Limit' }), '25,000');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Per-Occurrence Limit' }), '1,234.56');
    expect(within(dialog).getByRole('textbox', { name: 'Per-Occurrence Limit' })).toHaveValue('1,234.56');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('The per-occurrence limit cannot be less than the per-person limit.')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Per-Occurrence Limit' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Per-Occurrence Limit' }), '50,000.05');
    await choose(dialog, /Adjuster/, 'Dana Cole');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Claim Number' }), 'CLM-4471');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]).toEqual({
      matterId: 'm1', insurerId: 'c-lsm', insuredPartyId: 'p-def', coverage: 'BODILY_INJURY_LIABILITY', policyNumber: 'LSM-88120',
      perPersonLimitCents: 2_500_000, perOccurrenceLimitCents: 5_000_005, adjusterId: 'c-adj', claimNumber: 'CLM-4471', claimStatus: 'OPEN', reportedOn: null, notes: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Policy' })).not.toBeInTheDocument());
  });

  it("shows every field the server refused at its field, and a CONFLICT's message when editing over an old version", async () => {
    const updated: unknown[] = [];
    renderScreen(<InsuranceTab matterId="m1" />, {
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        noCaseEvents,
        always(InsurancePoliciesDocument, policies([policy('ip1')])),
        parties,
        contacts('COMPANY', []),
        contacts('PERSON', []),
        { ...capture(UpdateInsurancePolicyDocument, updated, refusedFields({ insurerId: 'Choose a company from your contacts.', 'input.policyNumber': 'A policy number can be at most 60 characters.' })), maxUsageCount: 1 },
        capture(UpdateInsurancePolicyDocument, updated, conflict('Someone else changed this policy. Reload to see their change.')),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Bodily Injury Liability policy of Lone Star Mutual' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Policy' });
    expect(within(dialog).getByRole('textbox', { name: 'Per-Person Limit' })).toHaveValue('100000.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose a company from your contacts.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Policy Number' })).toHaveAccessibleDescription('A policy number can be at most 60 characters.');
    expect(updated[0]).toMatchObject({ id: 'ip1', version: 2, insurerId: 'c-lsm', perPersonLimitCents: 10_000_000, perOccurrenceLimitCents: 30_000_000 });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Someone else changed this policy. Reload to see their change.');
  });

  it('removes a policy only once it is confirmed', async () => {
    const removed: unknown[] = [];
    renderScreen(<InsuranceTab matterId="m1" />, {
      viewer: viewerWith('FIRM_ADMIN'),
      mocks: [noCaseEvents, always(InsurancePoliciesDocument, policies([policy('ip1')])), capture(RemoveInsurancePolicyDocument, removed, { data: { removeInsurancePolicy: true } })],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Bodily Injury Liability policy of Lone Star Mutual' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove policy' });
    expect(within(confirm).getByText('Remove the Bodily Injury Liability policy of Lone Star Mutual? This cannot be undone.')).toBeInTheDocument();
    expect(removed).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(removed).toEqual([{ id: 'ip1' }]));
  });

  it('shows staff the policies without limits, and without changing them, when their firm hides billing', async () => {
    renderScreen(<InsuranceTab matterId="m1" />, {
      viewer: viewerWith('STAFF'),
      mocks: [noCaseEvents, always(InsurancePoliciesDocument, policies([policy('ip1', { perPersonLimitCents: null, perOccurrenceLimitCents: null })]))],
    });
    const table = await screen.findByRole('table', { name: 'Insurance policies' });
    expect(await within(table).findByText('Lone Star Mutual')).toBeInTheDocument();
    expect(within(table).queryByText(/Limits/)).not.toBeInTheDocument();
    expect(within(table).queryByText(/\$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Policy' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
  });

  it('reads the policies again when someone else changes one', async () => {
    renderScreen(<InsuranceTab matterId="m1" />, {
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        { request: { query: InsurancePoliciesDocument, variables: { matterId: 'm1' } }, result: policies([policy('ip1')]) },
        { request: { query: InsurancePoliciesDocument, variables: { matterId: 'm1' } }, result: policies([policy('ip1'), policy('ip2', { insurer: { __typename: 'Contact', id: 'c-gs', name: 'Gulf States Insurance' } })]) },
        caseEvent('7', 'INSURANCE', 'ip2'),
      ],
    });
    expect(await screen.findByText('Lone Star Mutual')).toBeInTheDocument();
    expect(await screen.findByText('Gulf States Insurance')).toBeInTheDocument();
  });
});
