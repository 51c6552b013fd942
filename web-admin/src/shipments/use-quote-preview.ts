import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { QuotePreview } from '../../../domain/shipment/quote-preview';
import { processingMessages } from '../../../domain/shipment/shipment-input';
import type { PasserelleDataProvider } from '../providers/data-provider';
import { httpStatusOf, problemOf } from '../providers/http-client';
import { parseProcessing } from './processing-form';

export type LiveQuote =
  /** a weight, a destination or a service is missing */
  | { kind: 'incomplete' }
  /** the values break a rule of the API's schema (a fee without its label): its message */
  | { kind: 'invalid'; message: string }
  /** the server says why these values cannot be quoted (a box the card does not price, a total no payment settles) */
  | { kind: 'refused'; message: string }
  | { kind: 'unavailable' }
  /** asked, not answered yet */
  | { kind: 'pending' }
  /** the quote the server would issue; `current` false while the answer for the latest values is on its way */
  | { kind: 'priced'; preview: QuotePreview; current: boolean };

/** Time to let a person finish typing before the server is asked. */
export const previewDelayMs = 250;

/** The kinds of answer that say the values cannot be quoted, as opposed to a server that did not answer. */
const refusalStatuses = new Set([400, 409, 422]);

/**
 * The processing panel's live cost: the quote the server would issue for the values as they stand, decided
 * as the processing command decides it (plan in force, storage billed, rate card in force). The panel
 * computes no amount of its own: the total it shows is the one the quote will bill.
 */
export const useQuotePreview = (shipmentId: string, values: FieldValues): LiveQuote => {
  const dataProvider = useDataProvider<PasserelleDataProvider>();
  const parsed = parseProcessing(values);
  // Notes change no amount: typing them asks nothing.
  const input = parsed.success ? { ...parsed.data, notes: '' } : null;
  const inputKey = input === null ? null : JSON.stringify(input);
  const [answer, setAnswer] = useState<{ key: string; quote: LiveQuote } | null>(null);

  useEffect(() => {
    if (inputKey === null) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      dataProvider.previewQuote(shipmentId, JSON.parse(inputKey), { signal: controller.signal }).then(
        ({ data }) => setAnswer({ key: inputKey, quote: { kind: 'priced', preview: data, current: true } }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const status = httpStatusOf(error);
          const detail = problemOf(error)?.detail;
          setAnswer({ key: inputKey, quote: status !== undefined && refusalStatuses.has(status) && detail ? { kind: 'refused', message: detail } : { kind: 'unavailable' } });
        },
      );
    }, previewDelayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [dataProvider, shipmentId, inputKey]);

  if (!parsed.success) return parsed.message === processingMessages.required ? { kind: 'incomplete' } : { kind: 'invalid', message: parsed.message };
  if (answer?.key === inputKey) return answer.quote;
  // The latest values are on their way: the last figures stay, said not current.
  return answer?.quote.kind === 'priced' ? { ...answer.quote, current: false } : { kind: 'pending' };
};
