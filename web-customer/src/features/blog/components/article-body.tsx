import type { ArticleSection } from '../content/blog-types';
import { frenchSpacing } from '@/lib/typography';

/** A paragraph whose lines all start with "- " is a list. */
const Paragraph = ({ text }: { text: string }) => {
  const lines = text.split('\n');
  if (lines.length > 0 && lines.every((line) => line.startsWith('- '))) {
    return (
      <ul className="blog-article__list">
        {lines.map((line) => (
          <li key={line}>{frenchSpacing(line.slice(2))}</li>
        ))}
      </ul>
    );
  }
  return <p>{frenchSpacing(text)}</p>;
};

export const ArticleBody = ({ sections }: { sections: readonly ArticleSection[] }) => (
  <div className="blog-article__body">
    {sections.map((section) => (
      <section key={section.heading} className="blog-article__section">
        <h2>{frenchSpacing(section.heading)}</h2>
        {section.paragraphs.map((text) => (
          <Paragraph key={text} text={text} />
        ))}
      </section>
    ))}
  </div>
);
