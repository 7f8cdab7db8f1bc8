import { In, type DataSource } from 'typeorm';
import { updateVersioned } from '../../db/versioned';
import type { FirmViewer } from '../../graphql/context';
import { notFound, staleEdit } from '../../graphql/errors';
import { trimToNull } from '../../graphql/text';
import { whereAccessible } from './matter.access';
import type { TimelineEntryInput } from './matter.inputs';
import { TimelineEntry } from './matter-parts.entity';
import type { MatterService } from './matter.service';

/** A case's timeline (Summary tab): entries with a date and maybe a time, in date order. */
export class MatterTimelineService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly matters: MatterService,
  ) {}

  /** The timelines of the firm's matters among `matterIds`, in date order. */
  async timelineOf(firmId: string, matterIds: readonly string[]): Promise<TimelineEntry[]> {
    return this.dataSource
      .getRepository(TimelineEntry)
      .find({ where: { matterId: In([...matterIds]), firmId }, order: { date: 'ASC', time: 'ASC', createdAt: 'ASC' } });
  }

  async addTimelineEntry(viewer: FirmViewer, matterId: string, input: TimelineEntryInput): Promise<TimelineEntry> {
    await this.matters.get(viewer, matterId);
    return this.dataSource.transaction(async (manager) => {
      const entry = await manager.getRepository(TimelineEntry).save(
        manager.getRepository(TimelineEntry).create({ firmId: viewer.firm.id, matterId, title: input.title.trim(), date: input.date, time: trimToNull(input.time) }),
      );
      await this.matters.record(manager, viewer, matterId, 'matter.timeline_added', `Added "${entry.title}" to the timeline`);
      return entry;
    });
  }

  async updateTimelineEntry(viewer: FirmViewer, id: string, version: number, input: TimelineEntryInput): Promise<TimelineEntry> {
    const entry = await this.timelineEntry(viewer, id);
    return this.dataSource.transaction(async (manager) => {
      const changes = { title: input.title.trim(), date: input.date, time: trimToNull(input.time) };
      const saved = Object.assign(
        entry,
        await updateVersioned(manager, TimelineEntry, { id, firmId: viewer.firm.id, version }, changes, () =>
          staleEdit('This timeline entry'),
        ),
      );
      await this.matters.record(manager, viewer, entry.matterId, 'matter.timeline_updated', `Changed "${saved.title}" on the timeline`);
      return saved;
    });
  }

  async removeTimelineEntry(viewer: FirmViewer, id: string): Promise<boolean> {
    const entry = await this.timelineEntry(viewer, id);
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(TimelineEntry).delete({ id });
      await this.matters.record(manager, viewer, entry.matterId, 'matter.timeline_removed', `Removed "${entry.title}" from the timeline`);
    });
    return true;
  }

  private async timelineEntry(viewer: FirmViewer, id: string): Promise<TimelineEntry> {
    // Only an entry of a case the viewer may open (whereAccessible on its case).
    const entry = await whereAccessible(
      this.dataSource.getRepository(TimelineEntry).createQueryBuilder('entry').innerJoin('entry.matter', 'matter'),
      'matter',
      viewer,
    )
      .andWhere('entry.id = :id', { id })
      .getOne();
    if (!entry) throw notFound('The timeline entry');
    return entry;
  }
}
