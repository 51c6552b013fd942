import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Button, Card, CardContent, CardHeader, Chip, CircularProgress, Collapse, Divider, Grid, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Form, NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { outgoingCarriers } from '../../../events/shipment-events';
import { vatRatePercent } from '../../../domain/shipment/quote';
import { paidSentence, shippedRefundSentence } from '../../../domain/shipment/shipment-labels';
import type { AdminShipmentView, QuoteView } from '../../../domain/shipment/shipment-views';
import { centsToEuros } from '../../../domain/shared/units';
import { formatEuros, parisDateOptions } from '../lib/format';
import { PaymentLinkButton } from '../payments/PaymentLinkButton';
import { parseLabel, parseLabelReplacement, parsePayment, parseWaiver } from './command-forms';
import { quoteStatusLabelKey } from './shipment-status';
import { useShipmentCommand } from './use-shipment-command';

const parisDay = new Intl.DateTimeFormat('fr-FR', parisDateOptions);
const carrierChoices = outgoingCarriers.map((carrier) => ({ id: carrier, name: carrier }));

const Panel = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card variant="outlined">
    <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
    <CardContent sx={{ pt: 0 }}>{children}</CardContent>
  </Card>
);

const Submit = ({ pending, children, icon }: { pending: boolean; children: string; icon?: ReactNode }) => (
  <Button type="submit" variant="contained" disabled={pending} startIcon={pending ? <CircularProgress size={18} color="inherit" /> : icon}>
    {children}
  </Button>
);

/** A link to a short-lived document (5 minutes): opened in a new tab, the page's own link refreshed with the page. */
const DocumentLink = ({ url, children, icon }: { url: string | null; children: string; icon: ReactNode }) =>
  url ? (
    <Button component="a" href={url} target="_blank" rel="noopener noreferrer" variant="outlined" startIcon={icon}>
      {children}
    </Button>
  ) : null;

const AmountRow = ({ label, cents, strong = false }: { label: string; cents: number; strong?: boolean }) => (
  <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
    <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
      {label}
    </Typography>
    <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400, whiteSpace: 'nowrap' }}>
      {formatEuros(cents)}
    </Typography>
  </Stack>
);

/** The quote as issued: number, lines, totals, validity and status, with its PDF. */
export const QuoteCard = ({ quote }: { quote: QuoteView }) => {
  const translate = useTranslate();
  return (
    <Panel title={`Devis ${quote.quoteNumber}`}>
      <Stack spacing={1} data-testid="quote">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Chip size="small" label={translate(quoteStatusLabelKey(quote.status), { _: quote.status })} color={quote.status === 'paid' ? 'success' : quote.status === 'expired' ? 'error' : 'default'} />
          <Typography variant="body2" color="text.secondary">
            Émis le {parisDay.format(new Date(quote.issuedAt))} · valable jusqu’au {parisDay.format(new Date(quote.validUntil))} · grille {quote.rateCardVersion}
          </Typography>
        </Stack>
        {quote.lines.map((line, position) => (
          <AmountRow key={`${line.kind}-${position}`} label={line.label} cents={line.amountCents} />
        ))}
        <Divider />
        <AmountRow label="Total HT" cents={quote.totalExclVatCents} />
        <AmountRow label={`TVA (${vatRatePercent} %)`} cents={quote.vatCents} />
        <AmountRow label="Total TTC" cents={quote.totalCents} strong />
        <Stack direction="row" sx={{ pt: 1 }}>
          <DocumentLink url={quote.pdfUrl} icon={<DownloadIcon />}>
            Télécharger le devis (PDF)
          </DocumentLink>
        </Stack>
      </Stack>
    </Panel>
  );
};

/** Quoted: a bank transfer of the exact total, a card payment link mailed to the customer, or a waiver with its reason; an expired quote is reissued first. */
export const QuotedActions = ({ shipment, quote }: { shipment: AdminShipmentView; quote: QuoteView }) => {
  const payment = useShipmentCommand(shipment.id, (commands) => commands.recordPayment);
  const waiver = useShipmentCommand(shipment.id, (commands) => commands.waivePayment);
  const reissue = useShipmentCommand(shipment.id, (commands) => commands.reissueQuote);
  const [waiving, setWaiving] = useState(false);
  const expired = quote.status === 'expired';

  const pay = async (values: FieldValues) => {
    const parsed = parsePayment(values);
    if (!parsed.success) return parsed.errors;
    const outcome = await payment.run(parsed.data, 'Virement enregistré : le devis est payé');
    return outcome.ok ? undefined : outcome.errors;
  };
  const waive = async (values: FieldValues) => {
    const parsed = parseWaiver(values);
    if (!parsed.success) return parsed.errors;
    const outcome = await waiver.run(parsed.data, 'Dispense de paiement enregistrée');
    return outcome.ok ? undefined : outcome.errors;
  };

  return (
    <Panel title="Paiement du devis">
      <Stack spacing={2}>
        {expired && (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" size="small" disabled={reissue.pending} startIcon={<ReplayIcon />} onClick={() => void reissue.run({}, 'Nouveau devis émis')}>
                Émettre un nouveau devis
              </Button>
            }
          >
            Ce devis a expiré : émettez-en un nouveau avant d’enregistrer un paiement.
          </Alert>
        )}
        <Form record={{ reference: '', amountEuros: centsToEuros(quote.totalCents) }} onSubmit={pay} noValidate>
          <Grid container spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Grid size={{ xs: 12, sm: 5 }}>
              <TextInput source="reference" label="Référence du virement" fullWidth disabled={expired} />
            </Grid>
            <Grid size={{ xs: 12, sm: 3 }}>
              <NumberInput source="amountEuros" label="Montant reçu (€)" step={0.01} min={0} fullWidth disabled={expired} />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }} sx={{ pt: { sm: 1 } }}>
              <Submit pending={payment.pending || expired}>Enregistrer un virement</Submit>
            </Grid>
          </Grid>
        </Form>
        <Divider />
        <PaymentLinkButton shipmentId={shipment.id} disabled={expired} />
        <Divider />
        <Stack direction="row">
          <Button onClick={() => setWaiving(!waiving)} aria-expanded={waiving}>
            Dispenser de paiement
          </Button>
        </Stack>
        <Collapse in={waiving} unmountOnExit>
          <Form record={{ reason: '' }} onSubmit={waive} noValidate>
            <TextInput source="reason" label="Motif de la dispense" multiline minRows={2} fullWidth helperText="Obligatoire : il figure dans l’historique et l’audit" />
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <Submit pending={waiver.pending}>Confirmer la dispense</Submit>
            </Stack>
          </Form>
        </Collapse>
      </Stack>
    </Panel>
  );
};

/** Cleared (paid or waived): the outgoing carrier and its tracking number make the label. */
export const LabelForm = ({ shipment }: { shipment: AdminShipmentView }) => {
  const label = useShipmentCommand(shipment.id, (commands) => commands.createLabel);
  const submit = async (values: FieldValues) => {
    const parsed = parseLabel(values);
    if (!parsed.success) return parsed.errors;
    const outcome = await label.run(parsed.data, 'Étiquette créée');
    return outcome.ok ? undefined : outcome.errors;
  };
  return (
    <Panel title="Étiquette d’expédition">
      <Form record={{ carrier: 'Colissimo', trackingNumber: '' }} onSubmit={submit} noValidate>
        <Grid container spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <SelectInput source="carrier" label="Transporteur" choices={carrierChoices} fullWidth />
          </Grid>
          <Grid size={{ xs: 12, sm: 5 }}>
            <TextInput source="trackingNumber" label="Numéro de suivi sortant" fullWidth />
          </Grid>
          <Grid size={{ xs: 12, sm: 3 }} sx={{ pt: { sm: 1 } }}>
            <Submit pending={label.pending} icon={<PrintIcon />}>
              Créer l’étiquette
            </Submit>
          </Grid>
        </Grid>
      </Form>
    </Panel>
  );
};

const Outgoing = ({ shipment }: { shipment: AdminShipmentView }) =>
  shipment.outgoing ? (
    <Typography variant="body2">
      {shipment.outgoing.carrier} · n° <strong>{shipment.outgoing.trackingNumber}</strong>
    </Typography>
  ) : null;

/** The carrier's own tracking page for the outgoing number, once there is one. */
const CarrierTracking = ({ shipment }: { shipment: AdminShipmentView }) =>
  shipment.outgoing?.trackingUrl ? (
    <Button component="a" href={shipment.outgoing.trackingUrl} target="_blank" rel="noopener noreferrer" variant="outlined" startIcon={<OpenInNewIcon />}>
      Suivre chez {shipment.outgoing.carrier}
    </Button>
  ) : null;

/** Until the box leaves, staff may replace its label (a new number, a damaged print), saying why. */
const LabelReplacement = ({ shipment, onDone }: { shipment: AdminShipmentView; onDone: () => void }) => {
  const replacement = useShipmentCommand(shipment.id, (commands) => commands.replaceLabel);
  const submit = async (values: FieldValues) => {
    const parsed = parseLabelReplacement(values);
    if (!parsed.success) return parsed.errors;
    const outcome = await replacement.run(parsed.data, 'Étiquette remplacée');
    if (!outcome.ok) return outcome.errors;
    onDone();
    return undefined;
  };
  return (
    <Form record={{ carrier: shipment.outgoing?.carrier ?? 'Colissimo', trackingNumber: '', reason: '' }} onSubmit={submit} noValidate>
      <Grid container spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <SelectInput source="carrier" label="Transporteur" choices={carrierChoices} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <TextInput source="trackingNumber" label="Nouveau numéro de suivi sortant" fullWidth />
        </Grid>
        <Grid size={12}>
          <TextInput source="reason" label="Motif du remplacement" multiline minRows={2} fullWidth helperText="Obligatoire : il figure dans l’historique de l’expédition" />
        </Grid>
      </Grid>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Submit pending={replacement.pending} icon={<PrintIcon />}>
          Confirmer le remplacement
        </Submit>
      </Stack>
    </Form>
  );
};

/** Labelled: print the label (or replace it), then say the box has left. */
export const LabelledActions = ({ shipment }: { shipment: AdminShipmentView }) => {
  const shipped = useShipmentCommand(shipment.id, (commands) => commands.markShipped);
  const [replacing, setReplacing] = useState(false);
  return (
    <Panel title="Prête à partir">
      <Stack spacing={2}>
        <Outgoing shipment={shipment} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <DocumentLink url={shipment.labelUrl} icon={<PrintIcon />}>
            Imprimer l’étiquette
          </DocumentLink>
          <Button variant="contained" disabled={shipped.pending} startIcon={<LocalShippingIcon />} onClick={() => void shipped.run({}, 'Expédition marquée comme expédiée')}>
            Marquer comme expédiée
          </Button>
          <Button onClick={() => setReplacing(!replacing)} aria-expanded={replacing}>
            Remplacer l’étiquette
          </Button>
        </Stack>
        <Collapse in={replacing} unmountOnExit>
          <LabelReplacement shipment={shipment} onDone={() => setReplacing(false)} />
        </Collapse>
      </Stack>
    </Panel>
  );
};

/** Shipped: the carrier's own tracking page, then the delivery. */
export const ShippedActions = ({ shipment }: { shipment: AdminShipmentView }) => {
  const delivered = useShipmentCommand(shipment.id, (commands) => commands.markDelivered);
  return (
    <Panel title="En route">
      <Stack spacing={2}>
        <Outgoing shipment={shipment} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <CarrierTracking shipment={shipment} />
          <DocumentLink url={shipment.labelUrl} icon={<PrintIcon />}>
            Imprimer l’étiquette
          </DocumentLink>
          <Button variant="contained" disabled={delivered.pending} startIcon={<DoneAllIcon />} onClick={() => void delivered.run({}, 'Expédition marquée comme livrée')}>
            Marquer comme livrée
          </Button>
        </Stack>
      </Stack>
    </Panel>
  );
};

/** The quote's price given back after the box left: its category and staff's reason, as the customer also reads it. */
const ShippedRefundNote = ({ refund }: { refund: NonNullable<AdminShipmentView['refund']> }) => {
  const translate = useTranslate();
  return (
    <Alert severity="warning">
      {shippedRefundSentence(refund, refund.category && translate(`passerelle.refund.category.${refund.category}`))} Motif : {refund.reason}
    </Alert>
  );
};

/** How the quote was settled, once it was (and given back, after the box left). */
export const ClearanceNote = ({ shipment }: { shipment: AdminShipmentView }) => {
  const { clearance, refund } = shipment;
  if (!clearance) return null;
  if (refund) return <ShippedRefundNote refund={refund} />;
  return clearance.kind === 'paid' ? (
    <Alert severity="success">{paidSentence(clearance)}</Alert>
  ) : (
    <Alert severity="info">Dispense de paiement : {clearance.reason}</Alert>
  );
};

/** What staff can do next, by the shipment's status (the processing panel is the page's, for "requested"). */
export const ShipmentNextStep = ({ shipment }: { shipment: AdminShipmentView }) => {
  switch (shipment.status) {
    case 'quoted':
      return shipment.quote ? <QuotedActions shipment={shipment} quote={shipment.quote} /> : null;
    case 'cleared':
      return <LabelForm shipment={shipment} />;
    case 'labelled':
      return <LabelledActions shipment={shipment} />;
    case 'shipped':
      return <ShippedActions shipment={shipment} />;
    case 'delivered':
      return (
        <Panel title="Livrée">
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Outgoing shipment={shipment} />
            <CarrierTracking shipment={shipment} />
          </Stack>
        </Panel>
      );
    case 'cancelled':
      return <Alert severity="info">Demande annulée par le client{shipment.cancelReason ? ` : ${shipment.cancelReason}` : ''}.</Alert>;
    default:
      return null;
  }
};
