import { Chip, Stack, Typography, useMediaQuery, type ChipProps, type Theme } from '@mui/material';
import type { MouseEvent } from 'react';
import { DataTable, DateInput, Link, List, SelectInput, SimpleList, TopToolbar, useCreatePath, useRecordContext } from 'react-admin';
import { paymentStatuses, type PaymentStatus } from '../../../domain/payment/payment';
import { paymentMethodLabels, paymentPurposeLabels, paymentStatusLabels, type AdminPaymentView } from '../../../domain/payment/payment-views';
import { CursorPagination } from '../layout/CursorPagination';
import { EmailText } from '../layout/EmailText';
import { dateLocale, dateTimeOptions, formatEuros } from '../lib/format';
import { PaymentExportButton } from './PaymentExportButton';
import { RefundButton } from './RefundDialog';

/** By status and by a period of days (Paris days: the day it was paid, or started while unpaid). */
const paymentFilters = [
  <SelectInput key="status" source="status" label="Statut" choices={paymentStatuses.map((status) => ({ id: status, name: paymentStatusLabels[status] }))} alwaysOn />,
  <DateInput key="from" source="from" label="Du" alwaysOn />,
  <DateInput key="to" source="to" label="Au" alwaysOn />,
];

const Column = DataTable.Col<AdminPaymentView>;
const listDate = new Intl.DateTimeFormat(dateLocale, dateTimeOptions);
const whenOf = (payment: AdminPaymentView) => listDate.format(new Date(payment.paidAt ?? payment.startedAt));
const listDay = new Intl.DateTimeFormat(dateLocale, { dateStyle: 'short' });
const listTime = new Intl.DateTimeFormat(dateLocale, { timeStyle: 'short' });

const statusColors: Readonly<Record<PaymentStatus, ChipProps['color']>> = {
  started: 'default',
  open: 'default',
  succeeded: 'success',
  failed: 'error',
  refunded: 'warning',
  partially_refunded: 'warning',
  anomaly: 'error',
};

export const PaymentStatusChip = () => {
  const payment = useRecordContext<AdminPaymentView>();
  return payment ? <Chip size="small" color={statusColors[payment.status]} label={paymentStatusLabels[payment.status]} data-status={payment.status} /> : null;
};

/** The customer's name and e-mail, a link to their page. */
const CustomerCell = () => {
  const payment = useRecordContext<AdminPaymentView>();
  const createPath = useCreatePath();
  if (!payment) return null;
  return (
    <Stack>
      <Link to={createPath({ resource: 'customers', id: payment.customerId, type: 'show' })} onClick={(event: MouseEvent) => event.stopPropagation()}>
        {payment.customerName || payment.customerId}
      </Link>
      {payment.customerEmail && <EmailText email={payment.customerEmail} />}
    </Stack>
  );
};

/** What was paid, its kind and invoice, and below how it was paid with its reference (what an accountant, the bank's statement and Stripe's dashboard look up). */
const WhatCell = () => {
  const payment = useRecordContext<AdminPaymentView>();
  if (!payment) return null;
  return (
    <Stack>
      <Typography variant="body2">{payment.label}</Typography>
      <Typography variant="caption" color="text.secondary">
        {[paymentPurposeLabels[payment.purpose], payment.invoiceNumber].filter(Boolean).join(' · ')}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }} data-method={payment.method}>
        {paymentMethodLabels[payment.method]}
        {payment.reference && (
          <>
            {' · '}
            <Typography component="span" variant="caption" sx={{ fontFamily: 'monospace' }}>
              {payment.reference}
            </Typography>
          </>
        )}
      </Typography>
      <AnomalyNote />
    </Stack>
  );
};

/** The amount, its status, and below them what went back and the button that gives more back. */
const AmountCell = () => {
  const payment = useRecordContext<AdminPaymentView>();
  if (!payment) return null;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {formatEuros(payment.amountCents)}
      </Typography>
      <PaymentStatusChip />
      {payment.refundedCents > 0 && (
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          remboursé {formatEuros(payment.refundedCents)}
        </Typography>
      )}
      {/* Under the amount it gives back, rather than a column of its own: a customer's long e-mail address and
          the widest status (« Remboursé en partie ») leave no room for one on a laptop. */}
      <RefundButton />
    </Stack>
  );
};

/**
 * What Stripe reported that was not this payment: staff check it in Stripe (nothing was recorded as paid
 * by it). Beside another status (the real payment came), it is named, the chip no longer saying it.
 */
const AnomalyNote = () => {
  const payment = useRecordContext<AdminPaymentView>();
  if (!payment?.anomaly) return null;
  return (
    // Stripe's ids in the note are long unbroken words: they wrap anywhere rather than widen the list.
    <Typography variant="caption" color="error" data-anomaly sx={{ display: 'block', maxWidth: '36rem', overflowWrap: 'anywhere' }}>
      {payment.status === 'anomaly' ? payment.anomaly : `${paymentStatusLabels.anomaly} : ${payment.anomaly}`}
    </Typography>
  );
};

/** The day, and the time below it. */
const WhenCell = () => {
  const payment = useRecordContext<AdminPaymentView>();
  if (!payment) return null;
  const instant = new Date(payment.paidAt ?? payment.startedAt);
  return (
    <Stack>
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {listDay.format(instant)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {listTime.format(instant)}
      </Typography>
    </Stack>
  );
};

const Empty = () => (
  <Typography sx={{ p: 3 }} color="text.secondary">
    Aucun paiement : chaque paiement par carte ou virement d’un devis ou d’un abonnement apparaît ici.
  </Typography>
);

const PaymentListActions = () => (
  <TopToolbar>
    <PaymentExportButton />
  </TopToolbar>
);

/** The back office's payments (card and transfer), newest first, by status and period, each refundable while something remains. */
const PaymentList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List title="Paiements" sort={{ field: 'at', order: 'DESC' }} filters={paymentFilters} perPage={25} empty={false} exporter={false} actions={<PaymentListActions />} pagination={<CursorPagination />}>
      {isSmall ? (
        <SimpleList<AdminPaymentView>
          primaryText={(payment) => `${payment.label} · ${formatEuros(payment.amountCents)}`}
          secondaryText={(payment) => (
            <>
              {[paymentStatusLabels[payment.status], paymentMethodLabels[payment.method], payment.customerName || payment.customerId, whenOf(payment), payment.invoiceNumber].filter(Boolean).join(' · ')}
              <AnomalyNote />
            </>
          )}
          rightIcon={() => <RefundButton compact />}
          rowClick={false}
          empty={<Empty />}
        />
      ) : (
        <DataTable<AdminPaymentView> rowClick={false} bulkActionButtons={false} empty={<Empty />}>
          <Column source="at" label="Date" sortByOrder="DESC">
            <WhenCell />
          </Column>
          <Column source="customer" label="Client" disableSort>
            <CustomerCell />
          </Column>
          <Column source="label" label="Objet, facture, mode et référence" disableSort>
            <WhatCell />
          </Column>
          <Column source="amountCents" label="Montant et statut" disableSort align="right">
            <AmountCell />
          </Column>
        </DataTable>
      )}
    </List>
  );
};

export default PaymentList;
