import { faqJsonLd, type FaqEntry } from '../content/faq';

/** schema.org FAQPage for search engines; "<" is escaped so an answer can never close the script. */
export const FaqJsonLd = ({ entries }: { entries: readonly FaqEntry[] }) => (
  <script
    type="application/ld+json"
    dangerouslySetInnerHTML={{ __html: JSON.stringify(faqJsonLd(entries)).replace(/</g, '\\u003c') }}
  />
);
