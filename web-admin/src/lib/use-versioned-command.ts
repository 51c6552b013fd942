import { useRef, useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { httpStatusOf, problemOf } from '../providers/http-client';
import type { FieldErrors } from './field-errors';

/** What a command of the API answers: the stream version the page must wait for before it refreshes. */
export type VersionedResult = { version: number };

export type CommandOutcome<Result> = { ok: true; result: Result } | { ok: false; errors: FieldErrors; message: string; status: number | undefined };

export type CommandMessages<Reached> = {
  /** Said once the page shows the command's effect; `reached` is what the read model answered at that version, if it did in time. */
  success: string | ((reached: Reached | undefined) => string);
  /** Said when the API gave no French reason of its own (the API's `detail` wins). */
  failure?: string;
};

/**
 * Runs a command of a record's page: one Idempotency-Key per attempt (a resubmission of the same
 * values after a failure keeps it), then the page is refreshed once the read model has reached the
 * version the command returned. A conflict (409: someone else changed it first) refreshes the page
 * too, so what is shown is what now stands. Answers the API's field errors for the form, and its message.
 */
export const useVersionedCommand = <Input, Result extends VersionedResult, Reached = unknown>(
  send: (input: Input, idempotencyKey: string) => Promise<Result>,
  reachVersion: (version: number) => Promise<Reached>,
) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);

  const run = async (input: Input, messages: string | CommandMessages<Reached>): Promise<CommandOutcome<Result>> => {
    const { success, failure } = typeof messages === 'string' ? { success: messages, failure: undefined } : messages;
    const fingerprint = JSON.stringify(input);
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { fingerprint, key: crypto.randomUUID() };
    setPending(true);
    try {
      const result = await send(input, attempt.current.key);
      attempt.current = null;
      // A read model still behind after the API's wait: the refresh shows what it has, the command stands.
      const reached = await reachVersion(result.version).catch(() => undefined);
      notify(typeof success === 'string' ? success : success(reached), { type: 'success' });
      refresh();
      return { ok: true, result };
    } catch (error) {
      const problem = problemOf(error);
      const status = httpStatusOf(error);
      const message = problem?.detail ?? failure ?? (error instanceof Error ? error.message : 'ra.notification.http_error');
      notify(message, { type: 'error' });
      if (status === 409) refresh();
      return { ok: false, errors: problem?.errors ?? {}, message, status };
    } finally {
      setPending(false);
    }
  };
  return { run, pending };
};
