import * as z from 'zod';

/**
 * One page of a list as the API sends it, to the customer app and to the back office alike: the
 * rows, the cursor of the next page (null on the last), and the list's total from the counts.
 */
export const listPageSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    nextCursor: z.string().nullable(),
    total: z.number().int().min(0),
  });
export type ListPage<Item> = { items: Item[]; nextCursor: string | null; total: number };

/** The most rows one page may hold. */
export const maxPageSize = 100;

/**
 * The fields a list can be sorted by, stated once beside its views: the API's query schema accepts
 * them and only them, and the back office asks a list for no other order.
 */
export type ListSortFields = readonly [string, ...string[]];
