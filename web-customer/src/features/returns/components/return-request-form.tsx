import { useMemo, useRef, useState, type FormEvent } from 'react';
import { returnReasons, returnTypes, returnUrgencies } from '@events/return-terms';
import { photoUploadRequestSchema } from '@domain/parcel/parcel-photos';
import {
  maxReturnPhotos,
  parcelAndWeightRequiredMessage,
  returnCostOf,
  returnCreatedMessage,
  returnCreationErrorMessage,
  returnDescriptionMaxLength,
  returnPaymentErrorMessage,
  returnReasonLabels,
  returnRequestInputSchema,
  returnTypeLabels,
  returnUrgencyLabels,
  tooManyReturnPhotosMessage,
  weightForCostMessage,
} from '@domain/return/return-input';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField, SelectField, TextareaField } from '@/components/ui/form-field';
import { errorMessage, isApiError } from '@/lib/api-error';
import { formatEurosFromCents, formatKilogramsFromGrams } from '@/lib/format';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import type { ReturnableParcel } from '../api/get-returnable-parcels';
import { useRequestReturn } from '../api/request-return';

const photoRequestSchema = photoUploadRequestSchema('customer');
/** A picked file, checked with the server's own upload rules (type, 5 MB) and French messages. */
const checkPhotoFile = (file: File): string | undefined => {
  const checked = photoRequestSchema.safeParse({ fileName: file.name, contentType: file.type, size: file.size, description: '' });
  return checked.success ? undefined : checked.error.issues[0]?.message;
};

type FormValues = {
  type: string;
  reason: string;
  urgency: string;
  description: string;
  weightKg: string;
  lengthCm: string;
  widthCm: string;
  heightCm: string;
};

/** A number typed in the form, or null when the field is empty (a comma is a decimal point in French). */
const numberOf = (text: string): number | null => {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : Number.NaN;
};

const initialValues = (parcel: ReturnableParcel): FormValues => ({
  type: 'remboursement',
  reason: 'defectueux',
  urgency: 'normal',
  description: '',
  // The warehouse's weight, rounded up to the form's 0.1 kg step.
  weightKg: parcel.weightGrams ? String(Math.ceil(parcel.weightGrams / 100) / 10) : '',
  lengthCm: '',
  widthCm: '',
  heightCm: '',
});

type Outcome = { tone: 'success' | 'error'; title: string; text?: string };

/**
 * The return request form (spec 2, sections 3, 5 and 8): type, reason and urgency with their defaults,
 * the description and its counter, the weight in 0.1 kg steps, optional dimensions, up to 5 photos,
 * and the cost computed live by the same function that the server charges.
 */
export const ReturnRequestForm = ({ parcel, onCancel, onCreated }: { parcel: ReturnableParcel; onCancel: () => void; onCreated: (message: string) => void }) => {
  const [values, setValues] = useState<FormValues>(() => initialValues(parcel));
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const idempotencyKey = useRef(newIdempotencyKey());
  const request = useRequestReturn();
  const sending = request.isPending;

  const change = (field: keyof FormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: '' }));
    // Another request from now on: a retry of the previous one must not be recognised as this one.
    idempotencyKey.current = newIdempotencyKey();
  };

  const parsed = useMemo(
    () =>
      returnRequestInputSchema.safeParse({
        parcelId: parcel.parcelId,
        type: values.type,
        reason: values.reason,
        urgency: values.urgency,
        description: values.description,
        weightKg: numberOf(values.weightKg) ?? undefined,
        lengthCm: numberOf(values.lengthCm),
        widthCm: numberOf(values.widthCm),
        heightCm: numberOf(values.heightCm),
      }),
    [parcel.parcelId, values],
  );
  const costCents = parsed.success ? returnCostOf(parsed.data) : null;

  const pickPhotos = (files: FileList | null) => {
    setPhotoError(null);
    const picked = [...photos, ...Array.from(files ?? [])];
    if (picked.length > maxReturnPhotos) {
      setPhotoError(tooManyReturnPhotosMessage);
      return;
    }
    const refused = picked.map((file) => checkPhotoFile(file)).find((message) => message !== undefined);
    if (refused) {
      setPhotoError(refused);
      return;
    }
    setPhotos(picked);
    idempotencyKey.current = newIdempotencyKey();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const weight = numberOf(values.weightKg);
    if (weight === null) {
      setOutcome({ tone: 'error', title: parcelAndWeightRequiredMessage });
      return;
    }
    if (weight === 0) {
      setOutcome({ tone: 'error', title: weightForCostMessage });
      return;
    }
    if (!parsed.success) {
      setFieldErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? ''), issue.message])));
      return;
    }
    const { photoUploadIds: _none, ...input } = parsed.data;
    request.mutate(
      { input, photos, idempotencyKey: idempotencyKey.current },
      {
        onSuccess: (answer) => {
          if (answer.checkoutUrl) {
            // Paid: the request counts once Stripe confirms the payment; the browser leaves for its page.
            window.location.assign(answer.checkoutUrl);
            return;
          }
          onCreated(returnCreatedMessage(answer.reference));
        },
        onError: (error) => {
          const paymentDown = isApiError(error) && error.status === 503;
          setOutcome(
            paymentDown
              ? { tone: 'error', title: `${returnPaymentErrorMessage}: ${errorMessage(error, returnPaymentErrorMessage)}` }
              : { tone: 'error', title: returnCreationErrorMessage, text: errorMessage(error, returnCreationErrorMessage) },
          );
        },
      },
    );
  };

  const option = <Id extends string>(labels: Readonly<Record<Id, string>>, ids: readonly Id[]) => ids.map((id) => ({ value: id, label: labels[id] }));

  return (
    <form className="card return-form" noValidate onSubmit={submit} aria-busy={sending || undefined} aria-labelledby="retour-formulaire-titre">
      <h2 id="retour-formulaire-titre" className="return-form__title">
        Demande de retour — colis {parcel.trackingNumber}
      </h2>
      <p className="return-form__parcel">
        {parcel.description}
        {parcel.weightGrams !== null && ` · ${formatKilogramsFromGrams(parcel.weightGrams)} pesé à l’entrepôt`}
      </p>
      {outcome && (
        <Alert tone={outcome.tone} title={outcome.title}>
          {outcome.text && outcome.text !== outcome.title && <p>{outcome.text}</p>}
        </Alert>
      )}
      <div className="return-form__grid">
        <SelectField label="Type de retour" options={option(returnTypeLabels, returnTypes)} value={values.type} disabled={sending} onChange={(event) => change('type', event.target.value)} />
        <SelectField label="Motif" isRequired options={option(returnReasonLabels, returnReasons)} value={values.reason} disabled={sending} onChange={(event) => change('reason', event.target.value)} />
        <SelectField label="Urgence" options={option(returnUrgencyLabels, returnUrgencies)} value={values.urgency} disabled={sending} onChange={(event) => change('urgency', event.target.value)} />
      </div>
      <TextareaField
        label="Description"
        hint="Décrivez le problème : le marchand la lira."
        rows={4}
        value={values.description}
        error={fieldErrors.description}
        characterCount={{ current: values.description.length, max: returnDescriptionMaxLength }}
        disabled={sending}
        onChange={(event) => change('description', event.target.value)}
      />
      <div className="return-form__grid">
        <InputField
          label="Poids (kg)"
          isRequired
          type="number"
          inputMode="decimal"
          min={0}
          step={0.1}
          value={values.weightKg}
          error={fieldErrors.weightKg}
          disabled={sending}
          onChange={(event) => change('weightKg', event.target.value)}
        />
        <InputField label="Longueur (cm)" type="number" min={0} step={1} value={values.lengthCm} error={fieldErrors.lengthCm} disabled={sending} onChange={(event) => change('lengthCm', event.target.value)} />
        <InputField label="Largeur (cm)" type="number" min={0} step={1} value={values.widthCm} error={fieldErrors.widthCm} disabled={sending} onChange={(event) => change('widthCm', event.target.value)} />
        <InputField label="Hauteur (cm)" type="number" min={0} step={1} value={values.heightCm} error={fieldErrors.heightCm} disabled={sending} onChange={(event) => change('heightCm', event.target.value)} />
      </div>
      <InputField
        label={`Photos (${maxReturnPhotos} au plus)`}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        multiple
        hint="PNG ou JPG, 5MB maximum par photo."
        error={photoError ?? undefined}
        disabled={sending || photos.length >= maxReturnPhotos}
        onChange={(event) => {
          pickPhotos(event.target.files);
          event.target.value = '';
        }}
      />
      {photos.length > 0 && (
        <ul className="return-form__photos" aria-label="Photos choisies">
          {photos.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <span>{file.name}</span>
              <Button size="sm" variant="ghost" disabled={sending} onClick={() => setPhotos((current) => current.filter((_, at) => at !== index))}>
                Retirer
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="return-form__cost" aria-live="polite">
        {costCents === null ? (
          <p>{weightForCostMessage}</p>
        ) : (
          <p>
            Frais de retour : <strong data-testid="return-cost">{formatEurosFromCents(costCents)}</strong>
            <span className="return-form__cost-note"> — payés par carte sur la page sécurisée de Stripe</span>
          </p>
        )}
      </div>
      <div className="actions">
        <Button type="submit" isLoading={sending} disabled={sending}>
          {sending ? 'Envoi en cours...' : costCents ? `Payer ${formatEurosFromCents(costCents)} et envoyer la demande` : 'Envoyer la demande'}
        </Button>
        <Button variant="secondary" disabled={sending} onClick={onCancel}>
          Annuler
        </Button>
      </div>
    </form>
  );
};
