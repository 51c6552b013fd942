import { Button } from '@/components/ui/button';

/** What the person sees when a screen crashes: French, calm, with a way out. */
export const ErrorFallback = ({ onRetry }: { onRetry?: () => void }) => (
  <div className="page page--narrow">
    <div className="alert alert--error" role="alert">
      <p className="alert__title">Une erreur inattendue est survenue</p>
      <p>Cette page n'a pas pu s'afficher. Vos colis et vos données ne sont pas affectés.</p>
      <div className="actions">
        <Button variant="primary" onClick={onRetry ?? (() => window.location.reload())}>
          Recharger la page
        </Button>
        <a className="button button--ghost button--md" href="/">
          Retour à l'accueil
        </a>
      </div>
    </div>
  </div>
);
