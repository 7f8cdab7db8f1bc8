import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { languageOptions: { parserOptions: { tsconfigRootDir: import.meta.dirname } } },
  { ignores: ['dist/**', 'dist-server/**', 'src/gql/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'error',
      // A Mantine Tooltip is set up with the page (a portal, a positioner and a second render at
      // once); ui/HoverTooltip sets it up on the first hover.
      'no-restricted-imports': ['error', { paths: [{ name: '@mantine/core', importNames: ['Tooltip'], message: 'Use HoverTooltip (client/src/ui/HoverTooltip.tsx).' }] }],
    },
  },
  {
    files: ['src/ui/HoverTooltip.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['*.cjs', 'jest.setup.ts', 'vite.config.ts', 'src/test/**'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest } },
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
