import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useShowContext, type Identifier } from 'react-admin';
import type { ReceiveParcelInput } from '../../../domain/parcel/parcel-input';
import type { PasserelleDataProvider } from '../providers/data-provider';
import { httpStatusOf, NetworkError, problemOf } from '../providers/http-client';
import type { AdminParcel } from './parcel-schema';
import type { FieldErrors } from './receive-parcel-form';

type ReceiveVariables = { id: Identifier; measurements: ReceiveParcelInput; idempotencyKey: string };

/** The read model follows the event within ~100 ms; past this we stop waiting and show what we have. */
const readModelWaitMs = 2000;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Records a parcel's reception (the `receive` command), then waits, briefly and boundedly, for
 * the read model to show the new status.
 */
export const useReceiveParcel = ({ onSuccess }: { onSuccess?: () => void } = {}) => {
  const dataProvider = useDataProvider<PasserelleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { refetch } = useShowContext<AdminParcel>();
  const [isAwaitingReadModel, setAwaitingReadModel] = useState(false);
  /** A resubmission of the same values after a failure is the same attempt: it keeps its key. */
  const attempt = useRef<{ fingerprint: string; idempotencyKey: string } | null>(null);

  const mutation = useMutation({
    mutationFn: ({ id, measurements, idempotencyKey }: ReceiveVariables) =>
      dataProvider.receiveParcel(id, measurements, { idempotencyKey }),
    // Only when the request never reached the API; the retry carries the same key (same variables).
    retry: (failureCount, error) => failureCount < 2 && error instanceof NetworkError,
    retryDelay: 500,
  });

  const awaitReadModel = async (previousStatus: string) => {
    setAwaitingReadModel(true);
    try {
      const deadline = Date.now() + readModelWaitMs;
      let delay = 100;
      for (;;) {
        const { data } = await refetch();
        if (!data || data.status !== previousStatus || Date.now() + delay > deadline) break;
        await sleep(delay);
        delay = Math.min(delay * 2, 500);
      }
    } finally {
      setAwaitingReadModel(false);
      refresh();
    }
  };

  /** Returns the API's field errors, in react-admin's shape, for the form to show under each field. */
  const receive = async (parcel: AdminParcel, measurements: ReceiveParcelInput): Promise<FieldErrors | undefined> => {
    const fingerprint = JSON.stringify([parcel.id, measurements]);
    if (attempt.current?.fingerprint !== fingerprint) {
      attempt.current = { fingerprint, idempotencyKey: crypto.randomUUID() };
    }
    try {
      const { data } = await mutation.mutateAsync({
        id: parcel.id,
        measurements,
        idempotencyKey: attempt.current.idempotencyKey,
      });
      attempt.current = null;
      // react-admin answers `{ data: {} }` after an authentication error it has already handled (logout, notification).
      if (!data.status) return undefined;
      notify('passerelle.parcel.receive.success', { type: 'success' });
      onSuccess?.();
      await awaitReadModel(parcel.status);
      return undefined;
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
      // Someone else changed the parcel: show its current state.
      if (httpStatusOf(error) === 409) refresh();
      return problemOf(error)?.errors;
    }
  };

  return { receive, isPending: mutation.isPending, isAwaitingReadModel };
};
