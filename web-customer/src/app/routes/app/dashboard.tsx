import { plans } from '@domain/pricing/plans';
import { Link } from '@/components/ui/link';
import { PageHead } from '@/components/seo/page-head';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { FrenchAddressCard } from '@/features/account/components/french-address-card';
import { PaymentReturnBanner } from '@/features/payments/components/payment-return-banner';
import { RecentParcels } from '@/features/parcels/components/recent-parcels';
import { DashboardOverview } from '@/features/parcels/components/dashboard-overview';
import { QuotesToPay, usePendingQuotesCount } from '@/features/shipments/components/quotes-to-pay';
import { ReturnsInProgress } from '@/features/returns/components/returns-in-progress';
import { SubscriptionCard } from '@/features/subscription/components/subscription-card';
import { PurchasesInProgress } from '@/features/purchases/components/purchases-in-progress';
import { PageSkeleton } from '@/components/layouts/page-skeleton';
import { parcelsQueryOptions, useParcels } from '@/features/parcels/api/get-parcels';
import { getPurchases, purchasesQueryKey } from '@/features/purchases/api/purchases';
import { getReturns, returnsQueryKey } from '@/features/returns/api/get-returns';
import { shipmentsQueryOptions, useShipments } from '@/features/shipments/api/get-shipments';
import { subscriptionQueryOptions } from '@/features/subscription/api/get-subscription';
import { useUser } from '@/lib/auth/get-me';
import { mayHaveSession } from '@/lib/cookies';
import { appQueryClient } from '@/lib/query-client';
import '../pages.css';

const quickLinks = [
  { to: paths.declareParcel.getHref(), title: 'Déclarer un colis', text: 'Annoncez un colis en route vers notre entrepôt.' },
  { to: paths.parcels.getHref(), title: 'Mes colis', text: 'Retrouvez, recherchez et suivez tous vos colis.' },
  { to: paths.quotes.getHref(), title: 'Mes devis et expéditions', text: 'Vos demandes d’expédition, leurs devis et comment les payer.' },
  { to: paths.returns.getHref(), title: 'Gestion des retours', text: 'Renvoyez un colis reçu ou stocké vers la métropole et suivez vos retours.' },
  { to: paths.tracking.getHref(), title: 'Suivi de colis', text: "Le statut et l'historique de chacun de vos colis." },
  { to: paths.calculator.getHref(), title: 'Calculateur de frais', text: "Estimez le coût d'un envoi vers votre territoire." },
  { to: paths.subscription.getHref(), title: 'Abonnement Premium', text: `−${plans.premium_monthly.shippingDiscountPercent} % sur chaque envoi : souscrire ou gérer votre abonnement.` },
  { to: paths.buyForMe.getHref(), title: 'Achat pour moi', text: 'Nous achetons pour vous dans les boutiques françaises : devis sous 24 h.' },
] as const;

// The cards' data is asked for as soon as this module arrives, beside the session (customer-area.tsx),
// rather than once the session is known and the cards are drawn.
if (mayHaveSession()) {
  void appQueryClient.prefetchQuery(parcelsQueryOptions());
  void appQueryClient.prefetchQuery(shipmentsQueryOptions());
  void appQueryClient.prefetchQuery(subscriptionQueryOptions());
  void appQueryClient.prefetchQuery({ queryKey: returnsQueryKey, queryFn: ({ signal }) => getReturns({ signal }) });
  void appQueryClient.prefetchQuery({ queryKey: purchasesQueryKey, queryFn: ({ signal }) => getPurchases({ signal }) });
}

/**
 * Whether the cards drawn above the address card (the figures, the photos, the quotes to pay) have their
 * first answer, or a first failure: until then the page's skeleton stays, so that nothing moves when they
 * arrive (their loading states are shorter than their content). A card waiting on a retry shows its own state.
 */
const useTopCardsAnswered = () => [useParcels(), useShipments()].every((query) => !query.isPending || query.failureCount > 0);

export const DashboardRoute = () => {
  const me = useUser();
  const quotesAvailable = usePendingQuotesCount();
  if (!useTopCardsAnswered()) return <PageSkeleton />;
  return (
    <div className="page">
      <PageHead title="Tableau de bord" />
      <div className="page-header">
        <div>
          <p className="eyebrow">Tableau de bord</p>
          <h1 className="page-header__title">
            Bonjour {me.firstName}
            {me.isAdmin && <span className="badge badge--admin">Administrateur</span>}
          </h1>
        </div>
        <div className="actions">
          <Link className="button button--outline button--md" to={paths.account.getHref()}>
            Mon compte
          </Link>
          {me.isAdmin && (
            <a className="button button--secondary button--md" href={env.ADMIN_PATH}>
              Ouvrir l'administration
            </a>
          )}
        </div>
      </div>

      <PaymentReturnBanner />

      <div className="dashboard-grid">
        <DashboardOverview quotesAvailable={quotesAvailable} quotesToPay={<QuotesToPay />} />
        <FrenchAddressCard address={me.frenchAddress} />
        <SubscriptionCard plan={me.plan} />
        <ReturnsInProgress />

        <section className="card" aria-labelledby="actions-rapides">
          <h2 id="actions-rapides" className="card__title">
            Actions rapides
          </h2>
          <ul className="quick-links">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link className="quick-link" to={link.to}>
                  <span className="quick-link__title">{link.title}</span>
                  <span className="quick-link__text">{link.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <PurchasesInProgress />

        <section className="card dashboard-grid__wide" aria-labelledby="derniers-colis">
          <h2 id="derniers-colis" className="card__title">
            Mes derniers colis
          </h2>
          <RecentParcels />
        </section>
      </div>
    </div>
  );
};
