import pino from 'pino';

/** The longest text of an error that is logged (a query, a message, a detail). */
const LOGGED_TEXT_MAX = 2000;

const cut = (value: unknown) => (typeof value === 'string' && value.length > LOGGED_TEXT_MAX ? `${value.slice(0, LOGGED_TEXT_MAX)}… (${value.length} characters)` : value);

/**
 * Errors as pino logs them, without the values a failed statement was given (TypeORM's
 * QueryFailedError carries every parameter: the client's data, and whatever size a caller sent)
 * and with every text cut short. What is left (the statement, the database's code, constraint and
 * message) says what failed without copying a case into the log.
 */
function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const serialized = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  delete serialized.parameters;
  for (const [key, value] of Object.entries(serialized)) serialized[key] = cut(value);
  const driverError = serialized.driverError as Record<string, unknown> | undefined;
  if (driverError && typeof driverError === 'object') {
    const { code, message, detail, table, column, constraint, routine } = driverError;
    serialized.driverError = { code, message: cut(message), detail: cut(detail), table, column, constraint, routine };
  }
  return serialized;
}

/** One logger for the process; pretty in an interactive terminal, JSON lines otherwise. */
export function createLogger(level: pino.LevelWithSilent, pretty = Boolean(process.stdout.isTTY)): pino.Logger {
  return pino({
    level,
    base: undefined,
    redact: { paths: ['password', '*.password', 'req.headers.cookie'], censor: '[redacted]' },
    serializers: { err: serializeError },
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  });
}

export type Logger = pino.Logger;
