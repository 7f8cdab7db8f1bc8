import type { DocumentTemplateFieldsFragment } from '../../gql/graphql';
import { insertAt, mergeToken, templateKind } from './templateText';
import { previewSourceOf, templateValues } from './useTemplateForm';

const word: DocumentTemplateFieldsFragment = {
  __typename: 'DocumentTemplate', id: 't2', version: 1, name: 'Word', body: null, updatedAt: '2026-11-20T15:00:00.000Z',
  document: { __typename: 'Document', id: 'd-word', title: 'Demand.docx', downloadUrl: '/api/files/d-word' },
};

describe('writing a template', () => {
  it('puts a merge field in place of the selection, the caret after it', () => {
    expect(mergeToken('client.name')).toBe('{client.name}');
    expect(mergeToken('{client.name}')).toBe('{client.name}');
    expect(insertAt('Dear ,', 5, 5, '{client.name}')).toEqual({ text: 'Dear {client.name},', caret: 18 });
    expect(insertAt('Dear NAME,', 5, 9, '{client.name}')).toEqual({ text: 'Dear {client.name},', caret: 18 });
    expect(insertAt('Hi', 9, 12, '{today}')).toEqual({ text: 'Hi{today}', caret: 9 });
  });

  it('tells a Word template by its missing text', () => {
    expect(templateKind(word)).toBe('WORD');
    expect(templateKind({ body: '' })).toBe('TEXT');
    expect(templateValues(word)).toEqual({ name: 'Word', kind: 'WORD', body: '', file: null, documentId: 'd-word' });
  });

  it('previews the text being written, a saved Word template by its id, and not a Word file before it is saved', () => {
    expect(previewSourceOf({ ...templateValues(null), body: 'Dear {client.name}' }, null)).toEqual({ body: 'Dear {client.name}' });
    expect(previewSourceOf(templateValues(null), null)).toEqual({ unavailable: 'Write the text to preview it.' });
    expect(previewSourceOf(templateValues(word), word)).toEqual({ templateId: 't2' });
    const file = new File(['PK'], 'New.docx');
    expect(previewSourceOf({ ...templateValues(word), file }, word)).toEqual({ unavailable: 'Save the template to preview its Word file.' });
    expect(previewSourceOf({ ...templateValues(null), kind: 'WORD', file }, null)).toEqual({ unavailable: 'Save the template to preview its Word file.' });
  });
});
