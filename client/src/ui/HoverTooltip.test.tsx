import { ActionIcon, MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme } from '../theme';
import { HoverTooltip } from './HoverTooltip';

describe('HoverTooltip', () => {
  it('sets nothing up until first hovered; then shows its label, on the same element, and hides it when the pointer leaves', async () => {
    const user = userEvent.setup();
    const onPointerEnter = jest.fn();
    render(
      <MantineProvider theme={theme}>
        <HoverTooltip label="Move up" withArrow>
          <ActionIcon aria-label="Move step 2 up" onPointerEnter={onPointerEnter}>
            ↑
          </ActionIcon>
        </HoverTooltip>
      </MantineProvider>,
    );
    // No portal (Mantine's shared portal node: not the test environment's inline rendering) until the pointer comes.
    expect(document.querySelector('[data-portal]')).toBeNull();
    const button = screen.getByRole('button', { name: 'Move step 2 up' });
    button.focus();
    // (jsdom lays nothing out, so floating-ui's hide middleware hides the tooltip it places: found with hidden ones.)
    await user.hover(button);
    expect(await screen.findByRole('tooltip', { hidden: true })).toHaveTextContent('Move up');
    expect(onPointerEnter).toHaveBeenCalledTimes(1);
    // The element was not replaced: the same node, still focused.
    expect(screen.getByRole('button', { name: 'Move step 2 up' })).toBe(button);
    expect(button).toHaveFocus();
    await user.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip', { hidden: true })).not.toBeInTheDocument());
    await user.hover(button);
    expect(await screen.findByRole('tooltip', { hidden: true })).toHaveTextContent('Move up');
  });

  it('opens after its openDelay, not for a pointer that only passes, and never for a touch', async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider theme={theme} env="test">
        <HoverTooltip label="Bo Diaz" openDelay={200} closeDelay={100}>
          <ActionIcon aria-label="Bo">BD</ActionIcon>
        </HoverTooltip>
      </MantineProvider>,
    );
    const avatar = screen.getByRole('button', { name: 'Bo' });
    // A tap (React's onPointerEnter comes from pointerover; jsdom has no PointerEvent of its own).
    const tap = new MouseEvent('pointerover', { bubbles: true });
    Object.defineProperty(tap, 'pointerType', { value: 'touch' });
    fireEvent(avatar, tap);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('tooltip', { hidden: true })).not.toBeInTheDocument();
    await user.hover(avatar);
    await user.unhover(avatar);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('tooltip', { hidden: true })).not.toBeInTheDocument();
    await user.hover(avatar);
    expect(screen.queryByRole('tooltip', { hidden: true })).not.toBeInTheDocument();
    expect(await screen.findByRole('tooltip', { hidden: true })).toHaveTextContent('Bo Diaz');
  });
});
