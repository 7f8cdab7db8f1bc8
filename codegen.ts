import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * schema.graphql (emitted by the server) + the operations in client/src/**\/*.graphql
 * -> typed documents in client/src/gql, passed to Apollo's hooks.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/src/**/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    'client/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        defaultScalarType: 'unknown',
        scalars: { DateTimeISO: 'string', SafeInt: 'number' },
        nonOptionalTypename: true,
        skipTypeNameForRoot: true,
        avoidOptionals: { field: true, inputValue: false },
      },
    },
  },
};

export default config;
