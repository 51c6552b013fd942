import { frenchSpacing } from '@/lib/typography';

/** An answer of the catalogue: paragraphs separated by a blank line, list items starting with "- ". */
export const AnswerText = ({ text }: { text: string }) => (
  <>
    {text.split(/\n{2,}/).map((block, index) => {
      const lines = block.split('\n');
      if (lines.every((line) => line.startsWith('- '))) {
        return (
          <ul key={index} className="answer__list">
            {lines.map((line) => (
              <li key={line}>{frenchSpacing(line.slice(2))}</li>
            ))}
          </ul>
        );
      }
      return <p key={index}>{frenchSpacing(block)}</p>;
    })}
  </>
);
