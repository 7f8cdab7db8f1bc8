import type { AppModule } from '../../http/app-module';
import { ActivityEntry } from './activity.entity';
import type { ActivityService } from './activity.service';

declare module '../../graphql/context' {
  interface AppServices {
    activity: ActivityService;
  }
}

/** The audit trail (Recent Activity) every module writes to. */
export const activityModule: AppModule = {
  name: 'activity',
  entities: [ActivityEntry],
};
