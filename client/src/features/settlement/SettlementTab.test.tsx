import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AddNegotiationDocument,
  CaseDocumentPickerDocument,
  CaseFeeAgreementDocument,
  FinalizeSettlementStatementDocument,
  InsurancePoliciesDocument,
  NegotiationsDocument,
  NegotiationSummaryDocument,
  PartiesDocument,
  RecordSettlementDocument,
  ReviseSettlementStatementDocument,
  SaveFeeAgreementDocument,
  SettlementsDocument,
  SignSettlementStatementDocument,
  UpdateSettlementStatementDocument,
  type SettlementFieldsFragment,
} from '../../gql/graphql';
import { addDays, today } from '../../lib/dates';
import { always, capture, noCaseEvents, refusedFields } from '../../test/mocks';
import { renderScreen, viewerWith } from '../../test/render';
import { builtInTerms, entry, firmDefaultAgreement, line, negotiations, parties, party, policies, settlement, settlements, statement, summary } from './settlementFixtures';
import { SettlementTab } from './SettlementTab';

const soon = addDays(today(), 3);
const history = [
  entry('n2', { kind: 'OFFER', happenedOn: '2026-10-20', amountCents: 6_000_000, policyId: null, partyId: 'p-rudy', notes: 'Adjuster cites a gap in treatment.' }),
  entry('n1', { responseDueOn: soon, letterDocument: { __typename: 'Document', id: 'd-letter', title: 'Demand letter.pdf', downloadUrl: '/api/files/d-letter' } }),
];
/** Version 3 being prepared; version 2 finalized (in force until 3 is); version 1 superseded by 2. */
const versions = [
  statement('st3', { revision: 3 }),
  statement('st2', { revision: 2, state: 'FINALIZED', finalizedAt: '2026-11-04T15:00:00.000Z' }),
  statement('st1', { revision: 1, state: 'FINALIZED', current: false, finalizedAt: '2026-11-03T15:00:00.000Z', supersededAt: '2026-11-04T15:00:00.000Z' }),
];

function tabMocks(list: SettlementFieldsFragment[] = [settlement(versions)]) {
  return [
    noCaseEvents,
    always(InsurancePoliciesDocument, policies),
    always(PartiesDocument, parties()),
    always(NegotiationSummaryDocument, summary(soon)),
    always(NegotiationsDocument, negotiations(history)),
    always(CaseFeeAgreementDocument, firmDefaultAgreement()),
    always(SettlementsDocument, settlements(list)),
    always(CaseDocumentPickerDocument, { data: { documents: { __typename: 'DocumentEntryPage', items: [] } } }),
  ];
}

describe('the Settlement tab', () => {
  it('shows where the negotiation stands, the fee agreement, the demands and offers, and each statement line by line to the net', async () => {
    renderScreen(<SettlementTab matterId="m1" />, { viewer: viewerWith('ATTORNEY'), mocks: tabMocks() });

    const strip = await screen.findByTestId('negotiation-summary');
    await waitFor(() => expect(within(strip).getByLabelText('Current Demand')).toHaveTextContent('$150,000.00'));
    expect(within(strip).getByLabelText('Best Offer')).toHaveTextContent('$60,000.00');
    expect(within(strip).getByLabelText('Gap')).toHaveTextContent('$90,000.00');
    expect(within(strip).getByLabelText('Next response due')).toHaveTextContent(/\w{3} \d{1,2}, \d{4}/);

    const fee = await screen.findByTestId('fee-agreement');
    expect(within(fee).getByText('40 % of the gross recovery')).toBeInTheDocument();
    expect(within(fee).getByText('Firm default')).toBeInTheDocument();
    expect(within(fee).getByText('After filing (Complaint filed on 2026-03-02)')).toBeInTheDocument();
    expect(within(fee).getByText('Before suit: 1/3 · After filing: 40 % · On appeal: 45 %')).toBeInTheDocument();

    const timeline = await screen.findByRole('list', { name: 'Demands and offers' });
    const items = within(timeline).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Offer of Oct 20, 2026', 'Demand of Oct 1, 2026']);
    expect(within(items[0]!).getByText('$60,000.00')).toBeInTheDocument();
    expect(await within(items[0]!).findByText('Rudy Marsh (Defendant)')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Adjuster cites a gap in treatment.')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Lone Star Mutual (Bodily Injury Liability, claim CLM-4471)')).toBeInTheDocument();
    expect(within(items[1]!).getByText(/^Response due/)).toBeInTheDocument();
    expect(within(items[1]!).getByRole('link', { name: 'Demand letter.pdf' })).toHaveAttribute('href', '/api/files/d-letter');

    const table = await screen.findByRole('table', { name: 'Settlement statement of Nina Patel, version 3' });
    expect(within(table).getByLabelText('Gross settlement')).toHaveTextContent('$100,000.00');
    const filing = within(table).getByText('Filing Fee: Travis County Clerk').closest('tr')!;
    expect(within(filing).getByText('Costs tab, 2026-03-01')).toBeInTheDocument();
    expect(within(filing).getByText('$350.00')).toBeInTheDocument();
    const medicare = within(table).getByText('Medicare').closest('tr')!;
    expect(within(medicare).getByText('42 CFR 411.37: reduced for its share of fee and costs')).toBeInTheDocument();
    expect(within(medicare).getByText('$8,000.00')).toBeInTheDocument();
    expect(within(table).getByText(/^Fee agreement: 40 % of the gross recovery/)).toBeInTheDocument();
    expect(within(table).getByLabelText('Total deductions')).toHaveTextContent('$56,850.00');
    expect(within(table).getByLabelText('Net to client')).toHaveTextContent('$43,150.00');
    expect(screen.getByText('Each line is rounded to the cent, half up; any leftover cent is the client’s.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Download PDF' })[0]).toHaveAttribute('href', '/api/settlement-statements/st3/pdf');

    // The earlier versions are folded away: version 1 is marked superseded and opens on demand.
    expect(screen.queryByRole('table', { name: 'Settlement statement of Nina Patel, version 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Version 2 \(Finalized\)/ })).toHaveTextContent('In force until version 3 is finalized');
    const older = screen.getByRole('button', { name: /Version 1 \(Finalized\)/ });
    expect(older).toHaveTextContent('Superseded');
    await userEvent.click(older);
    expect(await screen.findByRole('table', { name: 'Settlement statement of Nina Patel, version 1' })).toBeInTheDocument();
  });

  it('sends every choice of a draft with the unticked line’s key in `excluded`, over the version seen', async () => {
    const sent: unknown[] = [];
    const [, ...lines] = statement('st3').figures.lines;
    const unticked = statement('st3', { revision: 3, version: 2 }, [
      statement('st3').figures.lines[0]!,
      ...lines.map((l) => (l.key === 'lien:l1' ? { ...l, included: false, amountCents: 0 } : l)),
    ]);
    renderScreen(<SettlementTab matterId="m1" />, {
      viewer: viewerWith('PARALEGAL'),
      mocks: [...tabMocks([settlement([statement('st3', { revision: 3 })])]), capture(UpdateSettlementStatementDocument, sent, { data: { updateSettlementStatement: unticked } })],
    });
    const table = await screen.findByRole('table', { name: 'Settlement statement of Nina Patel, version 3' });
    const medicare = within(table).getByRole('checkbox', { name: 'Include Medicare' });
    expect(medicare).toBeChecked();
    await userEvent.click(medicare);
    await waitFor(() =>
      expect(sent[0]).toEqual({
        id: 'st3', version: 1, excluded: ['lien:l1'], procurement: [], others: [{ description: 'Advance to the client', amountCents: 100_000 }],
        feeOverrideCents: null, feeOverrideReason: null, reduceProRata: false,
      }),
    );
    await waitFor(() => expect(within(table).getByRole('checkbox', { name: 'Include Medicare' })).not.toBeChecked());
    expect(within(within(table).getByText('Medicare').closest('tr')!).getByText('Not included')).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('checkbox', { name: 'Reduce Blue Cross ERISA plan for fee and costs (common fund)' }));
    await waitFor(() => expect(sent[1]).toMatchObject({ version: 2, excluded: ['lien:l1'], procurement: ['lien:l2'] }));
  });

  it('lets an attorney finalize a draft after saying it locks the statement and tells the case staff', async () => {
    const finalized: unknown[] = [];
    renderScreen(<SettlementTab matterId="m1" />, {
      viewer: viewerWith('ATTORNEY'),
      mocks: [...tabMocks([settlement([statement('st3', { revision: 3, version: 4 })])]), capture(FinalizeSettlementStatementDocument, finalized, { data: { finalizeSettlementStatement: statement('st3', { revision: 3, version: 5, state: 'FINALIZED' }) } })],
    });
    await screen.findByRole('table', { name: 'Settlement statement of Nina Patel, version 3' });
    expect(screen.queryByText('Prepare the draft; an attorney finalizes it.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Finalize' }));
    const confirm = await screen.findByRole('dialog', { name: 'Finalize statement' });
    expect(confirm).toHaveTextContent(/locks this statement/);
    expect(confirm).toHaveTextContent(/case staff are notified/);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Finalize' }));
    await waitFor(() => expect(finalized[0]).toEqual({ id: 'st3', version: 4 }));
  });

  it('shows a paralegal no Finalize button, but what to do instead', async () => {
    renderScreen(<SettlementTab matterId="m1" />, { viewer: viewerWith('PARALEGAL'), mocks: tabMocks([settlement([statement('st3')])]) });
    await screen.findByRole('table', { name: 'Settlement statement of Nina Patel, version 1' });
    expect(screen.getByText('Prepare the draft; an attorney finalizes it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finalize' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record Settlement' })).toBeInTheDocument();
  });

  it('shows staff the facts without amounts and nothing to change', async () => {
    const hidden = statement('st3', {}, [line('fee', 'FEE', "Attorney's fee", 0, { amountCents: null, baseCents: null }), line('cost:k1', 'COST', 'Filing Fee: Travis County Clerk', 0, { amountCents: null, baseCents: null })]);
    hidden.figures = { ...hidden.figures, grossCents: null, feeCents: null, netCents: null, deductionsCents: null, costsCents: null };
    renderScreen(<SettlementTab matterId="m1" />, { viewer: viewerWith('STAFF'), mocks: tabMocks([settlement([hidden], { amountCents: null })]) });
    const table = await screen.findByRole('table', { name: 'Settlement statement of Nina Patel, version 1' });
    expect(within(table).getByLabelText('Net to client')).toHaveTextContent('—');
    expect(within(table).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByText('Amounts are hidden for your role.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record Settlement' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit the fee agreement' })).not.toBeInTheDocument();
  });

  it('shows every field message of the fee agreement at its field, a band’s rate at its stage', async () => {
    const sent: Array<Record<string, unknown>> = [];
    // No rate after filing: the appeal's band is the second one sent.
    const terms = { ...builtInTerms, tiers: [builtInTerms.tiers[0]!, builtInTerms.tiers[2]!] };
    renderScreen(<SettlementTab matterId="m1" />, {
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        ...tabMocks([]).filter((mock) => mock.request.query !== CaseFeeAgreementDocument),
        always(CaseFeeAgreementDocument, firmDefaultAgreement(terms)),
        capture(SaveFeeAgreementDocument, sent, refusedFields({ 'terms.tiers.0.rate': 'Enter a percentage from 0 to 100, like 40 or 33.33, or 1/3.', 'terms.tiers.1.rate': 'Too high for an appeal.', signedOn: 'The signing date cannot be in the future.' })),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit the fee agreement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Fee Agreement' });
    expect(within(dialog).getByRole('textbox', { name: 'Before suit' })).toHaveValue('1/3');
    expect(within(dialog).getByRole('textbox', { name: 'After filing' })).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a percentage from 0 to 100, like 40 or 33.33, or 1/3.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Before suit' })).toHaveAccessibleDescription('Enter a percentage from 0 to 100, like 40 or 33.33, or 1/3.');
    expect(within(dialog).getByRole('textbox', { name: 'On appeal' })).toHaveAccessibleDescription('Too high for an appeal.');
    expect(within(dialog).getByLabelText('Signed on')).toHaveAccessibleDescription('The signing date cannot be in the future.');
    expect(sent[0]).toMatchObject({
      matterId: 'm1',
      version: null,
      terms: { kind: 'CONTINGENCY', basis: 'GROSS', tiers: [{ stage: 'PRE_SUIT', rate: '1/3', upToCents: null }, { stage: 'APPEAL', rate: '45', upToCents: null }], flatCents: null, hourlyRateCents: null },
    });
  });

  it('adds a demand to the log with its other side and amount in cents, showing the server’s messages at their fields', async () => {
    const added: unknown[] = [];
    renderScreen(<SettlementTab matterId="m1" />, {
      viewer: viewerWith('PARALEGAL'),
      mocks: [
        ...tabMocks([]),
        { ...capture(AddNegotiationDocument, added, refusedFields({ policyId: "Choose a policy of this case's Insurance tab.", letterDocumentId: 'Choose a document of this case.' })), maxUsageCount: 1 },
        capture(AddNegotiationDocument, added, { data: { addNegotiation: entry('n9') } }),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Demand or Offer' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Choose demand or offer.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the amount.')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('combobox', { name: /Kind/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Policy-Limits Demand' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Other side' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Lone Star Mutual (Bodily Injury Liability, claim CLM-4471)' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '$300,000');
    await userEvent.type(within(dialog).getByLabelText(/Response due/), addDays(today(), 30));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Other side' })).toHaveAccessibleDescription("Choose a policy of this case's Insurance tab."));
    expect(within(dialog).getByText('Choose a document of this case.')).toBeInTheDocument();
    expect(added[0]).toEqual({
      matterId: 'm1', happenedOn: today(), kind: 'POLICY_LIMITS_DEMAND', policyId: 'pol-1', partyId: null, amountCents: 30_000_000, responseDueOn: addDays(today(), 30), letterDocumentId: null, notes: null,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Demand or Offer' })).not.toBeInTheDocument());
  });

  it('records a settlement shared between two plaintiffs, the shares adding up to the amount', async () => {
    const recorded: unknown[] = [];
    renderScreen(<SettlementTab matterId="m1" />, {
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        ...tabMocks([]).filter((mock) => mock.request.query !== PartiesDocument),
        always(PartiesDocument, parties([party('p-nina', 'Nina Patel', 'PLAINTIFF'), party('p-tom', 'Tom Patel', 'OTHER_PLAINTIFF'), party('p-rudy', 'Rudy Marsh', 'DEFENDANT')])),
        capture(RecordSettlementDocument, recorded, { data: { recordSettlement: settlement([]) } }),
      ],
    });
    expect(await screen.findByText(/No settlement recorded yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Record Settlement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record Settlement' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Amount/ }), '100,000');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Share of Nina Patel' }), '60,000');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Share of Tom Patel' }), '30,000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText("The shares add up to $90,000.00, not the settlement's $100,000.00.")).toBeInTheDocument();
    expect(recorded).toHaveLength(0);

    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Share of Tom Patel' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Share of Tom Patel' }), '40,000');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Paying policy' }));
    await userEvent.click(await screen.findByRole('option', { name: /^Lone Star Mutual/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Record Settlement' })).not.toBeInTheDocument());
    expect(recorded[0]).toEqual({
      matterId: 'm1', amountCents: 10_000_000, settledOn: today(), policyId: 'pol-1', terms: null,
      shares: [{ plaintiffPartyId: 'p-nina', amountCents: 6_000_000 }, { plaintiffPartyId: 'p-tom', amountCents: 4_000_000 }],
    });
  });

  it('edits a draft’s fee with a reason and adds an other deduction, sending the draft’s other choices unchanged', async () => {
    const sent: Array<Record<string, unknown>> = [];
    renderScreen(<SettlementTab matterId="m1" />, {
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        ...tabMocks([settlement([statement('st3')])]),
        { ...capture(UpdateSettlementStatementDocument, sent, refusedFields({ feeOverrideCents: 'The fee cannot be more than the settlement.' })), maxUsageCount: 1 },
        capture(UpdateSettlementStatementDocument, sent, { data: { updateSettlementStatement: statement('st3', { version: 2 }) } }),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Settlement statement of Nina Patel, version 1' });
    await userEvent.click(within(table).getByRole('button', { name: 'Edit the fee' }));
    const feeDialog = await screen.findByRole('dialog', { name: 'Edit Fee' });
    const fee = within(feeDialog).getByRole('textbox', { name: /^Fee/ });
    expect(fee).toHaveValue('40000.00');
    await userEvent.clear(fee);
    await userEvent.type(fee, '35,000');
    await userEvent.click(within(feeDialog).getByRole('button', { name: 'Save' }));
    expect(within(feeDialog).getByRole('textbox', { name: /^Reason/ })).toHaveAccessibleDescription(/Say why the fee differs from the agreement\./);
    expect(sent).toHaveLength(0);
    await userEvent.type(within(feeDialog).getByRole('textbox', { name: /^Reason/ }), 'Agreed reduction');
    await userEvent.click(within(feeDialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(feeDialog).getByRole('textbox', { name: /^Fee/ })).toHaveAccessibleDescription(/The fee cannot be more than the settlement\./));
    await userEvent.click(within(feeDialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Fee' })).not.toBeInTheDocument());
    expect(sent[1]).toMatchObject({ id: 'st3', version: 1, feeOverrideCents: 3_500_000, feeOverrideReason: 'Agreed reduction', excluded: [], reduceProRata: false });

    await userEvent.click(within(table).getByRole('button', { name: 'Add Deduction' }));
    const other = await screen.findByRole('dialog', { name: 'Add Deduction' });
    await userEvent.type(within(other).getByRole('textbox', { name: /Description/ }), 'Referral fee');
    await userEvent.type(within(other).getByRole('textbox', { name: /Amount/ }), '250');
    await userEvent.click(within(other).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]!.others).toEqual([{ description: 'Advance to the client', amountCents: 100_000 }, { description: 'Referral fee', amountCents: 25_000 }]);
  });

  it('starts a new version of a finalized statement and records the client’s signature', async () => {
    const revised: unknown[] = [];
    const signed: unknown[] = [];
    const finalized = statement('st1', { version: 3, state: 'FINALIZED', finalizedAt: '2026-11-03T15:00:00.000Z' });
    renderScreen(<SettlementTab matterId="m1" />, {
      viewer: viewerWith('PARALEGAL'),
      mocks: [
        ...tabMocks([settlement([finalized])]),
        capture(ReviseSettlementStatementDocument, revised, { data: { reviseSettlementStatement: statement('st2', { revision: 2 }) } }),
        capture(SignSettlementStatementDocument, signed, { data: { signSettlementStatement: { ...finalized, state: 'SIGNED', version: 4, signedOn: today() } } }),
      ],
    });
    const view = await screen.findByRole('region', { name: 'Settlement statement of Nina Patel, version 1' });
    expect(within(view).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(view).queryByRole('button', { name: 'Edit the fee' })).not.toBeInTheDocument();
    await userEvent.click(within(view).getByRole('button', { name: 'New Version' }));
    await waitFor(() => expect(revised[0]).toEqual({ id: 'st1' }));

    await userEvent.click(within(view).getByRole('button', { name: 'Record Signature' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record Signature' });
    expect(within(dialog).getByLabelText(/Signed on/)).toHaveValue(today());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record Signature' }));
    await waitFor(() => expect(signed[0]).toEqual({ id: 'st1', version: 3, signedOn: today(), signedDocumentId: null }));
  });
});
