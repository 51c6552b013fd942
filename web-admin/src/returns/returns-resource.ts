/** The back office's returns queue is /admin/retours; its API is /admin/api/returns. */
export const returnsResource = 'retours';
