import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { FirmViewer, RequestContext } from '../../graphql/context';
import { CurrentFirmViewer } from '../../graphql/decorators';
import { listComplexity } from '../../graphql/limits';
import { courtDeadline } from './calc';
import { DeadlineChainStep, DeadlineChainTemplate, MatterDeadline, MatterDeadlineChain } from './deadline.entity';
import {
  ApplyDeadlineChainInput,
  CourtDeadlineArgs,
  CourtDeadlineResult,
  DeadlineChainTemplateInput,
  DeadlineChainUpdate,
  LimitationRuleSet,
  LimitationRulesInput,
  Statute,
  StatuteKeyInput,
  StatuteOverrideInput,
  StatutePage,
  StatuteSatisfiedInput,
  StatutesAtRiskArgs,
  StatuteTollingInput,
} from './deadline.inputs';
import { FIRM_STAFF_ROLES, Role } from '../../graphql/roles';


/** Statutes of limitations: the case's dates, the firm's rules and the at-risk list. */
@Authorized(...FIRM_STAFF_ROLES)
@Resolver(() => Statute)
export class StatuteResolver {
  @Query(() => [Statute], { description: "A case's statutes of limitations: the whole case first, then plaintiff–defendant pairs." })
  matterStatutes(@CurrentFirmViewer() viewer: FirmViewer, @Arg('matterId', () => ID) matterId: string, @Ctx() ctx: RequestContext): Promise<Statute[]> {
    return ctx.services.statutes.forMatter(viewer, matterId);
  }

  @Query(() => StatutePage, { description: 'Statutes not yet satisfied within the window (default 180 days) or already passed, of the cases you may open.', complexity: listComplexity })
  statutesAtRisk(@CurrentFirmViewer() viewer: FirmViewer, @Args() args: StatutesAtRiskArgs, @Ctx() ctx: RequestContext): Promise<StatutePage> {
    return ctx.services.statutes.atRisk(viewer, args);
  }

  @Query(() => Statute, { description: 'The statute an intake would have (state, case type, incident date), before it is saved.' })
  statutePreview(
    @CurrentFirmViewer() viewer: FirmViewer,
    @Arg('state') state: string,
    @Arg('caseType') caseType: string,
    @Arg('incidentDate') incidentDate: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Statute> {
    return ctx.services.statutes.preview(viewer, state, caseType, incidentDate);
  }

  @Query(() => LimitationRuleSet, { description: "The firm's limitation rules (the starter table until it edits them) and reminder offsets." })
  limitationRules(@CurrentFirmViewer() viewer: FirmViewer, @Ctx() ctx: RequestContext): Promise<LimitationRuleSet> {
    return ctx.services.statutes.ruleSet(viewer);
  }

  @Authorized(Role.FIRM_ADMIN)
  @Mutation(() => LimitationRuleSet, { description: "Replaces the firm's limitation rules (firm admins)." })
  setLimitationRules(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: LimitationRulesInput, @Ctx() ctx: RequestContext): Promise<LimitationRuleSet> {
    return ctx.services.statutes.setRules(viewer, input.rules);
  }

  @Authorized(Role.FIRM_ADMIN)
  @Mutation(() => LimitationRuleSet, { description: 'The firm has reviewed its limitation rules and relies on them (firm admins).' })
  confirmLimitationRules(@CurrentFirmViewer() viewer: FirmViewer, @Ctx() ctx: RequestContext): Promise<LimitationRuleSet> {
    return ctx.services.statutes.confirmRules(viewer);
  }

  @Authorized(Role.FIRM_ADMIN)
  @Mutation(() => LimitationRuleSet, { description: 'Days before a statute date when reminders go out (firm admins).' })
  setStatuteReminderOffsets(@CurrentFirmViewer() viewer: FirmViewer, @Arg('offsets', () => [Int]) offsets: number[], @Ctx() ctx: RequestContext): Promise<LimitationRuleSet> {
    return ctx.services.statutes.setReminderOffsets(viewer, offsets);
  }

  @Mutation(() => [Statute], { description: 'Adds a statute for a plaintiff–defendant pair of the case.' })
  addStatutePair(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: StatuteKeyInput, @Ctx() ctx: RequestContext): Promise<Statute[]> {
    return ctx.services.statutes.addPair(viewer, input);
  }

  @Mutation(() => [Statute])
  removeStatutePair(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: StatuteKeyInput, @Ctx() ctx: RequestContext): Promise<Statute[]> {
    return ctx.services.statutes.removePair(viewer, input);
  }

  @Mutation(() => [Statute], { description: 'Sets the date by hand (with the reason), or removes that.' })
  overrideStatute(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: StatuteOverrideInput, @Ctx() ctx: RequestContext): Promise<Statute[]> {
    return ctx.services.statutes.setOverride(viewer, input);
  }

  @Mutation(() => [Statute])
  addStatuteTolling(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: StatuteTollingInput, @Ctx() ctx: RequestContext): Promise<Statute[]> {
    return ctx.services.statutes.addTolling(viewer, input);
  }

  @Mutation(() => [Statute])
  removeStatuteTolling(@CurrentFirmViewer() viewer: FirmViewer, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<Statute[]> {
    return ctx.services.statutes.removeTolling(viewer, id);
  }

  @Mutation(() => [Statute], { description: 'The complaint was filed: the statute is satisfied and its reminders stop.' })
  recordComplaintFiled(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: StatuteSatisfiedInput, @Ctx() ctx: RequestContext): Promise<Statute[]> {
    return ctx.services.statutes.satisfy(viewer, input);
  }

  @Mutation(() => [Statute], { description: 'Undoes "complaint filed": the reminders resume.' })
  undoComplaintFiled(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: StatuteKeyInput, @Ctx() ctx: RequestContext): Promise<Statute[]> {
    return ctx.services.statutes.unsatisfy(viewer, input);
  }
}

/** Court-rule deadlines: the calculator, the firm's chains, and the chains applied to a case. */
@Authorized(...FIRM_STAFF_ROLES)
@Resolver(() => DeadlineChainTemplate)
export class DeadlineChainTemplateResolver {
  @Query(() => CourtDeadlineResult, { description: 'A deadline counted under Fed. R. Civ. P. 6(a) and 6(d), step by step.' })
  courtDeadline(@Args() args: CourtDeadlineArgs): CourtDeadlineResult {
    return courtDeadline({ trigger: args.trigger, amount: args.amount, unit: args.unit, direction: args.direction, service: args.service });
  }

  @Query(() => [DeadlineChainTemplate], { description: "The firm's deadline chains." })
  deadlineChainTemplates(@CurrentFirmViewer() viewer: FirmViewer, @Ctx() ctx: RequestContext): Promise<DeadlineChainTemplate[]> {
    return ctx.services.deadlineChains.templates(viewer);
  }

  @Mutation(() => DeadlineChainTemplate, { description: 'Creates (no id) or replaces a deadline chain with its steps (firm admins and attorneys).' })
  saveDeadlineChainTemplate(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: DeadlineChainTemplateInput, @Ctx() ctx: RequestContext): Promise<DeadlineChainTemplate> {
    return ctx.services.deadlineChains.saveTemplate(viewer, input);
  }

  @Mutation(() => Boolean)
  deleteDeadlineChainTemplate(@CurrentFirmViewer() viewer: FirmViewer, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return ctx.services.deadlineChains.deleteTemplate(viewer, id);
  }

  @Mutation(() => [DeadlineChainTemplate], { description: 'Adds the starter chains (Federal Rules of Civil Procedure).' })
  addStarterDeadlineChains(@CurrentFirmViewer() viewer: FirmViewer, @Ctx() ctx: RequestContext): Promise<DeadlineChainTemplate[]> {
    return ctx.services.deadlineChains.addStarterTemplates(viewer);
  }

  @FieldResolver(() => [DeadlineChainStep])
  steps(@Root() template: DeadlineChainTemplate, @Ctx() ctx: RequestContext): Promise<DeadlineChainStep[]> {
    return ctx.loaders.stepsByChainTemplate.load(template.id);
  }
}

@Authorized(...FIRM_STAFF_ROLES)
@Resolver(() => MatterDeadlineChain)
export class MatterDeadlineChainResolver {
  @Query(() => [MatterDeadlineChain], { description: 'The deadline chains applied to a case.' })
  matterDeadlineChains(@CurrentFirmViewer() viewer: FirmViewer, @Arg('matterId', () => ID) matterId: string, @Ctx() ctx: RequestContext): Promise<MatterDeadlineChain[]> {
    return ctx.services.deadlineChains.chainsOf(viewer, matterId);
  }

  @Mutation(() => MatterDeadlineChain, { description: 'Applies a chain to a case on a trigger date: its deadlines, calendar entries and tasks.' })
  applyDeadlineChain(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: ApplyDeadlineChainInput, @Ctx() ctx: RequestContext): Promise<MatterDeadlineChain> {
    return ctx.services.deadlineChains.apply(viewer, input);
  }

  @Mutation(() => DeadlineChainUpdate, { description: 'A new trigger date: recounts every deadline not moved by hand and says what changed.' })
  changeDeadlineTrigger(
    @CurrentFirmViewer() viewer: FirmViewer,
    @Arg('chainId', () => ID) chainId: string,
    @Arg('triggerDay') triggerDay: string,
    @Ctx() ctx: RequestContext,
  ): Promise<DeadlineChainUpdate> {
    return ctx.services.deadlineChains.changeTrigger(viewer, chainId, triggerDay);
  }

  @Mutation(() => MatterDeadline, { description: 'Moves a deadline by hand (kept when the trigger changes); null day: back to the computed date.' })
  moveDeadline(
    @CurrentFirmViewer() viewer: FirmViewer,
    @Arg('id', () => ID) id: string,
    @Arg('day', () => String, { nullable: true }) day: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<MatterDeadline> {
    return ctx.services.deadlineChains.moveDeadline(viewer, id, day);
  }

  @Mutation(() => Boolean, { description: 'Removes an applied chain and its calendar entries (its tasks stay).' })
  removeDeadlineChain(@CurrentFirmViewer() viewer: FirmViewer, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return ctx.services.deadlineChains.removeChain(viewer, id);
  }

  @FieldResolver(() => [MatterDeadline])
  deadlines(@Root() chain: MatterDeadlineChain, @Ctx() ctx: RequestContext): Promise<MatterDeadline[]> {
    return ctx.loaders.deadlinesByChain.load(chain.id);
  }
}
