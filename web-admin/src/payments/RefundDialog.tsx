import UndoIcon from '@mui/icons-material/Undo';
import { Alert, AlertTitle, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import { Form, NumberInput, SelectInput, TextInput, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { useWatch, type FieldValues } from 'react-hook-form';
import { refundCategories } from '../../../events/shipment-terms';
import { staffRefundInputSchema, type RefundStanding, type StaffRefundAnswer, type StaffRefundInput } from '../../../domain/payment/payment-input';
import type { AdminPaymentView } from '../../../domain/payment/payment-views';
import { refundCategoryRequiredMessage, refundEffectOf, refundEffectSentence, type RefundEffect } from '../../../domain/payment/refund-effects';
import { centsOfEuros } from '../../../domain/shared/money';
import { centsToEuros } from '../../../domain/shared/units';
import { fieldErrorsOf } from '../lib/field-errors';
import { formatEuros } from '../lib/format';
import { useVersionedCommand } from '../lib/use-versioned-command';
import type { PasserelleDataProvider } from '../providers/data-provider';
import { paymentsResource } from './payment-messages';

/** How long the dialog waits for Stripe's confirmation (its webhook) before it leaves the list to show it later. */
const confirmationWaitMs = 10_000;
const pollMs = 500;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What the refund of the amount typed will undo, by the domain's rule: a quote's answer waits for its
 * shipment (whether its box left), the others need only the payment's purpose. Null while unknown.
 */
const effectOf = (payment: AdminPaymentView, standing: RefundStanding | undefined, amountEuros: unknown): RefundEffect | null => {
  if (payment.purpose === 'quote' && !standing) return null;
  const amountCents = typeof amountEuros === 'number' ? centsOfEuros(amountEuros) : null;
  if (amountCents === null || amountCents <= 0) return null;
  const refundableCents = standing?.refundableCents ?? payment.refundableCents;
  return refundEffectOf({ purpose: payment.purpose, amountCents, refundableCents, shipmentLeft: standing?.shipmentLeft ?? null });
};

const categoryChoices = refundCategories.map((category) => ({ id: category, name: `passerelle.refund.category.${category}` }));

/** Before staff confirm: what this refund undoes, and for the whole price of a shipped quote, why. */
const RefundEffectNote = ({ payment, standing }: { payment: AdminPaymentView; standing: { data: RefundStanding | undefined; failed: boolean } }) => {
  const translate = useTranslate();
  const amountEuros = useWatch({ name: 'amountEuros' });
  if (payment.purpose === 'quote' && !standing.data) {
    return (
      <Alert severity={standing.failed ? 'warning' : 'info'} aria-live="polite">
        {translate(standing.failed ? 'passerelle.refund.effect_unavailable' : 'passerelle.refund.effect_checking')}
      </Alert>
    );
  }
  const effect = effectOf(payment, standing.data, amountEuros);
  if (!effect) return null;
  return (
    <>
      <Alert severity={effect.kind === 'refused' ? 'error' : effect.kind === 'gesture' ? 'info' : 'warning'} aria-live="polite">
        <AlertTitle>{translate('passerelle.refund.effect_title')}</AlertTitle>
        {refundEffectSentence(effect)}
      </Alert>
      {effect.kind === 'shipped_quote' && (
        <SelectInput
          source="category"
          label="passerelle.refund.category_label"
          choices={categoryChoices}
          fullWidth
          helperText={translate('passerelle.refund.category_helper')}
        />
      )}
    </>
  );
};

/**
 * Money back on one payment: the amount prefilled with what remains refundable, a reason, the API's
 * French refusals on their fields. Before staff confirm, it says what the refund will undo (the
 * domain's `refundEffectOf`, on the facts the server decides on). The refund is Stripe's to confirm:
 * the dialog waits a few seconds for the row to show it, and says so either way.
 */
export const RefundDialog = ({ payment, onClose }: { payment: AdminPaymentView; onClose: () => void }) => {
  const dataProvider = useDataProvider<PasserelleDataProvider>();
  const translate = useTranslate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const standing = useQuery({
    queryKey: ['payments', 'refund-standing', payment.id, payment.refundedCents],
    queryFn: async () => (await dataProvider.refundStanding(payment.id)).data,
    retry: false,
  });
  const confirmed = async (): Promise<AdminPaymentView> => {
    const deadline = Date.now() + confirmationWaitMs;
    for (;;) {
      const { data } = await dataProvider.getMany<AdminPaymentView>(paymentsResource, { ids: [payment.id] });
      const row = data[0];
      if (row && row.refundedCents > payment.refundedCents) return row;
      if (Date.now() > deadline) throw new Error('remboursement pas encore confirmé');
      await pause(pollMs);
    }
  };
  const refund = useVersionedCommand<StaffRefundInput, StaffRefundAnswer, AdminPaymentView>(
    async (input, idempotencyKey) => (await dataProvider.refundPayment(payment.id, input, { idempotencyKey })).data,
    confirmed,
  );

  const submit = async (values: FieldValues) => {
    setRefusal(null);
    const effect = effectOf(payment, standing.data, values.amountEuros);
    const category = effect?.kind === 'shipped_quote' ? (values.category ?? undefined) : undefined;
    const byTransfer = payment.method === 'bank_transfer';
    const parsed = staffRefundInputSchema(payment.refundableCents, payment.method).safeParse({
      amountEuros: values.amountEuros,
      reason: values.reason,
      category,
      ...(byTransfer ? { bankReference: values.bankReference } : {}),
    });
    if (!parsed.success) return fieldErrorsOf(parsed.error);
    // the note above says where to do it instead; the field says what remains possible here
    if (effect?.kind === 'refused') return { amountEuros: translate('passerelle.refund.partial_only') };
    if (effect?.kind === 'shipped_quote' && !category) return { category: refundCategoryRequiredMessage };
    const outcome = await refund.run(parsed.data, {
      success: (row) => {
        if (byTransfer) return `Remboursement par virement enregistré : ${formatEuros((row ?? payment).refundedCents)} remboursés sur ce paiement`;
        return row
          ? `Remboursement confirmé par Stripe : ${formatEuros(row.refundedCents)} remboursés sur ce paiement`
          : 'Remboursement demandé à Stripe : la ligne sera à jour dès sa confirmation.';
      },
      failure: 'Le remboursement n’a pas pu être demandé. Réessayez dans un instant.',
    });
    if (outcome.ok) {
      onClose();
      return undefined;
    }
    setRefusal(outcome.message);
    return outcome.errors;
  };

  return (
    <Dialog open onClose={refund.pending ? undefined : onClose} aria-labelledby="refund-title" fullWidth maxWidth="sm" onClick={(event) => event.stopPropagation()}>
      <DialogTitle id="refund-title">Rembourser le paiement</DialogTitle>
      <Form record={{ amountEuros: centsToEuros(payment.refundableCents), reason: '', category: null, bankReference: '' }} onSubmit={submit} noValidate>
        <DialogContent sx={{ pt: 0 }}>
          <Stack spacing={1}>
            <Typography variant="body2">{payment.label}</Typography>
            <Typography variant="body2" color="text.secondary">
              Payé {formatEuros(payment.amountCents)} · déjà remboursé {formatEuros(payment.refundedCents)} · reste remboursable {formatEuros(payment.refundableCents)}
            </Typography>
            {refusal && <Alert severity="error">{refusal}</Alert>}
            <NumberInput source="amountEuros" label="Montant à rembourser (€)" step={0.01} min={0} fullWidth />
            <TextInput source="reason" label="Motif du remboursement" multiline minRows={2} fullWidth helperText="Obligatoire : il figure dans l’historique du paiement, pour les auditeurs" />
            <RefundEffectNote payment={payment} standing={{ data: standing.data, failed: standing.isError }} />
            {payment.method === 'bank_transfer' && (
              <TextInput
                source="bankReference"
                label="Référence du virement retour"
                fullWidth
                helperText={`Payé par virement (réf. ${payment.reference ?? '—'}) : faites le virement de retour, puis indiquez sa référence bancaire. Aucun appel à Stripe.`}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={refund.pending}>
            Annuler
          </Button>
          <Button type="submit" variant="contained" disabled={refund.pending} startIcon={refund.pending ? <CircularProgress size={18} color="inherit" /> : undefined}>
            Rembourser
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
};

/** "Rembourser" on a row, while something remains refundable. */
export const RefundButton = ({ compact = false }: { compact?: boolean }) => {
  const payment = useRecordContext<AdminPaymentView>();
  const [open, setOpen] = useState(false);
  if (!payment || payment.refundableCents <= 0) return null;
  const label = `Rembourser ${payment.label}`;
  const openDialog = (event: MouseEvent) => {
    event.stopPropagation();
    setOpen(true);
  };
  return (
    <>
      {compact ? (
        // On a phone, an icon beside the row's text (a word would run into a long description).
        <Tooltip title="Rembourser">
          <IconButton size="small" aria-label={label} onClick={openDialog}>
            <UndoIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button size="small" aria-label={label} onClick={openDialog}>
          Rembourser
        </Button>
      )}
      {open && <RefundDialog payment={payment} onClose={() => setOpen(false)} />}
    </>
  );
};
