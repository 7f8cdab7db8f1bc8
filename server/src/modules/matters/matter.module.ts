import type { AppModule } from '../../http/app-module';
import { FirmCaseCount, MatterAccess, MatterStaff, MatterStatusChange, Party, TimelineEntry } from './matter-parts.entity';
import { Matter } from './matter.entity';
import { mattersExportHandler, partiesExportHandler } from './matter.export';
import type { MatterListService } from './matter-list.service';
import { createMatterLoaders } from './matter.loaders';
import { serveListedParts } from './matter.list-rows';
import { ActivityEntryResolver, MatterPeopleResolver, MatterResolver } from './matter.resolver';
import type { MatterService } from './matter.service';
import type { MatterStaffService } from './matter-staff.service';
import type { MatterTimelineService } from './matter-timeline.service';
import { ConflictAppearanceResolver, ContactCasesResolver, PartyResolver } from './party.resolver';
import type { PartyService } from './party.service';

declare module '../../graphql/context' {
  interface AppServices {
    matters: MatterService;
    matterList: MatterListService;
    matterStaff: MatterStaffService;
    timeline: MatterTimelineService;
    parties: PartyService;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's loaders, merged into the context's
  interface AppLoaders extends ReturnType<typeof createMatterLoaders> {}
}

/** Cases: the list, intake and Add New Case, details, staff, access, parties, timeline, incident, audit trail. */
export const mattersModule: AppModule = {
  name: 'matters',
  entities: [Matter, FirmCaseCount, MatterAccess, MatterStaff, MatterStatusChange, Party, TimelineEntry],
  resolvers: [MatterResolver, MatterPeopleResolver, ActivityEntryResolver, PartyResolver, ConflictAppearanceResolver, ContactCasesResolver],
  schema: serveListedParts,
  loaders: ({ dataSource, services }, viewer) => createMatterLoaders(dataSource, services, viewer),
  routes: [
    { method: 'get', path: '/api/export/matters', access: { who: 'firmStaff', permission: 'exportLists' }, handler: ({ services }) => mattersExportHandler(services) },
    { method: 'get', path: '/api/export/matters/:id/parties', access: { who: 'firmStaff' }, handler: ({ services }) => partiesExportHandler(services) },
  ],
};
