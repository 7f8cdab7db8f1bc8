import type { GatewayExecutionResult, GatewayGraphQLRequestContext, GatewayInterface } from '@apollo/server-gateway-interface';
import { execute, getNamedType, GraphQLError, isAbstractType, TypeInfo, visit, visitWithTypeInfo, BREAK, type DocumentNode, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

interface Operations {
  runs: number;
  /** By operation name ('' for the only one). */
  compiled: Map<string, CompiledQuery | null>;
}

/**
 * Runs queries and mutations over HTTP with graphql-jit: a document's operation is compiled once
 * into JavaScript that resolves exactly its fields, instead of graphql-js walking the document for
 * every field of every row (on the case list page a third of the CPU time of an execution). The
 * resolvers, the context and the errors are the app's own; the answer is the same JSON.
 *
 * Compiled operations are kept per parsed document: Apollo Server hands the same DocumentNode for
 * the same query text from its bounded document store, so this cache (a WeakMap) is bounded by it
 * and goes with the documents it drops. What graphql-jit cannot compile, and any request whose
 * variables it refuses, runs with graphql-js, so the errors a client gets are graphql-js' own. So
 * does a document that selects a union or interface: type-graphql's resolveType is asynchronous,
 * and graphql-jit calls it as if it were not (it would answer that the type cannot be resolved).
 *
 * Apollo Server 5 takes another executor only through its gateway interface: this is a gateway
 * that serves the app's own schema (subscriptions over WebSocket keep graphql-js: websocket.ts).
 */
export class CompiledExecutor implements GatewayInterface {
  private readonly documents = new WeakMap<DocumentNode, Operations>();

  /**
   * `compileAfterRuns`: how often graphql-js runs a document before it is compiled. Compiling costs
   * some 15 ms (more than a few executions), so only documents that come back are, and a client
   * sending a new document on every request never makes the server compile (config
   * GRAPHQL_COMPILE_AFTER_RUNS, default 2; the tests compile at once, so they test what users get).
   */
  constructor(
    private readonly schema: GraphQLSchema,
    private readonly compileAfterRuns: number,
  ) {}

  onSchemaLoadOrUpdate(callback: (schemaContext: { apiSchema: GraphQLSchema; coreSupergraphSdl: string }) => void): () => void {
    callback({ apiSchema: this.schema, coreSupergraphSdl: '' });
    return () => undefined;
  }

  async load() {
    return { executor: (requestContext: GatewayGraphQLRequestContext) => this.execute(requestContext) };
  }

  async stop(): Promise<void> {}

  async execute(requestContext: GatewayGraphQLRequestContext): Promise<GatewayExecutionResult> {
    const { document, request, context } = requestContext;
    const operationName = request.operationName ?? undefined;
    const variables = request.variables ?? {};
    const compiled = this.compiledFor(document, operationName);
    if (compiled) {
      const result = await compiled.query(undefined, context, variables);
      // Refused variables: nothing ran; graphql-js answers with its own messages (Apollo's 400).
      if (!(result.errors?.length && result.data === undefined)) {
        return (result.errors?.length ? { ...result, errors: result.errors.map(asGraphQLJsError) } : result) as GatewayExecutionResult;
      }
    }
    return (await execute({ schema: this.schema, document, contextValue: context, variableValues: variables, operationName })) as GatewayExecutionResult;
  }

  /** The compiled operation once the document has run `compileAfterRuns` times; null before, or when it does not compile. */
  private compiledFor(document: DocumentNode, operationName: string | undefined): CompiledQuery | null {
    let operations = this.documents.get(document);
    if (!operations) {
      operations = { runs: 0, compiled: new Map() };
      this.documents.set(document, operations);
    }
    const key = operationName ?? '';
    if (operations.compiled.has(key)) return operations.compiled.get(key)!;
    operations.runs += 1;
    if (operations.runs <= this.compileAfterRuns) return null;
    let usable: CompiledQuery | null = null;
    if (selectsAbstractType(this.schema, document)) {
      operations.compiled.set(key, null);
      return null;
    }
    try {
      const compiled = compileQuery(this.schema, document, operationName);
      if (isCompiledQuery(compiled)) usable = compiled;
    } catch {
      // Not compilable: graphql-js runs it, as before.
    }
    operations.compiled.set(key, usable);
    return usable;
  }
}

/** Whether any field the document selects has a union or interface type (or a list of one). */
function selectsAbstractType(schema: GraphQLSchema, document: DocumentNode): boolean {
  const typeInfo = new TypeInfo(schema);
  let found = false;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field() {
        const type = typeInfo.getType();
        if (type && isAbstractType(getNamedType(type))) {
          found = true;
          return BREAK;
        }
        return undefined;
      },
    }),
  );
  return found;
}

/**
 * graphql-jit's error as graphql-js makes it: graphql-jit leaves `extensions` undefined when the
 * error thrown has none (a database error, a TypeError), where graphql-js gives an empty object,
 * and Apollo Server reads `extensions.code` of every error (without this, its answer would be a
 * bare "Internal server error" instead of the app's formatted one: formatError in errors.ts).
 */
function asGraphQLJsError(error: GraphQLError): GraphQLError {
  const { message, path, originalError, extensions, locations } = error;
  const converted = new GraphQLError(message, { path, originalError: originalError ?? undefined, extensions });
  if (locations) Object.defineProperty(converted, 'locations', { value: locations, enumerable: true, writable: true });
  return converted;
}
