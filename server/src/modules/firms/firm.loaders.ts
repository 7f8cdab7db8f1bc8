import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import type { Viewer } from '../../graphql/context';
import { Firm } from './firm.entity';
import { Role } from '../../graphql/roles';

/**
 * Firms by id, for this request only. A firm user can only ever load their own firm; the platform
 * admin (back office) can load any.
 */
export function createFirmLoaders(dataSource: DataSource, viewer: Viewer | null) {
  const firmById = new DataLoader<string, Firm | null>(async (ids) => {
    const visible = viewer?.user.role === Role.PLATFORM_ADMIN ? [...ids] : ids.filter((id) => id === viewer?.firm?.id);
    const firms = visible.length ? await dataSource.getRepository(Firm).findBy({ id: In(visible) }) : [];
    const byId = new Map(firms.map((f) => [f.id, f]));
    return ids.map((id) => byId.get(id) ?? null);
  });
  return { firmById };
}
