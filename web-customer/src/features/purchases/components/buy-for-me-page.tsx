import { useRef, useState, type FormEvent } from 'react';
import { buyForMeFeeCents, buyForMeQuoteDelayHours } from '@domain/pricing/service-fees';
import { destinationLabels } from '@domain/pricing/rate-card';
import { estimateOfRequest, isPremium, maxInstructionsLength, purchaseRequestInputSchema, type PurchaseRequestInput } from '@domain/purchase/purchase-input';
import type { PurchaseView } from '@domain/purchase/purchase-views';
import { centsOfEuros } from '@domain/shared/money';
import { territories, type Territory } from '@events/territories';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { InputField, SelectField, TextareaField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth/get-me';
import { isApiError } from '@/lib/api-error';
import { formatEurosFromCents } from '@/lib/format';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useRequestPurchase } from '../api/purchases';
import { MyPurchases } from './my-purchases';
import './purchases.css';

type Line = { key: number; name: string; options: string; url: string; price: string; quantity: string };
const emptyLine = (key: number): Line => ({ key, name: '', options: '', url: '', price: '', quantity: '1' });

/** A typed number (a comma as the decimal mark too); empty or unreadable is NaN, which the schema refuses. */
const numberOf = (typed: string): number => (typed.trim() === '' ? Number.NaN : Number(typed.replace(',', '.')));

const inputOf = (form: { shopName: string; shopUrl: string; lines: Line[]; destination: Territory; instructions: string }) => ({
  shopName: form.shopName,
  shopUrl: form.shopUrl,
  items: form.lines.map((line) => ({ name: line.name, options: line.options, url: line.url, priceEuros: numberOf(line.price), quantity: numberOf(line.quantity) })),
  destination: form.destination,
  instructions: form.instructions,
});

/** The French message of each field the schema refuses, by field name (`items.0.priceEuros` for a line's price). */
const errorsOf = (input: unknown): Record<string, string> => {
  const parsed = purchaseRequestInputSchema.safeParse(input);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return errors;
};

const PricingCards = ({ premium }: { premium: boolean }) => (
  <section className="buy-pricing" aria-label="Tarifs du service">
    <div className="buy-pricing__cards">
      <article className={`card buy-pricing__card${premium ? '' : ' buy-pricing__card--current'}`}>
        <h2 className="card__title">Découverte</h2>
        <p className="buy-pricing__price">{formatEurosFromCents(buyForMeFeeCents.free)}</p>
        <p className="buy-pricing__unit">par commande</p>
        {!premium && <span className="buy-pricing__badge">Votre formule</span>}
      </article>
      <article className={`card buy-pricing__card${premium ? ' buy-pricing__card--current' : ''}`}>
        <h2 className="card__title">Premium</h2>
        <p className="buy-pricing__price">{formatEurosFromCents(buyForMeFeeCents.premium)}</p>
        <p className="buy-pricing__unit">par commande</p>
        {premium && <span className="buy-pricing__badge">Votre formule</span>}
      </article>
    </div>
    {!premium && (
      <div className="buy-pricing__saving">
        <p>Avec Premium, économisez 5 € sur chaque commande Achat pour moi.</p>
        <ButtonLink to={paths.subscription.getHref()} variant="outline" size="sm">
          Découvrir Premium
        </ButtonLink>
      </div>
    )}
    <p className="buy-pricing__note">Notre équipe vérifie les prix et vous envoie un devis sous {buyForMeQuoteDelayHours} h. Vous ne payez qu’après avoir accepté le devis.</p>
  </section>
);

const Confirmation = ({ request, onNew }: { request: PurchaseView; onNew: () => void }) => (
  <section className="card buy-confirmation" aria-labelledby="buy-confirmation-title">
    <h2 id="buy-confirmation-title" className="card__title">
      Demande envoyée !
    </h2>
    <p>Nous vérifions les prix et vous envoyons un devis sous {buyForMeQuoteDelayHours} h, par e-mail et ci-dessous.</p>
    <dl className="buy-summary">
      <div>
        <dt>Site</dt>
        <dd>{request.shopName}</dd>
      </div>
      <div>
        <dt>Articles</dt>
        <dd>{request.items.reduce((sum, item) => sum + item.quantity, 0)}</dd>
      </div>
      <div>
        <dt>Sous-total</dt>
        <dd>{formatEurosFromCents(request.estimate.subtotalCents)}</dd>
      </div>
      <div>
        <dt>Frais de service</dt>
        <dd>{formatEurosFromCents(request.estimate.feeCents)}</dd>
      </div>
      <div className="buy-summary__total">
        <dt>Total estimé</dt>
        <dd>{formatEurosFromCents(request.estimate.totalCents)}</dd>
      </div>
    </dl>
    <div className="buy-confirmation__actions">
      <Button onClick={onNew}>Nouvelle demande</Button>
      <ButtonLink to={paths.dashboard.getHref()} variant="outline">
        Retour au tableau de bord
      </ButtonLink>
    </div>
  </section>
);

const destinationOptions = territories.map((territory) => ({ value: territory, label: destinationLabels[territory] }));

/** /achat-pour-moi (spec 2, section 2.5; DECISIONS, "Buy for me"). */
export const BuyForMePage = () => {
  const me = useUser();
  const premium = isPremium(me.plan);
  const ownTerritory = (territories as readonly string[]).includes(me.territory ?? '') ? (me.territory as Territory) : territories[0];
  const nextKey = useRef(1);
  const [shopName, setShopName] = useState('');
  const [shopUrl, setShopUrl] = useState('');
  const [lines, setLines] = useState<Line[]>([emptyLine(0)]);
  const [destination, setDestination] = useState<Territory>(ownTerritory);
  const [instructions, setInstructions] = useState('');
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [sent, setSent] = useState<PurchaseView | null>(null);
  const idempotencyKey = useRef(newIdempotencyKey());
  const request = useRequestPurchase();

  const input = inputOf({ shopName, shopUrl, lines, destination, instructions });
  const errors = errorsOf(input);
  const valid = Object.keys(errors).length === 0;
  const estimate = estimateOfRequest(
    lines
      .filter((line) => line.name.trim() !== '' && centsOfEuros(numberOf(line.price)) !== null && Number.isInteger(numberOf(line.quantity)) && numberOf(line.quantity) >= 1)
      .map((line) => ({ priceEuros: numberOf(line.price), quantity: numberOf(line.quantity) })),
    me.plan,
  );
  const touch = (field: string) => setTouched((current) => new Set(current).add(field));
  const shown = (field: string) => (touched.has(field) ? errors[field] : undefined);
  const setLine = (key: number, change: Partial<Line>) => setLines((current) => current.map((line) => (line.key === key ? { ...line, ...change } : line)));

  const reset = () => {
    setShopName('');
    setShopUrl('');
    setLines([emptyLine(nextKey.current++)]);
    setDestination(ownTerritory);
    setInstructions('');
    setTouched(new Set());
    setSent(null);
    request.reset();
    idempotencyKey.current = newIdempotencyKey();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = purchaseRequestInputSchema.safeParse(input);
    if (!parsed.success) return;
    request.mutate(
      { input: parsed.data satisfies PurchaseRequestInput, idempotencyKey: idempotencyKey.current },
      {
        onSuccess: setSent,
        onError: (error) => {
          if (isApiError(error) && error.isRefusal) idempotencyKey.current = newIdempotencyKey();
        },
      },
    );
  };

  const failure = request.error ? (isApiError(request.error) && request.error.detail ? request.error.detail : 'Une erreur est survenue') : null;

  return (
    <div className="buy-for-me">
      <PricingCards premium={premium} />
      {sent ? (
        <Confirmation request={sent} onNew={reset} />
      ) : (
        <form className="card buy-form" onSubmit={submit} noValidate aria-labelledby="buy-form-title">
          <h2 id="buy-form-title" className="card__title">
            Votre demande
          </h2>
          <div className="buy-form__row">
            <InputField label="Nom du site" isRequired value={shopName} onChange={(event) => setShopName(event.target.value)} onBlur={() => touch('shopName')} error={shown('shopName')} placeholder="Fnac, Amazon, Zara..." />
            <InputField label="URL du site" isRequired type="url" value={shopUrl} onChange={(event) => setShopUrl(event.target.value)} onBlur={() => touch('shopUrl')} error={shown('shopUrl')} placeholder="https://www.exemple.fr" />
          </div>

          <fieldset className="buy-form__items">
            <legend>Articles</legend>
            {lines.map((line, position) => (
              <div className="buy-line" key={line.key} role="group" aria-label={`Article ${position + 1}`}>
                <InputField label="Nom de l'article" value={line.name} onChange={(event) => setLine(line.key, { name: event.target.value })} onBlur={() => touch(`items.${position}.name`)} error={shown(`items.${position}.name`)} />
                <InputField label="Options" placeholder="Taille, couleur..." value={line.options} onChange={(event) => setLine(line.key, { options: event.target.value })} />
                <InputField label="Lien de l'article" type="url" value={line.url} onChange={(event) => setLine(line.key, { url: event.target.value })} onBlur={() => touch(`items.${position}.url`)} error={shown(`items.${position}.url`)} />
                <InputField label="Prix (€)" type="number" inputMode="decimal" min={0} step={0.01} value={line.price} onChange={(event) => setLine(line.key, { price: event.target.value })} onBlur={() => touch(`items.${position}.priceEuros`)} error={line.name.trim() ? shown(`items.${position}.priceEuros`) : undefined} />
                <InputField label="Quantité" type="number" min={1} step={1} value={line.quantity} onChange={(event) => setLine(line.key, { quantity: event.target.value })} onBlur={() => touch(`items.${position}.quantity`)} error={line.name.trim() ? shown(`items.${position}.quantity`) : undefined} />
                {lines.length > 1 && (
                  <Button variant="ghost" size="sm" className="buy-line__remove" onClick={() => setLines((current) => current.filter((candidate) => candidate.key !== line.key))} aria-label={`Retirer l'article ${position + 1}`}>
                    Retirer
                  </Button>
                )}
              </div>
            ))}
            {touched.size > 0 && errors.items && <p className="field__error">{errors.items}</p>}
            <Button variant="outline" size="sm" onClick={() => setLines((current) => [...current, emptyLine(nextKey.current++)])}>
              Ajouter un article
            </Button>
          </fieldset>

          <SelectField label="Destination" value={destination} onChange={(event) => setDestination(event.target.value as Territory)} options={destinationOptions} hint="Par défaut, votre territoire." />
          <TextareaField
            label="Instructions"
            value={instructions}
            maxLength={maxInstructionsLength + 100}
            rows={3}
            onChange={(event) => setInstructions(event.target.value)}
            onBlur={() => touch('instructions')}
            error={errors.instructions}
            characterCount={{ current: instructions.length, max: maxInstructionsLength }}
          />

          <dl className="buy-summary" aria-label="Récapitulatif">
            <div>
              <dt>Sous-total</dt>
              <dd>{formatEurosFromCents(estimate.subtotalCents)}</dd>
            </div>
            <div>
              <dt>Frais de service</dt>
              <dd>{formatEurosFromCents(estimate.feeCents)}</dd>
            </div>
            <div className="buy-summary__total">
              <dt>Total estimé</dt>
              <dd>{formatEurosFromCents(estimate.totalCents)}</dd>
            </div>
          </dl>
          <p className="buy-form__note">Le prix des articles est celui que vous lisez sur le site : notre devis reprend les prix vérifiés et nos frais de service. L’expédition vers chez vous est facturée ensuite, une seule fois, sur le devis d’expédition de votre colis.</p>

          {failure && <Alert tone="error">{failure}</Alert>}
          <Button type="submit" disabled={!valid || request.isPending} isLoading={request.isPending}>
            {request.isPending ? 'Envoi en cours...' : 'Envoyer ma demande'}
          </Button>
        </form>
      )}
      <MyPurchases />
    </div>
  );
};
