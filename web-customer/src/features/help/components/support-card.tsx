import { ButtonLink } from '@/components/ui/button';
import { supportContact } from '@/config/support-contact';

/** "Still stuck?": how to reach a person, at the end of both help pages. */
export const SupportCard = ({ contactHref }: { contactHref: string }) => (
  <aside className="card support-card" aria-labelledby="support-card-title">
    <div>
      <h2 id="support-card-title" className="support-card__title">
        Vous n’avez pas trouvé votre réponse&nbsp;?
      </h2>
      <p className="support-card__text">
        Notre équipe vous répond {supportContact.replyDelay}, {supportContact.hours}.
      </p>
      <ul className="support-card__channels">
        <li>
          <a href={supportContact.mailto}>{supportContact.email}</a>
        </li>
        <li>
          <a href={supportContact.phoneHref}>{supportContact.phone}</a>
        </li>
      </ul>
    </div>
    <ButtonLink to={contactHref} variant="primary">
      Contacter le support
    </ButtonLink>
  </aside>
);
