import type { DataSource } from 'typeorm';
import type { Config } from './config';
import type { AppPubSub } from './graphql/pubsub';
import { AuthService } from './modules/auth/auth.service';
import { UserService } from './modules/users/user.service';

/** The services of every module, created once per process. */
export interface Services {
  auth: AuthService;
  users: UserService;
}

export function createServices(dataSource: DataSource, config: Config, pubSub: AppPubSub): Services {
  return {
    auth: new AuthService(dataSource, config, pubSub),
    users: new UserService(dataSource),
  };
}
