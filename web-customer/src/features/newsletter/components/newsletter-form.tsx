import { useId, useRef, useState, type FormEvent } from 'react';
import { newsletterMessages } from '@domain/newsletter/newsletter-messages';
import { Button } from '@/components/ui/button';
import type { NewsletterFeedback } from '../api/subscribe-to-newsletter';
import './newsletter.css';

/** The check and the request, loaded at the first submission (see `submitNewsletterSubscription`). */
const loadSubmission = () => import('../api/subscribe-to-newsletter');

export const NewsletterForm = () => {
  const [email, setEmail] = useState('');
  const [feedback, setFeedback] = useState<NewsletterFeedback | null>(null);
  const [isPending, setPending] = useState(false);
  const pending = useRef(false);
  const ids = useId();
  const inputId = `${ids}-email`;
  const messageId = `${ids}-message`;

  const submit = async () => {
    // A ref, not the state: a second click before the re-render must not send a second request.
    if (pending.current) return;
    pending.current = true;
    setPending(true);
    try {
      const { submitNewsletterSubscription } = await loadSubmission();
      const answer = await submitNewsletterSubscription(email);
      if (answer.tone === 'success') setEmail('');
      setFeedback(answer);
    } catch {
      // The module itself could not be downloaded: the same words as a failed request.
      setFeedback({ tone: 'error', text: newsletterMessages.network });
    } finally {
      pending.current = false;
      setPending(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
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
        <Button type="submit" isLoading={isPending} className="newsletter-form__submit">
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
