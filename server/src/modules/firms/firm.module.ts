import type { AppModule } from '../../http/app-module';
import { Firm } from './firm.entity';
import { createFirmLoaders } from './firm.loaders';

declare module '../../graphql/context' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's loaders, merged into the context's
  interface AppLoaders extends ReturnType<typeof createFirmLoaders> {}
}

/** The firm itself (its name and status, for its own people and the back office). */
export const firmsModule: AppModule = {
  name: 'firms',
  entities: [Firm],
  loaders: ({ dataSource }, viewer) => createFirmLoaders(dataSource, viewer),
};
