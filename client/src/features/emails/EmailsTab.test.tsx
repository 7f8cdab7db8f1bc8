import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MatterEmailsDocument, SetEmailReviewedDocument, type CaseEmailFieldsFragment } from '../../gql/graphql';
import { renderScreen, viewerWith } from '../../test/render';
import { EmailsTab } from './EmailsTab';

const email = (id: string, description: string, overrides: Partial<CaseEmailFieldsFragment> = {}): CaseEmailFieldsFragment => ({
  __typename: 'CaseEmail',
  id,
  version: 1,
  description,
  category: 'Insurance',
  subCategory: null,
  reviewed: false,
  reviewedAt: null,
  reviewedBy: null,
  sentAt: '2026-11-10T20:30:00.000Z',
  fromAddress: 'Dana Adjuster <dana@lonestar-ins.example>',
  toAddresses: 'avery@summit-law.example',
  direction: 'INBOUND',
  origin: 'IMPORTED',
  bodyText: 'Please call me about the statement.',
  attachmentCount: 1,
  attachmentDocumentIds: ['d1'],
  ...overrides,
});

describe('EmailsTab', () => {
  const fetchMock = jest.fn();
  /** jsdom's File is not the Blob of Node's FormData: record what the browser would send. */
  class RecordingFormData {
    sent: Array<[string, File, string]> = [];
    append(name: string, file: File, fileName: string) {
      this.sent.push([name, file, fileName]);
    }
  }
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    global.FormData = RecordingFormData as unknown as typeof FormData;
  });

  it('lists the emails with every column, marks one reviewed, and imports dropped .eml files with what happened to each', async () => {
    const reviewed: unknown[] = [];
    renderScreen(<EmailsTab matterId="m1" />, {
      path: '/cases/caseDetail?id=m1&tab=emails',
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        {
          request: { query: MatterEmailsDocument, variables: () => true },
          result: { data: { matterEmails: { __typename: 'CaseEmailPage', totalCount: 1, items: [email('e1', 'Claim 77-1: recorded statement')] } } },
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
        {
          request: {
            query: SetEmailReviewedDocument,
            variables: (variables: unknown) => {
              reviewed.push(variables);
              return true;
            },
          },
          result: { data: { setEmailReviewed: email('e1', 'Claim 77-1: recorded statement', { reviewed: true }) } },
        },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Emails' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Description', 'Category', 'Review', 'Sub-Category', 'Date', 'From', 'Direction', 'To', 'Origin', 'Actions']);
    const row = (await within(table).findByText('Claim 77-1: recorded statement')).closest('tr')!;
    expect(within(row).getByText('Inbound')).toBeInTheDocument();
    expect(within(row).getByText('Imported (.eml)')).toBeInTheDocument();
    expect(within(row).getByText('1 att.')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('checkbox', { name: 'Reviewed: Claim 77-1: recorded statement' }));
    await waitFor(() => expect(reviewed).toEqual([{ id: 'e1', reviewed: true }]));
    expect(screen.getByRole('link', { name: 'Export' })).toHaveAttribute('href', '/api/export/matters/m1/emails');

    fetchMock.mockResolvedValue({
      json: async () => ({ outcomes: [{ file: 'mri.eml', emailId: 'e2', problem: null }, { file: 'dup.eml', emailId: null, problem: 'This email is already filed on the case.' }] }),
    });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const files = [new File(['x'], 'mri.eml', { type: 'message/rfc822' }), new File(['y'], 'dup.eml', { type: 'message/rfc822' })];
    await act(async () => {
      fireEvent.drop(input.parentElement!, { dataTransfer: { files, items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })), types: ['Files'] } });
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(await screen.findByText('mri.eml: filed')).toBeInTheDocument();
    expect(screen.getByText('dup.eml: This email is already filed on the case.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/matters/m1/emails', expect.objectContaining({ method: 'POST' }));
    expect((fetchMock.mock.calls[0]![1] as { body: RecordingFormData }).body.sent.map(([, , name]) => name)).toEqual(['mri.eml', 'dup.eml']);
  });
});
