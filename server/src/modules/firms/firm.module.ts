import type { AppModule } from '../../http/app-module';
import { Firm } from './firm.entity';
import { createFirmLoaders } from './firm.loaders';
import { FirmProfileResolver, type FirmProfileService } from './firm-profile';
import type { FirmClock } from './firm-clock';

declare module '../../graphql/context' {
  interface AppServices {
    firmProfile: FirmProfileService;
    clock: FirmClock;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's loaders, merged into the context's
  interface AppLoaders extends ReturnType<typeof createFirmLoaders> {}
}

/** The firm itself (its name and status, for its own people and the back office; its profile, for its admins). */
export const firmsModule: AppModule = {
  name: 'firms',
  entities: [Firm],
  resolvers: [FirmProfileResolver],
  loaders: ({ dataSource }, viewer) => createFirmLoaders(dataSource, viewer),
};
