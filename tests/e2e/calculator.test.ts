import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { calculateShippingQuotes } from '../../domain/pricing/calculator';
import {
  calculatorCustomQuoteInvitation,
  calculatorFieldLabels,
  calculatorFields,
  calculatorMessages,
  calculatorNoRateMessage,
  type CalculatorField,
} from '../../domain/pricing/calculator-input';
import { destinationLabels, shippingServiceLabels } from '../../domain/pricing/rate-card';
import type { Territory } from '../../events/customer-events';
import { descriptionList, keepEssentialCookiesOnly, newVisitor, readableText, screenshot, type Visitor, useBrowser } from './browser';

const runtime = inject('runtime');

/** A parcel as the visitor types it into the form. */
type Parcel = { destination: Territory; weightKg: string; lengthCm: string; widthCm: string; heightCm: string };

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const kilograms = new Intl.NumberFormat('fr-FR', { style: 'unit', unit: 'kilogram', maximumFractionDigits: 3 });
/** As `readableText` reads the page: one plain space for every run of spaces, French no-break ones included. */
const readable = (text: string) => text.replace(/\s+/g, ' ').trim();

const field = (page: Page, name: CalculatorField) => page.getByLabel(calculatorFieldLabels[name]);

/**
 * The message under the field, or null. It only counts when it is also tied to the field
 * (aria-invalid and aria-describedby): otherwise a screen reader user would never hear it.
 */
/**
 * The field's error once it reads `expected` (or what it reads after 5 s): the rules load at the first
 * input, so on a busy machine the first message may come a moment after the blur.
 */
const fieldErrorBecoming = async (control: Locator, expected: string | null): Promise<string | null> => {
  const deadline = Date.now() + 5000;
  for (;;) {
    const current = await fieldError(control);
    if (current === expected || Date.now() > deadline) return current;
    await control.page().waitForTimeout(25);
  }
};

const fieldError = (control: Locator): Promise<string | null> =>
  control.evaluate((element) => {
    const error = element.closest('.field')?.querySelector('.field__error');
    if (!error) return null;
    const describedBy = (element.getAttribute('aria-describedby') ?? '').split(' ');
    const tied = element.getAttribute('aria-invalid') === 'true' && describedBy.includes(error.id);
    return tied ? error.textContent : `${error.textContent} (message non relié au champ)`;
  });

const calculateButton = (page: Page) => page.getByRole('button', { name: 'Calculer les tarifs' });
const resultsRegion = (page: Page) => page.getByRole('region', { name: 'Tarifs pour votre colis' });

const fillParcel = async (page: Page, parcel: Parcel) => {
  await field(page, 'destination').selectOption({ label: destinationLabels[parcel.destination] });
  for (const name of ['weightKg', 'lengthCm', 'widthCm', 'heightCm'] as const) await field(page, name).fill(parcel[name]);
};

describe('the shipping calculator', () => {
  const browser = useBrowser();

  /** Runs `journey` on /calculateur for a new visitor who has answered the cookie banner. */
  const onCalculator = async (journey: (page: Page) => Promise<void>) => {
    const visitor: Visitor = await newVisitor(browser(), runtime.site);
    try {
      await visitor.page.goto('/calculateur');
      await keepEssentialCookiesOnly(visitor.page);
      await journey(visitor.page);
      expect(visitor.pageErrors).toEqual([]);
    } finally {
      await visitor.context.close();
    }
  };

  it("shows each field's own French message, in the order of the spec, and keeps the button disabled", async () => {
    await onCalculator(async (page) => {
      for (const name of calculatorFields) {
        await field(page, name).focus();
        await field(page, name).blur();
      }
      // The declared value is optional: left empty it is valid, negative it is not.
      expect(await fieldError(field(page, 'declaredValueEuros'))).toBeNull();
      await field(page, 'declaredValueEuros').fill('-1');
      await field(page, 'declaredValueEuros').blur();

      const expected: Record<CalculatorField, string> = {
        destination: calculatorMessages.destinationRequired,
        weightKg: calculatorMessages.weightMustBePositive,
        lengthCm: calculatorMessages.lengthRequired,
        widthCm: calculatorMessages.widthRequired,
        heightCm: calculatorMessages.heightRequired,
        declaredValueEuros: calculatorMessages.declaredValueNegative,
      };
      for (const name of calculatorFields) expect(await fieldError(field(page, name)), calculatorFieldLabels[name]).toBe(expected[name]);
      const form = page.getByRole('form', { name: 'Votre colis' });
      expect(await form.locator('.field__error').allInnerTexts()).toEqual(calculatorFields.map((name) => expected[name]));
      expect(await calculateButton(page).isDisabled()).toBe(true);
      await screenshot(page, 'calculateur-erreurs');
    });
  });

  it('refuses each invalid value with its message, accepts 30 kg, and clears an error as soon as a valid value is typed', async () => {
    await onCalculator(async (page) => {
      await fillParcel(page, { destination: 'martinique', weightKg: '2', lengthCm: '30', widthCm: '20', heightCm: '10' });
      const cases: { name: CalculatorField; invalid: string; message: string; valid: string }[] = [
        { name: 'weightKg', invalid: '0', message: calculatorMessages.weightMustBePositive, valid: '0.5' },
        { name: 'weightKg', invalid: '30.1', message: calculatorMessages.weightTooHigh, valid: '30' },
        { name: 'lengthCm', invalid: '0', message: calculatorMessages.lengthRequired, valid: '40' },
        { name: 'widthCm', invalid: '-5', message: calculatorMessages.widthRequired, valid: '30' },
        { name: 'heightCm', invalid: '0', message: calculatorMessages.heightRequired, valid: '25' },
        { name: 'declaredValueEuros', invalid: '-0.01', message: calculatorMessages.declaredValueNegative, valid: '0' },
      ];
      for (const { name, invalid, message, valid } of cases) {
        const control = field(page, name);
        await control.fill(invalid);
        await control.blur();
        expect(await fieldErrorBecoming(control, message), `${calculatorFieldLabels[name]} = ${invalid}`).toBe(message);
        expect(await calculateButton(page).isDisabled()).toBe(true);
        expect(await page.getByText('Corrigez les champs signalés pour calculer.').isVisible()).toBe(true);

        await control.fill(valid);
        // Still in the field: the error went away while typing, not when leaving it.
        expect(await control.evaluate((element) => element === element.ownerDocument.activeElement)).toBe(true);
        expect(await fieldError(control), `${calculatorFieldLabels[name]} = ${valid}`).toBeNull();
        expect(await calculateButton(page).isEnabled()).toBe(true);
      }

      await field(page, 'destination').selectOption({ value: '' });
      expect(await fieldError(field(page, 'destination'))).toBe(calculatorMessages.destinationRequired);
      await field(page, 'destination').selectOption({ label: destinationLabels.guyane });
      expect(await fieldError(field(page, 'destination'))).toBeNull();
      expect(await calculateButton(page).isEnabled()).toBe(true);
    });
  });

  it.each<Parcel>([
    // Light but bulky: the volumetric weight (6 kg) is billed, with the Guyane multiplier.
    { destination: 'guyane', weightKg: '2.4', lengthCm: '40', widthCm: '30', heightCm: '25' },
    // The heaviest parcel allowed.
    { destination: 'maroc', weightKg: '30', lengthCm: '20', widthCm: '20', heightCm: '20' },
  ])('prices the three services for $weightKg kg to $destination exactly as the rate card does', async (parcel) => {
    const outcome = calculateShippingQuotes(parcel, { subscriber: false });
    if (outcome.status !== 'quoted') throw new Error(`le domaine ne chiffre pas ce colis : ${outcome.status}`);

    await onCalculator(async (page) => {
      await fillParcel(page, parcel);
      await calculateButton(page).click();
      const results = resultsRegion(page);
      await results.waitFor();
      expect(await results.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(
        outcome.quotes.map((quote) => shippingServiceLabels[quote.service]),
      );
      for (const quote of outcome.quotes) {
        const card = results.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: shippingServiceLabels[quote.service], exact: true }) });
        const text = await readableText(card);
        // The label is styled in capitals ("PRIX"): compared in lower case.
        expect(text.toLowerCase(), quote.service).toContain(readable(`prix ${euros.format(quote.publicPriceCents / 100)}`));
        expect(text, quote.service).toContain(readable(`Avec Premium : ${euros.format(quote.subscriberPriceCents / 100)}`));
        expect(await descriptionList(card), quote.service).toEqual({
          Délai: `${quote.delayDays.min} à ${quote.delayDays.max} jours ouvrés`,
          'Poids facturé': readable(kilograms.format(quote.billableWeightKg)),
        });
        expect(text.includes('Assurance incluse'), `${quote.service} : assurance`).toBe(quote.hasInsurance);
      }
      await screenshot(page, `calculateur-${parcel.destination}`);
    });
  });

  it('clears the results when the destination changes, and prices the new destination', async () => {
    const parcel: Parcel = { destination: 'guadeloupe', weightKg: '3', lengthCm: '30', widthCm: '20', heightCm: '10' };
    const priceOf = (destination: Territory) => {
      const outcome = calculateShippingQuotes({ ...parcel, destination }, { subscriber: false });
      if (outcome.status !== 'quoted') throw new Error(`le domaine ne chiffre pas ce colis : ${outcome.status}`);
      return readable(euros.format(outcome.quotes[0]!.publicPriceCents / 100));
    };
    expect(priceOf('reunion')).not.toBe(priceOf('guadeloupe'));

    await onCalculator(async (page) => {
      await fillParcel(page, parcel);
      await calculateButton(page).click();
      await resultsRegion(page).getByText(priceOf('guadeloupe')).waitFor();

      await field(page, 'destination').selectOption({ label: destinationLabels.reunion });
      await resultsRegion(page).waitFor({ state: 'detached' });
      await calculateButton(page).click();
      await resultsRegion(page).getByText(priceOf('reunion')).waitFor();
      expect(await resultsRegion(page).getByText(priceOf('guadeloupe')).count()).toBe(0);
    });
  });

  it('has no rate for a parcel under 30 kg whose volumetric weight is above 30 kg, and invites to ask for a quote', async () => {
    // 60 x 60 x 50 cm: 36 kg volumetric, for 5 kg on the scales.
    const parcel: Parcel = { destination: 'martinique', weightKg: '5', lengthCm: '60', widthCm: '60', heightCm: '50' };
    expect(calculateShippingQuotes(parcel, { subscriber: false }).status).toBe('no_rate');

    await onCalculator(async (page) => {
      await fillParcel(page, parcel);
      for (const name of calculatorFields) expect(await fieldError(field(page, name)), calculatorFieldLabels[name]).toBeNull();
      await calculateButton(page).click();
      const answer = resultsRegion(page).getByRole('status');
      await answer.waitFor();
      expect(await readableText(answer)).toBe(`${calculatorNoRateMessage} ${calculatorCustomQuoteInvitation} Demander un devis`);
      expect(await resultsRegion(page).getByRole('heading', { level: 3 }).count()).toBe(0);
      await screenshot(page, 'calculateur-aucun-tarif');

      await answer.getByRole('link', { name: 'Demander un devis' }).click();
      await page.waitForURL((url) => url.pathname === '/contact');
      await page.getByRole('heading', { level: 1, name: 'Contactez notre équipe' }).waitFor();
    });
  });
});
