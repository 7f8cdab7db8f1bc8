import type { AppModule } from '../../http/app-module';
import { LoginAttempt } from './login-attempt.entity';
import { AuthResolver } from './auth.resolver';
import type { AuthService } from './auth.service';
import { Session } from './session.entity';

declare module '../../graphql/context' {
  interface AppServices {
    auth: AuthService;
  }
}

/** Signing in and out, sessions and their expiry, the sign-in rate limit. */
export const authModule: AppModule = {
  name: 'auth',
  entities: [Session, LoginAttempt],
  resolvers: [AuthResolver],
  jobs: [{ name: 'Session purge', cadence: 'housekeeping', run: ({ services }) => services.auth.purgeExpired() }],
};
