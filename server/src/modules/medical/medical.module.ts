import type { AppModule } from '../../http/app-module';
import type { LienService } from './lien.service';
import type { MedicalBillService } from './medical-bill.service';
import { Lien, LienBill, MedicalBill, RecordsRequest, Treatment } from './medical.entity';
import { medicalBillsExportHandler, medicalSpecialsPdfHandler } from './medical.export';
import { createMedicalLoaders } from './medical.loaders';
import { LienResolver, MedicalBillResolver, ProviderSpecialsResolver, RecordsRequestResolver, TreatmentResolver } from './medical.resolver';
import type { TreatmentService } from './treatment.service';

declare module '../../graphql/context' {
  interface AppServices {
    treatments: TreatmentService;
    medicalBills: MedicalBillService;
    liens: LienService;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's loaders, merged into the context's
  interface AppLoaders extends ReturnType<typeof createMedicalLoaders> {}
}

/** The Medical tab: providers and treatment, records and bills requests, bills and specials, liens. */
export const medicalModule: AppModule = {
  name: 'medical',
  entities: [Treatment, RecordsRequest, MedicalBill, Lien, LienBill],
  resolvers: [TreatmentResolver, RecordsRequestResolver, MedicalBillResolver, ProviderSpecialsResolver, LienResolver],
  loaders: ({ services }, viewer) => createMedicalLoaders(services.treatments, services.liens, viewer),
  routes: [
    { method: 'get', path: '/api/export/matters/:id/medical-bills', access: { who: 'firmStaff' }, handler: ({ services }) => medicalBillsExportHandler(services) },
    { method: 'get', path: '/api/matters/:id/medical-specials.pdf', access: { who: 'firmStaff' }, handler: ({ services }) => medicalSpecialsPdfHandler(services) },
  ],
  jobs: [{ name: 'Medical records follow-ups', cadence: 'reminders', run: ({ services }) => services.treatments.followUpLateRequests() }],
};
