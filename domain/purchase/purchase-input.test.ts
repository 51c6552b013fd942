import { describe, expect, it } from 'vitest';
import { estimateOfRequest, purchaseRequestInputSchema } from './purchase-input';

const valid = { shopName: 'Fnac', shopUrl: 'https://www.fnac.com', items: [{ name: 'Casque', priceEuros: 10, quantity: 1 }] };
const errors = (value: unknown) => {
  const result = purchaseRequestInputSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('buy-for-me form', () => {
  it('keeps only named lines, defaults the destination to the customer territory (empty) and the instructions', () => {
    const parsed = purchaseRequestInputSchema.parse({ ...valid, items: [...valid.items, { name: '  ', priceEuros: 3, quantity: 1 }] });
    expect(parsed.items).toHaveLength(1);
    expect(parsed.destination).toBe('');
    expect(parsed.instructions).toBe('');
  });

  it('refuses a form without any named line, a shop URL that is not a URL, and missing shop name', () => {
    expect(errors({ ...valid, items: [{ name: '', priceEuros: 3, quantity: 1 }] })).toContain('Ajoutez au moins un article avec son nom, son prix et sa quantité');
    expect(errors({ ...valid, shopUrl: 'fnac' })).toContain("L'URL du site n'est pas valide");
    expect(errors({ ...valid, shopName: ' ' })).toContain('Le nom du site est obligatoire');
  });

  it('refuses a price of more than two decimals, a negative price, a quantity under 1, instructions over 500', () => {
    expect(errors({ ...valid, items: [{ name: 'a', priceEuros: 1.005, quantity: 1 }] })).toContain('Le montant ne peut pas avoir plus de deux décimales');
    expect(errors({ ...valid, items: [{ name: 'a', priceEuros: -0.01, quantity: 1 }] })).toContain('Le prix ne peut pas être négatif');
    expect(errors({ ...valid, items: [{ name: 'a', priceEuros: 1, quantity: 0 }] })).toContain('La quantité doit être au moins 1');
    expect(errors({ ...valid, instructions: 'x'.repeat(501) })).toContain('Les instructions ne peuvent pas dépasser 500 caractères');
    expect(errors({ ...valid, instructions: 'x'.repeat(500) })).toEqual([]);
  });

  it('estimates in exact cents: 0.1 + 0.2 is 30 cents, fee 19,99 free and 14,99 Premium', () => {
    const lines = [{ priceEuros: 0.1, quantity: 1 }, { priceEuros: 0.2, quantity: 1 }, { priceEuros: 0.01, quantity: 7 }];
    expect(estimateOfRequest(lines, 'free')).toEqual({ subtotalCents: 37, feeCents: 1999, totalCents: 2036 });
    expect(estimateOfRequest(lines, 'premium_monthly')).toEqual({ subtotalCents: 37, feeCents: 1499, totalCents: 1536 });
    expect(estimateOfRequest([{ priceEuros: 0, quantity: 1 }], 'premium_yearly').totalCents).toBe(1499);
  });
});

describe('the links of a buy-for-me request', () => {
  const item = valid.items[0];

  it('refuses a shop or an article link that is no web page’s (javascript:, data:, vbscript:, file:), in French', () => {
    for (const link of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'file:///etc/passwd']) {
      expect(errors({ ...valid, shopUrl: link })).toEqual(["L'URL du site doit commencer par https:// ou http://"]);
      expect(errors({ ...valid, items: [{ ...item, url: link }] })).toEqual(["Le lien de l'article doit commencer par https:// ou http://"]);
    }
  });

  it('accepts https: and http: links, an article without a link, and still refuses what is no URL', () => {
    expect(errors({ ...valid, shopUrl: 'http://boutique.example', items: [{ ...item, url: 'https://www.fnac.com/casque?ref=1' }] })).toEqual([]);
    expect(errors({ ...valid, items: [{ ...item, url: '' }] })).toEqual([]);
    expect(errors({ ...valid, items: [{ ...item, url: 'casque' }] })).toEqual(["L'URL de l'article n'est pas valide"]);
  });
});
