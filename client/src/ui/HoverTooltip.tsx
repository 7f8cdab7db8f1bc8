import { Tooltip, type TooltipProps } from '@mantine/core';
import { cloneElement, useState, type MouseEvent, type ReactElement } from 'react';

interface ChildProps {
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * Mantine's Tooltip, set up when the pointer first comes over its element rather than with the
 * page. A Tooltip mounts a portal and a floating-ui positioner as it is drawn, and the portal makes
 * React draw it again at once: for every avatar and row action of a table, or in the top bar of
 * every page, that cost a phone tens of milliseconds in the commit that drew the page, for
 * tooltips most people never see. Until then the element is drawn alone (the same element: it is
 * not replaced, so its focus and state stay); then the tooltip attaches to it (Mantine's `target`),
 * open, and follows the pointer like any other from then on. Like Mantine's, it opens on hover only.
 */
export function HoverTooltip({ children, ...tooltipProps }: Omit<TooltipProps, 'children' | 'target' | 'defaultOpened'> & { children: ReactElement<ChildProps> }) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  return (
    <>
      {cloneElement(children, {
        onMouseEnter: (event: MouseEvent<HTMLElement>) => {
          children.props.onMouseEnter?.(event);
          if (!target) setTarget(event.currentTarget);
        },
      })}
      {target && <Tooltip {...tooltipProps} target={target} defaultOpened />}
    </>
  );
}
