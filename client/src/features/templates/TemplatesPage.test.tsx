import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CreateDocumentTemplateDocument,
  DemandLetterPreviewDocument,
  DocumentTemplatesDocument,
  DocumentUploadLimitDocument,
  MatterPickerDocument,
  RemoveDocumentTemplateDocument,
  TemplateMergeFieldsDocument,
  UpdateDocumentTemplateDocument,
  type DocumentTemplateFieldsFragment,
} from '../../gql/graphql';
import { sendFile } from '../../lib/fileUpload';
import { always, capture, refusedFields } from '../../test/mocks';
import { renderScreen, viewerWith } from '../../test/render';
import { TemplatesPage } from './TemplatesPage';

jest.mock('../../lib/fileUpload', () => ({ ...jest.requireActual('../../lib/fileUpload'), sendFile: jest.fn() }));

const template = (id: string, name: string, overrides: Partial<DocumentTemplateFieldsFragment> = {}): DocumentTemplateFieldsFragment => ({
  __typename: 'DocumentTemplate', id, version: 1, name, body: 'Dear {adjuster.name},', updatedAt: '2026-11-20T15:00:00.000Z', document: null, ...overrides,
});
const wordTemplate = template('t2', 'Policy limits demand (Word)', {
  version: 3, body: null, document: { __typename: 'Document', id: 'd-word', title: 'Policy limits demand.docx', downloadUrl: '/api/files/d-word' },
});
const list = (items: DocumentTemplateFieldsFragment[]) => always(DocumentTemplatesDocument, { data: { documentTemplates: { __typename: 'DocumentTemplatePage', totalCount: items.length, items } } });
const field = (key: string, description: string, example: string) => ({ __typename: 'TemplateMergeField' as const, key, description, example });
const screenMocks = [
  always(TemplateMergeFieldsDocument, {
    data: { templateMergeFields: [field('client.name', 'The client', 'Maria Gonzalez'), field('demand.amount', 'The amount demanded', '$100,000.00')] },
  }),
  always(DocumentUploadLimitDocument, { data: { documentUploadLimit: 10 * 1024 * 1024 } }),
  always(MatterPickerDocument, { data: { matters: { __typename: 'MatterPage', items: [{ __typename: 'Matter', id: 'm1', name: 'Gonzalez v. Driver', number: '2026-0002' }] } } }),
];
const admin = viewerWith('FIRM_ADMIN');

async function openAddTemplate() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add Template' }));
  return screen.findByRole('dialog', { name: 'Add Template' });
}

describe('Settings › Templates', () => {
  it('lists the firm’s templates as text or Word, and removes one only once confirmed', async () => {
    const removed: unknown[] = [];
    renderScreen(<TemplatesPage />, {
      path: '/settings/templates',
      viewer: admin,
      mocks: [...screenMocks, list([template('t1', 'Demand letter'), wordTemplate]), capture(RemoveDocumentTemplateDocument, removed, { data: { removeDocumentTemplate: true } })],
    });
    const table = await screen.findByRole('table', { name: 'Templates' });
    const row = (name: string) => within(table).getByText(name).closest('tr')!;
    expect(await within(table).findByText('Demand letter')).toBeInTheDocument();
    expect(within(row('Demand letter')).getByText('Text')).toBeInTheDocument();
    expect(within(row('Policy limits demand (Word)')).getByText('Word')).toBeInTheDocument();

    await userEvent.click(within(row('Demand letter')).getByRole('button', { name: 'Actions for Demand letter' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove template' });
    expect(confirm).toHaveTextContent('Remove the template "Demand letter"?');
    expect(removed).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(removed).toEqual([{ id: 't1' }]));
  });

  it('says so when the firm has no templates yet', async () => {
    renderScreen(<TemplatesPage />, { viewer: admin, mocks: [...screenMocks, list([])] });
    expect(await screen.findByText('No templates yet')).toBeInTheDocument();
  });

  it('inserts a merge field where the cursor is, and shows the server’s messages at the name and the text at once', async () => {
    const sent: unknown[] = [];
    renderScreen(<TemplatesPage />, {
      viewer: admin,
      mocks: [
        ...screenMocks,
        list([]),
        capture(CreateDocumentTemplateDocument, sent, refusedFields({ name: 'There is already a template named "Demand letter".', body: 'Unknown merge field {adjuster}: use the fields listed beside the editor.' })),
      ],
    });
    const dialog = await openAddTemplate();
    expect(within(dialog).getByText(/A field's name in braces, like \{client\.name\}; write \{\{ or \}\} for a brace\./)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription('Name the template.');
    expect(within(dialog).getByRole('textbox', { name: /^Text/ })).toHaveAccessibleDescription('Write the text of the letter.');
    expect(sent).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Demand letter');
    const text = within(dialog).getByRole('textbox', { name: /^Text/ }) as HTMLTextAreaElement;
    // Before the text was ever focused, a field goes at its end.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Insert {demand.amount}' }));
    expect(text).toHaveValue('{demand.amount}');
    await userEvent.clear(text);
    await userEvent.type(text, 'Dear , we demand.');
    text.setSelectionRange(5, 5);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Insert {client.name}' }));
    expect(text).toHaveValue('Dear {client.name}, we demand.');
    await waitFor(() => expect(text.selectionStart).toBe(18));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription('There is already a template named "Demand letter".'));
    expect(text).toHaveAccessibleDescription('Unknown merge field {adjuster}: use the fields listed beside the editor.');
    expect(sent[0]).toEqual({ name: 'Demand letter', body: 'Dear {client.name}, we demand.', documentId: null });
  });

  it('previews the text being written, filled for the case chosen', async () => {
    const asked: unknown[] = [];
    renderScreen(<TemplatesPage />, {
      viewer: admin,
      mocks: [...screenMocks, list([]), capture(DemandLetterPreviewDocument, asked, { data: { demandLetterPreview: 'Dear Maria Gonzalez,\n\nWe demand $100,000.00.' } })],
    });
    const dialog = await openAddTemplate();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Write the text to preview it.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Insert {client.name}' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose a case to fill the letter with.');
    expect(asked).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Case to fill it with' }));
    await userEvent.click(await screen.findByRole('option', { name: '2026-0002 · Gonzalez v. Driver' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const preview = await within(dialog).findByRole('region', { name: 'Letter preview' });
    expect(preview.querySelector('pre')!.textContent).toBe('Dear Maria Gonzalez,\n\nWe demand $100,000.00.');
    expect(asked).toEqual([{ matterId: 'm1', body: '{client.name}' }]);
  });

  it('previews a saved Word template by its id, and uploads a new Word file before saving it over the version seen', async () => {
    const asked: unknown[] = [];
    const updated: unknown[] = [];
    jest.mocked(sendFile).mockReturnValue({ done: Promise.resolve({ id: 'd-new', title: 'New demand.docx', originalName: 'New demand.docx', matterId: null }), abort: () => {} });
    renderScreen(<TemplatesPage />, {
      viewer: admin,
      mocks: [
        ...screenMocks,
        list([wordTemplate]),
        capture(DemandLetterPreviewDocument, asked, { data: { demandLetterPreview: 'Dear Maria Gonzalez,' } }),
        { ...capture(UpdateDocumentTemplateDocument, updated, refusedFields({ documentId: 'Unknown merge field {adjuster}: use the fields listed beside the editor.' })), maxUsageCount: 1 },
        capture(UpdateDocumentTemplateDocument, updated, { data: { updateDocumentTemplate: { ...wordTemplate, version: 4 } } }),
      ],
    });
    await userEvent.click(await screen.findByText('Policy limits demand (Word)'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Template' });
    expect(within(dialog).getByRole('link', { name: 'Policy limits demand.docx' })).toHaveAttribute('href', '/api/files/d-word');
    expect(within(dialog).queryByRole('button', { name: /^Insert/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Case to fill it with' }));
    await userEvent.click(await screen.findByRole('option', { name: '2026-0002 · Gonzalez v. Driver' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByRole('region', { name: 'Letter preview' })).toHaveTextContent('Dear Maria Gonzalez,');
    expect(asked).toEqual([{ matterId: 'm1', templateId: 't2' }]);

    const file = new File(['PK'], 'New demand.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    await userEvent.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Unknown merge field {adjuster}: use the fields listed beside the editor.')).toBeInTheDocument();
    expect(updated[0]).toEqual({ id: 't2', version: 3, name: 'Policy limits demand (Word)', body: null, documentId: 'd-new' });
    // Saving again sends the file stored the first time.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Template' })).not.toBeInTheDocument());
    expect(sendFile).toHaveBeenCalledTimes(1);
    expect(sendFile).toHaveBeenCalledWith(file, { title: 'New demand.docx' });
  });
});
