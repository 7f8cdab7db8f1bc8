/** Pure server logic (no database, no server process): fast, table-driven unit tests. */
module.exports = {
  displayName: 'unit',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/unit/**/*.test.ts'],
  transform: require('./jest.swc.cjs'),
};
