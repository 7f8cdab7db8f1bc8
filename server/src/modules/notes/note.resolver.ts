import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { FirmViewer, RequestContext, Viewer, ViewerFirm } from '../../graphql/context';
import { CurrentFirm, CurrentFirmViewer, CurrentViewer } from '../../graphql/decorators';
import { listComplexity } from '../../graphql/limits';
import { User } from '../users/user.entity';
import { Note } from './note.entity';
import { AddContactNoteInput, AddMatterNoteInput, ContactNotesArgs, MatterNotesArgs, NotePage, UpdateNoteInput } from './note.inputs';
import { FIRM_STAFF_ROLES } from '../../graphql/roles';

@Authorized(...FIRM_STAFF_ROLES)
@Resolver(() => Note)
export class NoteResolver {
  @Query(() => NotePage, { description: "A contact's notes, newest first.", complexity: listComplexity })
  contactNotes(@CurrentFirm() firm: ViewerFirm, @Args() args: ContactNotesArgs, @Ctx() ctx: RequestContext): Promise<NotePage> {
    return ctx.services.notes.listForContact(firm.id, args);
  }

  @Query(() => NotePage, { description: "A case's notes (its Notes tab), searched, sorted and paged.", complexity: listComplexity })
  matterNotes(@CurrentFirmViewer() viewer: FirmViewer, @Args() args: MatterNotesArgs, @Ctx() ctx: RequestContext): Promise<NotePage> {
    return ctx.services.notes.listForMatter(viewer, args);
  }

  @Mutation(() => Note)
  addContactNote(@CurrentViewer() viewer: Viewer, @CurrentFirm() firm: ViewerFirm, @Arg('input') input: AddContactNoteInput, @Ctx() ctx: RequestContext): Promise<Note> {
    return ctx.services.notes.addToContact(viewer, firm.id, input);
  }

  @Mutation(() => Note, { description: "Adds a note to a case; it shows in the case's Recent Activity." })
  addMatterNote(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: AddMatterNoteInput, @Ctx() ctx: RequestContext): Promise<Note> {
    return ctx.services.notes.addToMatter(viewer, input);
  }

  @Mutation(() => Note, { description: 'Edits a note (its author or a firm admin), over its version.' })
  updateNote(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: UpdateNoteInput, @Ctx() ctx: RequestContext): Promise<Note> {
    return ctx.services.notes.update(viewer, input);
  }

  @Mutation(() => Boolean, { description: 'Deletes a note; its author or a firm admin may.' })
  deleteNote(@CurrentFirmViewer() viewer: FirmViewer, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return ctx.services.notes.delete(viewer, id);
  }

  @FieldResolver(() => User, { nullable: true, description: 'Who wrote it; null once that user is removed.' })
  author(@Root() note: Note, @Ctx() ctx: RequestContext): Promise<User | null> | null {
    return note.authorId ? ctx.loaders.userById.load(note.authorId) : null;
  }
}
