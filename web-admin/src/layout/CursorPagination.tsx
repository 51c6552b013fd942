import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, Button, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import * as z from 'zod';

const listMetaSchema = z.object({ total: z.number().int().min(0) });
const truncatedMetaSchema = z.object({ truncated: z.literal(true) });

/**
 * Pages of a list read by cursor: "previous" and "next", and the list's total from the counts
 * (react-admin's partial pagination), since a page cannot be reached without the ones before it.
 */
export const CursorPagination = () => {
  const { page, perPage, data, meta, hasNextPage, hasPreviousPage, setPage, isPending } = useListContext();
  const translate = useTranslate();
  const total = listMetaSchema.safeParse(meta).data?.total;
  // A filtered page the API stopped reading before it was full: a short page is not the end of the list.
  const moreToRead = hasNextPage && truncatedMetaSchema.safeParse(meta).success;
  const shown = data?.length ?? 0;
  const from = shown === 0 ? 0 : (page - 1) * perPage + 1;
  // Nothing to page through: the list says so itself ("Aucun résultat").
  if (shown === 0 && !hasPreviousPage && !hasNextPage) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 2, p: 1 }}>
      <Typography variant="body2" aria-live="polite">
        {total === undefined
          ? translate('passerelle.pagination.range', { from, to: from + shown - 1 })
          : translate('passerelle.pagination.range_of_total', { from, to: Math.max(from, from + shown - 1), total })}
      </Typography>
      {moreToRead && (
        <Typography variant="body2" color="text.secondary">
          {translate('passerelle.pagination.more_results')}
        </Typography>
      )}
      <Button size="small" startIcon={<ChevronLeft />} disabled={!hasPreviousPage || isPending} onClick={() => setPage(page - 1)}>
        {translate('passerelle.pagination.previous')}
      </Button>
      <Button size="small" endIcon={<ChevronRight />} disabled={!hasNextPage || isPending} onClick={() => setPage(page + 1)}>
        {translate('passerelle.pagination.next')}
      </Button>
    </Box>
  );
};
