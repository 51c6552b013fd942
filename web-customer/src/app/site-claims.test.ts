import { describe, expect, it } from 'vitest';
import { returnDeadlineLines, returnWindowRule } from '@domain/return/return-terms';
import { blogArticles } from '@/features/blog/content/articles';
import { faqEntries } from '@/features/help/content/faq';
import { sectionText } from '@/features/legal/content/legal-document';
import { termsOfSale } from '@/features/legal/content/terms';

/** Claims several pages make: each says the same thing, from the one place that states it. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the site’s claims across its pages', () => {
  it('counts the return window one way wherever it is stated: from the reception at the warehouse', () => {
    const returnsSection = termsOfSale.sections.find((section) => section.id === 'retours');
    if (!returnsSection) throw new Error('Section retours absente des CGV');
    const statements = {
      cgv: sectionText(returnsSection),
      faq: JSON.stringify(faqEntries.map((entry) => entry.answer)),
      blog: JSON.stringify(blogArticles),
      'pages retours': returnDeadlineLines.join(' '),
    };
    for (const [where, text] of Object.entries(statements)) {
      expect(plain(text), where).toContain(returnWindowRule);
      expect(text, where).not.toMatch(/réception (chez|par) le client/);
    }
  });
});
