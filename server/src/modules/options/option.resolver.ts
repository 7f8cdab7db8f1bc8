import { ArrayMaxSize, IsOptional, MaxLength } from 'class-validator';
import { Arg, Authorized, Ctx, Field, InputType, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext, ViewerFirm } from '../../graphql/context';
import { CurrentFirm } from '../../graphql/decorators';
import { OptionList, OptionListKey } from './option-list.entity';
import { FIRM_STAFF_ROLES, Role } from '../../graphql/roles';

@InputType()
export class SetOptionListInput {
  @Field(() => OptionListKey)
  key: OptionListKey;

  @Field(() => [String], { nullable: true, description: 'The new list; null goes back to the defaults.' })
  @IsOptional()
  @ArrayMaxSize(500)
  @MaxLength(200, { each: true })
  values: string[] | null;
}

@Resolver()
export class OptionResolver {
  @Authorized(...FIRM_STAFF_ROLES)
  @Query(() => [OptionList], { description: "The firm's select lists (all of them, or the ones asked for)." })
  optionLists(
    @CurrentFirm() firm: ViewerFirm,
    @Arg('keys', () => [OptionListKey], { nullable: true }) keys: OptionListKey[] | null,
    @Ctx() ctx: RequestContext,
  ): Promise<OptionList[]> {
    return ctx.services.options.lists(firm.id, keys ?? undefined);
  }

  @Authorized(Role.FIRM_ADMIN)
  @Mutation(() => OptionList, { description: 'Changes one select list of the firm (firm admins).' })
  setOptionList(@CurrentFirm() firm: ViewerFirm, @Arg('input') input: SetOptionListInput, @Ctx() ctx: RequestContext): Promise<OptionList> {
    return ctx.services.options.set(firm.id, input.key, input.values);
  }
}
