import { testCards, testIbans, type CheckoutPayment } from './ledger';
import type { CheckoutDetails, CheckoutSession } from './objects';

// Every attribute is double-quoted, so an apostrophe (d'expiration) stays as typed.
const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escape = (text: string) => text.replace(/[&<>"]/g, (character) => escapes[character] ?? character);

/** "16,00 €" as the product shows it (fr-FR), whatever the machine's locale. */
export const euros = (cents: number, currency = 'eur') => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

const intervals: Record<string, string> = { day: 'jour', week: 'semaine', month: 'mois', year: 'an' };

const frame = (title: string, content: string) => `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} — Paiement Passerelle (Stripe local)</title>
<style>
  body { margin: 0; padding: 0 0.75rem; font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; background: #f6f7fb; color: #1f2937; }
  main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 12px; box-shadow: 0 2px 12px rgba(18, 53, 91, 0.12); }
  h1 { font-size: 1.25rem; color: #12355b; margin: 0 0 0.25rem; }
  .amount { font-size: 2rem; font-weight: 700; margin: 0.5rem 0 1rem; }
  .lines { list-style: none; padding: 0; margin: 0 0 1rem; color: #4b5563; }
  .lines li { display: flex; justify-content: space-between; gap: 1rem; padding: 0.25rem 0; }
  label { display: block; font-size: 0.9rem; font-weight: 600; margin: 0.75rem 0 0.25rem; }
  input { box-sizing: border-box; width: 100%; padding: 0.6rem; font-size: 1rem; border: 1px solid #cbd5e1; border-radius: 6px; }
  input:focus { outline: 2px solid #2563eb; border-color: #2563eb; }
  .row { display: flex; gap: 0.75rem; } .row > div { flex: 1; }
  button { width: 100%; margin-top: 1.25rem; padding: 0.75rem; font-size: 1rem; font-weight: 600; color: #fff; background: #12355b; border: 0; border-radius: 6px; cursor: pointer; }
  button:hover { background: #1d4e89; }
  .error { color: #b91c1c; background: #fef2f2; border: 1px solid #fecaca; border-radius: 6px; padding: 0.6rem; margin: 1rem 0 0; }
  .notice { color: #1f2937; background: #f1f5f9; border-radius: 6px; padding: 0.75rem; }
  .back { display: inline-block; margin-top: 1rem; color: #2563eb; }
  .test { font-size: 0.8rem; color: #6b7280; margin-top: 1.25rem; }
  .debit { margin-top: 1.5rem; padding-top: 1rem; border-top: 1px solid #e5e7eb; }
  h2 { font-size: 1rem; color: #12355b; margin: 0; }
</style>
</head>
<body><main>${content}</main></body>
</html>`;

/** The page's fields; `method` is `sepa_debit` for the debit's form, the card's otherwise. */
export type CheckoutForm = { method: string; email: string; cardNumber: string; cardExpiry: string; cardCvc: string; iban: string };

/** The hosted checkout page: what is paid, the form, and an error of the last attempt if any. */
export const checkoutPage = (session: CheckoutSession, details: CheckoutDetails | undefined, input: { email: string | null; form?: CheckoutForm; error?: string }) => {
  const total = euros(session.amount_total, session.currency);
  const lines = details?.lines ?? [];
  const recurring = session.mode === 'subscription' ? (details?.recurringInterval ?? null) : null;
  const per = recurring ? ` / ${intervals[recurring] ?? recurring}` : '';
  const value = (field: keyof CheckoutForm) => escape(input.form?.[field] ?? '');
  const email = input.email ?? input.form?.email ?? '';
  const title = session.mode === 'subscription' ? 'Abonnement' : 'Paiement';
  return frame(
    title,
    `<h1>${title} Passerelle</h1>
<p class="amount">${total}${per}</p>
<ul class="lines">${lines.map((line) => `<li><span>${escape(line.name)}${line.quantity > 1 ? ` × ${line.quantity}` : ''}</span><span>${euros(line.unitAmount * line.quantity, session.currency)}</span></li>`).join('')}</ul>
<form method="post" action="/checkout/${escape(session.id)}" novalidate>
  <label for="email">Adresse e-mail</label>
  <input id="email" name="email" type="email" autocomplete="email" required value="${escape(email)}">
  <label for="cardNumber">Numéro de carte</label>
  <input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required value="${value('cardNumber')}">
  <div class="row">
    <div><label for="cardExpiry">Date d'expiration</label>
    <input id="cardExpiry" name="cardExpiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / AA" required value="${value('cardExpiry')}"></div>
    <div><label for="cardCvc">CVC</label>
    <input id="cardCvc" name="cardCvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required value="${value('cardCvc')}"></div>
  </div>
  ${input.error ? `<p class="error" role="alert">${escape(input.error)}</p>` : ''}
  <button type="submit">${session.mode === 'subscription' ? "S'abonner" : `Payer ${total}`}</button>
</form>
${
  session.mode === 'payment' && session.payment_method_types.includes('sepa_debit')
    ? `<form method="post" action="/checkout/${escape(session.id)}" novalidate class="debit">
  <h2>Ou par prélèvement SEPA</h2>
  <input type="hidden" name="method" value="sepa_debit">
  <input type="hidden" name="email" value="${escape(email)}">
  <label for="iban">IBAN</label>
  <input id="iban" name="iban" autocomplete="off" placeholder="FR14 2004 1010 0505 0001 3M02 606" required value="${value('iban')}">
  <button type="submit">Payer ${total} par prélèvement</button>
  <p class="test">Le prélèvement aboutit (ou non) quelques instants plus tard. Mode test : ${testIbans.succeeds} aboutit, ${testIbans.fails} échoue.</p>
</form>`
    : ''
}
${session.cancel_url ? `<a class="back" href="${escape(session.cancel_url)}">Retour</a>` : ''}
<p class="test">Mode test : 4242 4242 4242 4242 est acceptée, 4000 0000 0000 0002 est refusée, 4000 0000 0000 0341 est acceptée puis refusée aux renouvellements, 4000 0000 0000 0259 est acceptée puis contestée (tout remboursement refusé), 4000 0000 0000 5126 est acceptée mais ses remboursements échouent.</p>`,
  );
};

/** A session that can no longer be paid (expired or already paid), or that does not exist. */
export const closedPage = (message: string, backUrl: string | null) =>
  frame('Paiement indisponible', `<h1>Paiement Passerelle</h1><p class="notice" role="status">${escape(message)}</p>${backUrl ? `<a class="back" href="${escape(backUrl)}">Retour</a>` : ''}`);

/**
 * Reads the typed card: only Stripe's test cards are known, as in test mode; the expiry must be
 * a month not yet past on the stand-in's clock.
 */
export const readCard = (form: CheckoutForm, now: number): Extract<CheckoutPayment, { method: 'card' }> | { error: string } => {
  const email = form.email.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return { error: 'Votre adresse e-mail est invalide.' };
  const cardNumber = form.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{16}$/.test(cardNumber) || !Object.values<string>(testCards).includes(cardNumber))
    return { error: 'Votre numéro de carte est invalide.' };
  const expiry = form.cardExpiry.replace(/\s/g, '').match(/^(\d{2})\/?(\d{2}|\d{4})$/);
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) return { error: "La date d'expiration de votre carte est incomplète." };
  const year = Number(expiry[2]) + (expiry[2]?.length === 2 ? 2000 : 0);
  const today = new Date(now * 1000);
  if (year * 12 + month < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1) return { error: "La date d'expiration de votre carte est dépassée." };
  if (!/^\d{3,4}$/.test(form.cardCvc.trim())) return { error: 'Le code de sécurité de votre carte est incomplet.' };
  return { method: 'card', cardNumber, email };
};

/** Reads the typed IBAN: only Stripe's SEPA test IBANs are known, as in test mode. */
export const readDebit = (form: CheckoutForm): Extract<CheckoutPayment, { method: 'sepa_debit' }> | { error: string } => {
  const email = form.email.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return { error: 'Votre adresse e-mail est invalide.' };
  const iban = form.iban.replace(/\s/g, '').toUpperCase();
  if (!Object.values<string>(testIbans).includes(iban)) return { error: 'Votre IBAN est invalide.' };
  return { method: 'sepa_debit', iban, email };
};
