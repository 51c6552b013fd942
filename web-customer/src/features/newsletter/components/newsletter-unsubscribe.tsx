import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { newsletterMessages } from '@domain/newsletter/newsletter-input';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useUnsubscribeFromNewsletter } from '../api/newsletter-link-actions';
import { readNewsletterLink } from '../utils/newsletter-link';
import { InvalidLink } from './newsletter-confirmation';
import './newsletter.css';

const connectionProblem = 'Impossible de vous désinscrire pour le moment. Vérifiez votre connexion internet et réessayez.';

/**
 * The unsubscribe link of the e-mails. Mail scanners follow links, so opening the page changes
 * nothing: the person confirms with a click.
 */
export const NewsletterUnsubscribe = () => {
  const [searchParams] = useSearchParams();
  const link = readNewsletterLink(searchParams);
  const unsubscribe = useUnsubscribeFromNewsletter();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (unsubscribe.isSuccess) headingRef.current?.focus();
  }, [unsubscribe.isSuccess]);

  if (link === null) return <InvalidLink message={newsletterMessages.invalidLink} />;

  if (unsubscribe.isError && isApiError(unsubscribe.error) && unsubscribe.error.isRefusal) {
    return <InvalidLink message={errorMessage(unsubscribe.error, newsletterMessages.invalidLink)} />;
  }

  if (unsubscribe.isSuccess) {
    return (
      <div className="card success newsletter-outcome">
        <p className="success__icon" aria-hidden="true">
          ✓
        </p>
        <h1 className="success__title" tabIndex={-1} ref={headingRef}>
          Vous êtes désinscrit(e)
        </h1>
        <p>Vous ne recevrez plus notre newsletter. Vous pouvez vous réinscrire à tout moment depuis le bas de n'importe quelle page.</p>
        <div className="actions actions--center">
          <ButtonLink to={paths.home.getHref()}>Retour à l'accueil</ButtonLink>
        </div>
      </div>
    );
  }

  return (
    <div className="card newsletter-outcome">
      <h1>Se désinscrire de la newsletter</h1>
      <p>Confirmez que vous ne souhaitez plus recevoir la newsletter de Passerelle.</p>
      {unsubscribe.isError && <Alert tone="error">{connectionProblem}</Alert>}
      <div className="actions">
        <Button onClick={() => unsubscribe.mutate(link)} isLoading={unsubscribe.isPending}>
          {unsubscribe.isPending ? 'Désinscription en cours...' : 'Me désinscrire'}
        </Button>
        <ButtonLink to={paths.home.getHref()} variant="outline">
          Retour à l'accueil
        </ButtonLink>
      </div>
    </div>
  );
};
