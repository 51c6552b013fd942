import { plans, type SubscriptionPlan } from '@domain/pricing/plans';
import { formatEurosFromCents } from '@/lib/format';
import './plan-offer.css';

export type PaidPlan = Exclude<SubscriptionPlan, 'free'>;

const billingChoices: readonly { plan: PaidPlan; label: string }[] = [
  { plan: 'premium_monthly', label: 'Mensuel' },
  { plan: 'premium_yearly', label: 'Annuel' },
];

const periodLabels = { month: 'mois', year: 'an' } as const;

/** Monthly or yearly Premium, as a segmented choice of two radio buttons (keyboard and screen readers as a radio group). */
export const BillingToggle = ({
  value,
  onChange,
  name,
  legend,
  legendVisible = false,
}: {
  value: PaidPlan;
  onChange: (plan: PaidPlan) => void;
  name: string;
  legend: string;
  legendVisible?: boolean;
}) => (
  <fieldset className="billing-toggle">
    <legend className={legendVisible ? 'billing-toggle__legend' : 'visually-hidden'}>{legend}</legend>
    {billingChoices.map((choice) => (
      <label key={choice.plan} className="billing-toggle__option">
        <input type="radio" name={name} value={choice.plan} checked={value === choice.plan} onChange={() => onChange(choice.plan)} />
        <span>{choice.label}</span>
      </label>
    ))}
  </fieldset>
);

/** A plan's name as a card's heading, with "2 mois gratuits" for the yearly plan. */
export const PlanName = ({ plan, id }: { plan: SubscriptionPlan; id?: string }) => (
  <h3 id={id} className="plan-name">
    {plans[plan].label}
    {plan === 'premium_yearly' && <span className="plan-name__badge">2 mois gratuits</span>}
  </h3>
);

/** A plan's price and period from the rate card ("Gratuit" for the free plan), read out when the choice changes. */
export const PlanPrice = ({ plan }: { plan: SubscriptionPlan }) => {
  const terms = plans[plan];
  return (
    <p className="plan-price" aria-live="polite">
      {terms.billingPeriod === null ? (
        'Gratuit'
      ) : (
        <>
          {formatEurosFromCents(terms.priceCents)}
          <span className="plan-price__period"> / {periodLabels[terms.billingPeriod]}</span>
        </>
      )}
    </p>
  );
};
