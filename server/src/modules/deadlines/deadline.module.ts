import type { AppModule } from '../../http/app-module';
import type { DeadlineChainService } from './chain.service';
import {
  DeadlineChainStep, DeadlineChainTemplate, FirmDeadlineSettings, LimitationRule, MatterDeadline, MatterDeadlineChain, MatterStatute, StatuteReminder, StatuteTolling,
} from './deadline.entity';
import { createDeadlineLoaders } from './deadline.loaders';
import { DeadlineChainTemplateResolver, MatterDeadlineChainResolver, StatuteResolver } from './deadline.resolver';
import { statutesAtRiskExportHandler } from './statute.export';
import type { StatuteService } from './statute.service';

declare module '../../graphql/context' {
  interface AppServices {
    deadlineChains: DeadlineChainService;
    statutes: StatuteService;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's loaders, merged into the context's
  interface AppLoaders extends ReturnType<typeof createDeadlineLoaders> {}
}

/** Statutes of limitations and their reminders, court-rule deadline chains. */
export const deadlinesModule: AppModule = {
  name: 'deadlines',
  entities: [LimitationRule, FirmDeadlineSettings, MatterStatute, StatuteTolling, StatuteReminder, DeadlineChainTemplate, DeadlineChainStep, MatterDeadlineChain, MatterDeadline],
  resolvers: [StatuteResolver, DeadlineChainTemplateResolver, MatterDeadlineChainResolver],
  loaders: ({ services }, viewer) => createDeadlineLoaders(services.deadlineChains, viewer),
  routes: [{ method: 'get', path: '/api/export/statutes-at-risk', access: { who: 'firmStaff' }, handler: ({ services }) => statutesAtRiskExportHandler(services) }],
  jobs: [{ name: 'Statute reminders', cadence: 'daily', run: ({ services }) => services.statutes.runDue() }],
};
