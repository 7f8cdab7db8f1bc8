import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useAvatarUpload, usePasswordForm } from './useProfileForms';

const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={[]}>{children}</MockedProvider>;

describe('usePasswordForm', () => {
  it('asks for the current password, a long enough new one, the same twice', async () => {
    const { result } = renderHook(() => usePasswordForm(), { wrapper });
    act(() => result.current.form.setValues({ newPassword: 'short', confirm: 'other' }));
    await act(async () => result.current.submit());
    expect(result.current.form.errors).toEqual({
      currentPassword: 'Enter your current password.',
      newPassword: 'Use at least 12 characters.',
      confirm: 'The passwords do not match.',
    });
  });
});

describe('useAvatarUpload', () => {
  it('takes only PNG or JPG pictures', async () => {
    const { result } = renderHook(() => useAvatarUpload(), { wrapper });
    act(() => result.current.pick(new File(['x'], 'me.gif', { type: 'image/gif' })));
    await waitFor(() => expect(result.current.error).toBe('Choose a PNG or JPG image.'));
    await waitFor(() => expect(result.current.uploading).toBe(false));
  });
});
