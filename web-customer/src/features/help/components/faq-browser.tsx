import { useEffect, useId, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { Button, ButtonLink } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import { frenchSpacing } from '@/lib/typography';
import { faqCategories, faqEntries, popularFaqEntries, type FaqCategory, type FaqEntry } from '../content/faq';
import { filterQuestions, foundQuestionsLabel, type QuestionFilter } from '../utils/filter-questions';
import { CategoryFilter, type CategoryOption } from '@/components/ui/category-filter';
import { QuestionList, questionIds } from './question-list';
import { SupportCard } from './support-card';
import { useExpandedQuestions } from './use-expanded-questions';
import './help.css';

const everything: QuestionFilter<FaqCategory> = { search: '', category: null };
const categoryOptions: CategoryOption<FaqCategory>[] = [
  { value: null, label: 'Toutes' },
  ...faqCategories.map((category) => ({ value: category.id, label: category.label })),
];
const categoryOf = (entry: FaqEntry) => entry.category;

type FaqBrowserProps = {
  entries?: readonly FaqEntry[];
  contactHref: string;
  helpHref: string;
};

/** /faq: the most asked questions, then every question by category, with search and category filter. */
export const FaqBrowser = ({ entries = faqEntries, contactHref, helpHref }: FaqBrowserProps) => {
  const { hash } = useLocation();
  const linkedEntryId = decodeURIComponent(hash.slice(1));
  const { expanded, toggle, open } = useExpandedQuestions(entries.some((entry) => entry.id === linkedEntryId) ? [linkedEntryId] : []);
  const [filter, setFilter] = useState(everything);
  /** a question to focus once it is shown, after a click in the "most asked" block */
  const [focusRequest, setFocusRequest] = useState<string | null>(null);
  const popularTitleId = useId();

  const found = useMemo(() => filterQuestions(entries, filter, categoryOf), [entries, filter]);
  const groups = faqCategories
    .map((category) => ({ ...category, entries: found.filter((entry) => entry.category === category.id) }))
    .filter((group) => group.entries.length > 0);
  const popular = popularFaqEntries(entries);

  useEffect(() => {
    if (focusRequest === null) return;
    document.getElementById(questionIds(focusRequest).button)?.focus();
    setFocusRequest(null);
  }, [focusRequest]);

  const showQuestion = (entryId: string) => {
    setFilter(everything);
    open(entryId);
    setFocusRequest(entryId);
  };

  return (
    <div className="help">
      <section className="popular" aria-labelledby={popularTitleId}>
        <h2 id={popularTitleId} className="popular__title">
          Les questions les plus posées
        </h2>
        <ul className="popular__list">
          {popular.map((entry) => (
            <li key={entry.id}>
              <button type="button" className="popular__item" onClick={() => showQuestion(entry.id)}>
                {frenchSpacing(entry.question)}
              </button>
            </li>
          ))}
        </ul>
      </section>

      <div className="help-toolbar card" role="search">
        <InputField
          label="Rechercher une question"
          type="search"
          placeholder="Ex. : stockage, délais, poids volumétrique"
          value={filter.search}
          onChange={(event) => setFilter((current) => ({ ...current, search: event.target.value }))}
        />
        <CategoryFilter
          label="Catégories"
          options={categoryOptions}
          selected={filter.category}
          onSelect={(category) => setFilter((current) => ({ ...current, category }))}
        />
      </div>

      <div className={found.length === 0 ? 'help-results card empty-state' : 'help-results'}>
        <p className={found.length === 0 ? 'empty-state__title' : 'help-results__count'} aria-live="polite">
          {foundQuestionsLabel(found.length)}
        </p>
        {found.length === 0 && (
          <>
            <p>Essayez avec d’autres mots ou une autre catégorie, ou posez-nous directement votre question.</p>
            <div className="actions actions--center">
              <Button variant="secondary" onClick={() => setFilter(everything)}>
                Afficher toutes les questions
              </Button>
              <ButtonLink to={contactHref} variant="outline">
                Contacter le support
              </ButtonLink>
            </div>
          </>
        )}
      </div>

      {groups.map((group) => (
        <section key={group.id} className="question-group" aria-labelledby={`categorie-${group.id}`}>
          <h2 id={`categorie-${group.id}`} className="question-group__title">
            {group.label}
          </h2>
          <QuestionList entries={group.entries} expanded={expanded} onToggle={toggle} />
        </section>
      ))}

      <SupportCard contactHref={contactHref} />
      <p className="help__back">
        <Link to={helpHref}>Retour au centre d'aide</Link>
      </p>
    </div>
  );
};
