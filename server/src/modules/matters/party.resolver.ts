import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { FirmViewer, RequestContext } from '../../graphql/context';
import { CurrentFirmViewer } from '../../graphql/decorators';
import { listComplexity } from '../../graphql/limits';
import { Contact } from '../contacts/contact.entity';
import { ConflictMatch } from '../contacts/contact.inputs';
import { Matter } from './matter.entity';
import { AddPartyInput, PartiesArgs, PartyPage, UpdatePartyInput } from './matter.inputs';
import { Party } from './matter-parts.entity';
import { FIRM_STAFF_ROLES } from '../../graphql/roles';

@Authorized(...FIRM_STAFF_ROLES)
@Resolver(() => Party)
export class PartyResolver {
  @Query(() => PartyPage, { description: 'The parties of one sub-tab of a case, in order.', complexity: listComplexity })
  parties(@CurrentFirmViewer() viewer: FirmViewer, @Args() args: PartiesArgs, @Ctx() ctx: RequestContext): Promise<PartyPage> {
    return ctx.services.parties.list(viewer, args);
  }

  @Mutation(() => Party, { description: 'Adds an existing contact, or a new one, as a party of the case.' })
  addParty(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: AddPartyInput, @Ctx() ctx: RequestContext): Promise<Party> {
    return ctx.services.parties.add(viewer, input);
  }

  @Mutation(() => Party)
  updateParty(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: UpdatePartyInput, @Ctx() ctx: RequestContext): Promise<Party> {
    return ctx.services.parties.update(viewer, input);
  }

  @Mutation(() => Boolean)
  removeParty(@CurrentFirmViewer() viewer: FirmViewer, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return ctx.services.parties.remove(viewer, id);
  }

  @FieldResolver(() => Contact)
  async contact(@Root() party: Party, @Ctx() ctx: RequestContext): Promise<Contact> {
    const contact = await ctx.loaders.contactById.load(party.contactId);
    if (!contact) throw new Error(`Party ${party.id} has no contact`);
    return contact;
  }

  @FieldResolver(() => Matter, { description: 'The case (a party is only ever listed on cases the viewer may open).' })
  async matter(@Root() party: Party, @Ctx() ctx: RequestContext): Promise<Matter> {
    const matter = await ctx.loaders.accessibleMatterById.load(party.matterId);
    if (!matter) throw new Error(`Party ${party.id} is on a case the viewer cannot open`);
    return matter;
  }
}

/** What matters add to contacts: where a similar name already appears, and how many cases a contact is on. */
@Authorized(...FIRM_STAFF_ROLES)
@Resolver(() => ConflictMatch)
export class ConflictAppearanceResolver {
  @FieldResolver(() => [Party], { description: 'The cases (that the viewer may open) and sides this contact appears on.' })
  appearances(@Root() match: ConflictMatch, @Ctx() ctx: RequestContext): Promise<Party[]> {
    return ctx.loaders.appearancesByContact.load(match.contact.id);
  }
}

@Authorized(...FIRM_STAFF_ROLES)
@Resolver(() => Contact)
export class ContactCasesResolver {
  @FieldResolver(() => Int, { description: 'How many cases (that the viewer may open) the contact is on, as client or party.' })
  caseCount(@Root() contact: Contact, @Ctx() ctx: RequestContext): Promise<number> {
    return ctx.loaders.caseCountByContact.load(contact.id);
  }
}
