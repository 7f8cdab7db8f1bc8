import type { AppModule } from '../../http/app-module';
import { SearchResolver } from './search.resolver';
import type { SearchService } from './search.service';

declare module '../../graphql/context' {
  interface AppServices {
    search: SearchService;
  }
}

/** Search as you type across tasks, cases, contacts and documents. */
export const searchModule: AppModule = {
  name: 'search',
  resolvers: [SearchResolver],
};
