import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { OPEN_SEARCH_EVENT } from './openSearch';
import { SearchModal } from './SearchModal';

/**
 * The search modal, mounted once in the app frame for firm staff: Ctrl+K / Cmd+K from anywhere,
 * '/' when not typing in a field, or `openSearchModal()` (the Quick Access tile) open it. It is
 * rendered from its first opening on, not with every page (a closed Mantine modal still sets up
 * its focus trap, transitions and search state each time the page is drawn or taken over).
 */
export function SearchLauncher() {
  const [opened, { open, close }] = useDisclosure(false);
  const [used, setUsed] = useState(false);
  if (opened && !used) setUsed(true);
  // Ctrl+K works while typing in a field too; '/' only outside fields (it is a character there).
  useHotkeys([['mod+K', open]], []);
  useHotkeys([['/', open]]);

  useEffect(() => {
    window.addEventListener(OPEN_SEARCH_EVENT, open);
    return () => window.removeEventListener(OPEN_SEARCH_EVENT, open);
  }, [open]);

  return used ? <SearchModal opened={opened} onClose={close} /> : null;
}
