/**
 * Whether the product is ready to serve, as the health endpoint tells it. On AWS it always is; the
 * local runtime says it is starting while it seeds the demo data, so nobody signs in with accounts
 * that are not there yet.
 */
let starting = false;

export const markStarting = () => {
  starting = true;
};
export const markReady = () => {
  starting = false;
};
export const isStarting = () => starting;
