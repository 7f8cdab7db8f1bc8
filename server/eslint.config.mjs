import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { languageOptions: { parserOptions: { tsconfigRootDir: import.meta.dirname } } },
  { ignores: ['dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: globals.node },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'error',
    },
  },
  {
    // Decorated entity and input classes need their imports at runtime (emitDecoratorMetadata).
    files: ['src/**/*.entity.ts', 'src/**/*.inputs.ts', 'src/**/*.resolver.ts', 'src/graphql/pagination.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
);
