import type { AppModule } from '../../http/app-module';
import { DocumentTemplate } from './template.entity';
import { DocumentTemplateResolver } from './template.resolver';
import type { TemplateService } from './template.service';

declare module '../../graphql/context' {
  interface AppServices {
    templates: TemplateService;
  }
}

/** The firm's letter templates with merge fields (Settings > Templates), text or Word. */
export const templatesModule: AppModule = {
  name: 'templates',
  entities: [DocumentTemplate],
  resolvers: [DocumentTemplateResolver],
};
