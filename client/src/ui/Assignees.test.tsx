import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme } from '../theme';
import { Assignees } from './Assignees';

const person = (id: string, fullName: string) => ({ id, fullName, avatarUrl: null });
const team = [person('a', 'Ann Lee'), person('b', 'Bo Diaz'), person('c', 'Cy Fox'), person('d', 'Di Moss'), person('e', 'Ed Park')];

function renderAssignees() {
  render(
    <MantineProvider theme={theme} env="test">
      <Assignees people={team} />
    </MantineProvider>,
  );
  return screen.getByLabelText('Assigned to Ann Lee, Bo Diaz, Cy Fox, Di Moss, Ed Park');
}

describe('Assignees', () => {
  it('overlaps the avatars only a little, each in a white ring, so every initial stays readable', () => {
    const group = renderAssignees();
    // Mantine's default overlap ("xs", 10 px of a 26 px avatar) hid half of the initials underneath.
    expect(group.style.getPropertyValue('--ag-spacing')).toBe('calc(0.25rem * var(--mantine-scale))');
    const avatars = ['AL', 'BD', 'CF', '+2'].map((text) => screen.getByText(text).closest('.mantine-Avatar-root') as HTMLElement);
    for (const avatar of avatars) expect(avatar).toHaveStyle({ border: '2px solid var(--mantine-color-white)' });
    expect(screen.queryByText('DM')).not.toBeInTheDocument();
  });

  it("names each person in their avatar's tooltip, and the others in the +N one", async () => {
    renderAssignees();
    await userEvent.hover(screen.getByText('BD'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^Bo Diaz$/);
    await userEvent.unhover(screen.getByText('BD'));
    await userEvent.hover(screen.getByText('+2'));
    expect(await screen.findByRole('tooltip', { name: 'Di Moss, Ed Park' })).toBeInTheDocument();
  });
});
