import { Menu, type MenuProps } from '@mantine/core';
import { cloneElement, useCallback, useState, type MouseEvent, type ReactElement, type ReactNode, type Ref } from 'react';

interface TargetProps {
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  ref?: Ref<HTMLButtonElement>;
  'aria-haspopup'?: 'menu';
}

/**
 * A Mantine menu that is only its button until first opened, by that same click (or Enter).
 * A Menu sets up floating-ui and a portal when it is drawn and makes React draw it again at once
 * to place it: for every row of a long table, or in the frame of every page, that cost a phone
 * tens of milliseconds while the page was taken over, for menus most people never open.
 * `target` is the button (any props of its own are kept); `children` the Menu's dropdown.
 */
export function LazyMenu({ target, children, ...menuProps }: Omit<MenuProps, 'opened' | 'onChange' | 'children'> & { target: ReactElement<TargetProps>; children: ReactNode }) {
  const [used, setUsed] = useState(false);
  const [opened, setOpened] = useState(false);
  // The click that set the menu up opens it once its own button is there (the one it replaced is
  // gone), focused first: closing the menu then brings the focus back to it.
  const openOnMount = useCallback((node: HTMLButtonElement | null) => {
    if (!node) return;
    node.focus();
    setOpened(true);
  }, []);
  if (!used) {
    return cloneElement(target, {
      'aria-haspopup': 'menu',
      onClick: (event: MouseEvent<HTMLButtonElement>) => {
        target.props.onClick?.(event);
        setUsed(true);
      },
    });
  }
  return (
    <Menu {...menuProps} opened={opened} onChange={setOpened}>
      <Menu.Target>{cloneElement(target, { ref: openOnMount })}</Menu.Target>
      {children}
    </Menu>
  );
}
