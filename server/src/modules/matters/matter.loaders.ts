import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import type { FirmViewer, Viewer } from '../../graphql/context';
import { groupRows } from '../../graphql/group-by';
import type { User } from '../users/user.entity';
import { whereAccessible } from './matter.access';
import { Matter } from './matter.entity';
import type { MatterListService, MatterSummary } from './matter-list.service';
import type { MatterService } from './matter.service';
import type { MatterStaffService } from './matter-staff.service';
import type { MatterTimelineService } from './matter-timeline.service';
import type { MatterStatusChange, Party, TimelineEntry } from './matter-parts.entity';
import type { PartyService } from './party.service';

/** The matters module's services its loaders read. */
export interface MatterLoaderServices {
  matters: MatterService;
  matterList: MatterListService;
  matterStaff: MatterStaffService;
  timeline: MatterTimelineService;
  parties: PartyService;
}

const none = <T>(ids: readonly string[], value: T) => ids.map(() => value);

/**
 * The relations of matters, batched per request and bounded by the viewer's access. Ids reach these
 * loaders only from matters the viewer could already open, except `accessibleMatterById`, which
 * checks access itself.
 */
export function createMatterLoaders(dataSource: DataSource, { matters, matterList, matterStaff, timeline, parties }: MatterLoaderServices, viewer: Viewer | null) {
  const firmViewer = viewer?.firm ? (viewer as FirmViewer) : null;
  const firmId = firmViewer?.firm.id;
  return {
    accessibleMatterById: new DataLoader<string, Matter | null>(async (ids) => {
      if (!firmViewer) return none(ids, null);
      const found = await whereAccessible(dataSource.getRepository(Matter).createQueryBuilder('matter'), 'matter', firmViewer)
        .andWhere('matter.id IN (:...ids)', { ids })
        .getMany();
      const byId = new Map(found.map((m) => [m.id, m]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    matterSummary: new DataLoader<string, MatterSummary | null>(async (ids) => {
      if (!firmId) return none(ids, null);
      const summaries = await matterList.summaries(firmId, ids);
      return ids.map((id) => summaries.get(id) ?? null);
    }),
    staffByMatter: new DataLoader<string, User[]>(async (ids) =>
      firmId ? groupRows(ids, await matterStaff.staffOf(firmId, ids), 'matterId').map((rows) => rows.map((row) => row.user)) : none(ids, []),
    ),
    accessUserIdsByMatter: new DataLoader<string, string[]>(async (ids) =>
      firmId ? groupRows(ids, await matters.accessOf(firmId, ids), 'matterId').map((rows) => rows.map((row) => row.userId)) : none(ids, []),
    ),
    timelineByMatter: new DataLoader<string, TimelineEntry[]>(async (ids) => (firmId ? groupRows(ids, await timeline.timelineOf(firmId, ids), 'matterId') : none(ids, []))),
    statusChangesByMatter: new DataLoader<string, MatterStatusChange[]>(async (ids) =>
      firmId ? groupRows(ids, await matters.statusChangesOf(firmId, ids), 'matterId') : none(ids, []),
    ),
    partyById: new DataLoader<string, Party | null>(async (ids) => {
      const found = new Map((firmId ? await parties.byIds(firmId, ids) : []).map((party) => [party.id, party]));
      return ids.map((id) => found.get(id) ?? null);
    }),
    appearancesByContact: new DataLoader<string, Party[]>(async (ids) =>
      firmViewer ? groupRows(ids, await parties.appearancesOf(firmViewer, ids), 'contactId') : none(ids, []),
    ),
    caseCountByContact: new DataLoader<string, number>(async (ids) => {
      if (!firmViewer) return none(ids, 0);
      const counts = await parties.caseCounts(firmViewer, ids);
      return ids.map((id) => counts.get(id) ?? 0);
    }),
  };
}
