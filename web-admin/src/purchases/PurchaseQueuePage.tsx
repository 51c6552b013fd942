import { Alert, Box, Card, Chip, Table, TableBody, TableCell, TableHead, TableRow, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useBasename } from 'react-admin';
import { Link } from 'react-router-dom';
import { purchaseStatusLabels } from '../../../domain/purchase/purchase-views';
import { purchaseStatuses, type PurchaseStatus } from '../../../events/purchase-events';
import { purchaseRoute } from '.';
import { getPurchaseQueue } from './purchases-api';
import { formatDateTime, formatEuros, timeLeft } from './purchase-format';

/** The staff queue: one status at a time (waiting for a quote first), oldest first, with the 24 h promise's time left. */
const PurchaseQueuePage = () => {
  const [status, setStatus] = useState<PurchaseStatus>('en_attente');
  const queue = useQuery({ queryKey: ['purchases', status], queryFn: () => getPurchaseQueue(status) });
  const now = Date.now();
  // The back office lives under its basename, which react-router's links do not add by themselves.
  const basename = useBasename();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title="Achats pour moi" />
      <Typography variant="h5" component="h1">
        Demandes d'achat pour moi
      </Typography>
      <ToggleButtonGroup exclusive size="small" value={status} onChange={(_event, value: PurchaseStatus | null) => value && setStatus(value)} aria-label="Statut" sx={{ flexWrap: 'wrap' }}>
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
    </Box>
  );
};

export default PurchaseQueuePage;
