import { describe, expect, it } from 'vitest';
import { messageParts } from './message-links';

describe('links in support messages', () => {
  const origin = 'https://passerelle.example';

  it('makes a link of the product’s own addresses only', () => {
    expect(messageParts('Voir https://passerelle.example/colis/42 ou https://evil.example/x', origin)).toEqual([
      { kind: 'text', text: 'Voir ' },
      { kind: 'link', text: 'https://passerelle.example/colis/42', href: 'https://passerelle.example/colis/42' },
      { kind: 'text', text: ' ou ' },
      { kind: 'text', text: 'https://evil.example/x' },
    ]);
  });

  it('keeps markup as text, and an address that only starts like the product’s as text', () => {
    expect(messageParts('<img src=x onerror=alert(1)>', origin)).toEqual([{ kind: 'text', text: '<img src=x onerror=alert(1)>' }]);
    expect(messageParts('https://passerelle.example.evil.test/', origin)).toEqual([{ kind: 'text', text: 'https://passerelle.example.evil.test/' }]);
  });
});
