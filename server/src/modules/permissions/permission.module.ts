import type { AppModule } from '../../http/app-module';
import { FirmRolePermissions } from './firm-permissions.entity';
import { createPermissionLoaders } from './permission.loaders';
import { AccessChangesResolver, FirmPermissionsResolver, ViewerPermissionsResolver } from './permission.resolver';
import type { PermissionService } from './permission.service';

declare module '../../graphql/context' {
  interface AppServices {
    permissions: PermissionService;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's loaders, merged into the context's
  interface AppLoaders extends ReturnType<typeof createPermissionLoaders> {}
}

/** Firm User Permissions: who sees billing, who exports lists. */
export const permissionsModule: AppModule = {
  name: 'permissions',
  entities: [FirmRolePermissions],
  resolvers: [FirmPermissionsResolver, ViewerPermissionsResolver, AccessChangesResolver],
  loaders: ({ services }, viewer) => createPermissionLoaders(services.permissions, viewer),
};
