import { useLocation } from 'react-router-dom';
import { env } from '@/config/env';

type PageHeadProps = ({ title: string } | { documentTitle: string }) & {
  /** What search results show under the title. A page without one is not meant for search engines. */
  description?: string;
};

/** The page's address as search engines should know it: the public site's origin, no query string. */
export const canonicalUrl = (pathname: string): string => `${env.SITE_URL}${pathname === '/' ? '/' : pathname.replace(/\/+$/, '')}`;

/**
 * The page's `<head>` entries, rendered where the page is (React 19 hoists them into the head, and
 * the prerendering writes them into the HTML): its title ("{title} — Passerelle", or `documentTitle`
 * as given), and either its description and canonical address or a `noindex`.
 */
export const PageHead = (props: PageHeadProps) => {
  const { pathname } = useLocation();
  const documentTitle = 'documentTitle' in props ? props.documentTitle : `${props.title} — Passerelle`;
  return (
    <>
      <title>{documentTitle}</title>
      {props.description ? (
        <>
          <meta name="description" content={props.description} />
          <link rel="canonical" href={canonicalUrl(pathname)} />
        </>
      ) : (
        <meta name="robots" content="noindex" />
      )}
    </>
  );
};
