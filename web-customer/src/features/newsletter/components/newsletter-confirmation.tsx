import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { newsletterMessages } from '@domain/newsletter/newsletter-input';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useConfirmNewsletterSubscription } from '../api/newsletter-link-actions';
import { readNewsletterLink } from '../utils/newsletter-link';
import './newsletter.css';

const connectionProblem = 'Impossible de confirmer votre inscription pour le moment. Vérifiez votre connexion internet et réessayez.';

/** Opening the link of the confirmation e-mail confirms the subscription (once, on load). */
export const NewsletterConfirmation = () => {
  const [searchParams] = useSearchParams();
  const link = readNewsletterLink(searchParams);
  const confirm = useConfirmNewsletterSubscription();
  const sent = useRef(false);
  const { mutate } = confirm;

  useEffect(() => {
    if (link === null || sent.current) return;
    sent.current = true;
    mutate(link);
  }, [link, mutate]);

  if (link === null) return <InvalidLink message={newsletterMessages.invalidLink} />;

  if (confirm.isSuccess) {
    return (
      <div className="card success newsletter-outcome">
        <p className="success__icon" aria-hidden="true">
          ✓
        </p>
        <h1 className="success__title">Inscription confirmée</h1>
        <p>Merci ! Vous recevrez désormais notre newsletter : nos conseils d'envoi, nouveautés et offres.</p>
        <p className="newsletter-outcome__note">Chaque e-mail contient un lien pour vous désinscrire à tout moment.</p>
        <div className="actions actions--center">
          <ButtonLink to={paths.home.getHref()}>Retour à l'accueil</ButtonLink>
        </div>
      </div>
    );
  }

  if (confirm.isError) {
    // A refusal is the API's verdict on the link; anything else may work on a second try.
    if (isApiError(confirm.error) && confirm.error.isRefusal) {
      return <InvalidLink message={errorMessage(confirm.error, newsletterMessages.invalidLink)} />;
    }
    return (
      <div className="card newsletter-outcome">
        <h1>Confirmation de l'inscription</h1>
        <Alert tone="error">{connectionProblem}</Alert>
        <div className="actions">
          <Button onClick={() => mutate(link)}>Réessayer</Button>
          <ButtonLink to={paths.home.getHref()} variant="outline">
            Retour à l'accueil
          </ButtonLink>
        </div>
      </div>
    );
  }

  return (
    <div className="card newsletter-outcome">
      <h1>Confirmation de l'inscription</h1>
      <Loading label="Confirmation de votre inscription..." />
    </div>
  );
};

export const InvalidLink = ({ message }: { message: string }) => (
  <div className="card newsletter-outcome">
    <h1>Lien non valable</h1>
    <Alert tone="error">{message}</Alert>
    <ButtonLink to={paths.home.getHref()}>Retour à l'accueil</ButtonLink>
  </div>
);
