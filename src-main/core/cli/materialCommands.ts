import type { Core } from '../app';
import path from 'node:path';
import { importBytesOf } from '../tools/materialWrites';
import type { CliCommand } from './command';
import { EXIT, UsageError, type CliIo } from './io';
import { TOOL } from '../../../src-shared/tools/names';

const mb = (n: number) => (n / 1_000_000).toFixed(1);

/**
 * Imports material files and folders for the CLI through the registry's import_materials, like
 * the app and MCP (audited, and one `quire tool undo '{}'` takes the whole import back): progress
 * lines on stderr, the result JSON on stdout, Ctrl+C cancels between files (every finished file
 * stays whole). `quire import` for data files (JSON, Anki, CSV) hands other paths here.
 *
 * @example await importMaterialsCli(core, ['/home/ana/notes'], io) // → EXIT.ok
 */
export async function importMaterialsCli(core: Core, paths: readonly string[], io: CliIo): Promise<number> {
  const cancel = new AbortController();
  const onSigint = () => {
    io.stderr('Cancelling after the current file…\n');
    cancel.abort();
  };
  process.once('SIGINT', onSigint);
  try {
    const { result, change_id } = await core.registry.call(
      TOOL.import_materials,
      { paths: paths.map((p) => path.resolve(p)) },
      {
        origin: 'cli',
        signal: cancel.signal,
        progress: (p) => {
          const { bytes_done, bytes_total } = importBytesOf(p.message);
          const bytes = bytes_done === null || bytes_total === null ? '' : ` ${mb(bytes_done)}/${mb(bytes_total)} MB`;
          io.stderr(`[${p.done}/${p.total}]${bytes}\n`);
        },
      },
    );
    io.stdout(`${JSON.stringify(result, null, 2)}\n`);
    if (!result.ok) return EXIT.error;
    if (change_id !== null) io.stderr(`To take this import back: quire tool undo '{}'\n`);
    return result.data.errors > 0 || result.data.cancelled ? EXIT.error : EXIT.ok;
  } finally {
    process.off('SIGINT', onSigint);
  }
}

/**
 * Materials' side of `quire import` (folders, notes, PDFs, and `--reroot OLD NEW`); the one
 * registered `import` command (dataCommands.ts) hands these paths here.
 */
export const materialImportCommand: CliCommand = {
  name: 'import',
  usage: 'quire import PATH… | quire import --reroot OLD NEW',
  summary: 'Import notes, books and PDFs (files or folders) as materials, or re-point a moved library.',
  options: { reroot: { type: 'string' } },
  async run({ values, positionals }, ctx) {
    if (typeof values.reroot === 'string') {
      if (positionals.length !== 1)
        throw new UsageError('Give the old and the new folder: quire import --reroot OLD NEW');
      const core = await ctx.openCore();
      try {
        const r = await core.registry.call(
          TOOL.reroot_material_library,
          { old_root: values.reroot, new_root: positionals[0]! }, // exactly one, checked above
          { origin: 'cli' },
        );
        ctx.io.stdout(`${JSON.stringify(r.result, null, 2)}\n`);
        return r.result.ok ? EXIT.ok : EXIT.error;
      } finally {
        core.close();
      }
    }
    if (positionals.length === 0) throw new UsageError(`Name at least one file or folder. Usage: ${this.usage}`);
    const core = await ctx.openCore();
    try {
      return await importMaterialsCli(core, positionals, ctx.io);
    } finally {
      core.close();
    }
  },
};

export const searchCommand: CliCommand = {
  name: 'search',
  usage: 'quire search [--json] [--limit N] "query"',
  summary: 'Search the imported materials; --json prints { results: [...] }.',
  options: { json: { type: 'boolean' }, limit: { type: 'string' } },
  async run({ values, positionals }, ctx) {
    const query = positionals.join(' ').trim();
    if (!query) throw new UsageError(`Give something to search for. Usage: ${this.usage}`);
    const limit = values.limit === undefined ? 5 : Number(values.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 20)
      throw new UsageError('--limit must be a whole number from 1 to 20');
    const core = await ctx.openCore();
    try {
      const { result } = await core.registry.call(TOOL.search_materials, { query, limit }, { origin: 'cli' });
      if (!result.ok) {
        ctx.io.stderr(`${result.error.message}\n`);
        return EXIT.error;
      }
      const data = result.data;
      const results = data.results.map((r) => ({
        chunk_id: r.chunk_id,
        material_id: r.material_id,
        source: r.source,
        title: r.title,
        section: r.section,
        chunk_position: r.chunk_position,
        score: r.score,
        snippet: r.snippet,
        chunk_text: r.chunk_text,
      }));
      if (values.json) ctx.io.stdout(`${JSON.stringify({ results }, null, 2)}\n`);
      else if (results.length === 0) ctx.io.stdout(`${data.message}\n`);
      else {
        ctx.io.stdout(
          results
            .map(
              (r, i) =>
                `${i + 1}. ${r.title}${r.section ? ` — ${r.section}` : ''} (${r.source}, score ${r.score})\n   ${r.snippet}`,
            )
            .join('\n') + '\n',
        );
      }
      return EXIT.ok;
    } finally {
      core.close();
    }
  },
};
