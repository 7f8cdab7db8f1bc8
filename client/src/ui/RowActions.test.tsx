import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme } from '../theme';
import { RowActions } from './RowActions';

function renderRow(onEdit: () => void, onDelete: () => void, onRow: () => void) {
  render(
    <MantineProvider theme={theme} env="test">
      <div onClick={onRow}>
        <RowActions label="Alvarez v. Lone Star" onEdit={onEdit} onDelete={onDelete} deleteLabel="Remove" />
      </div>
    </MantineProvider>,
  );
  return screen.getByRole('button', { name: 'Actions for Alvarez v. Lone Star' });
}

describe('RowActions', () => {
  it('is only its button until opened, then a menu that opens and closes again, without clicking the row', async () => {
    const user = userEvent.setup();
    const onEdit = jest.fn();
    const onDelete = jest.fn();
    const onRow = jest.fn();
    const button = renderRow(onEdit, onDelete, onRow);
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    // No menu set up for a row nobody opened: no menu, no portal.
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(document.querySelector('[data-portal]')).toBeNull();

    await user.click(button);
    await screen.findByRole('menuitem', { name: 'Edit' });
    // Escape closes it and gives the focus back to the row's button, as a menu set up from the start did.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Actions for Alvarez v. Lone Star' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Actions for Alvarez v. Lone Star' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Actions for Alvarez v. Lone Star' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onRow).not.toHaveBeenCalled();
  });
});
