import type { AppModule } from '../../http/app-module';
import { InsurancePolicy } from './insurance.entity';
import { InsuranceResolver } from './insurance.resolver';
import type { InsuranceService } from './insurance.service';

declare module '../../graphql/context' {
  interface AppServices {
    insurance: InsuranceService;
  }
}

/** A case's insurance policies and claims (the Insurance tab; the Case list's insurance columns). */
export const insuranceModule: AppModule = {
  name: 'insurance',
  entities: [InsurancePolicy],
  resolvers: [InsuranceResolver],
};
