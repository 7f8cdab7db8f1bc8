import type { AppModule } from '../../http/app-module';
import { EconomicDamage } from './damage.entity';
import { CaseRecordEventResolver, DamageResolver } from './damage.resolver';
import type { DamageService } from './damage.service';

declare module '../../graphql/context' {
  interface AppServices {
    damages: DamageService;
  }
}

/** Lost wages, property damage and other economic losses; the case's damages summary; the case's money records live. */
export const damagesModule: AppModule = {
  name: 'damages',
  entities: [EconomicDamage],
  resolvers: [DamageResolver, CaseRecordEventResolver],
};
