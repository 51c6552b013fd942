import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

/** Where react-admin's `<TitlePortal>` draws the page's own title (its `<Title>`, a list's or a show's title). */
const pageTitleElementId = 'react-admin-title';

/** « <page> — Passerelle — Back-office »: the page's own title first, so that a person tells the tabs apart. */
export const documentTitleOf = (pageTitle: string | undefined, appTitle: string) => {
  const page = pageTitle?.replace(/\s+/g, ' ').trim();
  return page ? `${page} — ${appTitle}` : appTitle;
};

/**
 * Keeps the tab's title on the page's own title, as the app bar shows it. Mounted after the app bar's
 * `<TitlePortal>`: it follows what the pages write there, whatever the page.
 */
export const DocumentTitle = () => {
  const translate = useTranslate();
  const appTitle = translate('passerelle.app_title');
  useEffect(() => {
    const element = document.getElementById(pageTitleElementId);
    if (!element) return undefined;
    const update = () => {
      document.title = documentTitleOf(element.textContent ?? undefined, appTitle);
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(element, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = appTitle;
    };
  }, [appTitle]);
  return null;
};
