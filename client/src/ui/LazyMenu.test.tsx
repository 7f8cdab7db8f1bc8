import { Button, MantineProvider, Menu } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme } from '../theme';
import { LazyMenu } from './LazyMenu';

describe('LazyMenu', () => {
  it('is only its button until opened; opened by Enter as by a click, keeping the button’s own click and props', async () => {
    const user = userEvent.setup();
    const onTarget = jest.fn();
    const onNew = jest.fn();
    render(
      <MantineProvider theme={theme} env="test">
        <LazyMenu
          position="bottom-end"
          target={
            <Button data-testid="create" onClick={onTarget}>
              Create New
            </Button>
          }
        >
          <Menu.Dropdown>
            <Menu.Item onClick={onNew}>New Case</Menu.Item>
          </Menu.Dropdown>
        </LazyMenu>
      </MantineProvider>,
    );
    const button = screen.getByRole('button', { name: 'Create New' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('data-testid', 'create');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(document.querySelector('[data-portal]')).toBeNull();

    button.focus();
    await user.keyboard('{Enter}');
    expect(onTarget).toHaveBeenCalledTimes(1);
    await screen.findByRole('menuitem', { name: 'New Case' });
    // Set up now: the button says whether its menu is open.
    expect(screen.getByRole('button', { name: 'Create New' })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menuitem')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Create New' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Create New' }));
    expect(onTarget).toHaveBeenCalledTimes(2);
    await user.click(await screen.findByRole('menuitem', { name: 'New Case' }));
    expect(onNew).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menuitem')).not.toBeInTheDocument());
  });
});
