// Preloaded (NODE_OPTIONS=--import) into a runtime under test: a request for `/api/health?erreur-isolee`
// stands for a handler that lets an error escape (thrown from a callback, and a rejection nobody awaits).
import { subscribe } from 'node:diagnostics_channel';

subscribe('http.server.request.start', ({ request }) => {
  if (!request.url?.endsWith('?erreur-isolee')) return;
  setImmediate(() => {
    throw new Error('erreur isolée levée dans un rappel');
  });
  void Promise.reject(new Error('rejet isolé que personne n’attend'));
});
