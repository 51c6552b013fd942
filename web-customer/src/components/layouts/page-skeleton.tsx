import { PageHead } from '@/components/seo/page-head';
import './page-skeleton.css';

/**
 * A signed-in page before its data: the page's frame (its title line and cards) without any of the
 * person's data, prerendered as the page's shell so that it paints before the JavaScript. As tall as
 * a screen at least, so that the footer stays where the page will push it. Hidden while the visitor is
 * known to be signed out (index.html marks the page before the first paint): they are sent to the login.
 */
export const PageSkeleton = ({ cards = 4 }: { cards?: number }) => (
  <div className="page signed-in-shell page-skeleton" aria-busy="true">
    <PageHead documentTitle="Espace client — Passerelle" />
    <p className="visually-hidden" role="status">
      Chargement de votre espace…
    </p>
    <div className="page-header" aria-hidden="true">
      <div>
        <span className="page-skeleton__bar page-skeleton__bar--eyebrow" />
        <span className="page-skeleton__bar page-skeleton__bar--title" />
      </div>
    </div>
    <div className="page-skeleton__grid" aria-hidden="true">
      {Array.from({ length: cards }, (_, index) => (
        <div key={index} className="card page-skeleton__card">
          <span className="page-skeleton__bar page-skeleton__bar--heading" />
          <span className="page-skeleton__bar" />
          <span className="page-skeleton__bar page-skeleton__bar--short" />
        </div>
      ))}
    </div>
  </div>
);
