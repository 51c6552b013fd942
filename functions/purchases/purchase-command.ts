import type { StoredEvent } from '../../events/catalog';
import { streamIdOf } from '../../events/envelope';
import { purchaseDecider, type PurchaseCommand } from '../../domain/purchase/purchase-commands';
import { purchaseNotFoundMessage } from '../../domain/purchase/purchase';
import type { PurchaseView } from '../../domain/purchase/purchase-views';
import { NotFoundError } from '../../domain/shared/errors';
import { executeCommand, loadState, type CommandContext } from '../platform/command';
import { loadStream } from '../platform/event-store';
import { purchaseViewOf } from './purchase-views';

/** Every command on a buy-for-me request: its stream, the decider, and the status and version after it. */
export const runPurchaseCommand = async (
  purchaseId: string,
  command: (metadata: { now: Date; actor: CommandContext['actor'] }) => PurchaseCommand,
  context: CommandContext,
) => {
  const outcome = await executeCommand({
    decider: purchaseDecider,
    streamType: 'purchase',
    streamId: streamIdOf('purchase', purchaseId),
    command: command({ now: context.now, actor: context.actor }),
    context,
  });
  if (outcome.state.status === 'unknown') throw new NotFoundError(purchaseNotFoundMessage);
  return { purchaseId, status: outcome.state.status, version: outcome.version, state: outcome.state };
};

export const loadPurchase = (purchaseId: string) => loadState(purchaseDecider, streamIdOf('purchase', purchaseId));

export const purchaseEvents = async (purchaseId: string): Promise<StoredEvent[]> =>
  (await loadStream(streamIdOf('purchase', purchaseId))).flatMap((changeset) => changeset.events);

/** The request as its events tell it; another customer's request answers as an unknown one. */
export const purchaseViewFor = async (purchaseId: string, customerId: string | null): Promise<{ view: PurchaseView; customerId: string }> => {
  const events = await purchaseEvents(purchaseId);
  const view = purchaseViewOf(events);
  const requested = events.find((event) => event.type === 'PurchaseRequested');
  const owner = requested?.type === 'PurchaseRequested' ? requested.data.customerId : undefined;
  if (!view || !owner || (customerId !== null && owner !== customerId)) throw new NotFoundError(purchaseNotFoundMessage);
  return { view, customerId: owner };
};
