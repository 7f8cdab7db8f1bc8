import { Max, Min } from 'class-validator';
import { ArgsType, type ClassType, Field, Int, ObjectType } from 'type-graphql';
import { isEventCursor } from '../events/event-bus';
import { badUserInput } from './errors';

/** The one paging shape of every list query: page numbers from 1, at most 100 rows a page. */
@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 1 })
  @Min(1, { message: 'page must be 1 or more.' })
  page: number = 1;

  @Field(() => Int, { defaultValue: 25 })
  @Min(1, { message: 'pageSize must be between 1 and 100.' })
  @Max(100, { message: 'pageSize must be between 1 and 100.' })
  pageSize: number = 25;
}

export interface Page<T> {
  items: T[];
  totalCount: number;
  page: number;
  pageSize: number;
}

/** `{ items, totalCount, page, pageSize }` for an item type: `class UserPage extends Paginated(User) {}`. */
export function Paginated<T extends object>(itemClass: ClassType<T>) {
  @ObjectType({ simpleResolvers: true })
  abstract class PageClass implements Page<T> {
    @Field(() => [itemClass])
    items: T[];

    @Field(() => Int, { description: 'Rows matching the filter, over all pages.' })
    totalCount: number;

    @Field(() => Int)
    page: number;

    @Field(() => Int)
    pageSize: number;
  }
  return PageClass;
}

/**
 * The `after` argument of a live subscription: null (live only), or a cursor the server gave out
 * (a decimal event id up to the largest bigint); anything else is BAD_USER_INPUT on `after`.
 */
export function eventCursorArg(after: unknown): string | null {
  if (after === null || after === undefined) return null;
  if (typeof after === 'string' && isEventCursor(after)) return after;
  throw badUserInput([{ field: 'after', messages: ['Pass a cursor the server gave you, or none.'] }]);
}

/** A page of a list: its rows, how many match over all pages, and the page asked for. */
export function pageWithTotal<T>(args: PageArgs, items: T[], totalCount: number): Page<T> {
  return { items, totalCount, page: args.page, pageSize: args.pageSize };
}

/** Offset and limit for SQL. */
export function pageWindow({ page, pageSize }: PageArgs): { offset: number; limit: number } {
  return { offset: (page - 1) * pageSize, limit: pageSize };
}

/** Escapes LIKE wildcards so user text is matched literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
