import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { newsletterMessages, newsletterSubscriptionInputSchema } from '@domain/newsletter/newsletter-input';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { subscribeToNewsletter, type NewsletterSubscriptionResult } from '../api/subscribe-to-newsletter';

export const newsletterSuccessMessages: Record<NewsletterSubscriptionResult['status'], string> = {
  confirmation_sent: `${newsletterMessages.success} Confirmez votre inscription grâce au lien que nous venons de vous envoyer par e-mail.`,
  already_subscribed: `${newsletterMessages.success} Vous êtes déjà inscrit à notre newsletter.`,
};

type Feedback = { tone: 'success' | 'error'; text: string; isFieldError?: boolean };

export const NewsletterForm = () => {
  const [email, setEmail] = useState('');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const ids = useId();
  const inputId = `${ids}-email`;
  const messageId = `${ids}-message`;
  const subscribe = useMutation({ mutationFn: subscribeToNewsletter });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (subscribe.isPending) return;
    const parsed = newsletterSubscriptionInputSchema.safeParse({ email });
    if (!parsed.success) {
      setFeedback({ tone: 'error', text: parsed.error.issues[0]?.message ?? newsletterMessages.emailRequired, isFieldError: true });
      return;
    }
    setFeedback(null);
    subscribe.mutate(parsed.data.email, {
      onSuccess: ({ status }) => {
        setEmail('');
        setFeedback({ tone: 'success', text: newsletterSuccessMessages[status] });
      },
      onError: (error) => {
        const network = isApiError(error) && error.kind === 'network';
        setFeedback({ tone: 'error', text: network ? newsletterMessages.network : newsletterMessages.failure });
      },
    });
  };

  return (
    <form className="newsletter-form" noValidate onSubmit={onSubmit} aria-labelledby={`${ids}-title`}>
      <h2 className="site-footer__title" id={`${ids}-title`}>
        Newsletter
      </h2>
      <p className="newsletter-form__lead">Conseils d'envoi, nouveautés et offres de Passerelle.</p>
      <label className="visually-hidden" htmlFor={inputId}>
        Votre adresse e-mail
      </label>
      <div className="newsletter-form__row">
        <input
          id={inputId}
          className="field__input newsletter-form__input"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="votre@email.fr"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (feedback?.isFieldError) setFeedback(null);
          }}
          aria-invalid={feedback?.isFieldError ? true : undefined}
          aria-describedby={feedback ? messageId : undefined}
        />
        <Button type="submit" isLoading={subscribe.isPending} className="newsletter-form__submit">
          S'inscrire
        </Button>
      </div>
      <p
        id={messageId}
        className={feedback ? `newsletter-form__message newsletter-form__message--${feedback.tone}` : 'newsletter-form__message'}
        role="status"
        aria-live="polite"
      >
        {feedback?.text}
      </p>
    </form>
  );
};
