import type { AppModule } from '../../http/app-module';
import { TrustAccount, TrustClearance, TrustEntry, TrustLedger, TrustReconciliation, TrustReconciliationItem } from './trust.entity';
import { TRUST_READERS } from './trust.enums';
import { createTrustLoaders } from './trust.loaders';
import { clientLedgerReportHandler, inactiveLedgersReportHandler, reconciliationReportHandler, trustJournalReportHandler } from './trust.reports';
import { StatementTrustResolver, TrustReconciliationResolver, TrustResolver } from './trust.resolver';
import type { TrustReconciliationService } from './trust-reconciliation.service';
import type { TrustService } from './trust.service';

declare module '../../graphql/context' {
  interface AppServices {
    trust: TrustService;
    trustReconciliations: TrustReconciliationService;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's loaders, merged into the context's
  interface AppLoaders extends ReturnType<typeof createTrustLoaders> {}
}

const readers = { who: 'firmStaff', roles: TRUST_READERS } as const;

/** Trust Accounting (IOLTA): accounts, the append-only journal, client ledgers, reconciliations and their reports. */
export const trustModule: AppModule = {
  name: 'trust',
  entities: [TrustAccount, TrustLedger, TrustEntry, TrustClearance, TrustReconciliation, TrustReconciliationItem],
  resolvers: [TrustResolver, StatementTrustResolver, TrustReconciliationResolver],
  loaders: ({ services }, viewer) => createTrustLoaders(services.trust, viewer),
  routes: [
    { method: 'get', path: '/api/trust/ledgers/:id/report', access: readers, query: ['format'], handler: ({ services }) => clientLedgerReportHandler(services) },
    { method: 'get', path: '/api/trust/accounts/:id/journal', access: readers, query: ['format', 'from', 'to'], handler: ({ services }) => trustJournalReportHandler(services) },
    { method: 'get', path: '/api/trust/reconciliations/:id/report', access: readers, query: ['format'], handler: ({ services }) => reconciliationReportHandler(services) },
    { method: 'get', path: '/api/trust/inactive', access: readers, query: ['format', 'days'], handler: ({ services }) => inactiveLedgersReportHandler(services) },
  ],
};
