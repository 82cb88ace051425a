import { useState } from 'react';
import { InputList } from '../../components/InputList';
import type { ToolCard } from '../../stores/chat';

const STATUS_LABEL = { running: 'running…', ok: 'done', failed: 'failed' } as const;

/** A failed call's error in plain words (the tool's own message), or null. */
function errorMessage(result: unknown): string | null {
  const r = result as { ok?: boolean; error?: { message?: string } } | null;
  return r && r.ok === false ? (r.error?.message ?? 'The action failed.') : null;
}

/** One tool call: name and outcome at a glance; inputs and result when expanded. */
export function ToolCallCard({ card }: { card: ToolCard }) {
  const [open, setOpen] = useState(false);
  const error = errorMessage(card.result);
  return (
    <div className={`toolcard toolcard--${card.status}`} data-testid="tool-card" data-tool={card.name}>
      <button type="button" className="toolcard__head" aria-expanded={open} onClick={() => setOpen(!open)}>
        <span className="toolcard__chevron" aria-hidden="true">
          {open ? '▾' : '▸'}
        </span>
        <code className="toolcard__name">{card.name}</code>
        <span className="toolcard__status">{STATUS_LABEL[card.status]}</span>
        {card.duration_ms !== undefined && <span className="toolcard__time">{card.duration_ms.toFixed(1)} ms</span>}
      </button>
      {error && <p className="toolcard__error">{error}</p>}
      {open && (
        <div className="toolcard__body">
          <InputList input={card.input} className="toolcard__inputs" />
          {card.result !== undefined && <pre className="toolcard__result">{JSON.stringify(card.result, null, 2)}</pre>}
        </div>
      )}
    </div>
  );
}
