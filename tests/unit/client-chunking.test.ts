import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { barrelModulesUsed } from '../../client/chunking';

/** The real indexes of the libraries the build splits through. */
const MODULES = path.join(__dirname, '..', '..', 'node_modules');
const MANTINE = path.join(MODULES, '@mantine', 'core', 'esm', 'index.mjs');
const ICONS = path.join(MODULES, '@tabler', 'icons-react', 'dist', 'esm', 'tabler-icons-react.mjs');
const read = (file: string) => readFileSync(file, 'utf8');
const PAGE = '/app/client/src/features/dashboard/StatCards.tsx';

describe('the first screen, read through library indexes (client/chunking.ts)', () => {
  it('counts only the modules of the names a module imports from @mantine/core', () => {
    const code = 'import { jsx } from "react/jsx-runtime";\nimport { Button, Group as Row } from "@mantine/core";\nimport { useState } from "react";';
    const used = barrelModulesUsed(PAGE, code, MANTINE, read(MANTINE))!;
    expect(used.map((file) => path.relative(path.dirname(MANTINE), file))).toEqual([
      path.join('components', 'Button', 'Button.mjs'),
      path.join('components', 'Group', 'Group.mjs'),
    ]);
    for (const file of used) expect(existsSync(file)).toBe(true);
  });

  it('finds an icon through the re-exports of @tabler/icons-react', () => {
    const used = barrelModulesUsed(PAGE, "import { IconVideo } from '@tabler/icons-react';", ICONS, read(ICONS))!;
    expect(used).toEqual([path.join(path.dirname(ICONS), 'icons', 'IconVideo.mjs')]);
    expect(existsSync(used[0]!)).toBe(true);
  });

  it('maps a generated GraphQL document to its own module, and the enums to the index itself', () => {
    const index = '/app/client/src/gql/graphql.ts';
    const generated = "export { MeDocument } from 'virtual:matterhorn-document/MeDocument';\nexport var Role = { Attorney: 'ATTORNEY' };";
    const code = "import { MeDocument, Role } from '../../gql/graphql';";
    expect(barrelModulesUsed(PAGE, code, index, generated)).toEqual(['\0virtual:matterhorn-document/MeDocument']);
  });

  it('counts the whole index when it cannot tell what is used', () => {
    // A namespace or default import, a name the index does not have, or no code: everything, as before.
    expect(barrelModulesUsed(PAGE, "import * as Icons from '@tabler/icons-react';", ICONS, read(ICONS))).toBeNull();
    expect(barrelModulesUsed(PAGE, 'import { NoSuchThing } from "@mantine/core";', MANTINE, read(MANTINE))).toBeNull();
    expect(barrelModulesUsed(PAGE, null, MANTINE, read(MANTINE))).toBeNull();
    // Not an index at all.
    expect(barrelModulesUsed(PAGE, "import { a } from './a';", '/app/client/src/a.ts', 'export const a = 1;')).toBeNull();
  });
});
