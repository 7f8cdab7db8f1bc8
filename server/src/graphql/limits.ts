import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { GraphQLError, type DocumentNode, type GraphQLSchema, type ValidationContext, type ValidationRule } from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';

export interface QueryLimits {
  maxDepth: number;
  maxComplexity: number;
  maxAliases: number;
}

/** Reports a refused document as a validation error (graphql-armor would otherwise throw it). */
const reportRejection = [
  (context: ValidationContext | null, error: GraphQLError) =>
    context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, ''))),
];

/** Validation rules that refuse over-deep and alias-heavy documents, on HTTP and WebSocket alike. */
export function limitRules(limits: QueryLimits): ValidationRule[] {
  const options = { exposeLimits: true, propagateOnRejection: false, onReject: reportRejection };
  return [
    maxDepthRule({ ...options, n: limits.maxDepth, ignoreIntrospection: true, flattenFragments: true }),
    maxAliasesRule({ ...options, n: limits.maxAliases }),
  ];
}

/** The largest page any list serves (PageArgs refuses more). */
const MAX_PAGE_SIZE = 100;

/** The cost of a paged list: its fields once per row of the requested page. */
export const listComplexity = ({ args, childComplexity }: { args: { pageSize?: number }; childComplexity: number }) =>
  1 + childComplexity * Math.min(args.pageSize ?? 25, MAX_PAGE_SIZE);

/**
 * Costs already estimated, per parsed document (Apollo Server and the WebSocket server hand the
 * same DocumentNode for the same text, so this goes with the documents they keep), then per
 * operation and variables: a list paged through, or polled, is estimated once. A cost depends on
 * nothing else (the schema is fixed). At most MAX_COSTS_PER_DOCUMENT kept per document, and only
 * for short variables (a mutation's long text would otherwise be kept a hundred times over).
 */
const costs = new WeakMap<DocumentNode, Map<string, number>>();
const MAX_COSTS_PER_DOCUMENT = 100;
/** Variables longer than this as JSON (a note's text, an email) are estimated every time, not kept. */
const MAX_KEPT_KEY_LENGTH = 2_000;

function estimatedCost(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown>, operationName: string | undefined): number {
  const key = `${operationName ?? ''}\u0000${JSON.stringify(variables)}`;
  let known = costs.get(document);
  const cost = known?.get(key);
  if (cost !== undefined) return cost;
  const estimate = getComplexity({
    schema,
    query: document,
    variables,
    operationName,
    estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
  });
  if (key.length > MAX_KEPT_KEY_LENGTH) return estimate;
  if (!known) costs.set(document, (known = new Map()));
  if (known.size >= MAX_COSTS_PER_DOCUMENT) known.clear();
  known.set(key, estimate);
  return estimate;
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
  let complexity: number;
  try {
    complexity = estimatedCost(schema, document, variables ?? {}, operationName ?? undefined);
  } catch (error) {
    // The estimate coerces the variables first; a wrong variable is the caller's mistake, answered
    // as GraphQL itself would (BAD_USER_INPUT), never as an internal error.
    if (error instanceof GraphQLError) {
      throw new GraphQLError(error.message, { nodes: error.nodes, extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
    }
    throw error;
  }
  if (complexity > maxComplexity) {
    throw new GraphQLError(`This query is too complex (cost ${complexity}, limit ${maxComplexity}).`, {
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } },
    });
  }
}
