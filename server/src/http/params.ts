import type { Request } from 'express';
import { badUserInput, notFound } from '../graphql/errors';
import { UUID } from '../graphql/validators';

export { UUID };

/**
 * The path parameter `name` of a REST route, which must be an id: anything else names nothing,
 * so it is NOT_FOUND ("`what` was not found", 404), like an id of another firm.
 */
export function pathId(req: Request, what: string, name = 'id'): string {
  const id = String(req.params[name]);
  if (!UUID.test(id)) throw notFound(what);
  return id;
}

/**
 * A text parameter (query string or form field): undefined unless it is one string; at most `max`
 * characters; BAD_USER_INPUT (422) when it holds a NUL, which no text of ours may contain.
 */
export function textParam(value: unknown, field: string, max = Infinity): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (value.includes('\u0000')) throw badUserInput([{ field, messages: ['Remove the NUL character.'] }]);
  return value.length > max ? value.slice(0, max) : value;
}

/** An id parameter (form field): null when left out or empty; BAD_USER_INPUT ("Unknown `what`.") when it is no id. */
export function idParam(value: unknown, field: string, what: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || !UUID.test(value)) throw badUserInput([{ field, messages: [`Unknown ${what}.`] }]);
  return value;
}
