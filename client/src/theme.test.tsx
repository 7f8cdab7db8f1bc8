import { Badge, Loader, MantineProvider, Notification } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { theme } from './theme';

describe('the theme', () => {
  it("names every toast's close button (a live reminder's toast can show on any page)", () => {
    render(
      <MantineProvider theme={theme} env="test">
        <Notification onClose={() => undefined}>Starting in 5 days: Response due</Notification>
      </MantineProvider>,
    );
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  });

  it('never truncates a badge: it keeps its whole text and does not shrink in a row or a table column', () => {
    render(
      <MantineProvider theme={theme} env="test">
        <Badge variant="light">In Progress</Badge>
      </MantineProvider>,
    );
    const label = screen.getByText('In Progress');
    const root = label.closest('.mantine-Badge-root') as HTMLElement;
    // Mantine's own stylesheet gives both overflow: hidden and an ellipsis.
    expect(root).toHaveStyle({ overflow: 'visible', flexShrink: '0', minWidth: 'max-content' });
    expect(label).toHaveStyle({ overflow: 'visible', textOverflow: 'clip' });
  });

  it('makes every spinner a status, so that its name is allowed and read out', () => {
    render(
      <MantineProvider theme={theme} env="test">
        <Loader size="sm" aria-label="Loading" />
      </MantineProvider>,
    );
    expect(screen.getByRole('status', { name: 'Loading' })).toHaveClass('mantine-Loader-root');
  });
});
