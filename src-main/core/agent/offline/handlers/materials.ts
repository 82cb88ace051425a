import type { ToolData } from '../../../../../src-shared/tools';
import { TOOL } from '../../../../../src-shared/tools/names';
import { describeFailure } from '../actions';
import type { TurnContext } from '../turnContext';
import { done, type Reply } from '../types';

/** "what materials do I have", "list my imported pdfs": the imported materials by title. */
export async function listMaterials(turn: TurnContext): Promise<Reply> {
  if (!turn.hasTool(TOOL.list_materials))
    return done('Materials are not available in this build, so there is nothing imported to list.');
  const outcome = await turn.call(TOOL.list_materials, {});
  if (!outcome.result.ok) return describeFailure(TOOL.list_materials, {}, outcome.result.error, {});
  const data = outcome.result.data as ToolData<typeof TOOL.list_materials>;
  if (data.materials.length === 0)
    return done(
      'You haven’t imported any materials yet. Add notes or PDFs in the Materials view, then ask me about them.',
    );
  const lines = data.materials.map(
    (m, n) =>
      `${n + 1}. ${m.title}${m.topic ? ` (${m.topic})` : ''} — ${m.format}${m.stale ? ', changed since import' : ''}`,
  );
  return done(`Your materials:\n${lines.join('\n')}\n\nAsk me about any of them, e.g. “what do my notes say about …”.`);
}
