import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { FirmViewer, RequestContext } from '../../graphql/context';
import { CurrentFirmViewer } from '../../graphql/decorators';
import { listComplexity } from '../../graphql/limits';
import { FIRM_STAFF_ROLES } from '../../graphql/roles';
import { Contact } from '../contacts/contact.entity';
import { Party } from '../matters/matter-parts.entity';
import { CASE_MONEY_EDITORS, withCaseAmounts } from '../permissions/permission.access';
import { InsurancePolicy } from './insurance.entity';
import { AddInsurancePolicyInput, InsurancePoliciesArgs, InsurancePolicyPage, UpdateInsurancePolicyInput } from './insurance.inputs';

const AMOUNTS = ['perPersonLimitCents', 'perOccurrenceLimitCents'] as const;

@Authorized(...FIRM_STAFF_ROLES)
@Resolver(() => InsurancePolicy)
export class InsuranceResolver {
  @Query(() => InsurancePolicyPage, { description: "A case's insurance policies and claims (its Insurance tab).", complexity: listComplexity })
  async insurancePolicies(@CurrentFirmViewer() viewer: FirmViewer, @Args() args: InsurancePoliciesArgs, @Ctx() ctx: RequestContext): Promise<InsurancePolicyPage> {
    const page = await ctx.services.insurance.list(viewer, args);
    return { ...page, items: await withCaseAmounts(ctx, page.items, AMOUNTS) };
  }

  @Authorized(...CASE_MONEY_EDITORS)
  @Mutation(() => InsurancePolicy, { description: 'Adds a policy to a case; attorneys, paralegals and firm admins.' })
  addInsurancePolicy(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input', { validate: false }) input: AddInsurancePolicyInput, @Ctx() ctx: RequestContext): Promise<InsurancePolicy> {
    return ctx.services.insurance.add(viewer, input);
  }

  @Authorized(...CASE_MONEY_EDITORS)
  @Mutation(() => InsurancePolicy, { description: 'Saves every field of a policy over its version.' })
  updateInsurancePolicy(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input', { validate: false }) input: UpdateInsurancePolicyInput, @Ctx() ctx: RequestContext): Promise<InsurancePolicy> {
    return ctx.services.insurance.update(viewer, input);
  }

  @Authorized(...CASE_MONEY_EDITORS)
  @Mutation(() => Boolean, { description: 'Removes a policy from its case.' })
  removeInsurancePolicy(@CurrentFirmViewer() viewer: FirmViewer, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return ctx.services.insurance.remove(viewer, id);
  }

  @FieldResolver(() => Contact, { nullable: true, description: 'The insurance company.' })
  insurer(@Root() policy: InsurancePolicy, @Ctx() ctx: RequestContext): Promise<Contact | null> {
    return ctx.loaders.contactById.load(policy.insurerId);
  }

  @FieldResolver(() => Party, { nullable: true, description: 'The party of the case it insures.' })
  insured(@Root() policy: InsurancePolicy, @Ctx() ctx: RequestContext): Promise<Party | null> | null {
    return policy.insuredPartyId ? ctx.loaders.partyById.load(policy.insuredPartyId) : null;
  }

  @FieldResolver(() => Contact, { nullable: true, description: 'The adjuster handling the claim.' })
  adjuster(@Root() policy: InsurancePolicy, @Ctx() ctx: RequestContext): Promise<Contact | null> | null {
    return policy.adjusterId ? ctx.loaders.contactById.load(policy.adjusterId) : null;
  }
}
