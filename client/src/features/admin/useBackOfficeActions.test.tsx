import { MockedProvider } from '@apollo/client/testing/react';
import { notifications } from '@mantine/notifications';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { UserStatus } from '../../gql/graphql';
import { useBackOfficeActions } from './useBackOfficeActions';

type Person = { id: string; version: number; status: UserStatus; fullName: string };
const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={[]}>{children}</MockedProvider>;

function renderActions(setStatus: jest.Mock) {
  return renderHook(
    () =>
      useBackOfficeActions<Person>({
        nameOf: (person) => person.fullName,
        setStatus,
        remove: jest.fn(() => Promise.resolve()),
      }),
    { wrapper },
  );
}

describe('useBackOfficeActions', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks before suspending an active row and suspends it only once confirmed, over its version', async () => {
    const show = jest.spyOn(notifications, 'show').mockImplementation(() => '');
    const setStatus = jest.fn(() => Promise.resolve());
    const { result } = renderActions(setStatus);
    act(() => result.current.toggleStatus({ id: 'u1', version: 3, status: 'ACTIVE', fullName: 'Dana Cole' }));
    expect(result.current.suspension.dialog.opened).toBe(true);
    expect(result.current.suspension.pending?.name).toBe('Dana Cole');
    expect(setStatus).not.toHaveBeenCalled();
    act(() => result.current.suspension.dialog.onCancel());
    expect(result.current.suspension.dialog.opened).toBe(false);
    expect(setStatus).not.toHaveBeenCalled();

    act(() => result.current.toggleStatus({ id: 'u1', version: 3, status: 'ACTIVE', fullName: 'Dana Cole' }));
    act(() => result.current.suspension.dialog.onConfirm());
    await waitFor(() => expect(show).toHaveBeenCalledWith({ color: 'navy', message: 'Dana Cole was suspended.' }));
    expect(setStatus).toHaveBeenCalledWith({ id: 'u1', version: 3, status: 'SUSPENDED' });
  });

  it('activates a suspended row at once', async () => {
    const show = jest.spyOn(notifications, 'show').mockImplementation(() => '');
    const setStatus = jest.fn(() => Promise.resolve());
    const { result } = renderActions(setStatus);
    act(() => result.current.toggleStatus({ id: 'u1', version: 4, status: 'SUSPENDED', fullName: 'Dana Cole' }));
    await waitFor(() => expect(show).toHaveBeenCalledWith({ color: 'navy', message: 'Dana Cole is active again.' }));
    expect(setStatus).toHaveBeenLastCalledWith({ id: 'u1', version: 4, status: 'ACTIVE' });
    expect(result.current.suspension.dialog.opened).toBe(false);
  });

  it('says when a change failed', async () => {
    const show = jest.spyOn(notifications, 'show').mockImplementation(() => '');
    const { result } = renderActions(jest.fn(() => Promise.reject(new Error('offline'))));
    act(() => result.current.toggleStatus({ id: 'u1', version: 3, status: 'SUSPENDED', fullName: 'Dana Cole' }));
    await waitFor(() => expect(show).toHaveBeenCalledWith({ color: 'red', message: 'Dana Cole could not be changed. Please try again.' }));
  });

  it('asks before deleting, naming the row', () => {
    const { result } = renderActions(jest.fn());
    act(() => result.current.askDelete({ id: 'u1', version: 3, status: 'ACTIVE', fullName: 'Dana Cole' }));
    expect(result.current.deletion.dialog.opened).toBe(true);
  });
});
