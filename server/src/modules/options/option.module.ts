import type { AppModule } from '../../http/app-module';
import { FirmOptionList } from './option-list.entity';
import { OptionResolver } from './option.resolver';
import type { OptionService } from './option.service';

declare module '../../graphql/context' {
  interface AppServices {
    options: OptionService;
  }
}

/** The firm's select lists (case types, stages, document categories…). */
export const optionsModule: AppModule = {
  name: 'options',
  entities: [FirmOptionList],
  resolvers: [OptionResolver],
};
