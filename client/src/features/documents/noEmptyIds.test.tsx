import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { act, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { NEVER } from 'rxjs';
import { ViewerProvider } from '../../lib/viewer';
import { viewerWith } from '../../test/render';
import { theme } from '../../theme';
import { InvoiceDialog } from '../invoices/InvoiceDialog';
import { useDocumentsView } from './useDocumentsView';

jest.mock('./useUploads', () => ({ useUploads: () => ({ uploads: [], start: jest.fn(), cancel: jest.fn(), dismiss: jest.fn(), refuse: jest.fn() }) }));

/** A client whose every request is kept (and never answered), to see what would reach the server. */
function recordingClient() {
  const sent: Array<{ operation: string; variables: Record<string, unknown> }> = [];
  const link = new ApolloLink((operation) => {
    sent.push({ operation: operation.operationName ?? '', variables: operation.variables });
    return NEVER;
  });
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), sent };
}

/** Every id-like variable (`id`, `folderId`, `matterId`…) sent as an empty string. */
const emptyIds = (sent: ReturnType<typeof recordingClient>['sent']) =>
  sent.flatMap(({ operation, variables }) => Object.entries(variables).filter(([name, value]) => /(^id|Id)$/.test(name) && value === '').map(([name]) => `${operation}.${name}`));

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe('no empty id is ever sent', () => {
  it('Create Invoice has no invoice: its details are not asked, not even when every open InvoiceDetail is read again after a save', async () => {
    const { client, sent } = recordingClient();
    render(
      <MantineProvider theme={theme} env="test">
        <ApolloProvider client={client}>
          <MemoryRouter>
            <ViewerProvider viewer={viewerWith('ATTORNEY')}>
              <InvoiceDialog invoiceId={null} onClose={() => {}} onSaved={() => {}} />
            </ViewerProvider>
          </MemoryRouter>
        </ApolloProvider>
      </MantineProvider>,
    );
    await settle();
    // What the invoices screen does after a save or a payment (useInvoicesPage's refresh).
    void client.refetchQueries({ include: ['Invoices', 'InvoiceSummary', 'InvoiceDetail'] });
    await settle();
    expect(sent.map((s) => s.operation)).not.toContain('InvoiceDetail');
    expect(emptyIds(sent)).toEqual([]);
  });

  it('the documents of /document?folder= (no folder) are the top level: no folder id, and no folder path asked, even when one is refetched', async () => {
    const { client, sent } = recordingClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/document?folder=&caseId=']}>
        <ApolloProvider client={client}>{children}</ApolloProvider>
      </MemoryRouter>
    );
    const { result } = renderHook(() => useDocumentsView({ matter: null }), { wrapper });
    await settle();
    expect(result.current.folderId).toBeNull();
    expect(sent.find((s) => s.operation === 'Documents')?.variables).toMatchObject({ folderId: null, matterId: null });
    // What moving, renaming or deleting asks for afterwards (refetchQueries by name).
    void client.refetchQueries({ include: ['Documents', 'FolderPath', 'DocumentsCase'] });
    await settle();
    expect(sent.map((s) => s.operation)).not.toContain('FolderPath');
    expect(emptyIds(sent)).toEqual([]);
  });
});
