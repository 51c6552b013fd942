import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/testing/test-utils';
import { ShippingCalculator } from './shipping-calculator';

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const leave = (label: RegExp) => fireEvent.blur(screen.getByLabelText(label));
const calculateButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Calculer les tarifs' });
/** "Calculer": the domain's checks and pricing load with the first input, so the result comes a moment later. */
const calculate = async () => {
  fireEvent.click(calculateButton());
  await screen.findByRole('heading', { name: 'Tarifs pour votre colis' });
};

const fill = ({ destination = 'reunion', weight = '2.4', length = '30', width = '20', height = '10' } = {}) => {
  fireEvent.change(screen.getByLabelText(/^Destination/), { target: { value: destination } });
  type(/^Poids/, weight);
  type(/^Longueur/, length);
  type(/^Largeur/, width);
  type(/^Hauteur/, height);
};

/** The prices shown, in the order of the cards: [service, price, Premium line]. */
const shownQuotes = () =>
  screen.getAllByRole('listitem').filter((item) => item.classList.contains('quote-card')).map((card) => [
    within(card).getByRole('heading', { level: 3 }).textContent,
    card.querySelector('.quote-card__amount')?.textContent,
    card.querySelector('.quote-card__premium')?.textContent,
  ]);

describe('ShippingCalculator', () => {
  it('keeps "Calculer les tarifs" disabled until every required field is filled (the declared value is optional)', () => {
    renderScreen(<ShippingCalculator signedIn={false} />);
    expect(calculateButton().disabled).toBe(true);
    expect(screen.getByText('Renseignez la destination, le poids et les trois dimensions pour calculer.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Destination/), { target: { value: 'martinique' } });
    type(/^Poids/, '2');
    type(/^Longueur/, '30');
    type(/^Largeur/, '20');
    expect(calculateButton().disabled).toBe(true);

    type(/^Hauteur/, '10');
    expect(calculateButton().disabled).toBe(false);

    type(/^Largeur/, '');
    expect(calculateButton().disabled).toBe(true);
  });

  it('shows the error of a 31 kg weight under the field and clears it as soon as 3 is typed', async () => {
    renderScreen(<ShippingCalculator signedIn={false} />);
    fill({ weight: '31' });
    leave(/^Poids/);

    const weight = screen.getByLabelText(/^Poids/);
    const error = await screen.findByText('Le poids maximum autorisé est de 30 kg');
    expect(weight.getAttribute('aria-invalid')).toBe('true');
    expect(weight.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(calculateButton().disabled).toBe(true);

    type(/^Poids/, '3');
    expect(screen.queryByText('Le poids maximum autorisé est de 30 kg')).toBeNull();
    expect(weight.getAttribute('aria-invalid')).toBeNull();
    expect(calculateButton().disabled).toBe(false);
  });

  it('shows the French messages of the domain for an emptied dimension and a negative declared value', async () => {
    renderScreen(<ShippingCalculator signedIn={false} />);
    type(/^Longueur/, '');
    leave(/^Longueur/);
    type(/^Valeur déclarée/, '-5');
    leave(/^Valeur déclarée/);
    expect(await screen.findByText('La longueur est obligatoire et doit être supérieure à 0')).toBeTruthy();
    expect(screen.getByText('La valeur déclarée ne peut pas être négative')).toBeTruthy();
    // Untouched fields are not scolded before the customer has reached them.
    expect(screen.queryByText('La hauteur est obligatoire et doit être supérieure à 0')).toBeNull();
  });

  it('prices the three services with the rate card: 2.4 kg, 30 x 20 x 10 cm to La Réunion', async () => {
    renderScreen(<ShippingCalculator signedIn={false} />);
    fill();
    await calculate();

    // Billable 2.4 kg (volumetric 1.2 kg), multiplier 1.15, Premium pays 80% of the exact public price:
    // standard (8.50 + 2.50 x 1.4) x 1.15 = 13.80, x 0.8 = 11.04
    // express (15.90 + 3.50 x 1.4) x 1.15 = 23.92, x 0.8 = 19.136 -> 19.14
    // premium (22.90 + 4.20 x 1.4) x 1.15 = 33.097 -> 33.10, x 0.8 = 26.4776 -> 26.48
    expect(shownQuotes()).toEqual([
      ['Standard', '13,80\u00a0€', 'Avec Premium : 11,04\u00a0€'],
      ['Express', '23,92\u00a0€', 'Avec Premium : 19,14\u00a0€'],
      ['Premium', '33,10\u00a0€', 'Avec Premium : 26,48\u00a0€'],
    ]);
    expect(screen.getAllByText('2,4 kg')).toHaveLength(3);
    expect(screen.getByText('7 à 12 jours ouvrés')).toBeTruthy();
    expect(screen.getByText('3 à 5 jours ouvrés')).toBeTruthy();
    expect(screen.getByText('2 à 4 jours ouvrés')).toBeTruthy();
    expect(screen.getAllByText('Suivi inclus')).toHaveLength(3);
    expect(screen.getAllByText('Assurance incluse')).toHaveLength(2);
    // The focus moves to the results once they are drawn (an effect after the render).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Tarifs pour votre colis' })));
  });

  it('bills the volumetric weight: 1 kg in a 40 x 30 x 20 cm box to Guyane is billed 4.8 kg', async () => {
    renderScreen(<ShippingCalculator signedIn={false} />);
    fill({ destination: 'guyane', weight: '1', length: '40', width: '30', height: '20' });
    await calculate();

    // standard (8.50 + 2.50 x 3.8) x 1.1 = 19.80; express (15.90 + 3.50 x 3.8) x 1.1 = 32.12;
    // premium (22.90 + 4.20 x 3.8) x 1.1 = 42.746 -> 42.75, Premium price 34.1968 -> 34.20
    expect(shownQuotes()).toEqual([
      ['Standard', '19,80\u00a0€', 'Avec Premium : 15,84\u00a0€'],
      ['Express', '32,12\u00a0€', 'Avec Premium : 25,70\u00a0€'],
      ['Premium', '42,75\u00a0€', 'Avec Premium : 34,20\u00a0€'],
    ]);
    expect(screen.getAllByText('4,8 kg')).toHaveLength(3);
  });

  it('clears the results when the destination changes', async () => {
    renderScreen(<ShippingCalculator signedIn={false} />);
    fill();
    await calculate();
    expect(screen.getByText('13,80 €')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Destination/), { target: { value: 'maroc' } });
    expect(screen.queryByText('13,80 €')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Tarifs pour votre colis' })).toBeNull();

    await calculate();
    // Maroc: 12.00 x 0.9 = 10.80
    expect(screen.getByText('10,80 €')).toBeTruthy();
  });

  it('shows the no-rate message and the way to a custom quote when the volumetric weight exceeds 30 kg', async () => {
    renderScreen(<ShippingCalculator signedIn={false} />);
    // 100 x 60 x 30 cm = 36 kg volumetric, for 10 kg real.
    fill({ weight: '10', length: '100', width: '60', height: '30' });
    await calculate();

    expect(screen.getByText('Aucun tarif disponible pour cette destination et ce poids')).toBeTruthy();
    expect(screen.getByText(/Contactez-nous pour obtenir un devis personnalisé\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Demander un devis' }).getAttribute('href')).toBe('/contact');
    expect(screen.queryByRole('link', { name: 'Voir mon adresse française' })).toBeNull();
  });

  it('sends an anonymous visitor to the registration for the French address, and a signed-in customer to the dashboard', async () => {
    const anonymous = renderScreen(<ShippingCalculator signedIn={false} />);
    fill();
    await calculate();
    expect(screen.getByRole('link', { name: 'Voir mon adresse française' }).getAttribute('href')).toBe('/inscription');
    expect(screen.getAllByText('Prix')).toHaveLength(3);
    anonymous.unmount();

    renderScreen(<ShippingCalculator signedIn />);
    fill();
    await calculate();
    expect(screen.getByRole('link', { name: 'Voir mon adresse française' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getAllByText('Votre prix')).toHaveLength(3);
  });

  it('shows a visitor the public prices with the hint that Premium saves 20 %, leading to /abonnement', async () => {
    renderScreen(<ShippingCalculator signedIn={false} />);
    fill();
    await calculate();
    expect(shownQuotes()[0]).toEqual(['Standard', '13,80\u00a0€', 'Avec Premium : 11,04\u00a0€']);
    expect(screen.getByText(/Avec l’abonnement Premium, chaque expédition coûte 20 % de moins/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Découvrir Premium' }).getAttribute('href')).toBe('/abonnement');
  });

  it('prices a signed-in Premium subscriber 20 % lower, with the public price beside it and no sales hint', async () => {
    renderScreen(<ShippingCalculator signedIn plan="premium_yearly" />);
    fill();
    await calculate();
    expect(shownQuotes()).toEqual([
      ['Standard', '11,04\u00a0€', 'Au lieu de 13,80\u00a0€'],
      ['Express', '19,14\u00a0€', 'Au lieu de 23,92\u00a0€'],
      ['Premium', '26,48\u00a0€', 'Au lieu de 33,10\u00a0€'],
    ]);
    expect(screen.getAllByText('Votre prix Premium')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: 'Découvrir Premium' })).toBeNull();
  });
});
