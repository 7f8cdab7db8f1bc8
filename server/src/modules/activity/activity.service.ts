import type { EntityManager } from 'typeorm';
import type { Viewer } from '../../graphql/context';
import { ActivityEntry } from './activity.entity';

export interface ActivityInput {
  action: string;
  subjectType: string;
  subjectId: string;
  summary: string;
}

/** Writes audit-trail entries, in the caller's transaction so the change and its record commit together. */
export class ActivityService {
  async record(manager: EntityManager, viewer: Viewer, firmId: string, entry: ActivityInput): Promise<void> {
    await manager.getRepository(ActivityEntry).insert({ ...entry, firmId, actorId: viewer.user.id });
  }
}
