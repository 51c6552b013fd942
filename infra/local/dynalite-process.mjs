// dynalite's server, as its command line starts it (`startDynalite` runs this in a process of its own, with
// exit-with-parent.cjs preloaded), but for one thing: dynalite rethrows the error of a request whose client went
// away mid-body (`req.on('error', throw)`), which would end the process and take every table with it. Here
// that error ends that request only.
import dynalite from 'dynalite';

const [host, port, path] = process.argv.slice(2);
const server = dynalite({ path: path || undefined, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
const [handle] = server.listeners('request');
server.removeAllListeners('request');
server.on('request', (request, response) => {
  handle(request, response);
  request.removeAllListeners('error');
  request.on('error', () => response.destroy());
});
server.listen(Number(port), host);
