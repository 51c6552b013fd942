import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCustomer } from '@/testing/data-generators';
import { jsonResponse, renderScreen, stubFetchByPath } from '@/testing/test-utils';
import { CalculatorRoute } from './calculator';

const calculate = async () => {
  fireEvent.change(screen.getByLabelText(/^Destination/), { target: { value: 'martinique' } });
  for (const [label, value] of [[/^Poids/, '1'], [/^Longueur/, '10'], [/^Largeur/, '10'], [/^Hauteur/, '10']] as const) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
  fireEvent.click(screen.getByRole('button', { name: 'Calculer les tarifs' }));
  await screen.findByRole('heading', { name: 'Tarifs pour votre colis' });
};

/** The first card's caption and price (standard). */
const captionAndPrice = () => {
  const standard = screen.getAllByRole('listitem').find((item) => item.classList.contains('quote-card'));
  if (!standard) throw new Error('pas de résultat');
  return [standard.querySelector('.quote-card__price-label')?.textContent, within(standard).getByText(/€/, { selector: 'strong' }).textContent];
};

describe('the calculator page', () => {
  it('prices with the plan in force of the signed-in customer (GET /api/me): Premium pays 20 % less', async () => {
    document.cookie = 'pa_csrf=jeton';
    stubFetchByPath({ '/api/me': () => jsonResponse(200, aCustomer({ plan: 'premium_monthly' })) });
    renderScreen(<CalculatorRoute />, '/calculateur', { session: true });
    await calculate();
    // Martinique, standard, 1 kg: 8,50 € public, 6,80 € Premium, once the session is known (before or after the click).
    await waitFor(() => expect(captionAndPrice()).toEqual(['Votre prix Premium', '6,80\u00a0€']));
  });

  it('prices a signed-in customer on the free plan at the public price', async () => {
    document.cookie = 'pa_csrf=jeton';
    stubFetchByPath({ '/api/me': () => jsonResponse(200, aCustomer({ plan: 'free' })) });
    renderScreen(<CalculatorRoute />, '/calculateur', { session: true });
    await calculate();
    await waitFor(() => expect(captionAndPrice()).toEqual(['Votre prix', '8,50\u00a0€']));
  });
});
