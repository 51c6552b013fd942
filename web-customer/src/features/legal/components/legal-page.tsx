import { useId, type ReactNode } from 'react';
import { PageHead } from '@/components/seo/page-head';
import { frenchSpacing } from '@/lib/typography';
import type { LegalBlock, LegalDocument, LegalSection } from '../content/legal-document';
import { RichText } from './rich-text';
import './legal.css';

const headingId = (section: LegalSection) => `${section.id}-titre`;
const numbered = (index: number, heading: string) => `${index + 1}. ${heading}`;

const Block = ({ block }: { block: LegalBlock }) => {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          <RichText text={block.text} />
        </p>
      );
    case 'subheading':
      return <h3 className="legal-section__subheading">{block.text}</h3>;
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List className="legal-section__list">
          {block.items.map((item, index) => (
            <li key={index}>
              <RichText text={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'definitions':
      return (
        <dl className="legal-definitions">
          {block.items.map((item) => (
            <div key={item.term} className="legal-definitions__row">
              <dt>{item.term}</dt>
              <dd>
                <RichText text={item.definition} />
              </dd>
            </div>
          ))}
        </dl>
      );
    case 'callout':
      return (
        <aside className="legal-callout" aria-label={block.title}>
          <p className="legal-callout__title">{block.title}</p>
          {block.paragraphs.map((text, index) => (
            <p key={index}>
              <RichText text={text} />
            </p>
          ))}
        </aside>
      );
    case 'table':
      return (
        // Scrolls on its own on a narrow screen instead of widening the page; focusable so it scrolls with the keyboard.
        <div className="legal-table" role="region" aria-label={block.caption} tabIndex={0}>
          <table>
            <caption>{block.caption}</caption>
            <thead>
              <tr>
                {block.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.header}>
                  <th scope="row">{row.header}</th>
                  {row.cells.map((cell, index) => (
                    <td key={index}>
                      <RichText text={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    default: {
      const unexpected: never = block;
      throw new Error(`Bloc inconnu : ${JSON.stringify(unexpected)}`);
    }
  }
};

export type LegalPageProps = {
  document: LegalDocument;
  /** Interactive additions the app puts at the end of a section, by section id (a button, a form). */
  sectionExtras?: Readonly<Record<string, ReactNode>>;
  /** Whether it writes the page's `<head>` entries: not when the route writes them itself, outside the text. */
  withHead?: boolean;
};

/**
 * One legal text (/cgv, /confidentialite, /mentions-legales): its title, a table of contents of
 * anchor links, then its numbered sections.
 */
export const LegalPage = ({ document, sectionExtras = {}, withHead = true }: LegalPageProps) => {
  const tocId = useId();
  return (
    <article className="page legal">
      {withHead && <PageHead title={document.title} description={document.lead} />}
      <header className="legal__header">
        <p className="eyebrow">Informations légales</p>
        <h1 className="legal__title">{frenchSpacing(document.title)}</h1>
        <p className="legal__lead">{frenchSpacing(document.lead)}</p>
        <p className="legal__updated">
          Dernière mise à jour : <time dateTime={document.updatedOn}>{document.updatedOnLabel}</time>
        </p>
      </header>
      <div className="legal__layout">
        <nav className="legal-toc" aria-labelledby={tocId}>
          <h2 className="legal-toc__title" id={tocId}>
            Sommaire
          </h2>
          <ol className="legal-toc__list">
            {document.sections.map((section, index) => (
              <li key={section.id}>
                <a className="legal-toc__link" href={`#${section.id}`}>
                  {numbered(index, section.heading)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="legal__body">
          {document.sections.map((section, index) => (
            <section key={section.id} id={section.id} className="legal-section" aria-labelledby={headingId(section)}>
              <h2 className="legal-section__title" id={headingId(section)}>
                {numbered(index, section.heading)}
              </h2>
              {section.blocks.map((block, blockIndex) => (
                <Block key={blockIndex} block={block} />
              ))}
              {sectionExtras[section.id]}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
};
