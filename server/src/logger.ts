import pino from 'pino';

/** One logger for the process; pretty in an interactive terminal, JSON lines otherwise. */
export function createLogger(level: pino.LevelWithSilent, pretty = Boolean(process.stdout.isTTY)): pino.Logger {
  return pino({
    level,
    base: undefined,
    redact: { paths: ['password', '*.password', 'req.headers.cookie'], censor: '[redacted]' },
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  });
}

export type Logger = pino.Logger;
