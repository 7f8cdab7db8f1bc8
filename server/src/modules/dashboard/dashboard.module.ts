import type { AppModule } from '../../http/app-module';
import { DashboardResolver } from './dashboard.resolver';
import type { DashboardService } from './dashboard.service';

declare module '../../graphql/context' {
  interface AppServices {
    dashboard: DashboardService;
  }
}

/** The dashboard's figures and lists for the signed-in person. */
export const dashboardModule: AppModule = {
  name: 'dashboard',
  resolvers: [DashboardResolver],
};
