import { Chip } from '@mui/material';
import { returnStatusLabels, type ReturnStatus } from '../../../domain/return/return-request';

const colours: Partial<Record<ReturnStatus, 'default' | 'info' | 'success' | 'error' | 'warning'>> = {
  requested: 'warning',
  received_at_return_warehouse: 'info',
  sent_to_merchant: 'info',
  closed: 'success',
  refused: 'error',
};

export const ReturnStatusChip = ({ status }: { status: ReturnStatus }) => <Chip size="small" label={returnStatusLabels[status]} color={colours[status] ?? 'default'} variant="outlined" />;
