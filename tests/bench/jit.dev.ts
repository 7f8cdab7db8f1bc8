/**
 * Development only: would a compiled executor (graphql-jit) run the case list faster? Builds the
 * app's schema and request context in this process (as server/dist/app.js does), on a small
 * generated firm, and runs the case-list document with graphql-js' `execute` and with graphql-jit's
 * `compileQuery(...).query`, alternately: same result, and the time of each.
 *
 * The app now runs its HTTP queries compiled (server/src/graphql/compiled-executor.ts); this
 * script measures the difference on one document, in one process, without HTTP:
 *
 *   npx jest --config tests/jest.bench.config.cjs --testMatch '<rootDir>/bench/jit.dev.ts'
 *
 * JIT_SCALE (default 0.05), JIT_RUNS (default 200 of each). JIT_GRAPHQL_NODE_ENV (default
 * production): the NODE_ENV graphql-js loads with. Outside production its instanceOf (every type
 * check of execute) also looks for a second copy of graphql, which costs graphql-js (not the
 * compiled query, whose type checks happen once, compiling); jest itself runs with NODE_ENV=test.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual } from 'node:util';
import type { DocumentNode, ExecutionResult, GraphQLSchema } from 'graphql';
import { ROOT } from '../support/server';
import { CASE_LIST } from './queries';
import { appRoleUrl, buildSmallFirm, type SmallFirm } from './small-firm';
import { median } from './stats';

const SCALE = Number(process.env.JIT_SCALE ?? '0.05');
const RUNS = Number(process.env.JIT_RUNS ?? '200');
const log = (line: string) => process.stdout.write(`${line}\n`);

/** The part of graphql-jit used here (loaded after NODE_ENV is set, below). */
interface GraphqlJit {
  compileQuery(schema: GraphQLSchema, document: DocumentNode, operationName?: string): { query(root: unknown, context: unknown, variables: Record<string, unknown>): Promise<ExecutionResult> | ExecutionResult } | ExecutionResult;
  isCompiledQuery(compiled: unknown): boolean;
}

/** The compiled server's modules this script uses (JavaScript from server/dist). */
interface Server {
  config: { loadConfig(source: Record<string, string | undefined>): { dataEncryptionKey?: string; dataDir: string } };
  dataSource: { createDataSource(options: { url: string; entities: unknown[]; poolSize: number; logger: unknown }): DataSource };
  scope: {
    scopeConnections(dataSource: DataSource): void;
    runRequest<T>(work: () => T): T;
    setRequestScope(scope: unknown): void;
  };
  modules: { ENTITIES: unknown[]; RESOLVERS: unknown[]; MODULES: Array<{ loaders?: (runtime: unknown, viewer: unknown) => object }> };
  app: { createServices(...args: unknown[]): { auth: { resolveSession(token: string): Promise<unknown> } } };
  schema: { buildAppSchema(resolvers: unknown[]): Promise<GraphQLSchema> };
  loaders: { createRequestContext(services: unknown, createLoaders: (viewer: unknown) => object, viewer: unknown, request: object): object };
  viewerScope: { viewerScope(viewer: unknown): unknown };
  cipher: { loadFieldCipher(key: string | undefined, dataDir: string): Promise<unknown> };
  events: { EventBus: new (dataSource: DataSource, url: string, logger: unknown, onSessionEnded: (payload: string) => void) => unknown };
  storage: { LocalFileStorage: new (dir: string) => unknown };
  logger: { createLogger(level: string, pretty: boolean): unknown };
}

interface DataSource {
  initialize(): Promise<unknown>;
  destroy(): Promise<void>;
}

function loadServer(): Server {
  const dist = path.join(ROOT, 'server', 'dist');
  const load = (file: string) => require(path.join(dist, file)) as unknown;
  require('reflect-metadata');
  return {
    config: load('config.js'),
    dataSource: load('db/data-source.js'),
    scope: load('db/scope.js'),
    modules: load('modules.js'),
    app: load('app.js'),
    schema: load('graphql/schema.js'),
    loaders: load('graphql/loaders.js'),
    viewerScope: load('graphql/viewer-scope.js'),
    cipher: load('crypto/field-cipher.js'),
    events: load('events/event-bus.js'),
    storage: load('storage/file-storage.js'),
    logger: load('logger.js'),
  } as Server;
}

const jsonOf = (result: ExecutionResult) => JSON.parse(JSON.stringify(result)) as unknown;

describe(`graphql-jit against graphql-js on the case list (scale ${SCALE})`, () => {
  let small: SmallFirm;
  let dataSource: DataSource;

  beforeAll(async () => {
    small = await buildSmallFirm(SCALE);
  }, 600_000);

  afterAll(async () => {
    if (dataSource) await dataSource.destroy();
    await small?.db.end();
  });

  it('compiles the document, answers the same, and in how much time', async () => {
    // Before graphql is first loaded (server/dist loads it below, the one instance of this test file).
    process.env.NODE_ENV = process.env.JIT_GRAPHQL_NODE_ENV ?? 'production';
    const jit = require('graphql-jit') as GraphqlJit;
    const graphql = await import('graphql');
    const { instanceOf } = require('graphql/jsutils/instanceOf.js') as { instanceOf: (value: unknown, constructor: unknown) => boolean };
    const graphqlMode = instanceOf.toString().includes('toStringTag') ? 'development' : 'production';
    process.env.NODE_ENV = 'test';
    const server = loadServer();

    // As server/dist/main.js and app.js build them.
    const config = server.config.loadConfig({ ...process.env, NODE_ENV: 'test', DATABASE_URL: small.databaseUrl, DATA_DIR: process.env.MATTERHORN_TEST_DATA_DIR });
    const logger = server.logger.createLogger('warn', false);
    dataSource = server.dataSource.createDataSource({ url: appRoleUrl(small.databaseUrl), entities: server.modules.ENTITIES, poolSize: 10, logger });
    await dataSource.initialize();
    server.scope.scopeConnections(dataSource);
    const cipher = await server.cipher.loadFieldCipher(config.dataEncryptionKey, config.dataDir);
    const events = new server.events.EventBus(dataSource, appRoleUrl(small.databaseUrl), logger, () => {});
    const storage = new server.storage.LocalFileStorage(path.join(config.dataDir, 'files'));
    const services = server.app.createServices(dataSource, config, cipher, events, logger, storage);
    const runtime = { services, dataSource, storage, events, config, logger };
    const createLoaders = (viewer: unknown) => Object.assign({}, ...server.modules.MODULES.map((module) => module.loaders?.(runtime, viewer) ?? {})) as object;
    const schema = await server.schema.buildAppSchema(server.modules.RESOLVERS);
    const viewer = await services.auth.resolveSession(small.cookie.split('=')[1]!);
    expect(viewer).toBeTruthy();

    /** One request's execution, as the app's context callback sets it up (a fresh context and loaders). */
    const asRequest = <T>(work: (context: object) => Promise<T> | T): Promise<T> =>
      server.scope.runRequest(async () => {
        server.scope.setRequestScope(server.viewerScope.viewerScope(viewer));
        return work(server.loaders.createRequestContext(services, createLoaders, viewer, { ip: '127.0.0.1', userAgent: null }));
      });

    const document = graphql.parse(CASE_LIST);
    expect(graphql.validate(schema, document)).toEqual([]);
    const compileStarted = performance.now();
    const compiled = jit.compileQuery(schema, document);
    const compileMs = performance.now() - compileStarted;
    if (!jit.isCompiledQuery(compiled)) throw new Error(`graphql-jit did not compile the document: ${JSON.stringify(compiled)}`);
    const query = compiled as Exclude<typeof compiled, ExecutionResult>;

    const withJs = (page: number) => asRequest((contextValue) => graphql.execute({ schema, document, contextValue, variableValues: { page } }));
    const withJit = (page: number) => asRequest((context) => query.query(undefined, context, { page }));

    // The same answer, page for page (at scale 0.05 the attorney sees some 900 cases: page 19 is the last).
    for (const page of [1, 2, 7, 19, 20]) {
      const [js, compiledResult] = [await withJs(page), await withJit(page)];
      expect(js.errors).toBeUndefined();
      expect(compiledResult.errors).toBeUndefined();
      if (page === 1) expect((js.data as { matters: { items: unknown[] } }).matters.items).toHaveLength(50);
      expect(isDeepStrictEqual(jsonOf(compiledResult), jsonOf(js))).toBe(true);
      // Key for key in the same order, too (the JSON a client would receive).
      expect(JSON.stringify(compiledResult)).toBe(JSON.stringify(js));
    }

    // Alternating, the same page for both in each pair; wall time and this process's CPU time.
    const times = { js: { wall: [] as number[], cpu: [] as number[] }, jit: { wall: [] as number[], cpu: [] as number[] } };
    const timed = async (into: { wall: number[]; cpu: number[] }, run: () => Promise<ExecutionResult>) => {
      const cpu = process.cpuUsage();
      const started = performance.now();
      const result = await run();
      into.wall.push(performance.now() - started);
      const used = process.cpuUsage(cpu);
      into.cpu.push((used.user + used.system) / 1000);
      if (result.errors) throw new Error(result.errors[0]!.message);
    };
    for (let run = 0; run < 20; run += 1) await Promise.all([withJs(1 + (run % 20)), withJit(1 + (run % 20))]); // warm-up
    for (let run = 0; run < RUNS; run += 1) {
      const page = 1 + Math.floor(Math.random() * 20);
      const order = run % 2 === 0 ? (['js', 'jit'] as const) : (['jit', 'js'] as const);
      for (const name of order) await timed(times[name], () => (name === 'js' ? withJs(page) : withJit(page)));
    }
    const mean = (values: number[]) => values.reduce((total, value) => total + value, 0) / values.length;
    const line = (name: 'js' | 'jit') =>
      `| ${name === 'js' ? 'graphql-js execute' : 'graphql-jit'} | ${median(times[name].wall).toFixed(2)} | ${mean(times[name].wall).toFixed(2)} | ${median(times[name].cpu).toFixed(2)} | ${mean(times[name].cpu).toFixed(2)} |`;
    log(`\ngraphql-jit compiled the case list in ${compileMs.toFixed(1)} ms; ${RUNS} executions each, alternating; graphql-js in ${graphqlMode} mode:\n`);
    log(['| Executor | wall ms (median) | wall ms (mean) | CPU ms (median) | CPU ms (mean) |', '| --- | --- | --- | --- | --- |', line('js'), line('jit')].join('\n'));
    log(`\nCPU per execution, jit / js (means): ${(mean(times.jit.cpu) / mean(times.js.cpu)).toFixed(3)}\n`);
  }, 600_000);
});
