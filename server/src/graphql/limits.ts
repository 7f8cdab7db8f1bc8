import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { GraphQLError, type DocumentNode, type GraphQLSchema, type ValidationRule } from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';

export interface QueryLimits {
  maxDepth: number;
  maxComplexity: number;
  maxAliases: number;
}

/** Validation rules that refuse over-deep and alias-heavy documents, on HTTP and WebSocket alike. */
export function limitRules(limits: QueryLimits): ValidationRule[] {
  return [
    maxDepthRule({ n: limits.maxDepth, ignoreIntrospection: true, exposeLimits: true }),
    maxAliasesRule({ n: limits.maxAliases, exposeLimits: true }),
  ];
}

/**
 * Refuses an operation whose estimated cost is over the limit. Each field costs 1 unless its
 * resolver declares a `complexity`; lists declare theirs by page size.
 */
export function assertComplexity(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName: string | undefined | null,
  maxComplexity: number,
): void {
  const complexity = getComplexity({
    schema,
    query: document,
    variables: variables ?? {},
    operationName: operationName ?? undefined,
    estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
  });
  if (complexity > maxComplexity) {
    throw new GraphQLError(`This query is too complex (cost ${complexity}, limit ${maxComplexity}).`, {
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } },
    });
  }
}
