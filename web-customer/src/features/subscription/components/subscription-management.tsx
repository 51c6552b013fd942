import { useState } from 'react';
import { plans } from '@domain/pricing/plans';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { formatEurosFromCents, formatPriceFromCents } from '@/lib/format';
import { formatDate } from '@/lib/format-date';
import { useChangeSubscription, type SubscriptionChange, type SubscriptionChangeOutcome } from '../api/change-subscription';
import type { Subscription } from '../api/get-subscription';
import {
  cancelFailureMessage,
  paymentStatusLabels,
  subscriptionDateLine,
  subscriptionStatusText,
  upgradeFailureMessage,
} from '../utils/subscription-display';
import './subscription.css';

type Done = { text: string; tone: 'success' | 'info' };

const doneMessage = (change: SubscriptionChange, { subscription, settled }: SubscriptionChangeOutcome): Done => {
  if (change === 'cancel') {
    const text = subscription.periodEnd
      ? `Votre abonnement est résilié : il ne sera pas renouvelé et ses avantages restent actifs jusqu’au ${formatDate(subscription.periodEnd)}.`
      : 'Votre abonnement est résilié : il ne sera pas renouvelé.';
    return { text, tone: 'success' };
  }
  // Said only once the page shows it; until Stripe confirms the charge, the card rightly shows the monthly plan.
  return settled
    ? { text: `Votre abonnement est passé à ${plans.premium_yearly.label}.`, tone: 'success' }
    : { text: `Votre passage à ${plans.premium_yearly.label} est demandé : il s’affichera ici dès que le paiement au prorata sera confirmé.`, tone: 'info' };
};

/** The table's caption, for screen readers: one payment is « votre dernier paiement », never « vos 1 derniers ». */
export const paymentsCaption = (count: number) =>
  count === 1 ? 'Votre dernier paiement d’abonnement' : `Vos ${count} derniers paiements d’abonnement, du plus récent au plus ancien`;

const PaymentsTable = ({ payments }: { payments: Subscription['payments'] }) => (
  <section className="subscription-section" aria-labelledby="abonnement-paiements">
    <h2 id="abonnement-paiements">Historique des paiements</h2>
    {payments.length === 0 ? (
      <p className="subscription-section__lead">Aucun paiement pour l’instant.</p>
    ) : (
      <div className="subscription-table subscription-table--stacked">
        <table>
          <caption className="visually-hidden">{paymentsCaption(payments.length)}</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Description</th>
              <th scope="col">Montant</th>
              <th scope="col">Statut</th>
            </tr>
          </thead>
          <tbody>
            {payments.map((payment) => (
              <tr key={payment.paymentId}>
                <td data-label="Date">{formatDate(payment.at)}</td>
                <td data-label="Description">{payment.description}</td>
                <td data-label="Montant" className="subscription-table__amount">{formatEurosFromCents(payment.amountCents)}</td>
                <td data-label="Statut">
                  <span className={`subscription-payment subscription-payment--${payment.status}`}>{paymentStatusLabels[payment.status]}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    )}
  </section>
);

/**
 * The management view of /abonnement (spec 2, section 2.2): the plan, its status and dates, its last
 * payments, "Résilier" and, for a monthly subscription, "Passer à l'annuel", each after a
 * confirmation. After a command the page waits for the answered version and shows the new state.
 */
export const SubscriptionManagement = ({ subscription }: { subscription: Subscription }) => {
  const change = useChangeSubscription();
  const [confirming, setConfirming] = useState<SubscriptionChange | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const plan = plans[subscription.subscribedPlan ?? subscription.plan];
  const dateLine = subscriptionDateLine(subscription);
  const canCancel = subscription.status === 'active' || subscription.status === 'past_due';

  const open = (which: SubscriptionChange) => {
    setFailure(null);
    setDone(null);
    setConfirming(which);
  };

  const confirm = (which: SubscriptionChange) => {
    setFailure(null);
    change.mutate(which, {
      onSuccess: (updated) => {
        setConfirming(null);
        setDone(doneMessage(which, updated));
      },
      onError: (error) => setFailure(which === 'cancel' ? cancelFailureMessage(error) : upgradeFailureMessage(error)),
    });
  };

  const close = () => {
    if (!change.isPending) setConfirming(null);
  };

  return (
    <>
      <section className="subscription-section" aria-labelledby="abonnement-gestion">
        <h2 id="abonnement-gestion">Mon abonnement</h2>
        {done && <Alert tone={done.tone}>{done.text}</Alert>}
        <div className="card subscription-status">
          <dl className="details-list">
            <dt>Formule</dt>
            <dd>
              {plan.label} ({formatPriceFromCents(plan.priceCents)} par {plan.billingPeriod === 'year' ? 'an' : 'mois'})
            </dd>
            <dt>Statut</dt>
            <dd className={`subscription-status__value subscription-status__value--${subscription.status}`}>{subscriptionStatusText(subscription)}</dd>
            {dateLine && (
              <>
                <dt>{dateLine.label}</dt>
                <dd>{dateLine.date}</dd>
              </>
            )}
          </dl>
          {(canCancel || subscription.canUpgrade) && (
            <div className="actions">
              {subscription.canUpgrade && <Button onClick={() => open('upgrade')}>Passer à l’annuel</Button>}
              {canCancel && (
                <Button variant="outline" onClick={() => open('cancel')}>
                  Résilier l’abonnement
                </Button>
              )}
            </div>
          )}
        </div>
      </section>

      <PaymentsTable payments={subscription.payments} />

      {confirming === 'cancel' && (
        <Modal title="Résilier votre abonnement ?" onClose={close}>
          <p>
            Votre abonnement ne sera pas renouvelé.{' '}
            {subscription.periodEnd
              ? `Vous gardez ses avantages jusqu’au ${formatDate(subscription.periodEnd)}, puis votre compte passe à la formule ${plans.free.label}.`
              : `Votre compte passera ensuite à la formule ${plans.free.label}.`}
          </p>
          {failure && <Alert tone="error">{failure}</Alert>}
          <div className="actions">
            <Button isLoading={change.isPending} onClick={() => confirm('cancel')}>
              Confirmer la résiliation
            </Button>
            <Button variant="outline" disabled={change.isPending} onClick={close}>
              Garder mon abonnement
            </Button>
          </div>
        </Modal>
      )}

      {confirming === 'upgrade' && (
        <Modal title="Passer à l’abonnement annuel ?" onClose={close}>
          <p>
            Votre abonnement devient {plans.premium_yearly.label} ({formatPriceFromCents(plans.premium_yearly.priceCents)} par an) dès maintenant, avec{' '}
            {plans.premium_yearly.freeStorageDays} jours de stockage gratuit et le regroupement illimité.
          </p>
          <p>
            Le montant calculé au prorata, le prix de l’année moins la part non utilisée de votre mois en cours, est débité immédiatement sur
            votre carte.
          </p>
          {failure && <Alert tone="error">{failure}</Alert>}
          <div className="actions">
            <Button isLoading={change.isPending} onClick={() => confirm('upgrade')}>
              Confirmer le passage à l’annuel
            </Button>
            <Button variant="outline" disabled={change.isPending} onClick={close}>
              Annuler
            </Button>
          </div>
        </Modal>
      )}
    </>
  );
};
