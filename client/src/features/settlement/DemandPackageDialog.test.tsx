import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AssembleDemandPackageDocument,
  DemandLetterPreviewDocument,
  DemandPackageDocumentsDocument,
  DemandPackageTemplatesDocument,
  NegotiationsDocument,
  type NegotiationFieldsFragment,
} from '../../gql/graphql';
import { always, capture, refusedFields } from '../../test/mocks';
import { renderScreen, viewerWith } from '../../test/render';
import { NegotiationsSection } from './NegotiationsSection';
import { entry, negotiations } from './settlementFixtures';
import type { CaseSides } from './useCaseSides';

const sides: CaseSides = { loading: false, policyOptions: [], otherSideOptions: [], plaintiffs: [], otherSideName: () => null, policyName: () => null };
const offer = entry('n2', { kind: 'OFFER', happenedOn: '2026-10-20', amountCents: 6_000_000 });
const demand = entry('n1', { kind: 'POLICY_LIMITS_DEMAND' });
const packaged = { ...demand, version: 2, packageDocument: { __typename: 'Document' as const, id: 'd-pkg', title: 'Demand package - Policy-Limits Demand 2026-11-26', downloadUrl: '/api/files/d-pkg' } };

const doc = (id: string, title: string, contentType: string) => ({ __typename: 'Document' as const, id, title, contentType });
const packageMocks = [
  always(DemandPackageTemplatesDocument, {
    data: { documentTemplates: { __typename: 'DocumentTemplatePage', items: [{ __typename: 'DocumentTemplate', id: 'tpl1', name: 'Policy limits demand' }] } },
  }),
  always(DemandPackageDocumentsDocument, {
    data: {
      documents: {
        __typename: 'DocumentEntryPage',
        items: [
          doc('d-hosp', 'Hospital records', 'application/pdf'),
          doc('d-notes', 'Intake notes', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
          doc('d-photo', 'Scene photo', 'image/jpeg'),
          doc('d-xray', 'X-ray', 'image/png'),
        ],
      },
    },
  }),
];

function renderLog(items: () => NegotiationFieldsFragment[], mocks: MockLink.MockedResponse[], role: 'ATTORNEY' | 'STAFF' = 'ATTORNEY') {
  return renderScreen(<NegotiationsSection matterId="m1" editable={role === 'ATTORNEY'} sides={sides} />, {
    viewer: viewerWith(role),
    mocks: [{ request: { query: NegotiationsDocument, variables: () => true }, result: () => negotiations(items()), maxUsageCount: Number.POSITIVE_INFINITY }, ...packageMocks, ...mocks],
  });
}

async function openPackage() {
  const item = await screen.findByRole('listitem', { name: 'Policy-Limits Demand of Oct 1, 2026' });
  await userEvent.click(within(item).getByRole('button', { name: 'Demand Package' }));
  return screen.findByRole('dialog', { name: 'Demand Package' });
}

describe('a demand’s package', () => {
  it('previews the cover letter, and assembles the documents in the order set; the demand then links its package', async () => {
    const asked: unknown[] = [];
    const sent: unknown[] = [];
    let assembled = false;
    renderLog(() => [offer, assembled ? packaged : demand], [
      capture(DemandLetterPreviewDocument, asked, { data: { demandLetterPreview: 'Harbor Mutual Insurance\n\nDear Ms. Quinn,' } }),
      {
        ...capture(AssembleDemandPackageDocument, sent, { data: { assembleDemandPackage: packaged } }),
        delay: 300,
        result: () => {
          assembled = true;
          return { data: { assembleDemandPackage: packaged } };
        },
      },
    ]);
    const offerItem = await screen.findByRole('listitem', { name: 'Offer of Oct 20, 2026' });
    expect(within(offerItem).queryByRole('button', { name: 'Demand Package' })).not.toBeInTheDocument();
    const dialog = await openPackage();

    const listed = await within(dialog).findByRole('list', { name: 'Documents in the package' });
    // The case's PDFs and images; the Word file is not one.
    expect(within(listed).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Hospital records', 'Scene photo', 'X-ray']);
    expect(within(listed).getAllByRole('checkbox', { checked: false })).toHaveLength(3);
    expect(within(dialog).getByRole('checkbox', { name: 'Medical specials summary' })).toBeChecked();

    await userEvent.click(within(dialog).getByRole('combobox', { name: /Cover letter/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Policy limits demand' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const preview = await within(dialog).findByRole('region', { name: 'Letter preview' });
    expect(preview.querySelector('pre')!.textContent).toBe('Harbor Mutual Insurance\n\nDear Ms. Quinn,');
    expect(asked).toEqual([{ negotiationId: 'n1', templateId: 'tpl1' }]);

    await userEvent.click(within(listed).getByRole('checkbox', { name: 'Hospital records' }));
    await userEvent.click(within(listed).getByRole('checkbox', { name: 'X-ray' }));
    expect(within(listed).getByRole('button', { name: 'Move Hospital records up' })).toBeDisabled();
    expect(within(listed).getByRole('button', { name: 'Move X-ray down' })).toBeDisabled();
    await userEvent.click(within(listed).getByRole('button', { name: 'Move X-ray up' }));
    await userEvent.click(within(listed).getByRole('button', { name: 'Move X-ray up' }));
    expect(within(listed).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['X-ray', 'Hospital records', 'Scene photo']);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Medical specials summary' }));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Assemble' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(/Assembling the package/);
    expect(within(dialog).getByRole('button', { name: 'Assemble' })).toHaveAttribute('data-loading', 'true');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Demand Package' })).not.toBeInTheDocument());
    expect(sent).toEqual([{ negotiationId: 'n1', templateId: 'tpl1', includeSpecials: false, documentIds: ['d-xray', 'd-hosp'] }]);

    const link = await within(screen.getByRole('listitem', { name: 'Policy-Limits Demand of Oct 1, 2026' })).findByRole('link', { name: 'Demand package' });
    expect(link).toHaveAttribute('href', '/api/files/d-pkg');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('asks for something to put in the package, and shows the server’s messages at the documents and the template', async () => {
    const sent: unknown[] = [];
    renderLog(() => [demand], [
      capture(AssembleDemandPackageDocument, sent, refusedFields({ documentIds: 'These could not be read: "Scene photo". Open them to check, or leave them out.', templateId: "This template's Word file was deleted: upload it again in Settings > Templates." })),
    ]);
    const dialog = await openPackage();
    await within(dialog).findByRole('list', { name: 'Documents in the package' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Medical specials summary' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assemble' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a cover letter, the medical specials or documents to put in the package.');
    expect(sent).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Scene photo' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Cover letter/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Policy limits demand' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assemble' }));
    expect(await within(dialog).findByText('These could not be read: "Scene photo". Open them to check, or leave them out.')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /Cover letter/ })).toHaveAccessibleDescription(/This template's Word file was deleted/);
    expect(sent[0]).toEqual({ negotiationId: 'n1', templateId: 'tpl1', includeSpecials: false, documentIds: ['d-photo'] });
    expect(screen.getByRole('dialog', { name: 'Demand Package' })).toBeInTheDocument();
  });

  it('shows everyone the package of a demand, but offers to assemble one only to those who edit the case’s money', async () => {
    renderLog(() => [packaged], [], 'STAFF');
    const item = await screen.findByRole('listitem', { name: 'Policy-Limits Demand of Oct 1, 2026' });
    expect(await within(item).findByRole('link', { name: 'Demand package' })).toHaveAttribute('href', '/api/files/d-pkg');
    expect(within(item).queryByRole('button', { name: 'Demand Package' })).not.toBeInTheDocument();
  });
});
