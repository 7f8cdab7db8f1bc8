import type { Plugin } from 'vite';

/** @mantine/hooks' useId, as the bundler finds it (Mantine's components import it from there). */
const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/**
 * Mantine's useId with React's id kept. Mantine's own starts from the same id (React's, its colons
 * removed, as on the server) and then, in a layout effect after every mount, swaps it for a random
 * one: a second render of each component that uses it (the app shell, every input, menu, popover
 * and modal), synchronous, in the task that commits the page, and every id the server drew
 * rewritten. React's ids are the same in the server's render and the browser's, and unique in the
 * one root the app has. A static id, when given, is used as before. (Builds only: the development
 * server pre-bundles its dependencies without the app's plugins, and keeps Mantine's own.)
 */
const STABLE_USE_ID = `"use client";
import { useId as useReactId } from "react";
function useId(staticId) {
	const reactId = useReactId();
	return typeof staticId === "string" ? staticId : \`mantine-\${reactId.replace(/:/g, "")}\`;
}
export { useId };
`;

export function stableMantineIds(): Plugin {
  return {
    name: 'matterhorn-stable-mantine-ids',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      return MANTINE_USE_ID.test(id) ? STABLE_USE_ID : null;
    },
  };
}
