import { IsInt, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum SearchKind {
  TASKS = 'TASKS',
  CASES = 'CASES',
  CONTACTS = 'CONTACTS',
  DOCUMENTS = 'DOCUMENTS',
}
registerEnumType(SearchKind, { name: 'SearchKind', description: 'The tabs of the search modal.' });

export const SEARCH_QUERY_MAX = 200;
export const SEARCH_FIRST_MAX = 50;

@ArgsType()
export class SearchArgs {
  @Field({ description: 'What the user typed; trimmed. Blank gives empty groups.' })
  @MaxLength(SEARCH_QUERY_MAX, { message: `Search for at most ${SEARCH_QUERY_MAX} characters.` })
  query: string;

  @Field(() => Int, { defaultValue: 10, description: 'Results per group (1 to 50), best first.' })
  @IsInt()
  @Min(1, { message: `first must be between 1 and ${SEARCH_FIRST_MAX}.` })
  @Max(SEARCH_FIRST_MAX, { message: `first must be between 1 and ${SEARCH_FIRST_MAX}.` })
  first: number = 10;
}

@ObjectType({ simpleResolvers: true, description: 'A matching part of a text: UTF-16 offset and length.' })
export class TextRange {
  @Field(() => Int, { simple: true }) start: number;
  @Field(() => Int, { simple: true }) length: number;
}

@ObjectType({ simpleResolvers: true, description: 'Plain text (never markup) with the ranges that matched the search, to mark on screen.' })
export class HighlightedText {
  @Field({ simple: true }) text: string;
  @Field(() => [TextRange], { simple: true }) matches: TextRange[];
}

@ObjectType({ simpleResolvers: true, description: 'One result of the search modal: a task, case, contact or document the viewer may open.' })
export class SearchHit {
  @Field(() => SearchKind, { simple: true }) kind: SearchKind;
  @Field(() => ID, { simple: true, description: 'The id of the task, case, contact or document.' }) id: string;
  @Field(() => HighlightedText, { simple: true, description: 'Task title, case name, contact name or File Name.' }) title: HighlightedText;
  @Field(() => HighlightedText, {
    nullable: true,
    simple: true,
    description: "Case: number and client; contact: email (else organization); task and document: the case's name.",
  })
  detail: HighlightedText | null;
  @Field(() => HighlightedText, { nullable: true, simple: true, description: "Documents: the words around the match in the file's text." })
  snippet: HighlightedText | null;
  @Field(() => String, {
    nullable: true,
    simple: true,
    description: 'YYYY-MM-DD. Task: due date; case: opened; document: received (else uploaded); contact: none.',
  })
  date: string | null;
  @Field(() => ID, { nullable: true, simple: true, description: 'The case of a task or document, or the case itself.' }) matterId: string | null;
  @Field(() => String, { nullable: true, simple: true, description: 'Contacts: their email.' }) email: string | null;
  @Field(() => String, { nullable: true, simple: true, description: 'Contacts: their photo.' }) avatarUrl: string | null;
  @Field(() => Float, { simple: true, description: 'Relevance; higher is better.' }) score: number;
  /** Where the `people` field (search.resolver) comes from; not in the schema. */
  peopleOf: { kind: 'task' | 'matter' | 'user'; id: string } | null;
}

@ObjectType({ simpleResolvers: true })
export class SearchGroup {
  @Field(() => SearchKind, { simple: true }) kind: SearchKind;
  @Field(() => Int, { simple: true, description: 'Matches the viewer may open, not only the ones listed; counted up to 200 (a broad query ranks its first 200 matches).' })
  totalCount: number;
  @Field(() => [SearchHit]) items: SearchHit[];
}

@ObjectType({ simpleResolvers: true, description: 'The search modal: every tab at once, each with its count and best results.' })
export class SearchResults {
  @Field({ simple: true, description: 'The query as searched (trimmed).' }) query: string;
  @Field(() => SearchGroup) tasks: SearchGroup;
  @Field(() => SearchGroup) cases: SearchGroup;
  @Field(() => SearchGroup) contacts: SearchGroup;
  @Field(() => SearchGroup) documents: SearchGroup;
}
