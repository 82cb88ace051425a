import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';

// Main and the CLI share one bundle config: both run the same core under Node.
// One id per build: the tool schema cache (src-main/core/tools/schemaCache.ts) is kept per build.
const BUILD_ID = Date.now().toString(36);

export default defineConfig({
  main: {
    define: { __QUIRE_BUILD__: JSON.stringify(BUILD_ID) },
    build: {
      // Every pure-JS dependency is bundled, so a CLI start reads a few files instead of resolving
      // hundreds of modules, and the MCP Bundle needs no node_modules but better-sqlite3 (a native
      // addon, loaded from its own package) and sqlite-vec (it finds its loadable extension, vec0.so
      // or .dll/.dylib, beside its own package file). Electron and Node's built-ins stay external.
      externalizeDeps: false,
      rollupOptions: {
        // sqlite-vec finds its loadable extension beside its own package; the FSRS optimiser is a native
        // addon too (its platform package holds the .node file).
        external: ['better-sqlite3', 'sqlite-vec', 'electron', '@open-spaced-repetition/binding'],
        // ASCII text without doc comments: each start reads, decodes and hashes every file it loads
        // (bin/codeCache.js), and one non-ASCII character made a whole file a two-byte string.
        // Built 'quire tool list_tasks {}': 262 M -> 250 M instructions.
        output: { charset: 'ascii', comments: { legal: true, annotation: false, jsdoc: false } },
        input: {
          index: resolve(__dirname, 'src-main/electron/main.ts'),
          cli: resolve(__dirname, 'src-main/cli.ts'),
          // Material imports parse in a worker thread; it loads this file beside index.js.
          importWorker: resolve(__dirname, 'src-main/core/materials/importWorker.ts'),
          // Health's quick_check and the background integrity_check read the file in a worker.
          checkWorker: resolve(__dirname, 'src-main/core/db/checkWorker.ts'),
        },
      },
    },
  },
  preload: {
    // A sandboxed preload may only require('electron'): bundle everything else into one CJS file.
    build: {
      externalizeDeps: false,
      rollupOptions: {
        input: { index: resolve(__dirname, 'src-main/electron/preload.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(__dirname, 'src-renderer'),
    base: './',
    plugins: [react()],
    build: {
      minify: true,
      // Loaded from disk, never over a network, yet split: Chromium compiles a module before running
      // it, so the window waits for every byte of the first bundle. Today ships in it; the other views
      // are chunks fetched once Today is drawn (src-renderer/views/index.tsx).
      chunkSizeWarningLimit: 500,
      rollupOptions: { input: resolve(__dirname, 'src-renderer/index.html') },
    },
  },
});
