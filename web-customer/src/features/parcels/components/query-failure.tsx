import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import './parcels.css';

/** A list that could not be read: the reason in French and a way to try again. */
export const QueryFailure = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => (
  <Alert tone="error" title="Impossible de charger vos colis">
    <p>{errorMessage(error, 'Vérifiez votre connexion internet puis réessayez.')}</p>
    <Button variant="secondary" size="sm" onClick={onRetry}>
      Réessayer
    </Button>
  </Alert>
);
