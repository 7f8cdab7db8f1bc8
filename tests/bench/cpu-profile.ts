/**
 * Where a server's CPU time goes, from a V8 CPU profile (the `.cpuprofile` JSON that
 * `node --cpu-prof` writes at exit): each sample's time is charged to a category by its leaf
 * (self) frame, and the shares are given in per cent of the sampled time that was not idle.
 *
 * Exclusive categories, first match wins (so they add up to 100):
 * - gc: the "(garbage collector)" node.
 * - JSON: V8 gives JSON.stringify / JSON.parse no frame of their own in Node 20 (they are C++
 *   builtins, and their time is charged to the calling JavaScript function), so this is a native
 *   frame (no url) named stringify / parse / JSON.stringify / JSON.parse, should a V8 ever emit one,
 *   plus the thin wrappers the request path calls them through: Apollo Server's
 *   `prettyJSONStringify` (the response) and body-parser's json `parse` (the request body).
 *   JSON.parse called directly by other code (pg-types' jsonb parser, for one) stays with that code.
 * - GraphQL execution: graphql-js, Apollo Server (@apollo/*), its Express integration
 *   (@as-integrations/*), the validation rules the app adds (graphql-query-complexity,
 *   @escape.tech/graphql-armor-*), graphql-scalars and graphql-parse-resolve-info (the resolvers'
 *   look-ahead).
 * - type-graphql: type-graphql and what it runs on each request: class-validator (validate: true)
 *   with its validator, and reflect-metadata.
 * - TypeORM: typeorm.
 * - pg: pg, pg-protocol, pg-pool, pg-types and pg-types' parsers (pg-int8, postgres-array,
 *   postgres-bytea, postgres-date, postgres-interval), pg-connection-string, pgpass.
 * - app: the compiled server's own code (server/dist, outside node_modules).
 * - Node internals: frames whose url starts with `node:`, and named native frames (no url), which
 *   are Node's C++ bindings and V8's API callbacks: `writev` (socket writes), `runMicrotasks`, ….
 * - other: everything else (express, helmet, dataloader, pino, …; "(root)").
 * An unnamed native frame (V8 gives e.g. the C++ behind Buffer.from(string) no name) takes its
 * caller's category.
 *
 * Idle ("(idle)" and "(program)": time V8 spent outside JavaScript, waiting or in native code it
 * does not attribute) is left out of the denominator; `idle (of all samples)` says how much that was.
 *
 * Inclusive, overlapping the others: `session lookup (inclusive)` is the share of the (non-idle)
 * samples whose stack holds AuthService's resolveSession or readSession (server/dist/modules/auth/
 * auth.service.js). A CPU profile's stacks are synchronous: once those async functions await, the
 * work they wait for (pg parsing the reply in a socket callback, for one) runs on a stack without
 * them, so this counts what runs inside their synchronous stretches (building the query, mapping the
 * rows) and not all the CPU a session lookup costs.
 */

export interface CallFrame {
  functionName: string;
  url: string;
  scriptId?: string;
  lineNumber?: number;
  columnNumber?: number;
}

export interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
  hitCount?: number;
}

export interface CpuProfile {
  nodes: ProfileNode[];
  /** Microseconds on the system's monotonic clock (process.hrtime in µs, in any process). */
  startTime: number;
  endTime: number;
  /** The leaf node's id of each sample. */
  samples: number[];
  /** Microseconds from the previous sample (the first: from startTime). */
  timeDeltas: number[];
}

export const CATEGORIES = ['GraphQL execution', 'type-graphql', 'TypeORM', 'pg', 'JSON', 'gc', 'app', 'Node internals', 'other'] as const;
export type Category = (typeof CATEGORIES)[number];
export const SESSION = 'session lookup (inclusive)';
export const IDLE = 'idle (of all samples)';

const PACKAGE_CATEGORIES: Array<[Category, RegExp]> = [
  ['GraphQL execution', /^(graphql|graphql-query-complexity|graphql-scalars|graphql-parse-resolve-info|@apollo\/.+|@as-integrations\/.+|@escape\.tech\/graphql-armor-.+)$/],
  ['type-graphql', /^(type-graphql|class-validator|validator|reflect-metadata)$/],
  ['TypeORM', /^typeorm$/],
  ['pg', /^(pg|pg-protocol|pg-pool|pg-types|pg-int8|postgres-array|postgres-bytea|postgres-date|postgres-interval|pg-connection-string|pgpass)$/],
];

const IDLE_FRAMES = new Set(['(idle)', '(program)']);
const NATIVE_JSON = new Set(['stringify', 'parse', 'JSON.stringify', 'JSON.parse']);
const SESSION_FUNCTIONS = /(^|\.)(resolveSession|readSession)$/;
const AUTH_SERVICE = /\/server\/dist\/modules\/auth\/auth\.service\.js$/;

/** The npm package a script belongs to (the innermost node_modules folder), or null. */
export function packageOf(url: string): string | null {
  const match = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  return match ? match[1]! : null;
}

function isJsonFrame({ functionName, url }: CallFrame): boolean {
  if (url === '') return NATIVE_JSON.has(functionName);
  if (functionName === 'prettyJSONStringify') return packageOf(url) === '@apollo/server';
  return functionName === 'parse' && /\/node_modules\/body-parser\/lib\/types\/json\.js$/.test(url);
}

/** The exclusive category of a leaf frame (null: idle). */
export function categoryOf(frame: CallFrame): Category | null {
  if (IDLE_FRAMES.has(frame.functionName) && frame.url === '') return null;
  if (frame.functionName === '(garbage collector)') return 'gc';
  if (isJsonFrame(frame)) return 'JSON';
  const pkg = packageOf(frame.url);
  if (pkg) return PACKAGE_CATEGORIES.find(([, pattern]) => pattern.test(pkg))?.[0] ?? 'other';
  if (frame.url.startsWith('node:')) return 'Node internals';
  if (frame.url === '' && frame.functionName !== '' && !frame.functionName.startsWith('(')) return 'Node internals';
  if (frame.url.includes('/server/dist/')) return 'app';
  return 'other';
}

const isSessionFrame = ({ functionName, url }: CallFrame) => SESSION_FUNCTIONS.test(functionName) && AUTH_SERVICE.test(url);

export interface Window {
  /** Only samples taken from this time on (µs, the profile's clock: process.hrtime in µs). */
  fromUs?: number;
  /** … and before this one. */
  toUs?: number;
}

interface Sample {
  node: ProfileNode;
  /** µs charged to it: the time until the next sample. */
  weight: number;
}

/** Every sample in the window with its node and weight. */
function samplesOf(profile: CpuProfile, window: Window): Sample[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const times: number[] = [];
  let time = profile.startTime;
  for (const delta of profile.timeDeltas) times.push((time += delta));
  const samples: Sample[] = [];
  profile.samples.forEach((id, index) => {
    const at = times[index]!;
    if ((window.fromUs !== undefined && at < window.fromUs) || (window.toUs !== undefined && at >= window.toUs)) return;
    const next = index + 1 < times.length ? times[index + 1]! : profile.endTime;
    const node = byId.get(id);
    if (node) samples.push({ node, weight: Math.max(0, next - at) });
  });
  return samples;
}

const isUnnamedNative = ({ functionName, url }: CallFrame) => url === '' && functionName === '';

/** Each node's exclusive category (null: idle), and whether its stack holds a session lookup frame. */
function classify(profile: CpuProfile): { categories: Map<number, Category | null>; inSession: Set<number> } {
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const categories = new Map<number, Category | null>();
  const inSession = new Set<number>();
  for (const node of profile.nodes) {
    let frame: ProfileNode = node;
    while (isUnnamedNative(frame.callFrame) && parentOf.has(frame.id)) frame = byId.get(parentOf.get(frame.id)!)!;
    categories.set(node.id, categoryOf(frame.callFrame));
    for (let id: number | undefined = node.id; id !== undefined; id = parentOf.get(id)) {
      if (isSessionFrame(byId.get(id)!.callFrame)) {
        inSession.add(node.id);
        break;
      }
    }
  }
  return { categories, inSession };
}

/**
 * The share (%) of the non-idle sampled time in each category (exclusive, by leaf frame; they add
 * up to 100), the session lookup's inclusive share, and the idle share of all sampled time.
 */
export function profileShares(profile: CpuProfile, window: Window = {}): Record<string, number> {
  const time = new Map<Category, number>(CATEGORIES.map((category) => [category, 0]));
  const { categories, inSession } = classify(profile);
  let busy = 0;
  let idle = 0;
  let session = 0;
  for (const { node, weight } of samplesOf(profile, window)) {
    const category = categories.get(node.id)!;
    if (category === null) {
      idle += weight;
      continue;
    }
    busy += weight;
    time.set(category, time.get(category)! + weight);
    if (inSession.has(node.id)) session += weight;
  }
  const share = (value: number, of: number) => (of > 0 ? (100 * value) / of : 0);
  const shares: Record<string, number> = {};
  for (const [category, value] of time) shares[category] = share(value, busy);
  shares[SESSION] = share(session, busy);
  shares[IDLE] = share(idle, busy + idle);
  return shares;
}

/**
 * The packages (or "node:", "app", a native frame's name) taking the most self time among the
 * samples categorised as `category`, in % of non-idle time: what "other" is made of, for one.
 */
export function topContributors(profile: CpuProfile, category: Category, count = 8, window: Window = {}): Array<[string, number]> {
  const { categories } = classify(profile);
  const time = new Map<string, number>();
  let busy = 0;
  for (const { node, weight } of samplesOf(profile, window)) {
    const own = categories.get(node.id)!;
    if (own === null) continue;
    busy += weight;
    if (own !== category) continue;
    const { url, functionName } = node.callFrame;
    const key = packageOf(url) ?? (url.startsWith('node:') ? url : url.includes('/server/dist/') ? url.slice(url.indexOf('/server/dist/') + 1) : functionName || url);
    time.set(key, (time.get(key) ?? 0) + weight);
  }
  return [...time]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, value]) => [key, busy > 0 ? (100 * value) / busy : 0]);
}

/** A markdown table of `profileShares`' result, largest exclusive share first. */
export function formatShares(shares: Record<string, number>): string {
  const exclusive = CATEGORIES.filter((category) => category in shares).sort((a, b) => shares[b]! - shares[a]!);
  const row = (name: string, value: number) => `| ${name} | ${value.toFixed(1)} % |`;
  const lines = ['| Where the time goes | Share |', '| --- | --- |', ...exclusive.map((category) => row(category, shares[category]!))];
  if (SESSION in shares) lines.push(row(`${SESSION}, overlaps the above`, shares[SESSION]!));
  if (IDLE in shares) lines.push(row(`${IDLE}, not in the above`, shares[IDLE]!));
  return lines.join('\n');
}
