import { useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { useUser } from '@/lib/auth/get-me';
import { useSubscription } from '../api/get-subscription';
import { billingFromSearch } from '../utils/subscription-display';
import { PremiumPlanOffer } from './premium-plan-offer';
import { SubscriptionFaq } from './subscription-faq';
import { SubscriptionManagement } from './subscription-management';
import './subscription.css';

type SubscriptionPageProps = { goTo?: (url: string) => void };

/**
 * /abonnement for a signed-in customer: the offer when there is no subscription, the management
 * view otherwise, and the FAQ under both.
 */
export const SubscriptionPage = ({ goTo }: SubscriptionPageProps) => {
  const me = useUser();
  const subscription = useSubscription();
  const [params] = useSearchParams();
  const initialPlan = billingFromSearch(params.get('formule'));

  if (subscription.isPending) return <Loading />;

  const offer = <PremiumPlanOffer initialPlan={initialPlan} emailConfirmed={me.emailConfirmed} {...(goTo ? { goTo } : {})} />;

  if (subscription.isError) {
    // Without the subscription's state, the offer stays usable for a customer on the free plan: the
    // server refuses a second subscription anyway.
    return (
      <>
        <Alert tone="error" title="Impossible de charger votre abonnement.">
          <p>Vérifiez votre connexion internet, puis réessayez.</p>
          <Button variant="secondary" size="sm" onClick={() => void subscription.refetch()}>
            Réessayer
          </Button>
        </Alert>
        {me.plan === 'free' && offer}
        <SubscriptionFaq />
      </>
    );
  }

  return (
    <>
      {subscription.data.status === 'none' ? offer : <SubscriptionManagement subscription={subscription.data} />}
      <SubscriptionFaq />
    </>
  );
};
