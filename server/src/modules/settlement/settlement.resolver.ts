import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { FirmViewer, RequestContext } from '../../graphql/context';
import { CurrentFirmViewer } from '../../graphql/decorators';
import { listComplexity } from '../../graphql/limits';
import { PageArgs } from '../../graphql/pagination';
import { FIRM_STAFF_ROLES, Role } from '../../graphql/roles';
import { Cents } from '../../graphql/money';
import { Document } from '../documents/document.entity';
import { Matter } from '../matters/matter.entity';
import { CASE_MONEY_EDITORS, caseAmountsVisible, withCaseAmounts } from '../permissions/permission.access';
import { FeeAgreement, FirmFeeDefaults, NegotiationEntry, Settlement, SettlementStatement } from './settlement.entity';
import {
  AddNegotiationInput,
  AssembleDemandPackageInput,
  DemandLetterPreviewInput,
  CaseFeeAgreement,
  NegotiationDue,
  NegotiationPage,
  NegotiationsArgs,
  NegotiationSummary,
  RecordSettlementInput,
  SaveFeeAgreementInput,
  SaveFirmFeeDefaultsInput,
  SettlementPage,
  SignStatementInput,
  StatementFigures,
  UpdateNegotiationInput,
  UpdateSettlementInput,
  UpdateStatementInput,
} from './settlement.inputs';

const SUMMARY_AMOUNTS = ['currentDemandCents', 'bestOfferCents', 'gapCents'] as const;
const FIGURE_AMOUNTS = [
  'grossCents', 'feeBaseCents', 'computedFeeCents', 'feeCents', 'costsCents', 'liensCents', 'billsCents', 'othersCents', 'deductionsCents', 'netCents', 'shortfallCents',
] as const;

/** The fee agreements: the firm's defaults (Settings) and each case's. */
@Authorized(...FIRM_STAFF_ROLES)
@Resolver(() => FeeAgreement)
export class FeeAgreementResolver {
  @Query(() => FirmFeeDefaults, { description: "The firm's default fee agreement, which a case starts from." })
  firmFeeDefaults(@CurrentFirmViewer() viewer: FirmViewer, @Ctx() ctx: RequestContext): Promise<FirmFeeDefaults> {
    return ctx.services.feeAgreements.defaults(viewer.firm.id);
  }

  @Authorized(Role.FIRM_ADMIN)
  @Mutation(() => FirmFeeDefaults)
  saveFirmFeeDefaults(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input', { validate: false }) input: SaveFirmFeeDefaultsInput, @Ctx() ctx: RequestContext): Promise<FirmFeeDefaults> {
    return ctx.services.feeAgreements.saveDefaults(viewer, input);
  }

  @Query(() => CaseFeeAgreement, { description: "A case's fee agreement as it applies today, and the stage the case is at." })
  caseFeeAgreement(@CurrentFirmViewer() viewer: FirmViewer, @Arg('matterId', () => ID) matterId: string, @Ctx() ctx: RequestContext): Promise<CaseFeeAgreement> {
    return ctx.services.feeAgreements.ofCase(viewer, matterId);
  }

  @Authorized(...CASE_MONEY_EDITORS)
  @Mutation(() => FeeAgreement)
  saveFeeAgreement(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input', { validate: false }) input: SaveFeeAgreementInput, @Ctx() ctx: RequestContext): Promise<FeeAgreement> {
    return ctx.services.feeAgreements.save(viewer, input);
  }

  @FieldResolver(() => Document, { nullable: true })
  document(@Root() agreement: FeeAgreement, @Ctx() ctx: RequestContext): Promise<Document | null> | null {
    return agreement.documentId ? ctx.loaders.documentById.load(agreement.documentId) : null;
  }
}

/** The Settlement tab's negotiation log. */
@Authorized(...FIRM_STAFF_ROLES)
@Resolver(() => NegotiationEntry)
export class NegotiationResolver {
  @Query(() => NegotiationPage, { description: "A case's demands and offers, newest first.", complexity: listComplexity })
  async negotiations(@CurrentFirmViewer() viewer: FirmViewer, @Args() args: NegotiationsArgs, @Ctx() ctx: RequestContext): Promise<NegotiationPage> {
    const page = await ctx.services.negotiations.list(viewer, args);
    return { ...page, items: await withCaseAmounts(ctx, page.items, ['amountCents']) };
  }

  @Query(() => NegotiationSummary, { description: 'The current demand, the best offer, the gap and the next answer due.' })
  async negotiationSummary(@CurrentFirmViewer() viewer: FirmViewer, @Arg('matterId', () => ID) matterId: string, @Ctx() ctx: RequestContext): Promise<NegotiationSummary> {
    const [summary] = await withCaseAmounts(ctx, [await ctx.services.negotiations.summary(viewer, matterId)], SUMMARY_AMOUNTS);
    return summary!;
  }

  @Authorized(...CASE_MONEY_EDITORS)
  @Mutation(() => NegotiationEntry)
  addNegotiation(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input', { validate: false }) input: AddNegotiationInput, @Ctx() ctx: RequestContext): Promise<NegotiationEntry> {
    return ctx.services.negotiations.add(viewer, input);
  }

  @Authorized(...CASE_MONEY_EDITORS)
  @Mutation(() => NegotiationEntry)
  updateNegotiation(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input', { validate: false }) input: UpdateNegotiationInput, @Ctx() ctx: RequestContext): Promise<NegotiationEntry> {
    return ctx.services.negotiations.update(viewer, input);
  }

  @Authorized(...CASE_MONEY_EDITORS)
  @Mutation(() => Boolean)
  removeNegotiation(@CurrentFirmViewer() viewer: FirmViewer, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return ctx.services.negotiations.remove(viewer, id);
  }

  @Query(() => [NegotiationDue], { description: 'Demands the firm sent that nothing has answered yet, oldest first, of the cases you may open (the dashboard).' })
  async demandsAwaitingResponse(@CurrentFirmViewer() viewer: FirmViewer, @Ctx() ctx: RequestContext): Promise<NegotiationDue[]> {
    return withCaseAmounts(ctx, await ctx.services.negotiations.due(viewer, 'awaiting'), ['amountCents']);
  }

  @Query(() => [NegotiationDue], { description: 'Demands and offers whose answer is due in the next 7 days and not given yet, soonest first (the dashboard).' })
  async negotiationResponsesDue(@CurrentFirmViewer() viewer: FirmViewer, @Ctx() ctx: RequestContext): Promise<NegotiationDue[]> {
    return withCaseAmounts(ctx, await ctx.services.negotiations.due(viewer, 'dueSoon'), ['amountCents']);
  }

  @Query(() => String, { description: 'A letter filled for a case (and a demand), as text: preview it before use.' })
  demandLetterPreview(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: DemandLetterPreviewInput, @Ctx() ctx: RequestContext): Promise<string> {
    return ctx.services.demandPackages.preview(viewer, input);
  }

  @Authorized(...CASE_MONEY_EDITORS)
  @Mutation(() => NegotiationEntry, { description: "Assembles a demand's package into one PDF, kept as a document of the case and linked to the demand." })
  assembleDemandPackage(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: AssembleDemandPackageInput, @Ctx() ctx: RequestContext): Promise<NegotiationEntry> {
    return ctx.services.demandPackages.assemble(viewer, input);
  }

  @FieldResolver(() => Document, { nullable: true })
  letterDocument(@Root() entry: NegotiationEntry, @Ctx() ctx: RequestContext): Promise<Document | null> | null {
    return entry.letterDocumentId ? ctx.loaders.documentById.load(entry.letterDocumentId) : null;
  }

  @FieldResolver(() => Document, { nullable: true })
  packageDocument(@Root() entry: NegotiationEntry, @Ctx() ctx: RequestContext): Promise<Document | null> | null {
    return entry.packageDocumentId ? ctx.loaders.documentById.load(entry.packageDocumentId) : null;
  }
}

/** The Case list's Demand and Best Offer columns (optional; null when your role may not see amounts). */
@Authorized(...FIRM_STAFF_ROLES)
@Resolver(() => Matter)
export class MatterNegotiationResolver {
  @FieldResolver(() => Cents, { nullable: true, description: 'The current demand, in cents (the latest one sent).' })
  async demandCents(@Root() matter: Matter, @Ctx() ctx: RequestContext): Promise<number | null> {
    if (!(await caseAmountsVisible(ctx))) return null;
    return (await ctx.loaders.negotiationStandingByMatter.load(matter.id)).demandCents;
  }

  @FieldResolver(() => Cents, { nullable: true, description: 'The best offer, in cents.' })
  async bestOfferCents(@Root() matter: Matter, @Ctx() ctx: RequestContext): Promise<number | null> {
    if (!(await caseAmountsVisible(ctx))) return null;
    return (await ctx.loaders.negotiationStandingByMatter.load(matter.id)).bestOfferCents;
  }
}

/** Settlements of a case and their statements. */
@Authorized(...FIRM_STAFF_ROLES)
@Resolver(() => Settlement)
export class SettlementResolver {
  @Query(() => SettlementPage, { description: "A case's settlements, newest first, each with its statements.", complexity: listComplexity })
  async settlements(@CurrentFirmViewer() viewer: FirmViewer, @Arg('matterId', () => ID) matterId: string, @Args() args: PageArgs, @Ctx() ctx: RequestContext): Promise<SettlementPage> {
    const page = await ctx.services.settlements.list(viewer, matterId, args);
    return { ...page, items: await withCaseAmounts(ctx, page.items, ['amountCents']) };
  }

  @Authorized(...CASE_MONEY_EDITORS)
  @Mutation(() => Settlement, { description: 'Records a settlement; a draft statement is started for each plaintiff sharing it.' })
  recordSettlement(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input', { validate: false }) input: RecordSettlementInput, @Ctx() ctx: RequestContext): Promise<Settlement> {
    return ctx.services.settlements.record(viewer, input);
  }

  @Authorized(...CASE_MONEY_EDITORS)
  @Mutation(() => Settlement)
  updateSettlement(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input', { validate: false }) input: UpdateSettlementInput, @Ctx() ctx: RequestContext): Promise<Settlement> {
    return ctx.services.settlements.update(viewer, input);
  }

  @Authorized(...CASE_MONEY_EDITORS)
  @Mutation(() => Boolean, { description: 'Removes a settlement whose statements are all drafts.' })
  removeSettlement(@CurrentFirmViewer() viewer: FirmViewer, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return ctx.services.settlements.remove(viewer, id);
  }

  @FieldResolver(() => [SettlementStatement], { description: 'Every version of every plaintiff’s statement, newest version first.' })
  statements(@Root() settlement: Settlement, @Ctx() ctx: RequestContext): Promise<SettlementStatement[]> {
    return ctx.loaders.statementsBySettlement.load(settlement.id);
  }
}

/** A settlement statement: its figures, its versions, finalizing and signing. */
@Authorized(...FIRM_STAFF_ROLES)
@Resolver(() => SettlementStatement)
export class SettlementStatementResolver {
  @Query(() => SettlementStatement)
  settlementStatement(@CurrentFirmViewer() viewer: FirmViewer, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<SettlementStatement> {
    return ctx.services.settlements.statement(viewer, id);
  }

  @Authorized(...CASE_MONEY_EDITORS)
  @Mutation(() => SettlementStatement, { description: "A draft's choices: lines left out, liens reduced for procurement costs, other deductions, the fee as edited." })
  updateSettlementStatement(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input', { validate: false }) input: UpdateStatementInput, @Ctx() ctx: RequestContext): Promise<SettlementStatement> {
    return ctx.services.settlements.updateStatement(viewer, input);
  }

  @Authorized(Role.ATTORNEY, Role.FIRM_ADMIN)
  @Mutation(() => SettlementStatement, { description: 'Locks a draft (attorneys and firm admins): its lines are frozen, the earlier version is superseded, the case staff are told.' })
  finalizeSettlementStatement(@CurrentFirmViewer() viewer: FirmViewer, @Arg('id', () => ID) id: string, @Arg('version', () => Int) version: number, @Ctx() ctx: RequestContext): Promise<SettlementStatement> {
    return ctx.services.settlements.finalize(viewer, id, version);
  }

  @Authorized(...CASE_MONEY_EDITORS)
  @Mutation(() => SettlementStatement, { description: 'Starts the next version of a finalized statement, as a draft.' })
  reviseSettlementStatement(@CurrentFirmViewer() viewer: FirmViewer, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<SettlementStatement> {
    return ctx.services.settlements.revise(viewer, id);
  }

  @Authorized(...CASE_MONEY_EDITORS)
  @Mutation(() => SettlementStatement, { description: "Records the client's signature of a finalized statement." })
  signSettlementStatement(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input', { validate: false }) input: SignStatementInput, @Ctx() ctx: RequestContext): Promise<SettlementStatement> {
    return ctx.services.settlements.sign(viewer, input);
  }

  @FieldResolver(() => StatementFigures, { description: 'Every line and total, computed on the server (frozen once finalized); amounts null when your role may not see them.' })
  async figures(@Root() statement: SettlementStatement, @Ctx() ctx: RequestContext): Promise<StatementFigures> {
    const figures = await ctx.services.settlements.figures(statement);
    if (await caseAmountsVisible(ctx)) return figures;
    const [hidden] = await withCaseAmounts(ctx, [figures], FIGURE_AMOUNTS);
    return { ...hidden!, lines: figures.lines.map((line) => ({ ...line, baseCents: null, amountCents: null })) };
  }

  @FieldResolver(() => String, { nullable: true, description: 'The plaintiff it is for (null: the case has one client and no plaintiff parties).' })
  async plaintiffName(@Root() statement: SettlementStatement, @Ctx() ctx: RequestContext): Promise<string | null> {
    if (!statement.plaintiffPartyId) return null;
    const party = await ctx.loaders.partyById.load(statement.plaintiffPartyId);
    return party ? ((await ctx.loaders.contactById.load(party.contactId))?.name ?? null) : null;
  }

  @FieldResolver(() => Boolean, { description: 'The current version of its plaintiff’s statement (not superseded, not an abandoned draft).' })
  current(@Root() statement: SettlementStatement): boolean {
    return statement.supersededAt === null;
  }

  @FieldResolver(() => Document, { nullable: true })
  signedDocument(@Root() statement: SettlementStatement, @Ctx() ctx: RequestContext): Promise<Document | null> | null {
    return statement.signedDocumentId ? ctx.loaders.documentById.load(statement.signedDocumentId) : null;
  }
}
