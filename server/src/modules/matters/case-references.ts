import { validate } from 'class-validator';
import type { EntityManager } from 'typeorm';
import { badUserInput, fieldErrorsOf, type FieldError } from '../../graphql/errors';
import { Contact, ContactKind } from '../contacts/contact.entity';
import { Document } from '../documents/document.entity';
import { Party, type PartyCategory } from './matter-parts.entity';

/**
 * Checks a form of a case's records: its input's own rules (class-validator, see `input`), what it
 * names (contacts, the case's parties and documents) and the rules between fields, and collects
 * every problem, so the person sees all of a form's field errors at once; `done()` refuses with
 * BAD_USER_INPUT when there is any. Reads in the caller's transaction. The mutations whose input
 * it checks take it with `@Arg('input', { validate: false })`: validated here, with the rest.
 */
export class CaseReferences {
  private readonly problems: FieldError[] = [];

  constructor(
    private readonly manager: EntityManager,
    private readonly firmId: string,
    private readonly matterId: string,
  ) {}

  /** The input's own rules (its class-validator decorators), as the schema would have checked them. */
  async input(input: object): Promise<this> {
    this.problems.push(...fieldErrorsOf(await validate(input)));
    return this;
  }

  /** Whether `field` has no problem yet (an id refused by its shape is not looked up). */
  fine(field: string): boolean {
    return !this.problems.some((problem) => problem.field === field);
  }

  /** A problem of its own (a rule between fields). */
  refuse(field: string, message: string): this {
    this.problems.push({ field, messages: [message] });
    return this;
  }

  /** A contact of the firm, of `kind` when given ("Choose a company from your contacts."). */
  async contact(field: string, id: string | null | undefined, kind?: ContactKind): Promise<this> {
    if (!id || !this.fine(field)) return this;
    const contact = await this.manager.getRepository(Contact).findOneBy({ id, firmId: this.firmId });
    if (!contact || (kind && contact.kind !== kind)) {
      const what = kind === ContactKind.COMPANY ? 'a company' : kind === ContactKind.PERSON ? 'a person' : 'someone';
      this.refuse(field, `Choose ${what} from your contacts.`);
    }
    return this;
  }

  /** A party of this case, in one of `categories` when given. */
  async party(field: string, id: string | null | undefined, categories?: readonly PartyCategory[]): Promise<this> {
    if (!id || !this.fine(field)) return this;
    const party = await this.manager.getRepository(Party).findOneBy({ id, firmId: this.firmId, matterId: this.matterId });
    if (!party || (categories && !categories.includes(party.category))) this.refuse(field, 'Choose a party of this case.');
    return this;
  }

  /** A document of this case. */
  async document(field: string, id: string | null | undefined): Promise<this> {
    if (!id || !this.fine(field)) return this;
    const found = await this.manager.getRepository(Document).existsBy({ id, firmId: this.firmId, matterId: this.matterId });
    if (!found) this.refuse(field, "Choose one of this case's documents.");
    return this;
  }

  /** A day (YYYY-MM-DD) that is not after `today`. */
  notAfter(field: string, day: string | null | undefined, today: string, message: string): this {
    if (day && day > today) this.refuse(field, message);
    return this;
  }

  /** Refuses with every problem found, if any. */
  done(): void {
    if (this.problems.length) throw badUserInput(this.problems);
  }
}
