import { categoryOf, formatShares, IDLE, packageOf, profileShares, SESSION, topContributors, type CpuProfile, type ProfileNode } from '../bench/cpu-profile';

const NM = 'file:///srv/matterhorn/node_modules';
const DIST = 'file:///srv/matterhorn/server/dist';

/** A node: [id, functionName, url, children]. */
const node = (id: number, functionName: string, url: string, children: number[] = []): ProfileNode => ({ id, callFrame: { functionName, url }, children });

/**
 * (root) ─┬─ (idle) 2, (program) 3, (garbage collector) 4
 *         ├─ processTicksAndRejections 5 (node:) ─┬─ execute 6 (graphql) ─── resolve 7 (app) ─── validate 8 (class-validator)
 *         │                                       └─ resolveSession 9 (app) ─── readSession 10 (app) ─── getOne 11 (typeorm)
 *         ├─ onStreamRead 12 (node:) ─── parseRow 13 (pg) ─── parse 14 (native: JSON.parse)
 *         └─ prettyJSONStringify 15 (@apollo/server), parse 16 (body-parser json), handle 17 (express),
 *            resolveSession 18 (a function of that name elsewhere: not the session lookup) ─── an unnamed native 19
 */
const NODES: ProfileNode[] = [
  node(1, '(root)', '', [2, 3, 4, 5, 12, 15, 16, 17, 18]),
  node(2, '(idle)', ''),
  node(3, '(program)', ''),
  node(4, '(garbage collector)', ''),
  node(5, 'processTicksAndRejections', 'node:internal/process/task_queues', [6, 9]),
  node(6, 'execute', `${NM}/graphql/execution/execute.js`, [7]),
  node(7, 'resolve', `${DIST}/modules/matters/matter.resolver.js`, [8]),
  node(8, 'validate', `${NM}/class-validator/cjs/validation/Validator.js`),
  node(9, 'resolveSession', `${DIST}/modules/auth/auth.service.js`, [10]),
  node(10, 'readSession', `${DIST}/modules/auth/auth.service.js`, [11]),
  node(11, 'getOne', `${NM}/typeorm/query-builder/SelectQueryBuilder.js`),
  node(12, 'onStreamRead', 'node:internal/stream_base_commons', [13]),
  node(13, 'parseRow', `${NM}/pg/lib/result.js`, [14]),
  node(14, 'parse', ''),
  node(15, 'prettyJSONStringify', `${NM}/@apollo/server/dist/cjs/runHttpQuery.js`),
  node(16, 'parse', `${NM}/body-parser/lib/types/json.js`),
  node(17, 'handle', `${NM}/express/lib/router/layer.js`),
  node(18, 'resolveSession', `${DIST}/http/require-viewer.js`, [19]),
  node(19, '', ''),
];

/** A profile of `[node id, µs]` samples, each lasting its µs (the next sample comes that much later). */
function profileOf(samples: Array<[number, number]>, startTime = 1_000_000): CpuProfile {
  const timeDeltas = samples.map((_, index) => (index === 0 ? 0 : samples[index - 1]![1]));
  const duration = samples.reduce((total, [, us]) => total + us, 0);
  return { nodes: NODES, startTime, endTime: startTime + duration, samples: samples.map(([id]) => id), timeDeltas };
}

describe('the CPU profile shares (tests/bench/cpu-profile.ts)', () => {
  it('names the innermost package of a script', () => {
    expect(packageOf(`${NM}/pg-protocol/dist/parser.js`)).toBe('pg-protocol');
    expect(packageOf(`${NM}/@apollo/server/dist/cjs/index.js`)).toBe('@apollo/server');
    expect(packageOf(`${NM}/typeorm/node_modules/uuid/dist/index.js`)).toBe('uuid');
    expect(packageOf(`${DIST}/app.js`)).toBeNull();
    expect(packageOf('node:internal/timers')).toBeNull();
  });

  it('charges each sample to its leaf frame, leaves idle time out, and counts the session lookup inclusively', () => {
    const shares = profileShares(
      profileOf([
        [2, 300], // idle
        [3, 100], // idle
        [4, 150], // gc
        [6, 100], // graphql
        [7, 50], // app
        [8, 100], // type-graphql (class-validator)
        [9, 20], // app, in the session lookup
        [10, 30], // app, in the session lookup
        [11, 150], // TypeORM, in the session lookup
        [13, 100], // pg
        [14, 40], // JSON (native parse)
        [15, 60], // JSON (Apollo's response)
        [16, 20], // JSON (the request body)
        [5, 80], // Node internals
        [17, 60], // other (express)
        [18, 30], // app, not the session lookup (another file)
        [19, 10], // app: an unnamed native is its caller's
      ]),
    );
    // 1,000 µs of 1,400 were not idle.
    expect(shares).toEqual({
      'GraphQL execution': 10,
      'type-graphql': 10,
      TypeORM: 15,
      pg: 10,
      JSON: 12,
      gc: 15,
      app: 14,
      'Node internals': 8,
      other: 6,
      [SESSION]: 20,
      [IDLE]: (100 * 400) / 1400,
    });
  });

  it('weighs a sample by the time to the next one, and keeps to a window of time', () => {
    const profile = profileOf([
      [6, 100],
      [11, 300],
      [13, 600],
    ]);
    expect(profileShares(profile)).toMatchObject({ 'GraphQL execution': 10, TypeORM: 30, pg: 60 });
    // The samples at 1,000,100 and 1,000,400 µs.
    expect(profileShares(profile, { fromUs: 1_000_050, toUs: 1_000_500 })).toMatchObject({ 'GraphQL execution': 0, TypeORM: 100 / 3, pg: 200 / 3, [IDLE]: 0 });
  });

  it('is all zero for a profile with nothing but idle time', () => {
    const shares = profileShares(profileOf([[2, 500]]));
    expect(shares['GraphQL execution']).toBe(0);
    expect(shares[IDLE]).toBe(100);
  });

  it('only a native frame, or a known wrapper, counts as JSON', () => {
    expect(categoryOf({ functionName: 'parse', url: `${NM}/pg-types/lib/arrayParser.js` })).toBe('pg');
    expect(categoryOf({ functionName: 'stringify', url: `${DIST}/modules/ai/ai.service.js` })).toBe('app');
    expect(categoryOf({ functionName: 'JSON.stringify', url: '' })).toBe('JSON');
    // Other named natives are Node's bindings (a socket's writev, say).
    expect(categoryOf({ functionName: 'writev', url: '' })).toBe('Node internals');
    expect(categoryOf({ functionName: '(root)', url: '' })).toBe('other');
  });

  it('lists what a category is made of, and prints a table', () => {
    const profile = profileOf([
      [17, 300],
      [1, 100],
      [6, 600],
    ]);
    expect(topContributors(profile, 'other')).toEqual([
      ['express', 30],
      ['(root)', 10],
    ]);
    const table = formatShares(profileShares(profile));
    expect(table.split('\n').slice(0, 4)).toEqual(['| Where the time goes | Share |', '| --- | --- |', '| GraphQL execution | 60.0 % |', '| other | 40.0 % |']);
    expect(table).toContain(`| ${SESSION}, overlaps the above | 0.0 % |`);
  });
});
