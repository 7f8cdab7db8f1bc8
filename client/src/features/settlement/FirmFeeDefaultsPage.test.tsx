import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirmFeeDefaultsDocument, SaveFirmFeeDefaultsDocument } from '../../gql/graphql';
import { always, capture, refusedFields } from '../../test/mocks';
import { renderScreen, viewerWith } from '../../test/render';
import { FirmFeeDefaultsPage } from './FirmFeeDefaultsPage';
import { builtInTerms } from './settlementFixtures';

const defaults = (version: number, terms = builtInTerms) => ({ data: { firmFeeDefaults: { __typename: 'FirmFeeDefaults', version, updatedAt: '2026-11-01T10:00:00.000Z', terms } } });

describe('Settings › Fee Agreement', () => {
  it('saves the firm’s first own terms with no version, an amount band in cents', async () => {
    const sent: unknown[] = [];
    const saved = { ...builtInTerms, tiers: [builtInTerms.tiers[0]!, { __typename: 'FeeTier' as const, stage: 'FILED' as const, rate: '35', upToCents: null }, builtInTerms.tiers[2]!] };
    renderScreen(<FirmFeeDefaultsPage />, {
      path: '/settings/fee-agreement',
      viewer: viewerWith('FIRM_ADMIN'),
      mocks: [
        { request: { query: FirmFeeDefaultsDocument }, result: defaults(0) },
        capture(SaveFirmFeeDefaultsDocument, sent, { data: { saveFirmFeeDefaults: defaults(1, saved).data.firmFeeDefaults } }),
      ],
    });
    const filed = await screen.findByRole('textbox', { name: 'After filing' });
    expect(filed).toHaveValue('40');
    await userEvent.clear(filed);
    await userEvent.type(filed, '40');
    await userEvent.click(screen.getByRole('button', { name: 'Add band after filing' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'After filing: up to' }), '1,000,000');
    await userEvent.type(screen.getByRole('textbox', { name: 'After filing, band 2' }), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Save fee agreement' }));
    await waitFor(() =>
      expect(sent[0]).toEqual({
        version: null,
        terms: {
          kind: 'CONTINGENCY', basis: 'GROSS', flatCents: null, hourlyRateCents: null,
          tiers: [
            { stage: 'PRE_SUIT', rate: '1/3', upToCents: null },
            { stage: 'FILED', rate: '40', upToCents: 100_000_000 },
            { stage: 'FILED', rate: '30', upToCents: null },
            { stage: 'APPEAL', rate: '45', upToCents: null },
          ],
        },
      }),
    );
    // The saved terms come back and the form starts again from them.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'After filing' })).toHaveValue('35'));
  });

  it('sends the version seen, checks the terms before sending, and shows the server’s messages at their fields', async () => {
    const sent: Array<Record<string, unknown>> = [];
    renderScreen(<FirmFeeDefaultsPage />, {
      viewer: viewerWith('FIRM_ADMIN'),
      mocks: [always(FirmFeeDefaultsDocument, defaults(3)), capture(SaveFirmFeeDefaultsDocument, sent, refusedFields({ 'terms.flatCents': 'The flat fee is too high.' }))],
    });
    const before = await screen.findByRole('textbox', { name: 'Before suit' });
    await userEvent.clear(before);
    await userEvent.type(before, '120');
    await userEvent.click(screen.getByRole('button', { name: 'Save fee agreement' }));
    expect(before).toHaveAccessibleDescription('Enter a percentage from 0 to 100, like 40 or 33.33, or 1/3.');
    expect(sent).toHaveLength(0);

    await userEvent.clear(before);
    await userEvent.type(before, '33 1/3');
    await userEvent.click(screen.getByRole('combobox', { name: /Kind of fee/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Mixed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save fee agreement' }));
    const form = screen.getByRole('form', { name: "The firm's fee agreement" });
    expect(within(form).getByRole('textbox', { name: /Flat fee/ })).toHaveAccessibleDescription('Enter the flat fee.');
    await userEvent.type(within(form).getByRole('textbox', { name: /Flat fee/ }), '2,500');
    await userEvent.click(screen.getByRole('button', { name: 'Save fee agreement' }));
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /Flat fee/ })).toHaveAccessibleDescription('The flat fee is too high.'));
    expect(sent[0]).toMatchObject({ version: 3, terms: { kind: 'MIXED', flatCents: 250_000, hourlyRateCents: null } });
  });
});
