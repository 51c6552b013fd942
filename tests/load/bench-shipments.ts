import { GetItemCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { dynamoDocuments, dynamoRoundTripCount } from '../../functions/platform/aws/dynamodb';
import { localTableName } from '../../infra/local/local-config';
import { createAccount } from '../../infra/local/seed';
import { shippingAddress, storedParcel } from '../support/shipments';
import { ms, percentile } from './stats';
import { startBenchRuntime } from './bench-runtime';

/**
 * `npm run bench:shipments`: the staff's processing command — storage accrued on each
 * parcel, the quote decided, its PDF rendered and stored, the events appended — timed end to end over
 * HTTP, with its DynamoDB round-trips, beside a bare GetItem of the same run. Also the cheap commands
 * (transfer, label with its PDF) and the customer's request.
 */
const out = (line = '') => process.stdout.write(`${line}\n`);
const shipments = Number(process.env.BENCH_SHIPMENTS ?? 30);
process.env.LOG_LEVEL ??= 'warn';

const { runtime, site, signedIn, admin, stop } = await startBenchRuntime('shipments');
const account = await createAccount(site, { email: 'expeditions-bench@passerelle.example', firstName: 'Bruno', lastName: 'Banc', phone: '+590 690 00 00 03', territory: 'martinique', admin: false });
const customer = await signedIn(account.email, account.password);

out(`  ${shipments} demandes de 2 colis chacune préparées…`);
const requested: string[] = [];
for (let index = 0; index < shipments; index += 1) {
  const parcels = [await storedParcel(customer, admin), await storedParcel(customer, admin)];
  const request = await customer.post<{ id: string }>('/api/shipments', { parcelIds: parcels.map((parcel) => parcel.parcelId), address: shippingAddress, service: 'standard' });
  if (request.status !== 201) throw new Error(`demande refusée : ${JSON.stringify(request.body)}`);
  requested.push(request.body.id);
}
await runtime.settle();

type Figures = { durations: number[]; roundTrips: number[] };
const measure = async (call: (shipmentId: string) => Promise<{ status: number }>): Promise<Figures> => {
  const figures: Figures = { durations: [], roundTrips: [] };
  for (const shipmentId of requested) {
    const before = dynamoRoundTripCount();
    const started = performance.now();
    const answer = await call(shipmentId);
    figures.durations.push(performance.now() - started);
    figures.roundTrips.push(dynamoRoundTripCount() - before);
    if (answer.status !== 200) throw new Error(`réponse ${answer.status} pour ${shipmentId}`);
  }
  return figures;
};

const processing = { weightKg: 2.4, lengthCm: 40, widthCm: 30, heightCm: 20, destination: 'martinique', service: 'standard', extraFees: [{ label: 'Regroupement', amountEuros: 5 }], notes: '' };
const processed = await measure((shipmentId) => admin.post(`/admin/api/shipments/${shipmentId}/process`, processing));
await runtime.settle();
const totals = new Map<string, number>();
for (const shipmentId of requested) {
  const view = await admin.get<{ quote: { totalCents: number } | null }>(`/admin/api/shipments/${shipmentId}`);
  totals.set(shipmentId, view.body.quote?.totalCents ?? 0);
}
const paid = await measure((shipmentId) => admin.post(`/admin/api/shipments/${shipmentId}/payment`, { reference: `VIR-${shipmentId}`, amountEuros: (totals.get(shipmentId) ?? 0) / 100 }));
const labelled = await measure((shipmentId) => admin.post(`/admin/api/shipments/${shipmentId}/label`, { carrier: 'Colissimo', trackingNumber: `CB${shipmentId.slice(0, 8).toUpperCase()}FR` }));

const raw = new DynamoDBClient({ endpoint: runtime.environment.DYNAMODB_ENDPOINT, region: 'eu-west-3', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
const bare: number[] = [];
for (const shipmentId of requested) {
  const started = performance.now();
  await raw.send(new GetItemCommand({ TableName: localTableName('ShipmentsReadModel'), Key: { shipmentId: { S: shipmentId } } }));
  bare.push(performance.now() - started);
}

out();
out(`== Expéditions : ${shipments} commandes de chaque sorte, une à la fois, par HTTP`);
const line = (label: string, figures: Figures) =>
  out(`  ${label.padEnd(58)} p50 ${ms(percentile(figures.durations, 50)).padStart(10)}  p99 ${ms(percentile(figures.durations, 99)).padStart(10)}  allers-retours DynamoDB ${percentile(figures.roundTrips, 50)}`);
line('traitement : frais de stockage, devis, PDF stocké, événements', processed);
line('virement enregistré', paid);
line('étiquette : PDF stocké, événement', labelled);
line('GetItem nu (ShipmentsReadModel), même run', { durations: bare, roundTrips: bare.map(() => 1) });
out('  (les allers-retours comptent les requêtes DynamoDB du processus, handlers et réactions compris pendant l’appel)');

raw.destroy();
await stop();
dynamoDocuments().destroy();
