import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { FirmViewer, RequestContext } from '../../graphql/context';
import { CurrentFirmViewer } from '../../graphql/decorators';
import { listComplexity } from '../../graphql/limits';
import { Cents } from '../../graphql/money';
import { FIRM_STAFF_ROLES } from '../../graphql/roles';
import { Contact } from '../contacts/contact.entity';
import { Document } from '../documents/document.entity';
import { Party } from '../matters/matter-parts.entity';
import { CASE_MONEY_EDITORS, caseAmountsVisible, withCaseAmounts } from '../permissions/permission.access';
import { Lien, MedicalBill, RecordsRequest, Treatment } from './medical.entity';
import {
  AddLienInput, AddMedicalBillInput, AddRecordsRequestInput, AddTreatmentInput, CaseRecordsArgs, LienPage, LienTotals, MedicalBillPage, MedicalBillsArgs, MedicalSpecials,
  ProviderSpecials, RecordsRequestPage, TreatmentPage, UpdateLienInput, UpdateMedicalBillInput, UpdateRecordsRequestInput, UpdateTreatmentInput,
} from './medical.inputs';
import { outstandingOf } from './medical.rules';

const BILL_AMOUNTS = ['billedCents', 'healthPaidCents', 'pipPaidCents', 'adjustedCents'] as const;
const LIEN_AMOUNTS = ['claimedCents', 'reductionRequestedCents', 'finalCents'] as const;
const TOTALS = ['billedCents', 'paidCents', 'adjustedCents', 'outstandingCents'] as const;

/** The Medical tab: providers and treatment. */
@Authorized(...FIRM_STAFF_ROLES)
@Resolver(() => Treatment)
export class TreatmentResolver {
  @Query(() => TreatmentPage, { description: "A case's providers and treatment, per plaintiff.", complexity: listComplexity })
  medicalTreatments(@CurrentFirmViewer() viewer: FirmViewer, @Args() args: CaseRecordsArgs, @Ctx() ctx: RequestContext): Promise<TreatmentPage> {
    return ctx.services.treatments.treatments(viewer, args);
  }

  @Authorized(...CASE_MONEY_EDITORS)
  @Mutation(() => Treatment)
  addTreatment(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input', { validate: false }) input: AddTreatmentInput, @Ctx() ctx: RequestContext): Promise<Treatment> {
    return ctx.services.treatments.addTreatment(viewer, input);
  }

  @Authorized(...CASE_MONEY_EDITORS)
  @Mutation(() => Treatment)
  updateTreatment(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input', { validate: false }) input: UpdateTreatmentInput, @Ctx() ctx: RequestContext): Promise<Treatment> {
    return ctx.services.treatments.updateTreatment(viewer, input);
  }

  @Authorized(...CASE_MONEY_EDITORS)
  @Mutation(() => Boolean, { description: "Removes a provider's treatment, with its requests and bills." })
  removeTreatment(@CurrentFirmViewer() viewer: FirmViewer, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return ctx.services.treatments.removeTreatment(viewer, id);
  }

  @FieldResolver(() => Contact, { nullable: true })
  provider(@Root() treatment: Treatment, @Ctx() ctx: RequestContext): Promise<Contact | null> {
    return ctx.loaders.contactById.load(treatment.providerId);
  }

  @FieldResolver(() => Party, { nullable: true, description: 'The plaintiff treated.' })
  plaintiff(@Root() treatment: Treatment, @Ctx() ctx: RequestContext): Promise<Party | null> {
    return ctx.loaders.partyById.load(treatment.plaintiffPartyId);
  }
}

/** Records and bills requested of providers, followed up when late. */
@Authorized(...FIRM_STAFF_ROLES)
@Resolver(() => RecordsRequest)
export class RecordsRequestResolver {
  @Query(() => RecordsRequestPage, { description: "A case's records and bills requests, newest first.", complexity: listComplexity })
  recordsRequests(@CurrentFirmViewer() viewer: FirmViewer, @Args() args: CaseRecordsArgs, @Ctx() ctx: RequestContext): Promise<RecordsRequestPage> {
    return ctx.services.treatments.requests(viewer, args);
  }

  @Authorized(...CASE_MONEY_EDITORS)
  @Mutation(() => RecordsRequest)
  addRecordsRequest(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input', { validate: false }) input: AddRecordsRequestInput, @Ctx() ctx: RequestContext): Promise<RecordsRequest> {
    return ctx.services.treatments.addRequest(viewer, input);
  }

  @Authorized(...CASE_MONEY_EDITORS)
  @Mutation(() => RecordsRequest, { description: 'Edits a request: its dates, or what was received.' })
  updateRecordsRequest(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input', { validate: false }) input: UpdateRecordsRequestInput, @Ctx() ctx: RequestContext): Promise<RecordsRequest> {
    return ctx.services.treatments.updateRequest(viewer, input);
  }

  @Authorized(...CASE_MONEY_EDITORS)
  @Mutation(() => Boolean)
  removeRecordsRequest(@CurrentFirmViewer() viewer: FirmViewer, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return ctx.services.treatments.removeRequest(viewer, id);
  }

  @FieldResolver(() => Contact, { nullable: true, description: 'The provider asked.' })
  async provider(@Root() request: RecordsRequest, @Ctx() ctx: RequestContext): Promise<Contact | null> {
    const treatment = await ctx.loaders.treatmentById.load(request.treatmentId);
    return treatment ? ctx.loaders.contactById.load(treatment.providerId) : null;
  }

  @FieldResolver(() => Boolean, { description: 'Nothing received and the follow-up date has passed.' })
  overdue(@Root() request: RecordsRequest, @Ctx() ctx: RequestContext): boolean {
    return ctx.services.treatments.isOverdue(request, ctx.viewer?.firm);
  }

  @FieldResolver(() => Document, { nullable: true, description: 'What came: a document of the case.' })
  document(@Root() request: RecordsRequest, @Ctx() ctx: RequestContext): Promise<Document | null> | null {
    return request.documentId ? ctx.loaders.documentById.load(request.documentId) : null;
  }
}

/** A case's medical bills and its medical specials. */
@Authorized(...FIRM_STAFF_ROLES)
@Resolver(() => MedicalBill)
export class MedicalBillResolver {
  @Query(() => MedicalBillPage, { description: "A case's medical bills, by date of service (one provider's with `treatmentId`).", complexity: listComplexity })
  async medicalBills(@CurrentFirmViewer() viewer: FirmViewer, @Args() args: MedicalBillsArgs, @Ctx() ctx: RequestContext): Promise<MedicalBillPage> {
    const page = await ctx.services.medicalBills.bills(viewer, args);
    return { ...page, items: await withCaseAmounts(ctx, page.items, BILL_AMOUNTS) };
  }

  @Query(() => MedicalSpecials, { description: "A case's medical specials: billed, paid, adjusted and outstanding, per provider and in all." })
  async medicalSpecials(@CurrentFirmViewer() viewer: FirmViewer, @Arg('matterId', () => ID) matterId: string, @Ctx() ctx: RequestContext): Promise<MedicalSpecials> {
    const specials = await ctx.services.medicalBills.specials(viewer, matterId);
    if (await caseAmountsVisible(ctx)) return specials;
    const [masked] = await withCaseAmounts(ctx, [specials], TOTALS);
    return { ...masked!, providers: await withCaseAmounts(ctx, specials.providers, TOTALS) };
  }

  @Authorized(...CASE_MONEY_EDITORS)
  @Mutation(() => MedicalBill)
  addMedicalBill(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input', { validate: false }) input: AddMedicalBillInput, @Ctx() ctx: RequestContext): Promise<MedicalBill> {
    return ctx.services.medicalBills.add(viewer, input);
  }

  @Authorized(...CASE_MONEY_EDITORS)
  @Mutation(() => MedicalBill)
  updateMedicalBill(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input', { validate: false }) input: UpdateMedicalBillInput, @Ctx() ctx: RequestContext): Promise<MedicalBill> {
    return ctx.services.medicalBills.update(viewer, input);
  }

  @Authorized(...CASE_MONEY_EDITORS)
  @Mutation(() => Boolean)
  removeMedicalBill(@CurrentFirmViewer() viewer: FirmViewer, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return ctx.services.medicalBills.remove(viewer, id);
  }

  @FieldResolver(() => Cents, { nullable: true, description: 'Billed less paid and adjusted, in cents (null when your role may not see amounts).' })
  outstandingCents(@Root() bill: MedicalBill): number | null {
    return bill.billedCents === null ? null : outstandingOf(bill);
  }

  @FieldResolver(() => Contact, { nullable: true })
  async provider(@Root() bill: MedicalBill, @Ctx() ctx: RequestContext): Promise<Contact | null> {
    const treatment = await ctx.loaders.treatmentById.load(bill.treatmentId);
    return treatment ? ctx.loaders.contactById.load(treatment.providerId) : null;
  }

  @FieldResolver(() => Document, { nullable: true, description: 'The bill itself.' })
  document(@Root() bill: MedicalBill, @Ctx() ctx: RequestContext): Promise<Document | null> | null {
    return bill.documentId ? ctx.loaders.documentById.load(bill.documentId) : null;
  }
}

@Authorized(...FIRM_STAFF_ROLES)
@Resolver(() => ProviderSpecials)
export class ProviderSpecialsResolver {
  @FieldResolver(() => Contact, { nullable: true })
  provider(@Root() row: ProviderSpecials, @Ctx() ctx: RequestContext): Promise<Contact | null> {
    return ctx.loaders.contactById.load(row.providerId);
  }
}

/** The Liens sub-tab. */
@Authorized(...FIRM_STAFF_ROLES)
@Resolver(() => Lien)
export class LienResolver {
  @Query(() => LienPage, { description: "A case's liens.", complexity: listComplexity })
  async liens(@CurrentFirmViewer() viewer: FirmViewer, @Args() args: CaseRecordsArgs, @Ctx() ctx: RequestContext): Promise<LienPage> {
    const page = await ctx.services.liens.liens(viewer, args);
    return { ...page, items: await withCaseAmounts(ctx, page.items, LIEN_AMOUNTS) };
  }

  @Query(() => LienTotals, { description: "A case's liens in total: claimed, final, and expected." })
  async lienTotals(@CurrentFirmViewer() viewer: FirmViewer, @Arg('matterId', () => ID) matterId: string, @Ctx() ctx: RequestContext): Promise<LienTotals> {
    const [totals] = await withCaseAmounts(ctx, [await ctx.services.liens.totals(viewer, matterId)], ['claimedCents', 'expectedCents', 'finalCents']);
    return totals!;
  }

  @Authorized(...CASE_MONEY_EDITORS)
  @Mutation(() => Lien)
  addLien(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input', { validate: false }) input: AddLienInput, @Ctx() ctx: RequestContext): Promise<Lien> {
    return ctx.services.liens.add(viewer, input);
  }

  @Authorized(...CASE_MONEY_EDITORS)
  @Mutation(() => Lien)
  updateLien(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input', { validate: false }) input: UpdateLienInput, @Ctx() ctx: RequestContext): Promise<Lien> {
    return ctx.services.liens.update(viewer, input);
  }

  @Authorized(...CASE_MONEY_EDITORS)
  @Mutation(() => Boolean)
  removeLien(@CurrentFirmViewer() viewer: FirmViewer, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return ctx.services.liens.remove(viewer, id);
  }

  @FieldResolver(() => Contact, { nullable: true })
  lienholder(@Root() lien: Lien, @Ctx() ctx: RequestContext): Promise<Contact | null> {
    return ctx.loaders.contactById.load(lien.lienholderId);
  }

  @FieldResolver(() => [ID], { description: 'The bills it covers.' })
  billIds(@Root() lien: Lien, @Ctx() ctx: RequestContext): Promise<string[]> {
    return ctx.loaders.billIdsByLien.load(lien.id);
  }

  @FieldResolver(() => Document, { nullable: true, description: 'The lien letter.' })
  letterDocument(@Root() lien: Lien, @Ctx() ctx: RequestContext): Promise<Document | null> | null {
    return lien.letterDocumentId ? ctx.loaders.documentById.load(lien.letterDocumentId) : null;
  }
}
