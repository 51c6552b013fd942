import { useId, useMemo, useState } from 'react';
import { Link } from '@/components/ui/link';
import { Button, ButtonLink } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import { faqEntries, type FaqEntry } from '../content/faq';
import { helpTopicOf, helpTopics, type HelpTopic } from '../content/help-topics';
import { filterQuestions, resultsLabel, type QuestionFilter } from '../utils/filter-questions';
import { CategoryFilter, type CategoryOption } from '@/components/ui/category-filter';
import { QuestionList } from './question-list';
import { SupportCard } from './support-card';
import { useExpandedQuestions } from './use-expanded-questions';
import './help.css';

const everything: QuestionFilter<HelpTopic> = { search: '', category: null };
const topicOptions: CategoryOption<HelpTopic>[] = [
  { value: null, label: 'Tous' },
  ...helpTopics.map((topic) => ({ value: topic.id, label: topic.label })),
];

export type QuickLink = { title: string; text: string; href: string };

type HelpCenterProps = {
  entries?: readonly FaqEntry[];
  quickLinks: readonly QuickLink[];
  contactHref: string;
  faqHref: string;
};

/** /aide: search, shortcuts, and the questions of the FAQ by broad topic. */
export const HelpCenter = ({ entries = faqEntries, quickLinks, contactHref, faqHref }: HelpCenterProps) => {
  const [filter, setFilter] = useState(everything);
  const { expanded, toggle } = useExpandedQuestions();
  const quickTitleId = useId();
  const questionsTitleId = useId();

  const found = useMemo(() => filterQuestions(entries, filter, helpTopicOf), [entries, filter]);

  return (
    <div className="help">
      <div className="help-toolbar help-toolbar--hero card" role="search">
        <InputField
          label="Rechercher dans l’aide"
          type="search"
          placeholder="Ex. : adresse, expédition, abonnement"
          value={filter.search}
          onChange={(event) => setFilter((current) => ({ ...current, search: event.target.value }))}
        />
      </div>

      <section aria-labelledby={quickTitleId}>
        <h2 id={quickTitleId} className="visually-hidden">
          Accès rapides
        </h2>
        <ul className="help-shortcuts">
          {quickLinks.map((link) => (
            <li key={link.href}>
              <Link to={link.href} className="quick-link help-shortcut">
                <span className="quick-link__title">{link.title}</span>
                <span className="quick-link__text">{link.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="help-questions" aria-labelledby={questionsTitleId}>
        <div className="help-questions__header">
          <h2 id={questionsTitleId} className="help-questions__title">
            Questions et réponses
          </h2>
          <Link to={faqHref}>Toutes les questions fréquentes</Link>
        </div>
        <CategoryFilter
          label="Thèmes"
          options={topicOptions}
          selected={filter.category}
          onSelect={(category) => setFilter((current) => ({ ...current, category }))}
        />

        <div className={found.length === 0 ? 'help-results card empty-state' : 'help-results'}>
          <p className={found.length === 0 ? 'empty-state__title' : 'help-results__count'} aria-live="polite">
            {resultsLabel(found.length)}
          </p>
          {found.length === 0 && (
            <>
              <p>Aucune question ne correspond à votre recherche. Notre équipe peut vous répondre directement.</p>
              <div className="actions actions--center">
                <ButtonLink to={contactHref}>Contacter le support</ButtonLink>
                <Button variant="outline" onClick={() => setFilter(everything)}>
                  Effacer la recherche
                </Button>
              </div>
            </>
          )}
        </div>

        {found.length > 0 && <QuestionList entries={found} expanded={expanded} onToggle={toggle} />}
      </section>

      <SupportCard contactHref={contactHref} />
    </div>
  );
};
