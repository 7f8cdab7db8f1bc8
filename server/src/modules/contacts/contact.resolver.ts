import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext, ViewerFirm } from '../../graphql/context';
import { CurrentFirm, CurrentViewer } from '../../graphql/decorators';
import { listComplexity } from '../../graphql/limits';
import type { Viewer } from '../../graphql/context';
import { ContactAddress } from './contact-address.entity';
import { ContactPhone } from './contact-phone.entity';
import { Contact } from './contact.entity';
import {
  ConflictMatch,
  ContactIdentifier,
  ContactPage,
  ContactsArgs,
  CreateContactInput,
  RelatedContactsArgs,
  UpdateContactInput,
} from './contact.inputs';
import { maskIdentifier } from './contact.service';
import { FIRM_STAFF_ROLES, Role } from '../../graphql/roles';

@Authorized(...FIRM_STAFF_ROLES)
@Resolver(() => Contact)
export class ContactResolver {
  @Query(() => ContactPage, { description: "The firm's contacts, paged, sorted and searched.", complexity: listComplexity })
  contacts(@CurrentFirm() firm: ViewerFirm, @Args() args: ContactsArgs, @Ctx() ctx: RequestContext): Promise<ContactPage> {
    return ctx.services.contacts.list(firm.id, args);
  }

  @Query(() => Contact)
  contact(@CurrentFirm() firm: ViewerFirm, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<Contact> {
    return ctx.services.contacts.get(firm.id, id);
  }

  @Query(() => ContactPage, {
    description: "Contacts linked through an organization: a company's people, a person's company and colleagues.",
    complexity: listComplexity,
  })
  relatedContacts(@CurrentFirm() firm: ViewerFirm, @Args() args: RelatedContactsArgs, @Ctx() ctx: RequestContext): Promise<ContactPage> {
    return ctx.services.contacts.related(firm.id, args);
  }

  @Query(() => [ConflictMatch], { description: 'Existing contacts with a similar name: possible conflicts of interest.' })
  conflictCheck(
    @CurrentFirm() firm: ViewerFirm,
    @Arg('name') name: string,
    @Arg('excludeId', () => ID, { nullable: true }) excludeId: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<ConflictMatch[]> {
    return ctx.services.contacts.conflictCheck(firm.id, name.slice(0, 200), excludeId ?? undefined);
  }

  @Mutation(() => Contact)
  createContact(
    @CurrentViewer() viewer: Viewer,
    @CurrentFirm() firm: ViewerFirm,
    @Arg('input') input: CreateContactInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Contact> {
    return ctx.services.contacts.create(viewer, firm.id, input);
  }

  @Mutation(() => Contact)
  updateContact(
    @CurrentViewer() viewer: Viewer,
    @CurrentFirm() firm: ViewerFirm,
    @Arg('input') input: UpdateContactInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Contact> {
    return ctx.services.contacts.update(viewer, firm.id, input);
  }

  @Mutation(() => Boolean)
  deleteContact(
    @CurrentViewer() viewer: Viewer,
    @CurrentFirm() firm: ViewerFirm,
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    return ctx.services.contacts.delete(viewer, firm.id, id);
  }

  @Authorized(Role.FIRM_ADMIN, Role.ATTORNEY, Role.PARALEGAL)
  @Mutation(() => String, {
    nullable: true,
    description: 'An identifier in clear (null when none is stored). Recorded in the audit trail.',
  })
  revealContactIdentifier(
    @CurrentViewer() viewer: Viewer,
    @CurrentFirm() firm: ViewerFirm,
    @Arg('id', () => ID) id: string,
    @Arg('identifier', () => ContactIdentifier) identifier: ContactIdentifier,
    @Ctx() ctx: RequestContext,
  ): Promise<string | null> {
    return ctx.services.contacts.revealIdentifier(viewer, firm.id, id, identifier);
  }

  @FieldResolver(() => [ContactPhone])
  phones(@Root() contact: Contact, @Ctx() ctx: RequestContext): Promise<ContactPhone[]> {
    return ctx.loaders.phonesByContact.load(contact.id);
  }

  @FieldResolver(() => [ContactAddress])
  addresses(@Root() contact: Contact, @Ctx() ctx: RequestContext): Promise<ContactAddress[]> {
    return ctx.loaders.addressesByContact.load(contact.id);
  }

  @FieldResolver(() => String, { nullable: true, description: 'The SSN masked to its last four digits.' })
  ssnMasked(@Root() contact: Contact): string | null {
    return maskIdentifier(contact.ssnLast4);
  }

  @FieldResolver(() => String, { nullable: true })
  tfnMasked(@Root() contact: Contact): string | null {
    return maskIdentifier(contact.tfnLast4);
  }

  @FieldResolver(() => String, { nullable: true })
  medicareMasked(@Root() contact: Contact): string | null {
    return maskIdentifier(contact.medicareLast4);
  }

  @FieldResolver(() => String, { nullable: true })
  driversLicenseMasked(@Root() contact: Contact): string | null {
    return maskIdentifier(contact.driversLicenseLast4);
  }
}
