import { Box, Button, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { formatParisDateTime } from '../lib/format';
import type { PasserelleDataProvider } from '../providers/data-provider';
import type { Customer } from './customer-schema';

const perPage = 10;

/**
 * « E-mails envoyés » on the customer's record: what the notification centre sent (or did not send, the
 * customer having turned the kind off), newest first, a page at a time by cursor.
 */
export const CustomerNotifications = (_props: { label?: string }) => {
  const translate = useTranslate();
  const customer = useRecordContext<Customer>();
  const dataProvider = useDataProvider<PasserelleDataProvider>();
  // The cursors of the pages seen so far: `cursors[n]` opens page n + 1.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const page = cursors.length - 1;
  const query = useQuery({
    queryKey: ['customer-notifications', customer?.id, cursors[page]],
    queryFn: () => dataProvider.getCustomerNotifications(String(customer?.id), { perPage, cursor: cursors[page] }),
    enabled: Boolean(customer?.id),
  });
  if (!customer) return null;
  if (query.isPending) return <Typography variant="body2">{translate('passerelle.customer.notifications.loading')}</Typography>;
  if (query.isError) return <Typography color="error">{translate('passerelle.customer.notifications.error')}</Typography>;
  const { data, nextCursor, total } = query.data;
  if (data.length === 0 && page === 0) return <Typography variant="body2">{translate('passerelle.customer.notifications.empty')}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('passerelle.customer.notifications.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('passerelle.customer.notifications.at')}</TableCell>
            <TableCell>{translate('passerelle.customer.notifications.template')}</TableCell>
            <TableCell>{translate('passerelle.customer.notifications.subject')}</TableCell>
            <TableCell>{translate('passerelle.customer.notifications.cause')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((line) => (
            <TableRow key={line.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatParisDateTime(line.at)}</TableCell>
              <TableCell>
                {line.templateLabel}
                {line.outcome === 'unsubscribed' && (
                  <Chip size="small" sx={{ ml: 1 }} color="warning" label={translate('passerelle.customer.notifications.unsubscribed')} />
                )}
              </TableCell>
              <TableCell>{line.subject}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>{line.causeId}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
        <Button size="small" disabled={page === 0 || query.isFetching} onClick={() => setCursors(cursors.slice(0, -1))}>
          {translate('passerelle.customer.notifications.previous')}
        </Button>
        <Button size="small" disabled={nextCursor === null || query.isFetching} onClick={() => setCursors([...cursors, nextCursor ?? undefined])}>
          {translate('passerelle.customer.notifications.next')}
        </Button>
        {total !== null && <Typography variant="body2">{translate('passerelle.customer.notifications.total', { smart_count: total })}</Typography>}
      </Stack>
    </Box>
  );
};
