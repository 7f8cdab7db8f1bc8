/**
 * The layers of the server and the client, as rules (`npm run deps`, part of `npm test`). Run from
 * a workspace folder (server/ or client/) on its src/, so every path below starts with `src/`.
 *
 * Server, top to bottom (STYLE.md, "Layers"); a layer imports only the ones below it, types included:
 *   main.ts, app.ts, modules.ts, jobs.ts, seed/, scripts/   the composition root and entry points
 *   modules/<domain>/                                      the domains
 *   http/  (above)  graphql/                               building blocks
 *   db/, events/, storage/, crypto/                        the database, event bus, files, ciphers
 *   config.ts, logger.ts                                   leaves
 * Client: ui/ and live/ never import a feature; nothing imports a page of another feature's
 * internals through a circle.
 */
const ROOT = '^src/(main|app|modules|jobs)\\.ts$|^src/(seed|scripts)/';
const BUILDING_BLOCKS = '^src/(graphql|http)/';
const INFRA = '^src/(db|events|storage|crypto)/';
const LEAVES = '^src/(config|logger)\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import circles, type imports included: each file can be read knowing only what it imports.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'root-is-not-imported',
      severity: 'error',
      comment: 'Only the composition root knows every module; nothing else imports it.',
      from: { pathNot: ROOT },
      to: { path: ROOT },
    },
    {
      name: 'modules-above-building-blocks',
      severity: 'error',
      comment: 'graphql/, http/, db/, events/, storage/, crypto/ and the leaves never import a module: the root fills what they declare.',
      from: { path: `${BUILDING_BLOCKS}|${INFRA}|${LEAVES}` },
      to: { path: '^src/modules/' },
    },
    {
      name: 'graphql-below-http',
      severity: 'error',
      comment: 'graphql/ (schema building blocks) never imports http/ (which serves it).',
      from: { path: '^src/graphql/' },
      to: { path: '^src/http/' },
    },
    {
      name: 'infra-below-building-blocks',
      severity: 'error',
      comment: 'db/, events/, storage/ and crypto/ never import graphql/ or http/.',
      from: { path: INFRA },
      to: { path: BUILDING_BLOCKS },
    },
    {
      name: 'leaves-import-nothing',
      severity: 'error',
      comment: 'config.ts and logger.ts import no other file of the app.',
      from: { path: LEAVES },
      to: { path: '^src/', pathNot: LEAVES },
    },
    {
      name: 'client-shared-pieces-below-features',
      severity: 'error',
      comment: "The client's shared pieces (ui/, live/) never import a feature.",
      from: { path: '^src/(ui|live)/' },
      to: { path: '^src/features/' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules|^src/gql/' },
  },
};
