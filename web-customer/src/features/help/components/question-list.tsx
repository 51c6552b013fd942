import { Link } from '@/components/ui/link';
import { frenchSpacing } from '@/lib/typography';
import type { FaqEntry } from '../content/faq';
import { AnswerText } from './answer-text';

/** The DOM ids of a question: its anchor (the list item), its toggle button and its answer. */
export const questionIds = (entryId: string) => ({
  anchor: entryId,
  button: `${entryId}-question`,
  answer: `${entryId}-reponse`,
});

type QuestionListProps = {
  entries: readonly FaqEntry[];
  expanded: ReadonlySet<string>;
  onToggle: (entryId: string) => void;
};

/** An accordion: each question is a button (aria-expanded, aria-controls) that shows or hides its answer. */
export const QuestionList = ({ entries, expanded, onToggle }: QuestionListProps) => (
  <ul className="question-list">
    {entries.map((entry) => {
      const ids = questionIds(entry.id);
      const open = expanded.has(entry.id);
      return (
        <li key={entry.id} id={ids.anchor} className={open ? 'question question--open' : 'question'}>
          <h3 className="question__heading">
            <button
              type="button"
              id={ids.button}
              className="question__toggle"
              aria-expanded={open}
              aria-controls={ids.answer}
              onClick={() => onToggle(entry.id)}
            >
              <span>{frenchSpacing(entry.question)}</span>
              <span className="question__icon" aria-hidden="true" />
            </button>
          </h3>
          <div id={ids.answer} className="question__answer" hidden={!open}>
            <AnswerText text={entry.answer} />
            {entry.links && (
              <p className="question__links">
                {entry.links.map((link) => (
                  <Link key={link.href} to={link.href}>
                    {link.label}
                  </Link>
                ))}
              </p>
            )}
          </div>
        </li>
      );
    })}
  </ul>
);
