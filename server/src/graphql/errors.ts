import { unwrapResolverError } from '@apollo/server/errors';
import type { ValidationError } from 'class-validator';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { ArgumentValidationError, AuthenticationError, AuthorizationError } from 'type-graphql';
import { QueryFailedError } from 'typeorm';
import type { Logger } from '../logger';

/** The error codes clients may rely on, in `extensions.code`. */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE';

export interface FieldError {
  /** Path of the failing input field, e.g. `input.email`. */
  field: string;
  messages: string[];
}

/** The one map from error code to HTTP status: what the REST routes answer for each code. */
export const HTTP_STATUS: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 422,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
};
/** The codes whose status a GraphQL answer carries too (clients and load balancers retry them); the rest are 200 with the code. */
const GRAPHQL_HTTP_STATUS = new Set<ErrorCode>(['TOO_MANY_REQUESTS', 'SERVICE_UNAVAILABLE']);

/** The one error type the services throw; its code and message reach the client as they are. */
export class AppError extends GraphQLError {
  constructor(
    readonly code: ErrorCode,
    message: string,
    extensions: Record<string, unknown> = {},
  ) {
    super(message, {
      extensions: { code, ...extensions, ...(GRAPHQL_HTTP_STATUS.has(code) ? { http: { status: HTTP_STATUS[code] } } : {}) },
    });
  }
}

export const unauthenticated = (message = 'You need to sign in.') => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You are not allowed to do this.') => new AppError('FORBIDDEN', message);
export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} was not found.`);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database cannot be reached right now. Please try again in a moment.';
export const databaseUnavailable = () => new AppError('SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE);

/** SQLSTATEs of a database that is shutting down, starting or unreachable (classes 08 and 57P). */
const UNAVAILABLE_SQLSTATES = new Set(['08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03']);
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND']);

/** Whether `error` (or the driver error inside it) says the database is down, not that the request was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown } | undefined, depth = 0; current && depth < 4; depth += 1) {
    const code = typeof current.code === 'string' ? current.code : '';
    if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_ERRNOS.has(code)) return true;
    if (typeof current.message === 'string' && /Connection terminated|connection error|Connection ended|terminating connection/i.test(current.message)) return true;
    current = (current.driverError ?? current.cause) as typeof current;
  }
  return false;
}
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError('TOO_MANY_REQUESTS', message, { retryAfterSeconds });
export function badUserInput(fields: FieldError[], message = 'Some fields are not valid.'): AppError {
  return new AppError('BAD_USER_INPUT', message, { fields });
}

const count = (n: string | undefined) => Number(n ?? NaN).toLocaleString('en-US');
const lengthOf = (value: unknown) => (typeof value === 'string' ? [...value].length : null);

/**
 * class-validator's default messages ("title must be shorter than or equal to 300 characters") and
 * the product's words for each; `n` is the rule's number, `rest` what follows it.
 */
const PRODUCT_WORDS: Array<[RegExp, (n: string | undefined, value: unknown, rest: string) => string]> = [
  [/must be shorter than or equal to (\d+) characters$/, (n, value) => `Use at most ${count(n)} characters${lengthOf(value) === null ? '' : ` (this has ${count(String(lengthOf(value)))})`}.`],
  [/must be longer than or equal to (\d+) characters$/, (n) => `Use at least ${count(n)} characters.`],
  [/must not be less than (-?[\d.]+)$/, (n) => `Enter ${count(n)} or more.`],
  [/must not be greater than (-?[\d.]+)$/, (n) => `Enter ${count(n)} or less.`],
  [/should not be (?:empty|null or undefined)$/, () => 'Fill this in.'],
  [/must be an integer number$/, () => 'Enter a whole number.'],
  [/must be a number conforming to the specified constraints$/, () => 'Enter a number.'],
  [/must be a positive number$/, () => 'Enter a number above 0.'],
  [/must be an email$/, () => 'Enter a valid email address.'],
  [/must be a UUID$/, () => 'Choose one from the list.'],
  [/must be one of the following values: (.*)$/, (_n, _value, rest) => `Choose one of: ${rest}.`],
  [/must contain no more than (\d+) elements$/, (n) => `Choose at most ${count(n)}.`],
  [/must contain at least (\d+) elements$/, (n) => `Choose at least ${count(n)}.`],
  [/'s elements must be unique$/, () => 'Each one can be chosen only once.'],
  [/must be a valid ISO 8601 date string$/, () => 'Use a date like 2024-03-15.'],
  [/must be a boolean value$/, () => 'Choose yes or no.'],
  [/must be a string$/, () => 'Enter text.'],
  [/must be a URL address$/, () => 'Enter a web address like https://example.com.'],
  [/must match .* regular expression$/, () => 'This is not in the expected format.'],
];

/**
 * A validator's message as a person reads it: the input classes' own messages ("Enter the task
 * name.") pass; class-validator's defaults become the product's words.
 */
export function productMessage(message: string, value: unknown): string {
  for (const [pattern, words] of PRODUCT_WORDS) {
    const match = pattern.exec(message);
    if (match) return words(/^-?[\d.]+$/.test(match[1] ?? '') ? match[1] : undefined, value, match[1] ?? '');
  }
  return message;
}

/** class-validator's nested errors, flattened to one entry per input path, in the product's words. */
export function fieldErrorsOf(errors: ValidationError[], prefix = ''): FieldError[] {
  return errors.flatMap((e) => {
    const field = prefix ? `${prefix}.${e.property}` : e.property;
    const messages = Object.values(e.constraints ?? {}).map((message) => productMessage(message, e.value));
    const own = messages.length ? [{ field, messages }] : [];
    return [...own, ...fieldErrorsOf(e.children ?? [], field)];
  });
}

/** Codes raised by graphql-js / Apollo for malformed requests; their messages describe the query, not our internals. */
/**
 * SQLSTATEs that mean "this value cannot be stored or compared as given": invalid text
 * representation (e.g. uuid), character not in repertoire (NUL), string too long, numeric or
 * datetime out of range.
 */
const INPUT_SQLSTATES = new Set(['22P02', '22021', '22001', '22003', '22007', '22008', '22P05', '54000']);

/** Whether a write failed on a unique index (SQLSTATE 23505): the value is someone else's already. */
export const isUniqueViolation = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === '23505';

/**
 * Whether PostgreSQL refused a value's shape (an id that is no UUID, a NUL byte, a number or text
 * out of range) that no validator caught: the caller's input, not a fault of ours.
 */
export function isInputRefusedByDatabase(error: unknown): error is QueryFailedError {
  return error instanceof QueryFailedError && INPUT_SQLSTATES.has((error.driverError as { code?: string }).code ?? '');
}

const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

export interface ErrorFormatOptions {
  includeInternals: boolean;
  logger: Logger;
}

/**
 * Maps whatever a resolver threw to the public error shape: known codes pass, validation errors
 * list their fields, anything else is logged and masked (unless in development).
 */
export function formatError(
  formatted: GraphQLFormattedError,
  error: unknown,
  { includeInternals, logger }: ErrorFormatOptions,
): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const base = { message: formatted.message, locations: formatted.locations, path: formatted.path };

  if (original instanceof ArgumentValidationError) {
    // A validator that throws (validator.js's isEmail on a lone surrogate: URIError) arrives here
    // as that error instead of a list: still the input's fault, without fields to point at.
    const { validationErrors } = original.extensions as { validationErrors: unknown };
    if (!Array.isArray(validationErrors)) {
      logger.warn({ err: validationErrors, path: formatted.path }, 'A validator failed on the input');
      return { ...base, message: 'Some of the input is not valid.', extensions: { code: 'BAD_USER_INPUT', fields: [] } };
    }
    const fields = fieldErrorsOf(validationErrors as ValidationError[]);
    return { ...base, message: 'Some fields are not valid.', extensions: { code: 'BAD_USER_INPUT', fields } };
  }
  if (original instanceof AuthenticationError) {
    return { ...base, message: 'You need to sign in.', extensions: { code: 'UNAUTHENTICATED' } };
  }
  if (original instanceof AuthorizationError) {
    return { ...base, message: 'You are not allowed to do this.', extensions: { code: 'FORBIDDEN' } };
  }
  if (original instanceof AppError) {
    const { http: _http, ...extensions } = original.extensions as Record<string, unknown>;
    return { ...base, extensions };
  }
  const code = formatted.extensions?.code;
  const requestError =
    (typeof code === 'string' && REQUEST_ERROR_CODES.has(code)) ||
    // Raised by graphql-js itself (parse, validation, variables), e.g. on the WebSocket path.
    (original instanceof GraphQLError && !original.originalError && code === undefined);
  if (requestError) {
    // The client's own mistake: the message says what is wrong, a server stack trace would not help.
    const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
    return { ...base, extensions: { ...extensions, code: code ?? 'GRAPHQL_VALIDATION_FAILED' } };
  }

  if (isDatabaseUnavailable(original)) {
    logger.warn({ err: original, path: formatted.path }, 'Database unavailable');
    return { ...base, message: DATABASE_UNAVAILABLE_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE' } };
  }
  if (isInputRefusedByDatabase(original)) {
    // Logged to add the validator that should have caught it.
    logger.warn({ err: original, path: formatted.path }, 'Input refused by the database');
    return { ...base, message: 'Some of the input is not valid.', extensions: { code: 'BAD_USER_INPUT' } };
  }
  logger.error({ err: original, path: formatted.path }, 'Unexpected error while executing an operation');
  if (includeInternals) return formatted;
  return { ...base, message: 'Something went wrong on our side. Please try again.', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}

/**
 * What `work` answers, with its NOT_FOUND (the id names nothing the viewer may use) answered as
 * `instead()`; every other failure passes unchanged: a database outage must never read as "Choose
 * one of your cases."
 */
export async function insteadOfNotFound<T>(work: Promise<T>, instead: () => Error): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw instead();
    throw error;
  }
}

/**
 * The one answer to an edit over a version that is no longer the latest (CONFLICT): `what` names the
 * record as the person knows it ("This note", "Invoice INV-2026-0004", "\"Call the adjuster\"").
 */
export const staleEdit = (what: string) => conflict(`${what} was changed by someone else after you opened it. Reload to see the change.`);
