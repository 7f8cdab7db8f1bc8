import type { AppModule } from '../../http/app-module';
import type { DemandPackageService } from './demand-package.service';
import type { FeeAgreementService } from './fee-agreement.service';
import type { NegotiationService } from './negotiation.service';
import { FeeAgreement, FirmFeeDefaults, NegotiationEntry, Settlement, SettlementStatement } from './settlement.entity';
import { settlementStatementPdfHandler } from './settlement.pdf';
import { createSettlementLoaders } from './settlement.loaders';
import { FeeAgreementResolver, MatterNegotiationResolver, NegotiationResolver, SettlementResolver, SettlementStatementResolver } from './settlement.resolver';
import type { SettlementService } from './settlement.service';

declare module '../../graphql/context' {
  interface AppServices {
    demandPackages: DemandPackageService;
    feeAgreements: FeeAgreementService;
    negotiations: NegotiationService;
    settlements: SettlementService;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's loaders, merged into the context's
  interface AppLoaders extends ReturnType<typeof createSettlementLoaders> {}
}

/** From demand to settlement: fee agreements, the negotiation log, settlements and their statements. */
export const settlementModule: AppModule = {
  name: 'settlement',
  entities: [FirmFeeDefaults, FeeAgreement, NegotiationEntry, Settlement, SettlementStatement],
  resolvers: [FeeAgreementResolver, NegotiationResolver, MatterNegotiationResolver, SettlementResolver, SettlementStatementResolver],
  loaders: ({ services }, viewer) => createSettlementLoaders(services.settlements, services.negotiations, viewer),
  routes: [{ method: 'get', path: '/api/settlement-statements/:id/pdf', access: { who: 'firmStaff' }, handler: ({ services }) => settlementStatementPdfHandler(services) }],
};
