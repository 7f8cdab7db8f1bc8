import { Tooltip, type TooltipProps } from '@mantine/core';
import { cloneElement, useEffect, useState, type PointerEvent, type ReactElement } from 'react';

interface ChildProps {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
}

type HoverTooltipProps = Omit<TooltipProps, 'children' | 'target' | 'opened' | 'defaultOpened' | 'events'> & { children: ReactElement<ChildProps> };

/**
 * Mantine's Tooltip, set up when a mouse first comes over its element rather than with the page.
 * A Tooltip mounts a portal and a floating-ui positioner as it is drawn, and the portal makes React
 * draw it again at once: for every avatar and row action of a table, or in the top bar of every
 * page, that cost a phone tens of milliseconds in the commit that drew the page, for tooltips most
 * people never see. Until then the element is drawn alone (the same element throughout: it is not
 * replaced, so its focus and state stay); from then on the tooltip is attached to it (Mantine's
 * `target`) and shown while a mouse is over it, after `openDelay` and for `closeDelay` after it
 * leaves (both 0 unless given). Like Mantine's default, a touch does not open it.
 */
export function HoverTooltip({ children, openDelay = 0, closeDelay = 0, ...tooltipProps }: HoverTooltipProps) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const [hovered, setHovered] = useState(false);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (hovered === opened) return;
    const timer = setTimeout(() => setOpened(hovered), hovered ? openDelay : closeDelay);
    return () => clearTimeout(timer);
  }, [hovered, opened, openDelay, closeDelay]);
  return (
    <>
      {cloneElement(children, {
        onPointerEnter: (event: PointerEvent<HTMLElement>) => {
          children.props.onPointerEnter?.(event);
          if (event.pointerType === 'touch') return;
          setTarget(event.currentTarget);
          setHovered(true);
        },
        onPointerLeave: (event: PointerEvent<HTMLElement>) => {
          children.props.onPointerLeave?.(event);
          setHovered(false);
        },
      })}
      {target && <Tooltip {...tooltipProps} target={target} opened={opened} events={{ hover: false, focus: false, touch: false }} />}
    </>
  );
}
