/**
 * One module per AWS client, created once per process: each Lambda bundles and loads only the
 * SDK clients it uses. Only the endpoint changes between AWS and the embedded stand-ins;
 * credentials come from the default provider chain (the local runtime sets dummy ones).
 */
export const memo = <T>(create: () => T): (() => T) => {
  let instance: T | undefined;
  return () => (instance ??= create());
};

export const endpointOptions = (endpoint: string | undefined) => (endpoint ? { endpoint } : {});
