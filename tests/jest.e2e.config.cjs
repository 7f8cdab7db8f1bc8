/** Journeys in a real Chromium (playwright-core) against the built app. */
module.exports = {
  displayName: 'e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/e2e/**/*.e2e.test.ts'],
  globalSetup: '<rootDir>/support/global-setup.mjs',
  globalTeardown: '<rootDir>/support/global-teardown.mjs',
  setupFilesAfterEnv: ['<rootDir>/support/after-each-file.ts'],
  transform: require('./jest.swc.cjs'),
};
