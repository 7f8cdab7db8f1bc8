import type { AppModule } from '../../http/app-module';
import { BackOfficeResolver } from './backoffice.resolver';
import type { BackOfficeService } from './backoffice.service';

declare module '../../graphql/context' {
  interface AppServices {
    backOffice: BackOfficeService;
  }
}

/** The platform admin's back office: firms, attorneys and paralegals across firms, AI usage. */
export const backOfficeModule: AppModule = {
  name: 'backoffice',
  resolvers: [BackOfficeResolver],
};
