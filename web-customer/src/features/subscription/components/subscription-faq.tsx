import { plans } from '@domain/pricing/plans';
import { frenchSpacing } from '@/lib/typography';
import './subscription.css';

const monthly = plans.premium_monthly.label;
const yearly = plans.premium_yearly.label;

const questions: readonly { question: string; answer: string }[] = [
  {
    question: 'Puis-je résilier à tout moment ?',
    answer: 'Oui, en un clic depuis cette page, sans frais ni justification. Votre abonnement ne sera simplement pas renouvelé.',
  },
  {
    question: 'Que se passe-t-il après la résiliation ?',
    answer: `Vous gardez tous les avantages Premium jusqu’à la fin de la période déjà payée, puis votre compte passe à la formule ${plans.free.label}. La période en cours n’est pas remboursée.`,
  },
  {
    question: `Puis-je passer de ${monthly} à ${yearly} ?`,
    answer: `Oui, à tout moment et immédiatement : le prix de l’année est calculé au prorata, en déduisant la part non utilisée de votre mois en cours, et débité aussitôt.`,
  },
  {
    question: `Puis-je revenir de ${yearly} à ${monthly} ?`,
    answer: 'Oui, mais seulement à la fin de votre année en cours : le changement prend effet à la date de renouvellement.',
  },
  {
    question: 'Que se passe-t-il si un paiement échoue ?',
    answer: `Nous vous prévenons par e-mail et nous réessayons de débiter votre carte pendant quelques jours ; vos avantages restent actifs en attendant. Si aucun essai n’aboutit, l’abonnement prend fin et votre compte repasse à la formule ${plans.free.label}.`,
  },
];

/** The questions of /abonnement, as native disclosure widgets: keyboard and screen readers work without script. */
export const SubscriptionFaq = () => (
  <section className="subscription-section" aria-labelledby="abonnement-faq">
    <h2 id="abonnement-faq">Questions fréquentes</h2>
    <div className="subscription-faq">
      {questions.map(({ question, answer }) => (
        <details key={question} className="subscription-faq__item">
          <summary>{frenchSpacing(question)}</summary>
          <p>{frenchSpacing(answer)}</p>
        </details>
      ))}
    </div>
  </section>
);
