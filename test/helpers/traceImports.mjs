// Preloaded with `node --import` before tsx: records every module file the process loads, so a
// test can tell which packages a CLI command pulled in. Prints the list on exit to the file named
// by QUIRE_TRACE_IMPORTS (stdout stays the command's own). tsx loads TypeScript through
// CommonJS require hooks, which the ESM load hook does not see, so the require cache is read too.
//
// With QUIRE_TRACE_INTL set, it also records each use of ICU's locale machinery (Intl, the
// toLocale* methods, localeCompare, normalize) made while a module is being evaluated, with the
// stack, to that file: the first such use loads ICU's data, which a start should only pay for
// when it formats something for a person.
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

// Frames that mean "a module's top level is running": CommonJS (tsx's and Node's) and ESM.
const MODULE_LOADING =
  /\bat (?:Module\._compile|Object\.loadCJSModule|ModuleJob\.run|SourceTextModule\.evaluate)\b|\bat node:internal\/modules\/esm\/translators/;
const intlAtLoad = [];

function record(api) {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = Infinity;
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  if (!MODULE_LOADING.test(stack)) return;
  // The first frame outside this file and Node's internals: who asked.
  const caller = stack
    .split('\n')
    .slice(2)
    .find((l) => !l.includes('traceImports.mjs') && !l.includes('node:internal'));
  intlAtLoad.push(`${api} ${caller?.trim() ?? '(unknown)'}`);
}

function watchMethod(owner, name, label) {
  const original = owner[name];
  if (typeof original !== 'function') return;
  Object.defineProperty(owner, name, {
    ...Object.getOwnPropertyDescriptor(owner, name),
    value: function (...args) {
      record(label);
      return original.apply(this, args);
    },
  });
}

if (process.env.QUIRE_TRACE_INTL) {
  for (const name of Object.getOwnPropertyNames(Intl)) {
    const Original = Intl[name];
    if (typeof Original !== 'function' || !/^[A-Z]/.test(name)) continue;
    // A subclass keeps instanceof, statics and `new` working; calling without `new` is rare.
    const Watched = class extends Original {
      constructor(...args) {
        record(`Intl.${name}`);
        super(...args);
      }
    };
    Object.defineProperty(Intl, name, { value: Watched, writable: true, configurable: true });
  }
  watchMethod(Number.prototype, 'toLocaleString', 'Number#toLocaleString');
  watchMethod(BigInt.prototype, 'toLocaleString', 'BigInt#toLocaleString');
  watchMethod(Array.prototype, 'toLocaleString', 'Array#toLocaleString');
  for (const m of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'])
    watchMethod(Date.prototype, m, `Date#${m}`);
  for (const m of ['localeCompare', 'toLocaleUpperCase', 'toLocaleLowerCase', 'normalize'])
    watchMethod(String.prototype, m, `String#${m}`);
}

process.on('exit', () => {
  const required = Object.keys(createRequire(import.meta.url).cache).map((f) => `file://${f}`);
  // Node's own modules, as `builtin:readline`: neither hook above sees a required built-in.
  const builtins = process.moduleLoadList
    .filter((m) => m.startsWith('NativeModule ') && !m.includes('internal/'))
    .map((m) => `builtin:${m.slice('NativeModule '.length)}`);
  const all = [...new Set([...seen, ...required, ...builtins])];
  if (process.env.QUIRE_TRACE_IMPORTS) writeFileSync(process.env.QUIRE_TRACE_IMPORTS, all.join('\n'));
  if (process.env.QUIRE_TRACE_INTL) writeFileSync(process.env.QUIRE_TRACE_INTL, intlAtLoad.join('\n'));
});
