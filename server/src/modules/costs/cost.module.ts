import type { AppModule } from '../../http/app-module';
import { CaseCost } from './cost.entity';
import { caseCostsExportHandler } from './cost.export';
import { createCostLoaders } from './cost.loaders';
import { CostResolver } from './cost.resolver';
import type { CostService } from './cost.service';

declare module '../../graphql/context' {
  interface AppServices {
    costs: CostService;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's loaders, merged into the context's
  interface AppLoaders extends ReturnType<typeof createCostLoaders> {}
}

/** The Costs tab: what the firm advanced on a case; invoiced as expense lines. */
export const costsModule: AppModule = {
  name: 'costs',
  entities: [CaseCost],
  resolvers: [CostResolver],
  loaders: ({ services }, viewer) => createCostLoaders(services.costs, viewer),
  routes: [{ method: 'get', path: '/api/export/matters/:id/costs', access: { who: 'firmStaff' }, handler: ({ services }) => caseCostsExportHandler(services) }],
};
