import type { TurnResponse } from '../../../src-shared/agent';
import { isAgentChoice, type AgentChoice } from '../../../src-shared/chatRequest';
import type { Core } from '../app';
import type { ChatEmit } from '../agent/turn';
import type { CliCommand, CliContext } from './command';
import { EXIT, UsageError } from './io';

function sessionFlag(value: string | boolean | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new UsageError(`--session needs a chat number such as 3, not "${String(value)}".`);
  return n;
}

function agentFlag(value: string | boolean | undefined): AgentChoice | undefined {
  if (value === undefined) return undefined;
  if (!isAgentChoice(value))
    throw new UsageError(`--agent must be auto, cloud, local or offline, not "${String(value)}".`);
  return value;
}

/**
 * Human output for one turn: the reply streams to stdout as the model writes it, tool calls are
 * noted on stderr as they finish, and whatever the turn added after streaming (an error, the
 * confirmation question) follows.
 */
function humanTurnPrinter(ctx: CliContext) {
  let streamed = '';
  const emit: ChatEmit = (event, payload) => {
    if (event === 'chat:text_delta') {
      const { text } = payload as { text: string };
      streamed += text;
      ctx.io.stdout(text);
    } else if (event === 'chat:tool_finished') {
      const p = payload as { name: string; ok: boolean };
      ctx.io.stderr(`${streamed && !streamed.endsWith('\n') ? '\n' : ''}  [${p.ok ? 'ok' : 'failed'}] ${p.name}\n`);
    }
  };
  const finish = (r: TurnResponse) => {
    const rest =
      streamed && r.response.startsWith(streamed.trim())
        ? r.response.slice(streamed.trim().length)
        : streamed
          ? `\n\n${r.response}`
          : r.response;
    ctx.io.stdout(`${rest.trimEnd() ? rest : ''}\n`);
    const sources = citedSourcesText(r);
    if (sources) ctx.io.stdout(sources);
    if (r.fallback_message) ctx.io.stderr(`(${r.fallback_message})\n`);
    // The app's notes about the turn (history summarised, agent switched) go beside the reply.
    for (const note of r.notices ?? []) ctx.io.stderr(`(${note})\n`);
    streamed = '';
  };
  return { emit, finish };
}

/** A grounded answer's sources under it, numbered as the answer cites them. */
function citedSourcesText(r: TurnResponse): string {
  if (!r.sources || r.sources.length === 0) return '';
  const lines = r.sources.map((s, i) =>
    s.source_type === 'selected_text'
      ? `  [${i + 1}] your selection (${s.selection_length} characters)`
      : `  [${i + 1}] ${s.title}${s.section && s.section !== s.title ? ` › ${s.section}` : ''} — ${s.source} (score ${s.score.toFixed(2)})`,
  );
  const weak = r.metadata?.low_confidence ? ' (weak matches: the answer may not be in your materials)' : '';
  return `\nSources${weak}:\n${lines.join('\n')}\n`;
}

/**
 * One turn, stoppable with Ctrl+C: the first stops the turn — the running tool finishes, nothing
 * further starts, and what ran is saved before the command exits; a second one exits at once.
 */
async function oneTurn(
  core: Core,
  text: string,
  session_id: number | undefined,
  agent: AgentChoice | undefined,
  emit: ChatEmit,
  from_materials: boolean,
  ctx: CliContext,
) {
  let interrupted = false;
  const onInterrupt = () => {
    interrupted = true;
    ctx.io.stderr('\nStopping… (saving what already ran; press Ctrl+C again to quit at once)\n');
    core.chat.cancel({});
    process.once('SIGINT', () => process.exit(EXIT_INTERRUPTED));
  };
  process.once('SIGINT', onInterrupt);
  try {
    const result = await core.chat.send(
      {
        text,
        ...(session_id !== undefined ? { session_id } : {}),
        ...(agent ? { agent } : {}),
        ...(from_materials ? { from_materials } : {}),
      },
      { emit },
    );
    return { result, interrupted };
  } finally {
    process.removeListener('SIGINT', onInterrupt);
  }
}

// 128 + SIGINT, as shells report a command stopped with Ctrl+C.
const EXIT_INTERRUPTED = 130;

/**
 * `quire ask [--session N] [--agent …] [--materials] [--json] "text"`: one agent turn. A question
 * about the student's materials (or any text with --materials) is answered from them, with the
 * numbered sources listed under the answer (in --json: `sources` and `metadata`). With --json stdout
 * holds exactly the TurnResponse; a request refused before any turn ran prints its error
 * result instead (the same shape `quire tool` prints). A destructive call ends the turn with
 * status confirmation_required; `quire ask --session N yes` (or "no") answers it.
 */
export const askCommand: CliCommand = {
  name: 'ask',
  usage: 'quire ask [--session N] [--agent auto|cloud|local|offline] [--materials] [--json] "text"',
  summary: 'One agent turn; without --session it starts a new chat. Questions about your materials cite them.',
  options: {
    session: { type: 'string', short: 's' },
    agent: { type: 'string' },
    materials: { type: 'boolean', short: 'm' },
    json: { type: 'boolean' },
  },
  async run({ values, positionals }, ctx) {
    const session_id = sessionFlag(values.session);
    const agent = agentFlag(values.agent);
    const text = positionals.join(' ');
    const core = await ctx.openCore();
    try {
      const printer = humanTurnPrinter(ctx);
      const { result, interrupted } = await oneTurn(
        core,
        text,
        session_id,
        agent,
        values.json ? () => {} : printer.emit,
        values.materials === true,
        ctx,
      );
      if (!result.ok) {
        if (values.json) ctx.io.stdout(`${JSON.stringify(result)}\n`);
        else ctx.io.stderr(`quire: ${result.error.message}\n`);
        return result.error.code === 'validation_error' ? EXIT.usage : EXIT.error;
      }
      const r = result.data;
      if (values.json) {
        ctx.io.stdout(`${JSON.stringify(r)}\n`);
      } else {
        printer.finish(r);
        if (r.status === 'confirmation_required')
          ctx.io.stderr(`Answer with: quire ask --session ${r.session_id} yes   (or no)\n`);
        else ctx.io.stderr(`(chat ${r.session_id}, ${r.agent} agent)\n`);
      }
      if (interrupted) return EXIT_INTERRUPTED;
      return r.status === 'error' ? EXIT.error : EXIT.ok;
    } finally {
      core.close();
    }
  },
};

/**
 * `quire chat`: an interactive session in the terminal. Confirmations work as in `ask`: the
 * question ends the turn, and the next line typed ("yes", "no", or anything else) answers it.
 */
export const chatCommand: CliCommand = {
  name: 'chat',
  usage: 'quire chat [--session N] [--agent auto|cloud|local|offline]',
  summary: 'Talk to the agent in the terminal (type /exit to leave).',
  options: { session: { type: 'string', short: 's' }, agent: { type: 'string' } },
  async run({ values }, ctx) {
    let session_id = sessionFlag(values.session);
    const agent = agentFlag(values.agent);
    const input = ctx.io.stdin ?? process.stdin;
    const core = await ctx.openCore();
    // readline is for this command alone: loaded with `ask` it cost every offline answer ~3 ms.
    const readline = await import('node:readline');
    const rl = readline.createInterface({ input, terminal: false });
    const printer = humanTurnPrinter(ctx);
    ctx.io.stderr(`Quire chat${session_id ? ` (continuing chat ${session_id})` : ''}. Type /exit to leave.\n`);
    let failures = 0;
    try {
      ctx.io.stdout('you › ');
      for await (const line of rl) {
        const text = line.trim();
        if (text === '/exit' || text === '/quit') break;
        if (text) {
          const { result } = await oneTurn(core, text, session_id, agent, printer.emit, false, ctx);
          if (!result.ok) {
            ctx.io.stderr(`quire: ${result.error.message}\n`);
            failures++;
          } else {
            session_id = result.data.session_id;
            printer.finish(result.data);
            if (result.data.status === 'confirmation_required') ctx.io.stdout('(yes/no) ');
          }
        }
        ctx.io.stdout('you › ');
      }
      ctx.io.stdout('\n');
      return failures > 0 ? EXIT.error : EXIT.ok;
    } finally {
      rl.close();
      core.close();
    }
  },
};
