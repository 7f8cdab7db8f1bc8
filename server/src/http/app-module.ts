import type { RequestHandler } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import type { EventBus } from '../events/event-bus';
import type { AppLoaders, AppServices, Viewer } from '../graphql/context';
import type { ClassOf } from '../graphql/schema';
import type { Role } from '../graphql/roles';
import type { Logger } from '../logger';
import type { FileStorage } from '../storage/file-storage';

/** What a module's routes, loaders and jobs are built from: made once by the composition root. */
export interface ModuleRuntime {
  services: AppServices;
  dataSource: DataSource;
  storage: FileStorage;
  events: EventBus;
  config: Config;
  logger: Logger;
}

/** Who may call a REST route (the same session cookie and roles as the API). */
export interface RouteAccess {
  /** Firm staff; firm members (staff and clients); or anyone, when the path carries its own secret. */
  who: 'firmStaff' | 'firmMembers' | 'anyone';
  /** Only these roles of firm staff (`who: 'firmStaff'`); every staff role when left out. */
  roles?: readonly Role[];
  /** A Firm User Permission the caller also needs (firm admins always have it). */
  permission?: 'exportLists' | 'seeBilling';
  /** Only from this app's own pages (a route that changes data: the cookie must not work from another site's form). */
  sameOrigin?: boolean;
}

/**
 * A REST route as data: the server mounts the table, and the tests enumerate it (the isolation sweep,
 * the hostile-input sweep).
 */
export interface RestRoute {
  method: 'get' | 'post' | 'put';
  /** Express path; `:name` parameters. */
  path: string;
  access: RouteAccess;
  /** A raw body of these content types, up to this size (photos, avatars). */
  rawBody?: { types: string[]; maxBytes: number };
  /** The query-string parameters the handler reads. */
  query?: readonly string[];
  handler(runtime: ModuleRuntime): RequestHandler;
}

/** Work every instance repeats on a timer; each job's rounds never overlap. */
export interface BackgroundJob {
  name: string;
  /** `reminders`: REMINDER_INTERVAL_MS; `daily`: DAILY_REMINDER_INTERVAL_MS; `housekeeping`: every 10 minutes. */
  cadence: 'reminders' | 'daily' | 'housekeeping';
  run(runtime: ModuleRuntime): Promise<unknown>;
}

/**
 * What a module contributes, in its `<domain>.module.ts`; the composition root (app.ts) collects
 * every module's and is the only place that knows them all.
 */
export interface AppModule {
  name: string;
  /** TypeORM entities (tables). */
  entities?: readonly ClassOf[];
  /** type-graphql resolver classes. */
  resolvers?: readonly ClassOf[];
  /** Run once on the built schema, before it serves: e.g. a field served from what its rows already carry (matters). */
  schema?(schema: GraphQLSchema): void;
  /** The module's DataLoaders for one request, built for its viewer (no batch may cross firms). */
  loaders?(runtime: ModuleRuntime, viewer: Viewer | null): Partial<AppLoaders>;
  routes?: readonly RestRoute[];
  jobs?: readonly BackgroundJob[];
}
