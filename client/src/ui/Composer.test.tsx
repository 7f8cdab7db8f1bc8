import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INPUT_LIMITS } from '../gql/limits';
import { theme } from '../theme';
import { Composer, draftCount } from './Composer';
import { maxLengthOf } from './limits';

const MAX = maxLengthOf('SendMessageInput', 'body');

function renderComposer(onSend = jest.fn()) {
  render(
    <MantineProvider theme={theme} env="test">
      <Composer placeholder="Type a message" label="Message" onSend={onSend} maxLength={MAX} />
    </MantineProvider>,
  );
  return { onSend, box: screen.getByRole('textbox', { name: 'Message' }), send: screen.getByRole('button', { name: 'Send' }) };
}

describe('Composer', () => {
  it('counts the characters from 90% of the limit on', () => {
    expect(draftCount('a'.repeat(100), 20_000)).toBeNull();
    expect(draftCount('a'.repeat(19_850), 20_000)).toEqual({ text: '19,850 / 20,000', over: false });
    expect(draftCount('a'.repeat(20_001), 20_000)).toEqual({ text: '20,001 / 20,000', over: true });
  });

  it("takes at most the server's limit, counts near it, and never sends a message the server could not take", async () => {
    const { onSend, box, send } = renderComposer();
    expect(MAX).toBe(INPUT_LIMITS.SendMessageInput.body.maxLength);
    expect(box).toHaveAttribute('maxlength', String(MAX));

    fireEvent.change(box, { target: { value: 'a'.repeat(MAX - 100) } });
    expect(screen.getByText(`${(MAX - 100).toLocaleString('en-US')} / ${MAX.toLocaleString('en-US')}`)).toBeInTheDocument();
    expect(send).toBeEnabled();

    // Pasted past the limit (maxlength cuts typing, not every way text gets in).
    fireEvent.change(box, { target: { value: 'a'.repeat(MAX + 1) } });
    expect(screen.getByText(/Too long to send/)).toHaveTextContent(`${(MAX + 1).toLocaleString('en-US')} / ${MAX.toLocaleString('en-US')}`);
    expect(send).toBeDisabled();
    await userEvent.type(box, '{Enter}');
    expect(onSend).not.toHaveBeenCalled();

    fireEvent.change(box, { target: { value: 'Hello' } });
    expect(screen.queryByText(/\/ /)).not.toBeInTheDocument();
    await userEvent.click(send);
    expect(onSend).toHaveBeenCalledWith('Hello');
  });
});
