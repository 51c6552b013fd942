import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Alert, Box, Button, Card, Chip, Table, TableBody, TableCell, TableHead, TableRow, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { purchaseStatusLabels } from '../../../domain/purchase/purchase-views';
import { purchaseStatuses, type PurchaseStatus } from '../../../events/purchase-events';
import { purchaseRoute } from '.';
import { getPurchaseQueue } from './purchases-api';
import { formatDateTime, formatEuros, timeLeft } from './purchase-format';

/**
 * The staff queue: one status at a time (waiting for a quote first), oldest first, with the 24 h promise's
 * time left, a page at a time: a page is reached from the cursor of the one before it, so the cursors of the
 * pages read are kept to go back.
 */
const PurchaseQueuePage = () => {
  const [status, setStatus] = useState<PurchaseStatus>('en_attente');
  const [cursors, setCursors] = useState<readonly (string | undefined)[]>([undefined]);
  const cursor = cursors.at(-1);
  const queue = useQuery({ queryKey: ['purchases', status, cursor ?? ''], queryFn: () => getPurchaseQueue(status, cursor) });
  const nextCursor = queue.data?.nextCursor ?? null;
  const translate = useTranslate();
  const now = Date.now();
  // The back office lives under its basename, which react-router's links do not add by themselves.
  const basename = useBasename();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title="Achats pour moi" />
      <Typography variant="h5" component="h1">
        Demandes d'achat pour moi
      </Typography>
      <ToggleButtonGroup exclusive size="small" value={status} onChange={(_event, value: PurchaseStatus | null) => {
          if (!value) return;
          setStatus(value);
          setCursors([undefined]);
        }} aria-label="Statut" sx={{ flexWrap: 'wrap' }}>
        {purchaseStatuses.map((candidate) => (
          <ToggleButton key={candidate} value={candidate}>
            {purchaseStatusLabels[candidate]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {queue.isError && <Alert severity="error">Impossible de charger les demandes.</Alert>}
      <Card variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Demandes d'achat">
          <TableHead>
            <TableRow>
              <TableCell>Boutique</TableCell>
              <TableCell>Client</TableCell>
              <TableCell>Demandée le</TableCell>
              <TableCell align="right">Articles</TableCell>
              <TableCell align="right">Montant</TableCell>
              {status === 'en_attente' && <TableCell>Devis sous 24 h</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {queue.data?.items.length === 0 && (
              <TableRow>
                <TableCell colSpan={6}>Aucune demande.</TableCell>
              </TableRow>
            )}
            {queue.data?.items.map((item) => (
              <TableRow key={item.purchaseId} hover>
                <TableCell>
                  <Link to={`${basename}${purchaseRoute(item.purchaseId)}`}>{item.shopName}</Link>
                </TableCell>
                <TableCell>{item.customerName}</TableCell>
                <TableCell>{formatDateTime(item.requestedAt)}</TableCell>
                <TableCell align="right">{item.itemCount}</TableCell>
                <TableCell align="right">{formatEuros(item.quotedTotalCents ?? item.estimatedTotalCents)}</TableCell>
                {status === 'en_attente' && (
                  <TableCell>
                    <Chip size="small" color={Date.parse(item.quoteDueAt) < now ? 'error' : 'default'} label={timeLeft(item.quoteDueAt, now)} />
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
      {(cursors.length > 1 || nextCursor !== null) && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 2 }}>
          <Typography variant="body2" aria-live="polite">
            Page {cursors.length}
          </Typography>
          <Button size="small" startIcon={<ChevronLeft />} disabled={cursors.length === 1 || queue.isFetching} onClick={() => setCursors((read) => read.slice(0, -1))}>
            {translate('passerelle.pagination.previous')}
          </Button>
          <Button size="small" endIcon={<ChevronRight />} disabled={nextCursor === null || queue.isFetching} onClick={() => nextCursor !== null && setCursors((read) => [...read, nextCursor])}>
            {translate('passerelle.pagination.next')}
          </Button>
        </Box>
      )}
    </Box>
  );
};

export default PurchaseQueuePage;
