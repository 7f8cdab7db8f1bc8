import { IsNotEmpty, MaxLength } from 'class-validator';
import { ArgsType, Field, ID, InputType, ObjectType } from 'type-graphql';
import { PageArgs, Paginated } from '../../graphql/pagination';
import { IsIdOf } from '../../graphql/validators';
import { Note } from './note.entity';

export const NOTE_TYPES = ['General', 'Phone Call', 'Meeting', 'Email', 'Letter', 'Other'] as const;

@InputType()
export class AddContactNoteInput {
  @Field(() => ID)
  @IsIdOf('contact')
  contactId: string;

  @Field({ defaultValue: 'General' })
  @MaxLength(40)
  type: string = 'General';

  @Field()
  @IsNotEmpty({ message: 'Write the note.' })
  @MaxLength(20000, { message: 'A note can be at most 20,000 characters.' })
  body: string;
}

@ArgsType()
export class ContactNotesArgs extends PageArgs {
  @Field(() => ID)
  @IsIdOf('contact')
  contactId: string;
}

@ObjectType()
export class NotePage extends Paginated(Note) {}
