import { formatCount } from '../../format';
import { citationMarks, type Grounding, type GroundingSource } from '../../../src-shared/grounding';
import { useMaterials } from '../../stores/materials';
import { useNavigation } from '../../stores/navigation';
import { toastError } from '../../stores/toasts';
import { sectionLabel } from '../materials/sectionLabel';
import { CITE_HREF, Markdown } from './Markdown';

/** Opens the reader at a cited passage (the passage itself is marked as the cited one). */
async function openSource(s: GroundingSource) {
  if (s.source_type !== 'material') return;
  const failure = await useMaterials.getState().openReader(s.material_id, { chunkId: s.chunk_id });
  if (failure) return toastError(failure.message);
  useNavigation.getState().go('materials');
}

function label(s: GroundingSource): string {
  if (s.source_type === 'selected_text') return 'your selection';
  return sectionLabel(s.title, s.section);
}

/** A numbered chip for source n: opens the reader at the passage (a selection is shown, not opened). */
function CitationChip({ n, source }: { n: number; source: GroundingSource | undefined }) {
  if (!source) return <span className="cite cite--missing">[{n}]</span>;
  if (source.source_type === 'selected_text')
    return (
      <span className="cite cite--selection" title={source.snippet}>
        {n}
      </span>
    );
  return (
    <button
      type="button"
      className="cite"
      title={`${label(source)}: ${source.snippet}`}
      aria-label={`Source ${n}: ${label(source)} — open the passage`}
      onClick={() => void openSource(source)}
    >
      {n}
    </button>
  );
}

/** The answer's `[n]` markers as links the Markdown renderer turns into chips (code spans are left alone by Markdown). */
function linkCitations(text: string, count: number): string {
  let out = '';
  let at = 0;
  for (const m of citationMarks(text)) {
    // "[1](" would already be a Markdown link; only bare markers become chips.
    if (text[m.end] === '(' || m.numbers.some((n) => n < 1 || n > count)) continue;
    out += text.slice(at, m.start) + m.numbers.map((n) => `[${n}](${CITE_HREF}${n})`).join('');
    at = m.end;
  }
  return out + text.slice(at);
}

/**
 * An assistant message that answered from the materials: its text with citation chips, then the
 * numbered sources (each opens the reader at its passage), and why there is no written answer
 * or why it may not be reliable.
 */
export function GroundedAnswer({ content, grounding: g }: { content: string; grounding: Grounding }) {
  return (
    <div className="grounded">
      {g.fallback_message && <p className="grounded__note">{g.fallback_message}</p>}
      {g.metadata.low_confidence && (
        <p className="grounded__note grounded__note--warn">
          The best matches are weak: your materials may not cover this.
        </p>
      )}
      <Markdown
        text={linkCitations(content, g.sources.length)}
        renderCitation={(n) => <CitationChip n={n} source={g.sources[n - 1]} />}
      />
      {g.sources.length > 0 && (
        <ol className="grounded__sources" aria-label="Sources">
          {g.sources.map((s, i) => (
            <li key={i}>
              {s.source_type === 'material' ? (
                <button type="button" className="grounded__source" onClick={() => void openSource(s)}>
                  <span className="cite" aria-hidden="true">
                    {i + 1}
                  </span>
                  <span className="grounded__where">{label(s)}</span>
                  <span className="grounded__snippet">{s.snippet}</span>
                </button>
              ) : (
                <div className="grounded__source grounded__source--selection">
                  <span className="cite" aria-hidden="true">
                    {i + 1}
                  </span>
                  <span className="grounded__where">Your selection ({formatCount(s.selection_length)} characters)</span>
                  <span className="grounded__snippet">{s.snippet}</span>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
