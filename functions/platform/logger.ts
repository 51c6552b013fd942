import { config } from './config';

type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export type Logger = {
  debug: (message: string, fields?: Record<string, unknown>) => void;
  info: (message: string, fields?: Record<string, unknown>) => void;
  warn: (message: string, fields?: Record<string, unknown>) => void;
  error: (message: string, fields?: Record<string, unknown>) => void;
  child: (fields: Record<string, unknown>) => Logger;
};

const serialise = (value: unknown): unknown =>
  value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;

/** Structured JSON logs, one line per entry, with the fields of the request (correlation id, handler). */
export const createLogger = (base: Record<string, unknown> = {}): Logger => {
  const threshold = order[config().LOG_LEVEL];
  const write = (level: Level, message: string, fields: Record<string, unknown> = {}) => {
    if (order[level] < threshold) return;
    const entry = Object.fromEntries(
      Object.entries({ level, time: new Date().toISOString(), message, ...base, ...fields }).map(([key, value]) => [key, serialise(value)]),
    );
    (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(`${JSON.stringify(entry)}\n`);
  };
  return {
    debug: (message, fields) => write('debug', message, fields),
    info: (message, fields) => write('info', message, fields),
    warn: (message, fields) => write('warn', message, fields),
    error: (message, fields) => write('error', message, fields),
    child: (fields) => createLogger({ ...base, ...fields }),
  };
};
