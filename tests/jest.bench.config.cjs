/** `npm run bench`: the large-firm benchmarks (not part of `npm test`; they take many minutes). */
module.exports = {
  displayName: 'bench',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/bench/**/*.bench.ts'],
  globalSetup: '<rootDir>/support/global-setup.mjs',
  globalTeardown: '<rootDir>/support/global-teardown.mjs',
  transform: require('./jest.swc.cjs'),
};
