import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { faqJsonLd } from '../content/faq';
import { FaqJsonLd } from './faq-json-ld';

describe('FaqJsonLd', () => {
  it('writes the FAQPage as JSON in a script, without a way to close the script early', () => {
    const entries = [{ id: 'piege', category: 'demarrer' as const, popular: false, question: 'Et </script> ?', answer: 'Rien à craindre.' }];
    const { container } = render(<FaqJsonLd entries={entries} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).not.toContain('</script>');
    expect(JSON.parse(script?.textContent ?? '')).toEqual(faqJsonLd(entries));
  });
});
