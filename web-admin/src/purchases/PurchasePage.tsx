import { Alert, Box, Button, Card, CardContent, Chip, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { Title, useBasename, useCreatePath } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import * as z from 'zod';
import { purchaseMadeInputSchema, purchaseQuoteInputSchema, staffCancelInputSchema } from '../../../domain/purchase/purchase-input';
import { purchaseStatusLabels, type AdminPurchaseView } from '../../../domain/purchase/purchase-views';
import { carriers } from '../../../events/parcel-events';
import { destinationLabels } from '../../../domain/pricing/rate-card';
import { ExternalLink } from '../layout/ExternalLink';
import { purchasesRoute } from '.';
import { getPurchase, refusalOf, sendPurchaseStep, type PurchaseStep } from './purchases-api';
import { formatDateTime, formatEuros, timeLeft } from './purchase-format';

type Errors = Record<string, string>;
const numberOf = (typed: string): number => (typed.trim() === '' ? Number.NaN : Number(typed.replace(',', '.')));
const errorsOf = (schema: z.ZodType, value: unknown): Errors => {
  const parsed = schema.safeParse(value);
  if (parsed.success) return {};
  const errors: Errors = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
};

/** The arrival's form, checked as the API checks it (carrier, tracking number, measurements). */
const arrivalSchema = z.object({
  carrier: z.enum(carriers, { error: 'Veuillez choisir un transporteur' }),
  trackingNumber: z.string().trim().min(1, 'Le numéro de suivi est obligatoire'),
  weightKg: z.number({ error: 'Le poids est obligatoire' }).positive('Le poids est obligatoire et doit être supérieur à 0'),
  lengthCm: z.number({ error: 'La longueur doit être un nombre' }).min(0),
  widthCm: z.number({ error: 'La largeur doit être un nombre' }).min(0),
  heightCm: z.number({ error: 'La hauteur doit être un nombre' }).min(0),
});

/** A step's dialog: its fields, sent once valid; the API's refusal is shown by field and as a banner. */
const StepDialog = ({
  title,
  open,
  onClose,
  step,
  purchaseId,
  value,
  schema,
  onErrors,
  children,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  step: PurchaseStep;
  purchaseId: string;
  value: unknown;
  schema: z.ZodType;
  onErrors: (errors: Errors) => void;
  children: ReactNode;
}) => {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const key = useRef(crypto.randomUUID());
  const send = async () => {
    const errors = errorsOf(schema, value);
    onErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setSending(true);
    setFailure(null);
    try {
      await sendPurchaseStep(purchaseId, step, schema.parse(value), key.current);
      await queryClient.invalidateQueries({ queryKey: ['purchases'] });
      key.current = crypto.randomUUID();
      onClose();
    } catch (error) {
      const refusal = refusalOf(error);
      onErrors(refusal.fields);
      setFailure(refusal.detail);
      key.current = crypto.randomUUID();
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby={`dialog-${step}`}>
      <DialogTitle id={`dialog-${step}`}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fermer</Button>
        <Button variant="contained" onClick={() => void send()} disabled={sending}>
          {sending ? 'Envoi...' : 'Valider'}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

type QuoteLine = { name: string; price: string; quantity: string };

const QuoteDialog = ({ purchase, open, onClose }: { purchase: AdminPurchaseView; open: boolean; onClose: () => void }) => {
  const [lines, setLines] = useState<QuoteLine[]>(
    (purchase.quote?.items.map((item) => ({ name: item.name, price: String(item.priceCents / 100), quantity: String(item.quantity) })) ??
      purchase.items.map((item) => ({ name: item.name, price: String(item.statedPriceCents / 100), quantity: String(item.quantity) }))),
  );
  const [weight, setWeight] = useState(purchase.quote ? String(purchase.quote.estimatedWeightGrams / 1000) : '');
  const [errors, setErrors] = useState<Errors>({});
  const value = { items: lines.map((line) => ({ name: line.name, priceEuros: numberOf(line.price), quantity: numberOf(line.quantity) })), estimatedWeightKg: numberOf(weight) };
  const set = (position: number, change: Partial<QuoteLine>) => setLines((current) => current.map((line, index) => (index === position ? { ...line, ...change } : line)));
  return (
    <StepDialog title="Envoyer le devis" open={open} onClose={onClose} step="quote" purchaseId={purchase.purchaseId} value={value} schema={purchaseQuoteInputSchema} onErrors={setErrors}>
      <Typography variant="body2" color="text.secondary">
        Prix vérifiés sur le site, par unité. Le serveur ajoute les frais de service (forfait en vigueur du client) ; l’expédition estimée (grille tarifaire, vers {destinationLabels[purchase.destination]}) est indiquée au client à titre indicatif et sera facturée sur le devis d’expédition du colis.
      </Typography>
      {lines.map((line, position) => (
        <Stack key={position} direction={{ xs: 'column', sm: 'row' }} spacing={1} role="group" aria-label={`Article ${position + 1}`}>
          <TextField label="Article" value={line.name} onChange={(event) => set(position, { name: event.target.value })} error={Boolean(errors[`items.${position}.name`])} helperText={errors[`items.${position}.name`]} fullWidth />
          <TextField label="Prix vérifié (€)" value={line.price} onChange={(event) => set(position, { price: event.target.value })} error={Boolean(errors[`items.${position}.priceEuros`])} helperText={errors[`items.${position}.priceEuros`]} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
          <TextField label="Quantité" value={line.quantity} onChange={(event) => set(position, { quantity: event.target.value })} error={Boolean(errors[`items.${position}.quantity`])} helperText={errors[`items.${position}.quantity`]} />
          {lines.length > 1 && (
            <IconButton aria-label={`Retirer l'article ${position + 1}`} onClick={() => setLines((current) => current.filter((_line, index) => index !== position))}>
              <DeleteIcon />
            </IconButton>
          )}
        </Stack>
      ))}
      <Button onClick={() => setLines((current) => [...current, { name: '', price: '', quantity: '1' }])} sx={{ alignSelf: 'flex-start' }}>
        Ajouter un article
      </Button>
      {errors.items && <Alert severity="error">{errors.items}</Alert>}
      <TextField label="Poids estimé du colis (kg)" value={weight} onChange={(event) => setWeight(event.target.value)} error={Boolean(errors.estimatedWeightKg)} helperText={errors.estimatedWeightKg} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
    </StepDialog>
  );
};

const PurchaseDialog = ({ purchase, open, onClose }: { purchase: AdminPurchaseView; open: boolean; onClose: () => void }) => {
  const [orderReference, setOrderReference] = useState('');
  const [bought, setBought] = useState((purchase.quote?.items ?? []).map((item) => ({ name: item.name, quantity: String(item.quantity) })));
  const [notBought, setNotBought] = useState<{ name: string; reason: string }[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const value = { orderReference, bought: bought.map((line) => ({ name: line.name, quantity: numberOf(line.quantity) })), notBought };
  return (
    <StepDialog title="Enregistrer l'achat" open={open} onClose={onClose} step="purchase" purchaseId={purchase.purchaseId} value={value} schema={purchaseMadeInputSchema} onErrors={setErrors}>
      <TextField label="Référence de commande" value={orderReference} onChange={(event) => setOrderReference(event.target.value)} error={Boolean(errors.orderReference)} helperText={errors.orderReference} required />
      <Typography variant="subtitle2">Articles achetés</Typography>
      {bought.map((line, position) => (
        <Stack key={position} direction={{ xs: 'column', sm: 'row' }} spacing={1} role="group" aria-label={`Acheté ${position + 1}`}>
          <TextField label="Article" value={line.name} onChange={(event) => setBought((current) => current.map((item, index) => (index === position ? { ...item, name: event.target.value } : item)))} error={Boolean(errors[`bought.${position}.name`])} helperText={errors[`bought.${position}.name`]} fullWidth />
          <TextField label="Quantité" value={line.quantity} onChange={(event) => setBought((current) => current.map((item, index) => (index === position ? { ...item, quantity: event.target.value } : item)))} error={Boolean(errors[`bought.${position}.quantity`])} helperText={errors[`bought.${position}.quantity`]} />
          <IconButton aria-label={`Retirer l'article acheté ${position + 1}`} onClick={() => setBought((current) => current.filter((_item, index) => index !== position))}>
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      {errors.bought && <Alert severity="error">{errors.bought}</Alert>}
      <Typography variant="subtitle2">Articles non achetés</Typography>
      {notBought.map((line, position) => (
        <Stack key={position} direction={{ xs: 'column', sm: 'row' }} spacing={1} role="group" aria-label={`Non acheté ${position + 1}`}>
          <TextField label="Article" value={line.name} onChange={(event) => setNotBought((current) => current.map((item, index) => (index === position ? { ...item, name: event.target.value } : item)))} error={Boolean(errors[`notBought.${position}.name`])} helperText={errors[`notBought.${position}.name`]} fullWidth />
          <TextField label="Raison" value={line.reason} onChange={(event) => setNotBought((current) => current.map((item, index) => (index === position ? { ...item, reason: event.target.value } : item)))} error={Boolean(errors[`notBought.${position}.reason`])} helperText={errors[`notBought.${position}.reason`]} fullWidth />
          <IconButton aria-label={`Retirer l'article non acheté ${position + 1}`} onClick={() => setNotBought((current) => current.filter((_item, index) => index !== position))}>
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Button onClick={() => setNotBought((current) => [...current, { name: '', reason: '' }])} sx={{ alignSelf: 'flex-start' }}>
        Ajouter un article non acheté
      </Button>
    </StepDialog>
  );
};

const ArrivalDialog = ({ purchase, open, onClose }: { purchase: AdminPurchaseView; open: boolean; onClose: () => void }) => {
  const [form, setForm] = useState({ carrier: '', trackingNumber: '', weightKg: '', lengthCm: '', widthCm: '', heightCm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const dimension = (typed: string) => (typed.trim() === '' ? 0 : numberOf(typed));
  const value = { carrier: form.carrier, trackingNumber: form.trackingNumber, weightKg: numberOf(form.weightKg), lengthCm: dimension(form.lengthCm), widthCm: dimension(form.widthCm), heightCm: dimension(form.heightCm) };
  const field = (name: keyof typeof form, label: string) => (
    <TextField label={label} value={form[name]} onChange={(event) => setForm((current) => ({ ...current, [name]: event.target.value }))} error={Boolean(errors[name])} helperText={errors[name]} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
  );
  return (
    <StepDialog title="Enregistrer l'arrivée à l'entrepôt" open={open} onClose={onClose} step="arrival" purchaseId={purchase.purchaseId} value={value} schema={arrivalSchema} onErrors={setErrors}>
      <Typography variant="body2" color="text.secondary">
        Les articles deviennent un colis du client, reçu avec ces mesures.
      </Typography>
      <TextField select label="Transporteur" value={form.carrier} onChange={(event) => setForm((current) => ({ ...current, carrier: event.target.value }))} error={Boolean(errors.carrier)} helperText={errors.carrier}>
        {carriers.map((carrier) => (
          <MenuItem key={carrier} value={carrier}>
            {carrier}
          </MenuItem>
        ))}
      </TextField>
      <TextField label="Numéro de suivi" value={form.trackingNumber} onChange={(event) => setForm((current) => ({ ...current, trackingNumber: event.target.value }))} error={Boolean(errors.trackingNumber)} helperText={errors.trackingNumber} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {field('weightKg', 'Poids (kg)')}
        {field('lengthCm', 'Longueur (cm)')}
        {field('widthCm', 'Largeur (cm)')}
        {field('heightCm', 'Hauteur (cm)')}
      </Stack>
    </StepDialog>
  );
};

const CancelDialog = ({ purchase, open, onClose }: { purchase: AdminPurchaseView; open: boolean; onClose: () => void }) => {
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  return (
    <StepDialog title="Annuler la demande" open={open} onClose={onClose} step="cancel" purchaseId={purchase.purchaseId} value={{ reason }} schema={staffCancelInputSchema} onErrors={setErrors}>
      {purchase.status === 'payee' && <Alert severity="warning">La demande est payée : le paiement sera remboursé intégralement.</Alert>}
      <TextField label="Raison" value={reason} onChange={(event) => setReason(event.target.value)} error={Boolean(errors.reason)} helperText={errors.reason} multiline minRows={2} required />
    </StepDialog>
  );
};
const shippingLabel = (quote: NonNullable<AdminPurchaseView['quote']>) => `Expédition estimée (${String(quote.estimatedWeightGrams / 1000).replace('.', ',')} kg)`;

const Amounts = ({ rows }: { rows: [string, string][] }) => (
  <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto auto', gap: 0.5, maxWidth: 420 }}>
    {rows.map(([label, amount]) => (
      <Box key={label} sx={{ display: 'contents' }}>
        <Typography component="dt" variant="body2">
          {label}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
          {amount}
        </Typography>
      </Box>
    ))}
  </Box>
);

/** One request: what the customer asked, the quote, the purchase, the timeline, and the next steps as dialogs. */
const PurchasePage = () => {
  const { purchaseId = '' } = useParams();
  const query = useQuery({ queryKey: ['purchases', 'one', purchaseId], queryFn: () => getPurchase(purchaseId) });
  const [dialog, setDialog] = useState<PurchaseStep | null>(null);
  const basename = useBasename();
  const createPath = useCreatePath();
  const purchase = query.data;
  if (query.isError) return <Alert severity="error">Demande introuvable.</Alert>;
  if (!purchase) return <Typography sx={{ p: 2 }}>Chargement...</Typography>;
  const close = () => setDialog(null);
  const canQuote = purchase.status === 'en_attente' || purchase.status === 'devis_envoye';
  const canCancel = purchase.status === 'en_attente' || purchase.status === 'devis_envoye' || purchase.status === 'payee';
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={`Achat pour moi — ${purchase.shopName}`} />
      <Link to={`${basename}${purchasesRoute}`}>← Toutes les demandes</Link>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {purchase.shopName}
        </Typography>
        <Chip label={purchaseStatusLabels[purchase.status]} color={purchase.status === 'annulee' ? 'default' : 'primary'} />
        {purchase.status === 'en_attente' && <Chip variant="outlined" label={`Devis : ${timeLeft(purchase.quoteDueAt, Date.now())}`} />}
      </Stack>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle1" component="h2">
            Client
          </Typography>
          <Typography variant="body2">
            {purchase.customer.name} · {purchase.customer.email} · vers {destinationLabels[purchase.destination]}
          </Typography>
          <Typography variant="body2">
            Site : <ExternalLink href={purchase.shopUrl} />
          </Typography>
          {purchase.instructions && <Typography variant="body2">Instructions : {purchase.instructions}</Typography>}
          <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
            Articles demandés
          </Typography>
          <ul>
            {purchase.items.map((item, position) => (
              <li key={position}>
                {item.quantity} × {item.name}
                {item.options && ` (${item.options})`} — {formatEuros(item.statedPriceCents)} indiqué par le client
                {item.url && (
                  <>
                    {' '}
                    · <ExternalLink href={item.url}>lien</ExternalLink>
                  </>
                )}
              </li>
            ))}
          </ul>
          <Amounts rows={[['Estimation du client', formatEuros(purchase.estimate.totalCents)]]} />
        </CardContent>
      </Card>
      {purchase.quote && (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="subtitle1" component="h2">
              Devis
            </Typography>
            <Amounts
              rows={[
                ['Articles (prix vérifiés)', formatEuros(purchase.quote.itemsCents)],
                ['Frais de service', formatEuros(purchase.quote.feeCents)],
                ...(purchase.quote.shippingCharged ? [[shippingLabel(purchase.quote), formatEuros(purchase.quote.shippingEstimateCents)] as [string, string]] : []),
                ['Total', formatEuros(purchase.quote.totalCents)],
              ]}
            />
            {purchase.status === 'devis_envoye' && purchase.quote.shippingCharged && (
              <Alert severity="warning" sx={{ mt: 1 }}>
                Ce devis compte l’expédition dans son total, qui sera facturée sur le devis d’expédition du colis : corrigez-le pour que le client puisse le payer.
              </Alert>
            )}
            {!purchase.quote.shippingCharged && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {shippingLabel(purchase.quote)} : {formatEuros(purchase.quote.shippingEstimateCents)}, à titre indicatif, hors total : facturée sur le devis d’expédition du colis.
              </Typography>
            )}
          </CardContent>
        </Card>
      )}
      {purchase.purchase && (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="subtitle1" component="h2">
              Achat — commande {purchase.purchase.orderReference}
            </Typography>
            <ul>
              {purchase.purchase.bought.map((item, position) => (
                <li key={`b${position}`}>
                  Acheté : {item.quantity} × {item.name}
                </li>
              ))}
              {purchase.purchase.notBought.map((item, position) => (
                <li key={`n${position}`}>
                  Non acheté : {item.name} — {item.reason}
                </li>
              ))}
            </ul>
            {purchase.parcelId && (
              <Typography variant="body2">
                Colis créé : <Link to={createPath({ resource: 'parcels', id: purchase.parcelId, type: 'show' })}>voir le colis</Link>
              </Typography>
            )}
          </CardContent>
        </Card>
      )}
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle1" component="h2">
            Historique
          </Typography>
          <ol>
            {purchase.timeline.map((entry, position) => (
              <li key={position}>
                <strong>{entry.label}</strong> — {formatDateTime(entry.at)} : {entry.detail}
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {canQuote && (
          <Button variant="contained" onClick={() => setDialog('quote')}>
            {purchase.quote ? 'Corriger le devis' : 'Envoyer le devis'}
          </Button>
        )}
        {purchase.status === 'payee' && (
          <Button variant="contained" onClick={() => setDialog('purchase')}>
            Enregistrer l'achat
          </Button>
        )}
        {purchase.status === 'achetee' && (
          <Button variant="contained" onClick={() => setDialog('arrival')}>
            Enregistrer l'arrivée
          </Button>
        )}
        {canCancel && (
          <Button color="error" variant="outlined" onClick={() => setDialog('cancel')}>
            Annuler la demande
          </Button>
        )}
      </Stack>
      {dialog === 'quote' && <QuoteDialog purchase={purchase} open onClose={close} />}
      {dialog === 'purchase' && <PurchaseDialog purchase={purchase} open onClose={close} />}
      {dialog === 'arrival' && <ArrivalDialog purchase={purchase} open onClose={close} />}
      {dialog === 'cancel' && <CancelDialog purchase={purchase} open onClose={close} />}
    </Box>
  );
};

export default PurchasePage;
