import { paths } from './paths';

/** Old addresses kept alive (spec 1, section 2.1): answered with 301 by the server and by the router. */
export const redirects: Readonly<Record<string, string>> = {
  '/login': paths.login.path,
  '/services/dom-tom': paths.pricing.path,
  '/services/europe': paths.pricing.path,
  '/services/maroc': paths.pricing.path,
  '/services/groupage': paths.pricing.path,
};
