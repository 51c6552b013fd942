import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { CalculatorOutcome } from '@domain/pricing/calculator';
import {
  calculatorFieldLabels,
  calculatorFields,
  calculatorGeneralErrorMessage,
  calculatorInputLimits,
  hasMissingCalculatorField,
  type CalculatorField,
} from '@domain/pricing/calculator-form';
import type { SubscriptionPlan } from '@domain/pricing/plans';
import { destinationLabels } from '@domain/pricing/rate-card';
import { territories } from '@events/territories';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField, SelectField } from '@/components/ui/form-field';
import './pricing.css';

type FormValues = Record<CalculatorField, string>;

const emptyValues: FormValues = { destination: '', weightKg: '', lengthCm: '', widthCm: '', heightCm: '', declaredValueEuros: '' };

const destinationOptions = territories.map((territory) => ({ value: territory, label: destinationLabels[territory] }));

/** Fields whose value changes the price: editing one makes earlier results stale. */
const pricedFields: readonly CalculatorField[] = ['destination', 'weightKg', 'lengthCm', 'widthCm', 'heightCm'];

/**
 * What the result area shows: the values priced (priced again at each render, so the prices follow
 * the plan of a session known after the click), or a failure we did not expect.
 */
type Result = { status: 'priced'; values: FormValues } | { status: 'failed' };
type Priced = Exclude<CalculatorOutcome, { status: 'invalid' }>;

type Pricing = typeof import('../utils/calculator-pricing');
let pricingModule: Promise<Pricing> | undefined;
const loadPricing = (): Promise<Pricing> => {
  pricingModule ??= import('../utils/calculator-pricing').catch((error: unknown) => {
    pricingModule = undefined;
    throw error;
  });
  return pricingModule;
};

/** The pricing module once loaded, and the function that loads it (on the form's first focus). */
const usePricing = () => {
  const [pricing, setPricing] = useState<Pricing | null>(null);
  const load = async (): Promise<Pricing> => {
    const loaded = await loadPricing();
    setPricing(() => loaded);
    return loaded;
  };
  return { pricing, load };
};

type ShippingCalculatorProps = {
  /** A signed-in customer sees "Votre prix" and is sent to the dashboard for the French address. */
  signedIn: boolean;
  /** The plan in force of the signed-in customer (`plan` of /api/me): Premium sees its prices (−20 %). */
  plan?: SubscriptionPlan | undefined;
};

/**
 * The calculator of /calculateur (spec 1, sections 2.5, 4, 5 and 8). The rules, the messages and
 * the prices all come from `domain/pricing`; the computation runs in the browser.
 * A field is checked once it has been left (or on "Calculer"), then again at every keystroke, so
 * its error clears as soon as the value is valid.
 */
export const ShippingCalculator = ({ signedIn, plan }: ShippingCalculatorProps) => {
  const [values, setValues] = useState<FormValues>(emptyValues);
  const [checkedFields, setCheckedFields] = useState<ReadonlySet<CalculatorField>>(new Set());
  const [result, setResult] = useState<Result | null>(null);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const { pricing, load } = usePricing();

  // A field is checked once left, after its first focus has loaded the checks: until then there is nothing to show.
  const shownErrors = new Map(
    (pricing?.calculatorErrors(values) ?? [])
      .filter((error) => checkedFields.has(error.field))
      .map((error) => [error.field, error.message]),
  );
  const isMissingField = hasMissingCalculatorField(values);
  const cannotCalculate = isMissingField || shownErrors.size > 0;

  const outcome = result?.status === 'priced' && pricing ? pricing.calculateShippingQuotes(result.values, { subscriber: pricing.isSubscriberPlan(plan) }) : null;
  const priced: Priced | null = outcome && outcome.status !== 'invalid' ? outcome : null;

  useEffect(() => {
    if (result) resultsHeadingRef.current?.focus();
  }, [result]);

  // Loading fails only offline: "Calculer" then says so.
  const loadChecks = () => void load().catch(() => undefined);

  const check = (field: CalculatorField) =>
    setCheckedFields((current) => (current.has(field) ? current : new Set(current).add(field)));

  const change = (field: CalculatorField, value: string) => {
    loadChecks();
    setValues((current) => ({ ...current, [field]: value }));
    if (pricedFields.includes(field)) setResult(null);
    // Choosing a destination is a complete answer: check it at once.
    if (field === 'destination') check(field);
  };

  const calculate = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setCheckedFields(new Set(calculatorFields));
    if (cannotCalculate) return;
    try {
      const loaded = await load();
      const outcome = loaded.calculateShippingQuotes(values, { subscriber: loaded.isSubscriberPlan(plan) });
      if (outcome.status !== 'invalid') setResult({ status: 'priced', values });
    } catch {
      setResult({ status: 'failed' });
    }
  };


  const fieldProps = (field: CalculatorField) => ({
    label: calculatorFieldLabels[field],
    name: field,
    value: values[field],
    error: shownErrors.get(field),
    onBlur: () => check(field),
  });

  const numberProps = (field: CalculatorField) => ({
    ...fieldProps(field),
    type: 'number',
    inputMode: 'decimal' as const,
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  });

  const buttonHintId = 'calculator-button-hint';

  return (
    <div className="calculator">
      <form
        className="card form calculator__form"
        noValidate
        onSubmit={(event) => void calculate(event)}
        onFocus={loadChecks}
        aria-labelledby="calculator-form-title"
      >
        <h2 id="calculator-form-title" className="card__title">
          Votre colis
        </h2>
        <p className="form__legend">
          Les champs marqués <span aria-hidden="true">*</span>
          <span className="visually-hidden">d'un astérisque</span> sont obligatoires.
        </p>
        <div className="form__grid">
          <SelectField
            {...fieldProps('destination')}
            isRequired
            placeholder="Choisissez une destination"
            options={destinationOptions}
            onChange={(event) => change('destination', event.target.value)}
          />
          <InputField
            {...numberProps('weightKg')}
            isRequired
            min={calculatorInputLimits.weightKg.min}
            step={calculatorInputLimits.weightKg.step}
            max={calculatorInputLimits.weightKg.max}
            hint={`Jusqu'à ${calculatorInputLimits.weightKg.max} kg`}
          />
          <fieldset className="form__full fieldset">
            <legend className="fieldset__legend">Dimensions du carton</legend>
            <div className="form__grid form__grid--three">
              {(['lengthCm', 'widthCm', 'heightCm'] as const).map((field) => (
                <InputField key={field} {...numberProps(field)} isRequired min={calculatorInputLimits.dimensionCm.min} step="any" />
              ))}
            </div>
          </fieldset>
          <InputField
            {...numberProps('declaredValueEuros')}
            min={calculatorInputLimits.declaredValueEuros.min}
            step={calculatorInputLimits.declaredValueEuros.step}
            hint="Facultative : la valeur du contenu, utile en cas de litige"
          />
        </div>
        <div className="calculator__submit">
          <Button type="submit" size="lg" disabled={cannotCalculate} aria-describedby={cannotCalculate ? buttonHintId : undefined}>
            Calculer les tarifs
          </Button>
          {cannotCalculate && (
            <p id={buttonHintId} className="calculator__hint">
              {isMissingField
                ? 'Renseignez la destination, le poids et les trois dimensions pour calculer.'
                : 'Corrigez les champs signalés pour calculer.'}
            </p>
          )}
        </div>
      </form>

      {result && (
        <section className="calculator__results" aria-labelledby="calculator-results-title">
          <h2 id="calculator-results-title" className="calculator__results-title" tabIndex={-1} ref={resultsHeadingRef}>
            Tarifs pour votre colis
          </h2>
          {result.status === 'failed' ? (
            <Alert tone="error" title={calculatorGeneralErrorMessage} />
          ) : (
            pricing && priced && <pricing.CalculatorResults outcome={priced} signedIn={signedIn} />
          )}
        </section>
      )}
    </div>
  );
};
