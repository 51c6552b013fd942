import { describe, expect, it } from 'vitest';
import type { ReturnEvent } from '../../events/return-events';
import { deciderSpec } from '../shared/decider-spec';
import { formatEuros } from '../shared/french-format';
import { ConflictError, IllegalStateError, NotFoundError, ValidationError } from '../shared/errors';
import {
  parcelAlreadyInReturnMessage,
  parcelInShipmentMessage,
  parcelNotFoundMessage,
  parcelNotReturnableMessage,
  returnDecider,
  returnNoLongerPayableMessage,
  returnNotClosableMessage,
  returnNotFoundMessage,
  returnNotReceivableMessage,
  returnNotRefusableMessage,
  returnNotSendableMessage,
  type OpenReturnRequest,
  type ParcelForReturn,
} from './return-commands';
import { returnRequestInputSchema } from './return-input';
import { openedEvent, storedParcel } from './return-test-events';

const spec = deciderSpec(returnDecider);
const now = new Date('2026-11-26T10:00:00Z');
const customer = { now, actor: { kind: 'customer' as const, id: 'customer-1' } };
const staff = { now, actor: { kind: 'admin' as const, id: 'admin-1' } };
const stripe = { now, actor: { kind: 'stripe' as const, id: 'stripe' } };

const { photoUploadIds: _photos, ...request } = returnRequestInputSchema.parse({ parcelId: 'p1', weightKg: 2, description: 'Écran fendu' });
const openCommand = (parcel: ParcelForReturn | undefined, changes: Partial<typeof request> = {}): OpenReturnRequest => ({
  type: 'OpenReturnRequest',
  data: { returnId: 'r1', customerId: 'customer-1', request: { ...request, ...changes }, parcel, photos: [], paymentId: 'pay-1' },
  metadata: customer,
});

const paid = openedEvent('pay-1');
const requested: ReturnEvent = { type: 'ReturnRequested', data: { returnId: 'r1', paymentId: 'pay-1' } };
const received: ReturnEvent = { type: 'ReturnReceivedAtWarehouse', data: { returnId: 'r1' } };
const sent: ReturnEvent = { type: 'ReturnSentToMerchant', data: { returnId: 'r1', carrier: 'Colissimo', trackingNumber: '8R000111' } };
const closed: ReturnEvent = { type: 'ReturnClosed', data: { returnId: 'r1' } };
const refused: ReturnEvent = { type: 'ReturnRefused', data: { returnId: 'r1', reason: 'Hors délai', refundCents: 1250, paymentId: 'pay-1' } };

describe('opening a return request', () => {
  it('records the request priced by the return cost, waiting for its payment when it is not free', () => {
    spec.given([]).when(openCommand(storedParcel)).then([paid]);
  });

  it('prices the urgency and the volumetric weight (faible 0,8; 60 x 40 x 30 cm is 14,4 kg)', () => {
    const [event] = returnDecider.decide(openCommand(storedParcel, { urgency: 'faible', lengthCm: 60, widthCm: 40, heightCm: 30 }), returnDecider.initialState());
    // (25 + 4.4 x 2.50) x 0.8 = 28.80 €
    expect(event?.data).toMatchObject({ costCents: 2880, urgency: 'faible', lengthCm: 60 });
  });

  it('changes nothing when the same request comes again, and refuses another request on the same stream', () => {
    spec.given([paid]).when(openCommand(storedParcel)).then([]);
    spec.given([paid]).when({ ...openCommand(storedParcel), data: { ...openCommand(storedParcel).data, customerId: 'customer-2' } }).thenThrows(ConflictError, 'Cette demande de retour existe déjà.');
  });

  it('answers a missing parcel and someone else’s parcel alike', () => {
    spec.given([]).when(openCommand(undefined)).thenThrows(NotFoundError, parcelNotFoundMessage);
    spec.given([]).when(openCommand({ ...storedParcel, customerId: 'customer-2' })).thenThrows(NotFoundError, parcelNotFoundMessage);
  });

  it('refuses a parcel not received or stored, one in a shipment, one already in a return', () => {
    spec.given([]).when(openCommand({ ...storedParcel, status: 'declared' })).thenThrows(IllegalStateError, parcelNotReturnableMessage('6A123'));
    spec.given([]).when(openCommand({ ...storedParcel, status: 'shipped' })).thenThrows(IllegalStateError, parcelNotReturnableMessage('6A123'));
    spec.given([]).when(openCommand({ ...storedParcel, shipmentId: 's1' })).thenThrows(IllegalStateError, parcelInShipmentMessage('6A123'));
    spec.given([]).when(openCommand({ ...storedParcel, returnId: 'r0' })).thenThrows(IllegalStateError, parcelAlreadyInReturnMessage('6A123'));
    spec.given([]).when(openCommand({ ...storedParcel, status: 'received' })).then([paid]);
  });
});

describe('the return’s payment', () => {
  const confirm = (amountCents = 1250, paymentId = 'pay-1') => ({ type: 'ConfirmReturnPayment' as const, data: { returnId: 'r1', paymentId, amountCents }, metadata: stripe });
  const abandon = { type: 'AbandonReturnCheckout' as const, data: { returnId: 'r1', paymentId: 'pay-1', reason: 'checkout_expired' }, metadata: stripe };

  it('makes the request count when Stripe confirms it, once', () => {
    spec.given([paid]).when(confirm()).then([requested]);
    spec.given([paid, requested]).when(confirm()).then([]);
  });

  it('refuses another amount, another payment, and a request whose checkout was abandoned', () => {
    spec.given([paid]).when(confirm(100)).thenThrows(ValidationError, `Le montant payé (${formatEuros(100)}) ne correspond pas au coût du retour (${formatEuros(1250)}).`);
    spec.given([paid]).when(confirm(1250, 'pay-2')).thenThrows(IllegalStateError, returnNoLongerPayableMessage);
    const abandoned: ReturnEvent = { type: 'ReturnCheckoutAbandoned', data: { returnId: 'r1', paymentId: 'pay-1', reason: 'checkout_expired' } };
    spec.given([paid, abandoned]).when(confirm()).thenThrows(IllegalStateError, returnNoLongerPayableMessage);
  });

  it('ends an unpaid request when its checkout is abandoned; a late expiry of a paid one changes nothing', () => {
    spec.given([paid]).when(abandon).then([{ type: 'ReturnCheckoutAbandoned', data: { returnId: 'r1', paymentId: 'pay-1', reason: 'checkout_expired' } }]);
    spec.given([paid, requested]).when(abandon).then([]);
  });
});

describe('the staff’s steps', () => {
  const receive = { type: 'ReceiveReturn' as const, data: { returnId: 'r1' }, metadata: staff };
  const send = { type: 'SendReturnToMerchant' as const, data: { returnId: 'r1', shipping: { carrier: 'Colissimo', trackingNumber: '8R000111' } }, metadata: staff };
  const close = { type: 'CloseReturn' as const, data: { returnId: 'r1' }, metadata: staff };
  const refuse = { type: 'RefuseReturn' as const, data: { returnId: 'r1', refusal: { reason: 'Hors délai' } }, metadata: staff };

  it('go received → sent to the merchant → closed, each repeated without effect', () => {
    spec.given([paid, requested]).when(receive).then([received]);
    spec.given([paid, requested, received]).when(receive).then([]);
    spec.given([paid, requested, received]).when(send).then([sent]);
    spec.given([paid, requested, received, sent]).when(send).then([]);
    spec.given([paid, requested, received, sent]).when(close).then([closed]);
    spec.given([paid, requested, received, sent, closed]).when(close).then([]);
  });

  it('refuse steps out of order, and any step on a request not yet paid', () => {
    spec.given([paid]).when(receive).thenThrows(IllegalStateError, returnNotReceivableMessage);
    spec.given([paid, requested]).when(send).thenThrows(IllegalStateError, returnNotSendableMessage);
    spec.given([paid, requested, received]).when(close).thenThrows(IllegalStateError, returnNotClosableMessage);
    spec.given([]).when(receive).thenThrows(NotFoundError, returnNotFoundMessage);
  });

  it('refuse a request with a reason, refunding what was paid, before it leaves for the merchant only', () => {
    spec.given([paid, requested]).when(refuse).then([refused]);
    spec.given([paid, requested, received]).when(refuse).then([refused]);
    spec.given([paid, requested, refused]).when(refuse).then([]);
    spec.given([paid, requested, received, sent]).when(refuse).thenThrows(IllegalStateError, returnNotRefusableMessage);
    const free = openedEvent(null, 0);
    spec
      .given([free, { type: 'ReturnRequested', data: { returnId: 'r1', paymentId: null } }])
      .when(refuse)
      .then([{ type: 'ReturnRefused', data: { returnId: 'r1', reason: 'Hors délai', refundCents: 0, paymentId: null } }]);
  });

  it('answer another customer about someone’s request as about a missing one', () => {
    spec.given([paid, requested]).when({ ...close, metadata: { now, actor: { kind: 'customer', id: 'customer-2' } } }).thenThrows(NotFoundError, returnNotFoundMessage);
  });
});
