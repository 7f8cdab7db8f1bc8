import type { AppModule } from '../../http/app-module';
import { CaseEmail, CaseEmailAttachment } from './email.entity';
import { importEmailsHandler, matterEmailsExportHandler } from './email.http';
import { createEmailLoaders } from './email.loaders';
import { EmailResolver } from './email.resolver';
import type { EmailService } from './email.service';

declare module '../../graphql/context' {
  interface AppServices {
    emails: EmailService;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's loaders, merged into the context's
  interface AppLoaders extends ReturnType<typeof createEmailLoaders> {}
}

/** A case's emails: imported .eml files with their attachments, and recorded ones. */
export const emailsModule: AppModule = {
  name: 'emails',
  entities: [CaseEmail, CaseEmailAttachment],
  resolvers: [EmailResolver],
  loaders: ({ services }, viewer) => createEmailLoaders(services.emails, viewer),
  routes: [
    { method: 'get', path: '/api/export/matters/:id/emails', access: { who: 'firmStaff' }, handler: ({ services }) => matterEmailsExportHandler(services) },
    {
      method: 'post',
      path: '/api/matters/:id/emails',
      access: { who: 'firmStaff', sameOrigin: true },
      handler: ({ services, storage, logger }) => importEmailsHandler(services, storage, logger),
    },
  ],
};
