import * as z from 'zod';
import { inReturnStatus } from '../../../domain/parcel/parcel-labels';
import { adminParcelCountersSchema } from '../../../domain/parcel/parcel-views';
import { supportConversationPageSchema } from '../../../domain/support/support-views';
import { adminApiUrl } from '../config';
import { purchasesRoute } from '../purchases';
import { shipmentsResource } from '../shipments/shipments-resource';
import { supportRoute } from '../support';

/** A figure of the home: how many, and whether there are more than the page read (« 100+ »). */
export type Count = { value: number; more: boolean };

/** Today's work, one counter each: what it counts, where its link leads (inside /admin), how it is read. */
export type HomeCounter = { label: string; to: string; read: (get: GetParsed) => Promise<Count> };

/** A GET whose answer is parsed by its schema (the home's plain client; a stub in tests). */
export type GetParsed = <Schema extends z.ZodType>(url: string, schema: Schema) => Promise<z.infer<Schema>>;

/** A react-admin list filtered as the counter counts (react-admin reads `?filter=` from the address). */
const filtered = (path: string, filter: Record<string, string>) => `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** The total the API keeps for a list filter: a one-row page of that list answers it from its counter. */
const totalPageSchema = z.object({ total: z.number().int().min(0).nullable() });
const shipmentsWithStatus = (status: 'requested' | 'quoted') => async (get: GetParsed): Promise<Count> => {
  const { total } = await get(`${adminApiUrl}/shipments?filter=${encodeURIComponent(JSON.stringify({ status }))}&perPage=1`, totalPageSchema);
  if (total === null) throw new Error('Total absent de la réponse');
  return { value: total, more: false };
};

/** The parcels counters the server keeps, one of them: both parcel figures come from this one read (`onceEach`). */
const parcelCount = (figure: 'pending' | 'inReturn') => async (get: GetParsed): Promise<Count> => ({
  value: (await get(`${adminApiUrl}/parcel-counters`, adminParcelCountersSchema))[figure],
  more: false,
});

const purchaseQueueSchema = z.object({ items: z.array(z.unknown()), nextCursor: z.string().nullable() });
const unreadSchema = supportConversationPageSchema.pick({ unread: true, nextCursor: true });

/**
 * What the warehouse and support need first, each figure from an admin API that already answers it in one
 * cheap read: the parcels counters the server keeps (those waiting for the warehouse, those a return holds,
 * listed « En retour » as everywhere else), the shipments' totals by status, the open conversations'
 * unread messages (their first page: « + » when more conversations follow), the buy-for-me requests waiting
 * for a quote (a page of 100, as the queue shows them).
 */
export const homeCounters: readonly HomeCounter[] = [
  { label: 'Colis en attente', to: '/parcels', read: parcelCount('pending') },
  { label: 'Colis en retour', to: filtered('/parcels', { status: inReturnStatus }), read: parcelCount('inReturn') },
  { label: 'Expéditions à traiter', to: filtered(`/${shipmentsResource}`, { status: 'requested' }), read: shipmentsWithStatus('requested') },
  { label: 'Expéditions en attente de paiement', to: filtered(`/${shipmentsResource}`, { status: 'quoted' }), read: shipmentsWithStatus('quoted') },
  {
    label: 'Messages de clients non lus',
    to: supportRoute,
    read: async (get) => {
      const page = await get(`${adminApiUrl}/support/conversations?view=open`, unreadSchema);
      return { value: page.unread, more: page.nextCursor !== null };
    },
  },
  {
    label: 'Achats pour moi à chiffrer',
    to: purchasesRoute,
    read: async (get) => {
      const queue = await get(`${adminApiUrl}/purchases?status=en_attente&perPage=100`, purchaseQueueSchema);
      return { value: queue.items.length, more: queue.nextCursor !== null };
    },
  },
];

/** One visit's reads: figures that read the same address share its one request. */
export const onceEach = (get: GetParsed): GetParsed => {
  const reads = new Map<string, { schema: z.ZodType; answer: Promise<unknown> }>();
  return <Schema extends z.ZodType>(url: string, schema: Schema): Promise<z.infer<Schema>> => {
    const known = reads.get(url);
    if (known?.schema === schema) return known.answer as Promise<z.infer<Schema>>;
    const answer = get(url, schema);
    reads.set(url, { schema, answer });
    return answer;
  };
};

/**
 * « 1 234 » (thousands apart by a narrow no-break space, as French writes them) and « 100+ ». Not
 * `toLocaleString`/`Intl.NumberFormat`: loading the French number data cost a phone more than drawing the
 * whole home, for whole numbers that need no more than this.
 */
export const formatCount = ({ value, more }: Count): string => `${String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f')}${more ? '+' : ''}`;
