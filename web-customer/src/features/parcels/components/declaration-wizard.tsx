import { useEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { carrierOptions, parcelCategoryLabels } from '@domain/parcel/parcel-labels';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField, SelectField, TextareaField } from '@/components/ui/form-field';
import { errorMessage, isApiError } from '@/lib/api-error';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useDeclareParcel } from '../api/declare-parcel';
import {
  checkDeclarationStep,
  declarationFieldLabels as labels,
  declarationSteps,
  emptyDeclaration,
  firstStepWithField,
  isDeclarationField,
  lastStep,
  type DeclarationFormValues,
} from '../utils/declaration-form';
import { DeclarationSummary } from './declaration-summary';
import { DeclarationSuccess } from './declaration-success';
import './parcels.css';

const carrierSelectOptions = carrierOptions.map((carrier) => ({ value: carrier, label: carrier }));
const categorySelectOptions = Object.entries(parcelCategoryLabels).map(([value, label]) => ({ value, label }));
const textLimit = 500;

type SubmissionFailure = { message: string; otherErrors: string[] };

export const DeclarationWizard = () => {
  const [step, setStep] = useState(0);
  // The resolver reads the step through a ref: it must see the new step as soon as it changes.
  const stepRef = useRef(0);
  const [declaredTrackingNumber, setDeclaredTrackingNumber] = useState<string | null>(null);
  const [failure, setFailure] = useState<SubmissionFailure | null>(null);
  // One key per declaration attempt, kept until the API has given a definite answer.
  const idempotencyKey = useRef<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hasMoved = useRef(false);
  const declareParcel = useDeclareParcel();

  const resolver: Resolver<DeclarationFormValues> = (values) => {
    const check = checkDeclarationStep(stepRef.current, values);
    if (check.ok) return { values, errors: {} };
    const errors = Object.fromEntries(
      Object.entries(check.errors).map(([field, message]) => [field, { type: 'validation', message }]),
    );
    return { values: {}, errors };
  };

  const form = useForm<DeclarationFormValues>({ defaultValues: emptyDeclaration, resolver, reValidateMode: 'onChange' });
  const { register, handleSubmit, formState, watch, setError, getValues, reset } = form;
  const errors = formState.errors;

  const goToStep = (next: number) => {
    stepRef.current = next;
    hasMoved.current = true;
    // A new step starts clean: its fields are checked on "Suivant", not while the first letters are typed.
    reset(undefined, { keepValues: true, keepDefaultValues: true, keepDirty: true, keepTouched: true });
    setStep(next);
  };

  useEffect(() => {
    if (hasMoved.current) headingRef.current?.focus();
  }, [step]);

  const showFailure = (error: unknown) => {
    const fieldErrors = isApiError(error) ? Object.entries(error.fieldErrors) : [];
    const otherErrors: string[] = [];
    for (const [field, message] of fieldErrors) {
      if (isDeclarationField(field)) otherErrors.push(`${labels[field]} : ${message}`);
      else otherErrors.push(message);
    }
    setFailure({ message: errorMessage(error, 'Une erreur est survenue'), otherErrors });
    const refusedStep = firstStepWithField(fieldErrors.map(([field]) => field));
    if (refusedStep !== undefined) {
      goToStep(refusedStep);
      // After the reset of goToStep, so the API's messages stay under their fields.
      for (const [field, message] of fieldErrors) {
        if (isDeclarationField(field)) setError(field, { type: 'server', message });
      }
    }
  };

  const onValidStep = () => {
    if (step < lastStep) {
      goToStep(step + 1);
      return;
    }
    const check = checkDeclarationStep(lastStep, getValues());
    if (!check.ok || !check.input) return;
    idempotencyKey.current ??= newIdempotencyKey();
    setFailure(null);
    declareParcel.mutate(
      { input: check.input, idempotencyKey: idempotencyKey.current },
      {
        onSuccess: () => {
          idempotencyKey.current = null;
          setDeclaredTrackingNumber(check.input?.trackingNumber ?? '');
        },
        onError: (error) => {
          // After a refusal the person changes something and a new attempt gets a new key; after a
          // network failure or a server error the outcome is unknown, so a retry reuses the key.
          if (isApiError(error) && error.isRefusal) idempotencyKey.current = null;
          showFailure(error);
        },
      },
    );
  };

  if (declaredTrackingNumber !== null) return <DeclarationSuccess trackingNumber={declaredTrackingNumber} />;

  const current = declarationSteps[step] ?? declarationSteps[0];
  const description = watch('description');
  const instructions = watch('instructions');

  return (
    <div className="wizard">
      <ol className="stepper" aria-label="Étapes de la déclaration">
        {declarationSteps.map((definition, index) => {
          const state = index < step ? 'done' : index === step ? 'current' : 'todo';
          return (
            <li key={definition.title} className={`stepper__step stepper__step--${state}`} aria-current={index === step ? 'step' : undefined}>
              <span className="stepper__number" aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className="stepper__label">
                {definition.title}
                {state === 'done' && <span className="visually-hidden"> (étape terminée)</span>}
              </span>
            </li>
          );
        })}
      </ol>

      <form className="card form wizard__form" noValidate onSubmit={(event) => void handleSubmit(onValidStep)(event)} aria-labelledby="wizard-step-title">
        <h2 id="wizard-step-title" className="wizard__title" tabIndex={-1} ref={headingRef}>
          <span className="wizard__step-count">
            Étape {step + 1} sur {declarationSteps.length}
          </span>
          {current.title}
        </h2>

        {failure && (
          <Alert tone="error" title={failure.message}>
            {failure.otherErrors.length > 0 && (
              <ul className="alert__list">
                {failure.otherErrors.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            )}
          </Alert>
        )}

        {step < lastStep && (
          <p className="form__legend">
            Les champs marqués <span aria-hidden="true">*</span>
            <span className="visually-hidden">d'un astérisque</span> sont obligatoires.
          </p>
        )}

        {step === 0 && (
          <div className="form__grid">
            <InputField className="form__full" label={labels.senderName} isRequired autoComplete="off" error={errors.senderName?.message} hint="La boutique ou la personne qui vous envoie le colis" {...register('senderName')} />
            <InputField label={labels.senderPhone} type="tel" inputMode="tel" isRequired autoComplete="off" error={errors.senderPhone?.message} {...register('senderPhone')} />
            <InputField label={labels.senderEmail} type="email" inputMode="email" isRequired autoComplete="off" error={errors.senderEmail?.message} {...register('senderEmail')} />
          </div>
        )}

        {step === 1 && (
          <div className="form__grid">
            <SelectField label={labels.carrier} isRequired placeholder="Choisissez un transporteur" options={carrierSelectOptions} error={errors.carrier?.message} {...register('carrier')} />
            <InputField label={labels.trackingNumber} isRequired autoComplete="off" spellCheck={false} error={errors.trackingNumber?.message} hint="Le numéro donné par le transporteur ou la boutique" {...register('trackingNumber')} />
          </div>
        )}

        {step === 2 && (
          <div className="form__grid">
            <TextareaField
              className="form__full"
              label={labels.description}
              isRequired
              rows={3}
              characterCount={{ current: description.length, max: textLimit }}
              error={errors.description?.message}
              {...register('description')}
            />
            <SelectField label={labels.category} isRequired placeholder="Choisissez une catégorie" options={categorySelectOptions} error={errors.category?.message} {...register('category')} />
            <InputField label={labels.weightKg} type="number" inputMode="decimal" step="0.1" min="0" isRequired error={errors.weightKg?.message} {...register('weightKg')} />
            <fieldset className="form__full fieldset">
              <legend className="fieldset__legend">Dimensions (facultatives)</legend>
              <div className="form__grid form__grid--three">
                <InputField label={labels.lengthCm} type="number" inputMode="decimal" step="1" min="0" error={errors.lengthCm?.message} {...register('lengthCm')} />
                <InputField label={labels.widthCm} type="number" inputMode="decimal" step="1" min="0" error={errors.widthCm?.message} {...register('widthCm')} />
                <InputField label={labels.heightCm} type="number" inputMode="decimal" step="1" min="0" error={errors.heightCm?.message} {...register('heightCm')} />
              </div>
            </fieldset>
            <InputField label={labels.declaredValueEuros} type="number" inputMode="decimal" step="0.01" min="0" error={errors.declaredValueEuros?.message} hint="Valeur du contenu, utile en cas de litige" {...register('declaredValueEuros')} />
            <TextareaField
              className="form__full"
              label={labels.instructions}
              rows={3}
              characterCount={{ current: instructions.length, max: textLimit }}
              error={errors.instructions?.message}
              {...register('instructions')}
            />
          </div>
        )}

        {step === lastStep && <DeclarationSummary values={getValues()} onEdit={goToStep} />}

        <div className="wizard__actions">
          <Button variant="secondary" disabled={step === 0 || declareParcel.isPending} onClick={() => goToStep(step - 1)}>
            Précédent
          </Button>
          {step < lastStep ? (
            <Button type="submit">Suivant</Button>
          ) : (
            <Button type="submit" isLoading={declareParcel.isPending}>
              {declareParcel.isPending ? 'Déclaration en cours...' : 'Déclarer le colis'}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
};
