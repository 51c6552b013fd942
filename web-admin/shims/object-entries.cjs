/**
 * `object.entries` for the browser build: node-polyglot (react-admin's translations) requires this
 * polyfill of Object.entries, which brings about twenty packages of ES-spec machinery with it (6 kB of
 * gzip in the first load). Every browser the back office supports has Object.entries itself.
 */
module.exports = function entries(object) {
  return Object.entries(object);
};
