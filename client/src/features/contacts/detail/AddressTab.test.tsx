import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../../test/render';
import { answerLeaveQuestion, leaveQuestion } from '../../../test/unsavedChanges';
import { newAddress } from '../contactForm';
import { AddressTab } from './AddressTab';

const closed = (name: string) => waitFor(() => expect(screen.queryByRole('dialog', { name })).not.toBeInTheDocument());

describe('the address dialog with unsaved changes', () => {
  it('asks before Escape or Cancel throws the typing away: Stay keeps it, Leave closes and changes nothing', async () => {
    const onChange = jest.fn();
    renderScreen(<AddressTab addresses={[{ ...newAddress(true), address1: '12 Elm St', city: 'Austin' }]} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Actions for address 1' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Address' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Address 2' }), 'Suite 400');
    await userEvent.keyboard('{Escape}');
    await answerLeaveQuestion('Stay');
    expect(within(dialog).getByRole('textbox', { name: 'Address 2' })).toHaveValue('Suite 400');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await answerLeaveQuestion('Leave');
    await closed('Edit Address');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('closes at once when nothing was typed', async () => {
    renderScreen(<AddressTab addresses={[]} onChange={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Address' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Add Address' })).getByRole('button', { name: 'Cancel' }));
    await closed('Add Address');
    expect(leaveQuestion()).not.toBeInTheDocument();
  });
});
