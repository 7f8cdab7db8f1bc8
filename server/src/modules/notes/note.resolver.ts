import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext, Viewer } from '../../graphql/context';
import { CurrentFirm, CurrentViewer } from '../../graphql/decorators';
import { listComplexity } from '../../graphql/limits';
import { Firm } from '../firms/firm.entity';
import { FIRM_STAFF_ROLES, User } from '../users/user.entity';
import { Note } from './note.entity';
import { AddContactNoteInput, ContactNotesArgs, NotePage } from './note.inputs';

@Authorized(...FIRM_STAFF_ROLES)
@Resolver(() => Note)
export class NoteResolver {
  @Query(() => NotePage, { description: "A contact's notes, newest first.", complexity: listComplexity })
  contactNotes(@CurrentFirm() firm: Firm, @Args() args: ContactNotesArgs, @Ctx() ctx: RequestContext): Promise<NotePage> {
    return ctx.services.notes.listForContact(firm.id, args);
  }

  @Mutation(() => Note)
  addContactNote(
    @CurrentViewer() viewer: Viewer,
    @CurrentFirm() firm: Firm,
    @Arg('input') input: AddContactNoteInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Note> {
    return ctx.services.notes.addToContact(viewer, firm.id, input);
  }

  @Mutation(() => Boolean, { description: 'Deletes a note; its author or a firm admin may.' })
  deleteNote(
    @CurrentViewer() viewer: Viewer,
    @CurrentFirm() firm: Firm,
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    return ctx.services.notes.delete(viewer, firm.id, id);
  }

  @FieldResolver(() => User, { nullable: true, description: 'Who wrote it; null once that user is removed.' })
  author(@Root() note: Note, @Ctx() ctx: RequestContext): Promise<User | null> | null {
    return note.authorId ? ctx.loaders.userById.load(note.authorId) : null;
  }
}
