import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** "Leave without saving?", when it is being asked. */
export const leaveQuestion = () => screen.queryByRole('dialog', { name: 'Leave without saving?' });

/** Waits for "Leave without saving?" and answers it (Stay keeps the form as it is, Leave goes), then for the question to go. */
export async function answerLeaveQuestion(answer: 'Stay' | 'Leave') {
  const question = await screen.findByRole('dialog', { name: 'Leave without saving?' });
  await userEvent.click(within(question).getByRole('button', { name: answer }));
  await waitFor(() => expect(leaveQuestion()).not.toBeInTheDocument());
}
