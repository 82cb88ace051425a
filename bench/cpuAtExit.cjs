// Preloaded into each process the start-up benchmark times (NODE_OPTIONS=--require): writes the
// process's own CPU time (user + system, all threads, from exec) in ms to fd 3 as it exits.
const fs = require('node:fs');
process.on('exit', () => {
  const { user, system } = process.cpuUsage();
  fs.writeSync(3, `${(user + system) / 1000}\n`);
});
