import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { renderScreen } from '../test/render';
import { answerLeaveQuestion } from '../test/unsavedChanges';
import { RecordDialog } from './RecordDialog';

/** A list's Add Note dialog: open until closed or saved; `saved` is what Save sent. */
function NoteDialog({ onClose }: { onClose: jest.Mock }) {
  const [open, setOpen] = useState(true);
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm({ initialValues: { note: '' } });
  const close = () => {
    onClose();
    setOpen(false);
  };
  const save = form.onSubmit(async (values) => {
    await Promise.resolve();
    setSaved(values.note);
    close();
  });
  if (!open) return <p>{saved === null ? 'Closed' : `Saved ${saved}`}</p>;
  return (
    <RecordDialog title="Add Note" onClose={close} onSubmit={save} problem={null} saving={false} dirty={form.isDirty()}>
      <TextInput label="Note" {...form.getInputProps('note')} />
    </RecordDialog>
  );
}

const question = () => screen.queryByRole('dialog', { name: 'Leave without saving?' });

/** Whether closing or reloading the tab now would make the browser ask. */
function browserAsks() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('RecordDialog with unsaved changes', () => {
  it('asks before Cancel closes it: Stay keeps what was typed, Leave closes', async () => {
    const onClose = jest.fn();
    renderScreen(<NoteDialog onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add Note' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Called the adjuster');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    const asked = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(asked).toHaveTextContent('Your changes to this form are not saved. If you leave, they are lost.');
    await userEvent.click(within(asked).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(question()).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Called the adjuster');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Closed')).toBeInTheDocument();
    expect(question()).not.toBeInTheDocument();
  });

  it('asks on Escape too, and Escape on the question stays', async () => {
    const onClose = jest.fn();
    renderScreen(<NoteDialog onClose={onClose} />);
    expect(browserAsks()).toBe(false);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Note' }), 'Draft');
    expect(browserAsks()).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(question()).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Add Note' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes at once when nothing was typed', async () => {
    const onClose = jest.fn();
    renderScreen(<NoteDialog onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Closed')).toBeInTheDocument();
    expect(question()).not.toBeInTheDocument();
  });

  it('never asks after a successful save', async () => {
    const onClose = jest.fn();
    renderScreen(<NoteDialog onClose={onClose} />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Note' }), 'Called the adjuster');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved Called the adjuster')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(question()).not.toBeInTheDocument();
  });
});

/** A dialog opened by the address (`?add=1`, as Settings › Add Firm User does): closing it takes the parameter away. */
function AddressedNoteDialog() {
  const [params, setParams] = useSearchParams();
  const form = useForm({ initialValues: { note: '' } });
  const close = () => setParams({}, { replace: true });
  const save = form.onSubmit(async () => {
    await Promise.resolve();
    close();
  });
  if (params.get('add') !== '1') return <p>Closed</p>;
  return (
    <RecordDialog title="Add Note" onClose={close} onSubmit={save} problem={null} saving={false} dirty={form.isDirty()}>
      <TextInput label="Note" {...form.getInputProps('note')} />
    </RecordDialog>
  );
}

describe("RecordDialog and the browser's Back", () => {
  it('holds Back while something typed is not saved: Stay keeps the page and the typing, Leave goes back', async () => {
    const onClose = jest.fn();
    const { router } = renderScreen(<NoteDialog onClose={onClose} />, { path: '/contacts' });
    await act(() => router.navigate('/contacts?id=c1'));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Note' }), 'Called the adjuster');

    await act(() => router.navigate(-1));
    await answerLeaveQuestion('Stay');
    expect(router.state.location.search).toBe('?id=c1');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Called the adjuster');

    await act(() => router.navigate(-1));
    await answerLeaveQuestion('Leave');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('lets Back through at once when nothing was typed', async () => {
    const { router } = renderScreen(<NoteDialog onClose={jest.fn()} />, { path: '/contacts' });
    await act(() => router.navigate('/contacts?id=c1'));
    await screen.findByRole('dialog', { name: 'Add Note' });
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(question()).not.toBeInTheDocument();
  });

  it("never holds the dialog's own navigation: Leave after Cancel, or a save, that takes ?add=1 away closes it at once", async () => {
    const { router } = renderScreen(<AddressedNoteDialog />, { path: '/notes?add=1' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Note' }), 'Draft');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await answerLeaveQuestion('Leave');
    expect(await screen.findByText('Closed')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');

    await act(() => router.navigate('/notes?add=1'));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Note' }), 'Called the adjuster');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Closed')).toBeInTheDocument();
    expect(question()).not.toBeInTheDocument();
  });
});
