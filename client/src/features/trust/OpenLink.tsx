import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';

/** The cell of a clickable row that opens it from the keyboard too (the row's click does the same). */
export function OpenLink({ children, onOpen }: { children: ReactNode; onOpen: () => void }) {
  return (
    <Anchor
      component="button"
      type="button"
      fz="sm"
      ta="left"
      onClick={(event) => {
        event.stopPropagation();
        onOpen();
      }}
    >
      {children}
    </Anchor>
  );
}
