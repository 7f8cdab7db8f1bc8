/** Component tests: React + Mantine in jsdom, operations mocked with Apollo's MockedProvider. */
module.exports = {
  displayName: 'client',
  testEnvironment: '<rootDir>/jest.environment.cjs',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts?(x)'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    // FullCalendar renders through Preact, whose 'browser' export (what jsdom asks for) is an ES module
    // jest cannot require; its CommonJS build is the same code.
    '^preact$': require.resolve('preact'),
    '^preact/compat$': require.resolve('preact/compat'),
    '^preact/hooks$': require.resolve('preact/hooks'),
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/src/test/style-stub.cjs',
  },
};
