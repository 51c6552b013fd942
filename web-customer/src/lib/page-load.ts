/**
 * Leaves the app for `href` with a full page load: the back office is another app. In one place so
 * that tests can watch it (jsdom does not navigate).
 */
export const loadPage = (href: string): void => {
  window.location.assign(href);
};
