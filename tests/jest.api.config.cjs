/** Server behaviour through the GraphQL API over HTTP and WebSocket, against a real PostgreSQL. */
module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/api/**/*.test.ts', '<rootDir>/conformance/**/*.test.ts'],
  globalSetup: '<rootDir>/support/global-setup.mjs',
  globalTeardown: '<rootDir>/support/global-teardown.mjs',
  setupFilesAfterEnv: ['<rootDir>/support/after-each-file.ts'],
  transform: require('./jest.swc.cjs'),
};
