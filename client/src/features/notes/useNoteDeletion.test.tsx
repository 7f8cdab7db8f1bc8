import { MockedProvider } from '@apollo/client/testing/react';
import { notifications } from '@mantine/notifications';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { DeleteNoteDocument } from '../../gql/graphql';
import { useNoteDeletion } from './useNoteDeletion';

const deleted = { request: { query: DeleteNoteDocument, variables: { id: 'n1' } }, result: { data: { deleteNote: true } } };
const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={[deleted]}>{children}</MockedProvider>;

describe('useNoteDeletion', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks first, deletes the note and says so', async () => {
    const show = jest.spyOn(notifications, 'show').mockImplementation(() => '');
    const { result } = renderHook(() => useNoteDeletion({ refetchQueries: [] }), { wrapper });
    expect(result.current.dialog).toMatchObject({ opened: false, title: 'Delete note', message: 'Delete this note? This cannot be undone.' });
    act(() => result.current.ask({ id: 'n1' }));
    expect(result.current.dialog.opened).toBe(true);
    act(() => result.current.dialog.onConfirm());
    await waitFor(() => expect(result.current.dialog.opened).toBe(false));
    expect(show).toHaveBeenCalledWith({ color: 'navy', message: 'The note was deleted.' });
  });

  it('closes without deleting when cancelled', () => {
    const { result } = renderHook(() => useNoteDeletion({ refetchQueries: [] }), { wrapper });
    act(() => result.current.ask({ id: 'n1' }));
    act(() => result.current.dialog.onCancel());
    expect(result.current.dialog.opened).toBe(false);
  });
});
