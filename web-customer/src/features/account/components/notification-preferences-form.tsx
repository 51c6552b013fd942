import { useState, type FormEvent } from 'react';
import { notificationCategories, type NotificationCategory, type NotificationPreferences } from '@events/notification-terms';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Loading } from '@/components/ui/loading';
import { errorMessage } from '@/lib/api-error';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/notification-preferences';
import './account.css';

/** Each category the customer may turn off, in French. */
const categoryLabels: Record<NotificationCategory, { label: string; hint: string }> = {
  storage_reminders: {
    label: 'Rappels de stockage',
    hint: 'Deux jours avant la fin du stockage gratuit d’un colis, puis chaque semaine tant que des frais de stockage s’accumulent.',
  },
};

const Form = ({ saved }: { saved: NotificationPreferences }) => {
  const save = useSaveNotificationPreferences();
  const [choice, setChoice] = useState<NotificationPreferences>(saved);
  const changed = notificationCategories.some((category) => choice[category] !== saved[category]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(choice, { onSuccess: (view) => setChoice(view.preferences) });
  };

  return (
    <form className="form" noValidate onSubmit={submit}>
      {save.isSuccess && !changed && <Alert tone="success">Vos préférences d’e-mails ont été enregistrées.</Alert>}
      {save.isError && <Alert tone="error">{errorMessage(save.error, "Erreur lors de l'enregistrement de vos préférences. Veuillez réessayer.")}</Alert>}
      {notificationCategories.map((category) => (
        <CheckboxField
          key={category}
          name={category}
          label={categoryLabels[category].label}
          hint={categoryLabels[category].hint}
          checked={choice[category]}
          onChange={(event) => setChoice({ ...choice, [category]: event.target.checked })}
        />
      ))}
      <p className="account-note">Les e-mails sur vos colis, devis, paiements, factures et votre compte vous sont toujours envoyés.</p>
      <div className="actions">
        <Button type="submit" isLoading={save.isPending} disabled={!changed}>
          Enregistrer mes préférences
        </Button>
      </div>
    </form>
  );
};

/** « E-mails reçus »: the mails the customer may turn off, one box per category. */
export const NotificationPreferencesForm = () => {
  const preferences = useNotificationPreferences();
  return (
    <section className="card" aria-labelledby="mes-emails">
      <h2 id="mes-emails" className="card__title">
        E-mails reçus
      </h2>
      {preferences.isPending && <Loading label="Chargement de vos préférences..." />}
      {preferences.isError && <Alert tone="error">{errorMessage(preferences.error, 'Impossible de charger vos préférences d’e-mails. Rechargez la page.')}</Alert>}
      {preferences.data && <Form saved={preferences.data.preferences} />}
    </section>
  );
};
