import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import type { Viewer } from '../../graphql/context';
import { User } from './user.entity';

/** Users by id for this request, only from the viewer's own firm. */
export function createUserLoaders(dataSource: DataSource, viewer: Viewer | null) {
  const firmId = viewer?.firm?.id;
  const userById = new DataLoader<string, User | null>(async (ids) => {
    const users = firmId ? await dataSource.getRepository(User).findBy({ id: In([...ids]), firmId }) : [];
    const byId = new Map(users.map((u) => [u.id, u]));
    return ids.map((id) => byId.get(id) ?? null);
  });
  return { userById };
}
