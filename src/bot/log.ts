/**
 * Structured logs: one JSON object a line (pino), with the level as a word and an ISO time.
 * Info and below go to stdout, warnings and errors to stderr, so an operator (and the
 * end-to-end tests) can watch stderr alone for trouble. LOG_LEVEL picks the threshold.
 */
import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger } from 'pino';

/** Extra fields for one line: guild, channel, interaction, command, latencyMs, … */
export type Fields = Record<string, unknown>;

/** The simple signature handlers use: a sentence, the error if there is one, and fields. */
export type Log = (message: string, error?: unknown, fields?: Fields) => void;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface LoggerOptions {
  level?: LogLevel;
  /** Default: stdout; tests pass their own. */
  out?: DestinationStream;
  /** Default: stderr. */
  err?: DestinationStream;
}

export function createLogger({ level = 'info', out, err }: LoggerOptions = {}): Logger {
  // Synchronous writes: a line logged just before process.exit is not lost.
  const streams = pino.multistream(
    [
      { level: 'trace', stream: out ?? pino.destination({ dest: 1, sync: true }) },
      { level: 'warn', stream: err ?? pino.destination({ dest: 2, sync: true }) },
    ],
    // Each line goes only to the stream with the highest level it reaches.
    { dedupe: true },
  );
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    streams,
  );
}

/** `log(message, error?, fields?)` over a pino logger: an error makes it an error line. */
export function logTo(logger: Logger): Log {
  return (message, error, fields) => {
    if (error === undefined) logger.info(fields ?? {}, message);
    else logger.error({ ...fields, err: error }, message);
  };
}
