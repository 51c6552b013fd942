import { useRef, useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import type { ParcelCommandResult } from '../../../domain/parcel/parcel-views';
import { problemOf } from '../providers/http-client';
import type { FieldErrors } from '../lib/field-errors';
import { parcelAtVersion } from './parcel-page-api';

/**
 * Runs a command of the parcel page: one Idempotency-Key per attempt (a resubmission of the same
 * values after a failure keeps it), then the page is shown once the read model has reached the
 * version the command returned. Answers the API's field errors for the form, if any.
 */
export const useParcelCommand = <Input>(parcelId: string, send: (input: Input, idempotencyKey: string) => Promise<ParcelCommandResult>) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);

  const run = async (input: Input, successMessage: string): Promise<{ ok: true; result: ParcelCommandResult } | { ok: false; errors: FieldErrors }> => {
    const fingerprint = JSON.stringify(input);
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { fingerprint, key: crypto.randomUUID() };
    setPending(true);
    try {
      const result = await send(input, attempt.current.key);
      attempt.current = null;
      await parcelAtVersion(parcelId, result.version).catch(() => undefined);
      notify(successMessage, { type: 'success' });
      refresh();
      return { ok: true, result };
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
      return { ok: false, errors: problemOf(error)?.errors ?? {} };
    } finally {
      setPending(false);
    }
  };
  return { run, pending };
};
