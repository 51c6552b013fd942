// Preloaded (`node --require`) into each stand-in the runtime starts in a process of its own
// (dynalite, cognito-local), started with an IPC channel to the runtime.
//
// A Ctrl-C (SIGINT) or a `kill -TERM -<group>` reaches every process of the group at once: the stand-in
// ignores it, as the runtime still reads and writes it while it drains the feed; the runtime then stops it
// by closing the channel (`stopChild` in stand-ins.ts).
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => undefined);
process.on('disconnect', () => process.exit(0));

// The stand-in also ends as soon as the runtime that started it is gone, however it ended (a crash,
// SIGKILL), so it never keeps holding its port for the next start.
const parent = process.ppid;
setInterval(() => {
  let alive = process.ppid === parent;
  if (alive) {
    try {
      process.kill(parent, 0);
    } catch {
      alive = false;
    }
  }
  if (!alive) process.exit(0);
}, 250).unref();
