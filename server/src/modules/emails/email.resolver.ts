import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { FirmViewer, RequestContext } from '../../graphql/context';
import { CurrentFirmViewer } from '../../graphql/decorators';
import { listComplexity } from '../../graphql/limits';
import { User } from '../users/user.entity';
import { CaseEmail } from './email.entity';
import { CaseEmailPage, MatterEmailsArgs, RecordEmailInput, UpdateEmailInput } from './email.inputs';
import { FIRM_STAFF_ROLES } from '../../graphql/roles';

@Authorized(...FIRM_STAFF_ROLES)
@Resolver(() => CaseEmail)
export class EmailResolver {
  @Query(() => CaseEmailPage, { description: "A case's emails (its Emails tab), searched, sorted and paged.", complexity: listComplexity })
  matterEmails(@CurrentFirmViewer() viewer: FirmViewer, @Args() args: MatterEmailsArgs, @Ctx() ctx: RequestContext): Promise<CaseEmailPage> {
    return ctx.services.emails.list(viewer, args);
  }

  @Query(() => CaseEmail)
  caseEmail(@CurrentFirmViewer() viewer: FirmViewer, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<CaseEmail> {
    return ctx.services.emails.get(viewer, id);
  }

  @Mutation(() => CaseEmail, { description: 'Records an email on a case by hand (.eml files are imported through POST /api/matters/:id/emails).' })
  recordEmail(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: RecordEmailInput, @Ctx() ctx: RequestContext): Promise<CaseEmail> {
    return ctx.services.emails.record(viewer, input);
  }

  @Mutation(() => CaseEmail)
  updateEmail(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: UpdateEmailInput, @Ctx() ctx: RequestContext): Promise<CaseEmail> {
    return ctx.services.emails.update(viewer, input);
  }

  @Mutation(() => CaseEmail, { description: 'Marks an email reviewed (or not).' })
  setEmailReviewed(
    @CurrentFirmViewer() viewer: FirmViewer,
    @Arg('id', () => ID) id: string,
    @Arg('reviewed') reviewed: boolean,
    @Ctx() ctx: RequestContext,
  ): Promise<CaseEmail> {
    return ctx.services.emails.setReviewed(viewer, id, reviewed);
  }

  @Mutation(() => Boolean, { description: "Deletes an email; its attachments stay among the case's documents." })
  deleteEmail(@CurrentFirmViewer() viewer: FirmViewer, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return ctx.services.emails.delete(viewer, id);
  }

  @FieldResolver(() => User, { nullable: true })
  reviewedBy(@Root() email: CaseEmail, @Ctx() ctx: RequestContext): Promise<User | null> | null {
    return email.reviewedById ? ctx.loaders.userById.load(email.reviewedById) : null;
  }

  @FieldResolver(() => [ID], { description: "The case documents holding its attachments." })
  attachmentDocumentIds(@Root() email: CaseEmail, @Ctx() ctx: RequestContext): Promise<string[]> {
    return ctx.loaders.attachmentsByEmail.load(email.id);
  }
}
