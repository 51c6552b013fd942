import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { contactDetailsInputSchema } from '@domain/customer/account-input';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import type { Me } from '@/lib/auth/get-me';
import { errorMessage, isApiError } from '@/lib/api-error';
import { applyFieldErrors } from '@/lib/form-errors';
import { useUpdateContactDetails } from '../api/update-contact-details';

type ContactValues = z.input<typeof contactDetailsInputSchema>;
const contactFields = ['phone', 'address', 'postalCode', 'city'] as const;

/** The phone and the delivery address (PUT /me/contact). */
export const ContactDetailsForm = ({ me }: { me: Me }) => {
  const update = useUpdateContactDetails();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<ContactValues, unknown, z.output<typeof contactDetailsInputSchema>>({
    resolver: zodResolver(contactDetailsInputSchema),
    defaultValues: { phone: me.phone, address: me.address, postalCode: me.postalCode, city: me.city },
  });

  const submit = handleSubmit((input) =>
    update.mutate(input, {
      onSuccess: (saved) => reset({ phone: saved.phone, address: saved.address, postalCode: saved.postalCode, city: saved.city }),
      onError: (error) => applyFieldErrors(error, contactFields, setError),
    }),
  );

  return (
    <section className="card" aria-labelledby="mes-coordonnees">
      <h2 id="mes-coordonnees" className="card__title">
        Téléphone et adresse de livraison
      </h2>
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        {update.isSuccess && !isDirty && <Alert tone="success">Vos coordonnées ont été enregistrées.</Alert>}
        {update.isError && !(isApiError(update.error) && update.error.hasFieldErrors) && (
          <Alert tone="error">{errorMessage(update.error, "Erreur lors de l'enregistrement de vos coordonnées. Veuillez réessayer.")}</Alert>
        )}
        <InputField
          label="Téléphone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          isRequired
          hint="Indispensable au transporteur pour la livraison."
          error={errors.phone?.message}
          {...register('phone')}
        />
        <InputField label="Adresse complète" autoComplete="street-address" isRequired error={errors.address?.message} {...register('address')} />
        <div className="form__grid">
          <InputField label="Code postal" autoComplete="postal-code" isRequired error={errors.postalCode?.message} {...register('postalCode')} />
          <InputField label="Ville" autoComplete="address-level2" isRequired error={errors.city?.message} {...register('city')} />
        </div>
        <div className="actions">
          <Button type="submit" isLoading={update.isPending}>
            Enregistrer mes coordonnées
          </Button>
        </div>
      </form>
    </section>
  );
};
