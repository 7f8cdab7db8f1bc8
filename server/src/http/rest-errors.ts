import type { NextFunction, Request, Response } from 'express';
import { AppError, DATABASE_UNAVAILABLE_MESSAGE, HTTP_STATUS, isDatabaseUnavailable, isInputRefusedByDatabase } from '../graphql/errors';
import type { Logger } from '../logger';

export interface RestProblem {
  status: number;
  body: { error: string; fields?: unknown };
}

const INTERNAL = 'Something went wrong on our side. Please try again.';

/**
 * What a REST route answers for an error: an AppError by its code (HTTP_STATUS; a rejected file by
 * its own status), a value PostgreSQL refused as 422, a request express could not read by its 4xx,
 * the database being down as 503; anything else is logged and answered 500 without internals.
 */
export function restProblemOf(error: unknown, logger: Logger): RestProblem {
  if (error instanceof AppError) {
    const own = (error as AppError & { status?: number }).status;
    const { fields } = error.extensions as { fields?: unknown };
    if (error.code === 'SERVICE_UNAVAILABLE') logger.warn({ err: error }, 'Database unavailable');
    return { status: own ?? HTTP_STATUS[error.code], body: fields ? { error: error.message, fields } : { error: error.message } };
  }
  if (isInputRefusedByDatabase(error)) {
    // The caller's input, logged to add the check that should have caught it.
    logger.warn({ err: error }, 'Input refused by the database');
    return { status: 422, body: { error: 'Some of the input is not valid.' } };
  }
  if (isDatabaseUnavailable(error)) {
    logger.warn({ err: error }, 'Database unavailable');
    return { status: 503, body: { error: DATABASE_UNAVAILABLE_MESSAGE } };
  }
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 413) return { status, body: { error: 'The file is too large.' } };
  if (typeof status === 'number' && status >= 400 && status < 500) return { status, body: { error: 'The request could not be read.' } };
  logger.error({ err: error }, 'Request failed');
  return { status: 500, body: { error: INTERNAL } };
}

/** The error handler of the REST routes (mounted after them): logged, answered without internals. */
export function restErrorHandler(logger: Logger) {
  return (error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const { status, body } = restProblemOf(error, logger);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.status(status).json(body);
  };
}
