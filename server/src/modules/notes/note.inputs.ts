import { IsIn, IsInt, IsNotEmpty, IsOptional, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageArgs, Paginated } from '../../graphql/pagination';
import { IsIdOf } from '../../graphql/validators';
import { Note } from './note.entity';
import { SortDirection } from '../../graphql/sorting';

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

@InputType()
export class AddMatterNoteInput {
  @Field(() => ID) @IsIdOf('case') matterId: string;
  @Field({ defaultValue: 'General' }) @MaxLength(40) type: string = 'General';
  @Field() @IsNotEmpty({ message: 'Write the note.' }) @MaxLength(20000, { message: 'A note can be at most 20,000 characters.' }) body: string;
}

@InputType({ description: 'Edits a note over the version it was read at; its author or a firm admin may.' })
export class UpdateNoteInput {
  @Field(() => ID) @IsIdOf('note') id: string;
  @Field(() => Int) @IsInt() @Min(1) version: number;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(40) type?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsNotEmpty({ message: 'Write the note.' }) @MaxLength(20000, { message: 'A note can be at most 20,000 characters.' }) body?: string;
}

@ArgsType()
export class ContactNotesArgs extends PageArgs {
  @Field(() => ID)
  @IsIdOf('contact')
  contactId: string;
}

export enum NoteSort {
  DATE = 'DATE',
  TYPE = 'TYPE',
  STAFF = 'STAFF',
}
registerEnumType(NoteSort, { name: 'NoteSort' });

@ArgsType()
export class MatterNotesArgs extends PageArgs {
  @Field(() => ID) @IsIdOf('case') matterId: string;
  @Field(() => String, { nullable: true, description: 'Words in the note.' }) @IsOptional() @MaxLength(200) search?: string;
  @Field(() => NoteSort, { defaultValue: NoteSort.DATE }) @IsIn(Object.values(NoteSort)) sortBy: NoteSort = NoteSort.DATE;
  @Field(() => SortDirection, { defaultValue: SortDirection.DESC }) @IsIn(Object.values(SortDirection)) sortDirection: SortDirection = SortDirection.DESC;
}

@ObjectType({ simpleResolvers: true })
export class NotePage extends Paginated(Note) {}
