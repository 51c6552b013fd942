import { Link } from '@/components/ui/link';
import type { Inline, RichText as RichTextContent } from '../content/legal-document';
import { frenchSpacing } from '@/lib/typography';

const InlineLink = ({ text, href }: { text: string; href: string }) => {
  if (href.startsWith('/')) return <Link to={href}>{text}</Link>;
  if (href.startsWith('http')) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {text}
        <span className="visually-hidden"> (nouvel onglet)</span>
      </a>
    );
  }
  return <a href={href}>{text}</a>;
};

/** A run of legal text: app paths become router links, other addresses plain links. */
export const RichText = ({ text }: { text: RichTextContent }) =>
  typeof text === 'string' ? (
    frenchSpacing(text)
  ) : (
    <>
      {text.map((part: Inline, index) =>
        typeof part === 'string' ? frenchSpacing(part) : <InlineLink key={`${index}-${part.href}`} text={part.text} href={part.href} />,
      )}
    </>
  );
