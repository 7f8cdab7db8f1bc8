import type { AppModule } from '../../http/app-module';
import { Invitation } from './invitation.entity';
import { InvitationResolver } from './invitation.resolver';
import type { InvitationService } from './invitation.service';

declare module '../../graphql/context' {
  interface AppServices {
    invitations: InvitationService;
  }
}

/** One-time invitation links: choosing a password and signing in. */
export const invitationsModule: AppModule = {
  name: 'invitations',
  entities: [Invitation],
  resolvers: [InvitationResolver],
};
