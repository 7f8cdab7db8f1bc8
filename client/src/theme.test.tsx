import { MantineProvider, Notification } from '@mantine/core';
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
});
