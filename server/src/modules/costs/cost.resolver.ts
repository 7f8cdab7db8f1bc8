import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { FirmViewer, RequestContext } from '../../graphql/context';
import { CurrentFirmViewer } from '../../graphql/decorators';
import { listComplexity } from '../../graphql/limits';
import { FIRM_STAFF_ROLES } from '../../graphql/roles';
import { Document } from '../documents/document.entity';
import { CASE_MONEY_EDITORS, withCaseAmounts } from '../permissions/permission.access';
import { CaseCost } from './cost.entity';
import { AddCaseCostInput, CaseCostPage, CaseCostsArgs, CaseCostTotals, UpdateCaseCostInput } from './cost.inputs';

@Authorized(...FIRM_STAFF_ROLES)
@Resolver(() => CaseCost)
export class CostResolver {
  @Query(() => CaseCostPage, { description: "A case's costs (its Costs tab), newest first, by category and billing.", complexity: listComplexity })
  async caseCosts(@CurrentFirmViewer() viewer: FirmViewer, @Args() args: CaseCostsArgs, @Ctx() ctx: RequestContext): Promise<CaseCostPage> {
    const page = await ctx.services.costs.list(viewer, args);
    return { ...page, items: await withCaseAmounts(ctx, page.items, ['amountCents']) };
  }

  @Query(() => CaseCostTotals, { description: "A case's costs in total (of the category asked): all, reimbursable, not yet invoiced." })
  async caseCostTotals(@CurrentFirmViewer() viewer: FirmViewer, @Args() args: CaseCostsArgs, @Ctx() ctx: RequestContext): Promise<CaseCostTotals> {
    const [totals] = await withCaseAmounts(ctx, [await ctx.services.costs.totals(viewer, args)], ['totalCents', 'reimbursableCents', 'unbilledCents']);
    return totals!;
  }

  @Authorized(...CASE_MONEY_EDITORS)
  @Mutation(() => CaseCost)
  addCaseCost(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input', { validate: false }) input: AddCaseCostInput, @Ctx() ctx: RequestContext): Promise<CaseCost> {
    return ctx.services.costs.add(viewer, input);
  }

  @Authorized(...CASE_MONEY_EDITORS)
  @Mutation(() => CaseCost, { description: 'Edits a cost not yet on an invoice.' })
  updateCaseCost(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input', { validate: false }) input: UpdateCaseCostInput, @Ctx() ctx: RequestContext): Promise<CaseCost> {
    return ctx.services.costs.update(viewer, input);
  }

  @Authorized(...CASE_MONEY_EDITORS)
  @Mutation(() => Boolean, { description: 'Removes a cost not yet on an invoice.' })
  removeCaseCost(@CurrentFirmViewer() viewer: FirmViewer, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return ctx.services.costs.remove(viewer, id);
  }

  @FieldResolver(() => Boolean, { description: 'On an invoice line.' })
  async billed(@Root() cost: CaseCost, @Ctx() ctx: RequestContext): Promise<boolean> {
    return (await ctx.loaders.costInvoiceId.load(cost.id)) !== null;
  }

  @FieldResolver(() => ID, { nullable: true, description: 'The invoice whose expense line bills this cost (null: not billed).' })
  invoiceId(@Root() cost: CaseCost, @Ctx() ctx: RequestContext): Promise<string | null> {
    return ctx.loaders.costInvoiceId.load(cost.id);
  }

  @FieldResolver(() => Document, { nullable: true, description: 'The receipt.' })
  receiptDocument(@Root() cost: CaseCost, @Ctx() ctx: RequestContext): Promise<Document | null> | null {
    return cost.receiptDocumentId ? ctx.loaders.documentById.load(cost.receiptDocumentId) : null;
  }
}
