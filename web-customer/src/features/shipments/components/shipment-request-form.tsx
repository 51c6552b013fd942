import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { MeView } from '@domain/customer/customer-views';
import type { CustomerParcelView } from '@domain/parcel/parcel-views';
import { destinationLabels, rateCard, shippingServiceLabels, shippingServices, type ShippingService } from '@domain/pricing/rate-card';
import { shipmentEstimate } from '@domain/shipment/estimate';
import { requestShipmentInputSchema, type RequestShipmentInput } from '@domain/shipment/shipment-input';
import { territories } from '@events/territories';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField, SelectField } from '@/components/ui/form-field';
import { errorMessage, isApiError } from '@/lib/api-error';
import { isSubscriberPlan } from '@/lib/current-plan';
import { formatEurosFromCents, formatKilograms, formatKilogramsFromGrams } from '@/lib/format';
import { applyFieldErrors } from '@/lib/form-errors';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useRequestShipment } from '../api/request-shipment';
import type { Shipment } from '../api/get-shipments';
import { serviceDelay } from '../utils/shipment-display';
import { defaultRequestValues, estimatedParcelOf, requestFormFields, type RequestFormValues } from '../utils/request-form';
import './shipments.css';

const territoryOptions = territories.map((territory) => ({ value: territory, label: destinationLabels[territory] }));
const requestFailedMessage = 'Une erreur est survenue';

// The form holds an empty destination until one is chosen; the shared schema refuses it with its own message.
const resolver: Resolver<RequestFormValues, unknown, RequestShipmentInput> = zodResolver<RequestFormValues, unknown, RequestShipmentInput>(requestShipmentInputSchema);

type ShipmentRequestFormProps = {
  customer: MeView;
  /** the parcel "Expédier" was pressed on: stored and in no request */
  parcel: CustomerParcelView;
  /** the customer's other stored parcels in no request, to put in the same box */
  otherParcels: readonly CustomerParcelView[];
  /** the request is recorded and the shipment shows it: the page says what happens next */
  onRequested: (shipment: Shipment) => void;
};

const parcelWeight = (parcel: CustomerParcelView) => formatKilogramsFromGrams(estimatedParcelOf(parcel).weightGrams);

/**
 * "Expédier" (spec 2, section 2.4): where the box goes (the profile's address, editable),
 * how fast (price and delay of each service for this box, from the rate card), which other stored
 * parcels go in it, and the estimate with the saving of one box over separate shipments.
 */
export const ShipmentRequestForm = ({ customer, parcel, otherParcels, onRequested }: ShipmentRequestFormProps) => {
  const requestShipment = useRequestShipment();
  const [failure, setFailure] = useState<{ message: string; others: string[] } | null>(null);
  // One key per request attempt, kept for retries until the API has given a definite answer.
  const idempotencyKey = useRef<string | null>(null);

  const { register, handleSubmit, watch, setValue, setError, formState } = useForm<RequestFormValues, unknown, RequestShipmentInput>({
    resolver,
    defaultValues: defaultRequestValues(customer, parcel.parcelId),
  });
  const errors = formState.errors;
  const parcelIds = watch('parcelIds');
  const destination = watch('address.destination');
  const service = watch('service');

  // The plan in force when the page was loaded: the quote itself is priced by the server with the plan of its day.
  const subscriber = isSubscriberPlan(customer.plan);
  const everyParcel = [parcel, ...otherParcels];
  const inBox = everyParcel.filter((candidate) => parcelIds.includes(candidate.parcelId)).map(estimatedParcelOf);
  const estimateFor = (candidate: ShippingService) => (destination === '' ? null : shipmentEstimate(inBox, destination, candidate, subscriber));
  const estimate = estimateFor(service);

  const toggle = (parcelId: string, checked: boolean) => {
    const next = checked ? [...parcelIds, parcelId] : parcelIds.filter((id) => id !== parcelId);
    // In the order of the page: the parcel "Expédier" was pressed on first.
    setValue(
      'parcelIds',
      everyParcel.map((candidate) => candidate.parcelId).filter((id) => next.includes(id)),
      { shouldValidate: formState.isSubmitted },
    );
  };

  const onValid = (input: RequestShipmentInput) => {
    setFailure(null);
    idempotencyKey.current ??= newIdempotencyKey();
    requestShipment.mutate(
      { input, idempotencyKey: idempotencyKey.current },
      {
        onSuccess: (shipment) => {
          idempotencyKey.current = null;
          onRequested(shipment);
        },
        onError: (error) => {
          // After a refusal the person changes something and a new attempt gets a new key; after a
          // network failure or a server error the outcome is unknown, so a retry reuses the key.
          if (isApiError(error) && error.isRefusal) idempotencyKey.current = null;
          const others = applyFieldErrors(error, requestFormFields, setError);
          setFailure({ message: errorMessage(error, requestFailedMessage), others });
        },
      },
    );
  };

  return (
    <form className="form shipment-request" noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} aria-label="Demande d'expédition">
      {failure && (
        <Alert tone="error" title={failure.message}>
          {failure.others.length > 0 && (
            <ul>
              {failure.others.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}

      <fieldset className="card form__section">
        <legend className="card__title">Colis à expédier</legend>
        <ul className="shipment-request__parcels">
          {everyParcel.map((candidate) => {
            const id = `colis-${candidate.parcelId}`;
            return (
              <li key={candidate.parcelId} className="checkbox">
                <input
                  id={id}
                  type="checkbox"
                  className="checkbox__input"
                  checked={parcelIds.includes(candidate.parcelId)}
                  onChange={(event) => toggle(candidate.parcelId, event.target.checked)}
                />
                <label htmlFor={id} className="checkbox__label">
                  <span>
                    <span className="tracking-number">{candidate.trackingNumber}</span> · {candidate.description}
                  </span>
                  <span className="checkbox__hint">{parcelWeight(candidate)}</span>
                </label>
              </li>
            );
          })}
        </ul>
        {otherParcels.length > 0 && (
          <p className="card__text">Cochez vos autres colis stockés pour les regrouper dans le même carton : un seul envoi coûte moins cher.</p>
        )}
        {errors.parcelIds?.message && (
          <p className="field__error" role="alert">
            {errors.parcelIds.message}
          </p>
        )}
      </fieldset>

      <fieldset className="card form__section">
        <legend className="card__title">Adresse de livraison</legend>
        <div className="form__grid">
          <InputField label="Nom du destinataire" isRequired autoComplete="name" error={errors.address?.recipientName?.message} {...register('address.recipientName')} />
          <InputField label="Téléphone" type="tel" autoComplete="tel" error={errors.address?.phone?.message} {...register('address.phone')} />
          <InputField label="Adresse" isRequired autoComplete="address-line1" error={errors.address?.line1?.message} {...register('address.line1')} />
          <InputField label="Complément d'adresse" autoComplete="address-line2" error={errors.address?.line2?.message} {...register('address.line2')} />
          <InputField label="Code postal" isRequired autoComplete="postal-code" error={errors.address?.postalCode?.message} {...register('address.postalCode')} />
          <InputField label="Ville" isRequired autoComplete="address-level2" error={errors.address?.city?.message} {...register('address.city')} />
          <SelectField
            label="Territoire"
            isRequired
            placeholder="Choisissez votre territoire"
            options={territoryOptions}
            error={errors.address?.destination?.message}
            {...register('address.destination')}
          />
        </div>
      </fieldset>

      <fieldset className="card form__section">
        <legend className="card__title">Service</legend>
        <ul className="shipment-request__services">
          {shippingServices.map((candidate) => {
            const priced = estimateFor(candidate);
            const id = `service-${candidate}`;
            return (
              <li key={candidate}>
                <input id={id} type="radio" className="shipment-request__service-input" value={candidate} {...register('service')} />
                <label htmlFor={id} className="shipment-request__service">
                  <span className="shipment-request__service-name">{shippingServiceLabels[candidate]}</span>
                  <span className="shipment-request__service-price">
                    {priced === null ? 'Choisissez le territoire' : priced.overweight ? 'Sur devis' : formatEurosFromCents(priced.consolidatedCents)}
                  </span>
                  <span className="shipment-request__service-delay">{serviceDelay(candidate)}</span>
                </label>
              </li>
            );
          })}
        </ul>
        {errors.service?.message && <p className="field__error">{errors.service.message}</p>}
      </fieldset>

      <section className="card shipment-request__estimate" aria-labelledby="estimation-titre" aria-live="polite">
        <h2 id="estimation-titre" className="card__title">
          Estimation
        </h2>
        {inBox.length === 0 ? (
          <p className="card__text">Choisissez au moins un colis.</p>
        ) : estimate === null ? (
          <p className="card__text">Choisissez le territoire de destination pour voir l'estimation.</p>
        ) : estimate.overweight ? (
          <p className="card__text">
            Ce carton dépasse {rateCard.maxBillableKg} kg facturables ({formatKilograms(estimate.billableWeightKg)}) : notre équipe établira son devis sur mesure.
          </p>
        ) : (
          <>
            <p className="shipment-request__total">
              Estimation : {formatEurosFromCents(estimate.consolidatedCents)} ({formatKilograms(estimate.billableWeightKg)} {estimate.billableWeightKg < 2 ? 'facturé' : 'facturés'})
            </p>
            {estimate.billableWeightKg > estimate.weightKg && (
              <p className="card__text">
                Poids volumétrique : vos colis pèsent {formatKilograms(estimate.weightKg)}, mais leur volume (longueur × largeur × hauteur ÷ {rateCard.volumetricDivisor}) est facturé{' '}
                {formatKilograms(estimate.billableWeightKg)}, comme le devis le fera.
              </p>
            )}
            {subscriber && (
              <p className="shipment-request__premium">Remise Premium de −{rateCard.subscriberDiscountPercent} % incluse sur chaque service.</p>
            )}
            {inBox.length >= 2 && <p className="shipment-request__saving">Économie estimée par rapport à des envois séparés : {formatEurosFromCents(estimate.savingCents)}</p>}
          </>
        )}
        <p className="card__hint">
          Une estimation d'après les poids mesurés à la réception : le devis définitif suit la pesée du carton final (et les frais de stockage éventuels).
        </p>
      </section>

      <div className="form__actions">
        <Button type="submit" size="lg" isLoading={requestShipment.isPending}>
          Demander l'expédition
        </Button>
      </div>
    </form>
  );
};
