/**
 * The development check of the PostGraphile server (compare.dev.ts), outside `npm run bench`:
 *   npx jest -c tests/bench/postgraphile/jest.dev.config.cjs
 * (build the server first: npm run build -w server). DEV_SCALE (default 0.06), DEV_LOAD=1 adds a short load run.
 */
const bench = require('../../jest.bench.config.cjs');

module.exports = {
  ...bench,
  displayName: 'postgraphile-dev',
  rootDir: require('node:path').resolve(__dirname, '..', '..'),
  testMatch: ['<rootDir>/bench/postgraphile/*.dev.ts'],
};
