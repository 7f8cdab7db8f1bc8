import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { FirmViewer, RequestContext } from '../../graphql/context';
import { CurrentFirmViewer, firmViewerOf } from '../../graphql/decorators';
import { listComplexity } from '../../graphql/limits';
import { eventCursorArg } from '../../graphql/pagination';
import { FIRM_STAFF_ROLES } from '../../graphql/roles';
import type { AppEvent } from '../../events/event-bus';
import { Document } from '../documents/document.entity';
import { CaseRecordEvent, type CaseRecordPayload } from '../matters/case-records';
import { CASE_MONEY_EDITORS, withCaseAmounts } from '../permissions/permission.access';
import { EconomicDamage } from './damage.entity';
import { AddEconomicDamageInput, CaseDamages, EconomicDamagePage, EconomicDamagesArgs, UpdateEconomicDamageInput } from './damage.inputs';

const SUMMARY_AMOUNTS = [
  'medicalBilledCents', 'medicalOutstandingCents', 'liensClaimedCents', 'liensExpectedCents', 'lostWagesCents', 'propertyDamageCents', 'otherDamagesCents', 'totalEconomicCents',
] as const;

@Authorized(...FIRM_STAFF_ROLES)
@Resolver(() => EconomicDamage)
export class DamageResolver {
  @Query(() => EconomicDamagePage, { description: "A case's lost wages, property damage and other economic losses.", complexity: listComplexity })
  async economicDamages(@CurrentFirmViewer() viewer: FirmViewer, @Args() args: EconomicDamagesArgs, @Ctx() ctx: RequestContext): Promise<EconomicDamagePage> {
    const page = await ctx.services.damages.list(viewer, args);
    return { ...page, items: await withCaseAmounts(ctx, page.items, ['amountCents', 'rateCents']) };
  }

  @Query(() => CaseDamages, { description: "A case's damages summary (its Summary tab): medical specials, liens, lost wages, property damage, total economic damages." })
  async caseDamages(@CurrentFirmViewer() viewer: FirmViewer, @Arg('matterId', () => ID) matterId: string, @Ctx() ctx: RequestContext): Promise<CaseDamages> {
    const [summary] = await withCaseAmounts(ctx, [await ctx.services.damages.summary(viewer, matterId)], SUMMARY_AMOUNTS);
    return summary!;
  }

  @Authorized(...CASE_MONEY_EDITORS)
  @Mutation(() => EconomicDamage)
  addEconomicDamage(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input', { validate: false }) input: AddEconomicDamageInput, @Ctx() ctx: RequestContext): Promise<EconomicDamage> {
    return ctx.services.damages.add(viewer, input);
  }

  @Authorized(...CASE_MONEY_EDITORS)
  @Mutation(() => EconomicDamage)
  updateEconomicDamage(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input', { validate: false }) input: UpdateEconomicDamageInput, @Ctx() ctx: RequestContext): Promise<EconomicDamage> {
    return ctx.services.damages.update(viewer, input);
  }

  @Authorized(...CASE_MONEY_EDITORS)
  @Mutation(() => Boolean)
  removeEconomicDamage(@CurrentFirmViewer() viewer: FirmViewer, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return ctx.services.damages.remove(viewer, id);
  }

  @FieldResolver(() => Document, { nullable: true })
  document(@Root() damage: EconomicDamage, @Ctx() ctx: RequestContext): Promise<Document | null> | null {
    return damage.documentId ? ctx.loaders.documentById.load(damage.documentId) : null;
  }
}

/** Live changes of one case's money records, for every screen of the case that shows them. */
@Authorized(...FIRM_STAFF_ROLES)
@Resolver(() => CaseRecordEvent)
export class CaseRecordEventResolver {
  @Subscription(() => CaseRecordEvent, {
    description: "A case's insurance, medical, liens, costs or damages changed (who may open the case hears of it). Pass `after` to replay what was missed.",
    subscribe: async ({ args, context }) => {
      const ctx = context as RequestContext;
      return ctx.services.damages.recordEvents(firmViewerOf(ctx, FIRM_STAFF_ROLES), args.matterId as string, eventCursorArg(args.after));
    },
  })
  caseRecordEvents(@Root() event: AppEvent<CaseRecordPayload>, @Arg('matterId', () => ID) _matterId: string, @Arg('after', () => String, { nullable: true }) _after?: string): CaseRecordEvent {
    return { cursor: event.cursor, ...event.payload };
  }
}
