// Preloaded with `node --import` before tsx: records every module file the process loads, so a
// test can tell which packages a CLI command pulled in. Prints the list on exit to the file named
// by QUIRE_TRACE_IMPORTS (stdout stays the command's own). tsx loads TypeScript through
// CommonJS require hooks, which the ESM load hook does not see, so the require cache is read too.
import { createRequire, registerHooks } from 'node:module';
import { writeFileSync } from 'node:fs';
import process from 'node:process';

const seen = new Set();
registerHooks({
  load(url, context, nextLoad) {
    seen.add(url);
    return nextLoad(url, context);
  },
});
process.on('exit', () => {
  const required = Object.keys(createRequire(import.meta.url).cache).map((f) => `file://${f}`);
  const all = [...new Set([...seen, ...required])];
  if (process.env.QUIRE_TRACE_IMPORTS) writeFileSync(process.env.QUIRE_TRACE_IMPORTS, all.join('\n'));
});
