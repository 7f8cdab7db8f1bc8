import type { Plugin } from 'vite';

const GENERATED = /[\\/]src[\\/]gql[\\/]graphql\.ts$/;
/** One generated document: `export const XDocument = {…AST as JSON…} as unknown as DocumentNode<…>;` on one line. */
const DOCUMENT_LINE = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/;
const PREFIX = 'virtual:matterhorn-document/';
/** Rollup's convention for a module that is no file: other plugins leave it alone. */
const RESOLVED = `\0${PREFIX}`;

/**
 * Gives each GraphQL document of the generated client/src/gql/graphql.ts a module of its own, so
 * a page's chunk carries its own queries: left as one module, all ~190 documents (about 270 KB of
 * syntax trees) would be part of the first screen's JavaScript, since the app frame imports a few
 * of them. graphql.ts is left a list of re-exports (and its types), so imports do not change.
 */
export function splitDocuments(): Plugin {
  const documents = new Map<string, string>();
  return {
    name: 'matterhorn-split-documents',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!GENERATED.test(id)) return null;
      const lines = code.split('\n').map((line) => {
        const match = DOCUMENT_LINE.exec(line);
        if (!match) return line;
        const [, name, json] = match;
        documents.set(name!, json!);
        return `export { ${name} } from '${PREFIX}${name}';`;
      });
      return { code: lines.join('\n'), map: null };
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const name = id.slice(RESOLVED.length);
      const json = documents.get(name);
      if (json === undefined) this.error(`No generated GraphQL document named ${name}.`);
      return `export const ${name} = ${json};`;
    },
  };
}
