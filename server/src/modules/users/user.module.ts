import type { AppModule } from '../../http/app-module';
import { createFirmUserAdminLoaders } from './firm-user-admin.loaders';
import { FirmUserAdminResolver } from './firm-user-admin.resolver';
import type { FirmUserAdminService } from './firm-user-admin.service';
import { AVATAR_MAX_BYTES, avatarHandler, uploadAvatarHandler } from './user.avatar';
import { User } from './user.entity';
import { readFullNameFromUser } from './user.schema';
import { createUserLoaders } from './user.loaders';
import { UserResolver } from './user.resolver';
import type { UserService } from './user.service';

declare module '../../graphql/context' {
  interface AppServices {
    users: UserService;
    firmUsers: FirmUserAdminService;
  }
  interface AppLoaders extends ReturnType<typeof createUserLoaders>, ReturnType<typeof createFirmUserAdminLoaders> {}
}

/** People who sign in: firm users and their administration, profiles, avatars. */
export const usersModule: AppModule = {
  name: 'users',
  entities: [User],
  resolvers: [UserResolver, FirmUserAdminResolver],
  schema: readFullNameFromUser,
  loaders: ({ dataSource, services }, viewer) => ({ ...createUserLoaders(dataSource, viewer), ...createFirmUserAdminLoaders(services.firmUsers, viewer) }),
  routes: [
    {
      method: 'put',
      path: '/api/me/avatar',
      access: { who: 'firmMembers' },
      rawBody: { types: ['image/png', 'image/jpeg'], maxBytes: AVATAR_MAX_BYTES },
      handler: ({ dataSource, storage }) => uploadAvatarHandler(dataSource, storage),
    },
    { method: 'get', path: '/api/users/:id/avatar/:file', access: { who: 'firmMembers' }, handler: ({ dataSource, storage }) => avatarHandler(dataSource, storage) },
  ],
};
