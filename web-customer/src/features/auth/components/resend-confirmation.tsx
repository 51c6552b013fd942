import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useResendConfirmation } from '../api/resend-confirmation';
import { authMessages, mailRequestFailure } from '../utils/auth-messages';
import './auth.css';

type ResendConfirmationProps = {
  email: string;
  variant?: 'primary' | 'secondary' | 'outline';
};

/** « Renvoyer l'email de confirmation » for an address the screen already knows (spec 1, sections 2.10 and 8). */
export const ResendConfirmation = ({ email, variant = 'secondary' }: ResendConfirmationProps) => {
  const resend = useResendConfirmation();
  return (
    <div className="resend-confirmation">
      {resend.isSuccess && <Alert tone="success">{authMessages.confirmationResent}</Alert>}
      {resend.isError && <Alert tone="error">{mailRequestFailure(resend.error, authMessages.confirmationResendFailed)}</Alert>}
      <Button variant={variant} isLoading={resend.isPending} onClick={() => resend.mutate({ email })}>
        Renvoyer l'email de confirmation
      </Button>
    </div>
  );
};
