import type { AppModule } from '../../http/app-module';
import { Notification } from './notification.entity';
import { NotificationResolver } from './notification.resolver';
import type { NotificationService } from './notification.service';

declare module '../../graphql/context' {
  interface AppServices {
    notifications: NotificationService;
  }
}

/** The bell: what happened that concerns someone, pushed live. */
export const notificationsModule: AppModule = {
  name: 'notifications',
  entities: [Notification],
  resolvers: [NotificationResolver],
};
