import { useEffect, useId, useLayoutEffect, useState, type KeyboardEvent } from 'react';
import { paletteCommands } from '../commands';
import type { PaletteCommand } from '../paletteCommand';
import { useFlashcards } from '../stores/flashcards';
import { rankCommands } from '../paletteMatch';
import { useNavigation } from '../stores/navigation';
import { useSystem } from '../stores/system';

/**
 * Ctrl/Cmd+K: an ARIA combobox over a listbox of every command (the pattern of the APG's
 * "editable combobox with list autocomplete"). Focus stays in the field; ↑/↓ move the highlighted
 * option, which the field names in aria-activedescendant so a screen reader reads it; Enter runs it.
 * With words typed the matches are ranked together, best first, whatever their group.
 */
export function CommandPalette() {
  const open = useNavigation((s) => s.paletteOpen);
  // Subscribed so labels like "Switch theme to…" stay true while the palette is open.
  const theme = useSystem((s) => s.settings?.theme ?? 'system');
  // Subscribed too: "Open topic …" lists the topics, read when the palette opens.
  useFlashcards((s) => s.decks);
  const topicsLoaded = useFlashcards((s) => s.loaded);

  useEffect(() => {
    if (open && !useFlashcards.getState().loaded) void useFlashcards.getState().load();
  }, [open]);

  if (!open) return null;
  return <PaletteDialog commands={paletteCommands(theme)} complete={topicsLoaded} />;
}

interface Section {
  heading: string | null;
  commands: PaletteCommand[];
}

/** Nothing typed: the commands under their groups. Words typed: one list, best match first. */
function sectionsFor(commands: PaletteCommand[], typed: string): Section[] {
  if (typed.trim()) return [{ heading: null, commands: rankCommands(commands, typed) }];
  const groups = [...new Set(commands.map((c) => c.group))];
  return groups.map((g) => ({ heading: g, commands: commands.filter((c) => c.group === g) }));
}

/**
 * `complete`: every command is listed (the topics behind "Open topic …" have arrived). Until then
 * Enter waits for them rather than run whatever matched the partial list ("open topic recursion"
 * typed fast on a busy machine otherwise did nothing, or could have run another command).
 */
function PaletteDialog({ commands, complete }: { commands: PaletteCommand[]; complete: boolean }) {
  const setOpen = useNavigation((s) => s.setPaletteOpen);
  const [typed, setTyped] = useState('');
  const [enterPending, setEnterPending] = useState(false);
  const [active, setActive] = useState(0);
  const base = useId();
  const sections = sectionsFor(commands, typed);
  const shown = sections.flatMap((s) => s.commands);
  const current = shown.length ? Math.min(active, shown.length - 1) : -1;
  const optionId = (c: PaletteCommand) => `${base}-${c.id.replace(/[^\w-]/g, '-')}`;
  const activeId = current >= 0 ? optionId(shown[current]!) : undefined;
  const listId = `${base}-list`;

  // The highlighted option stays in sight as ↑/↓ walk past the list's edge.
  useLayoutEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const run = (c: PaletteCommand) => {
    // Closed first: focus goes back where it was, so a command that moves focus (New task) still wins.
    setOpen(false);
    void c.run();
  };
  const best = current >= 0 ? shown[current] : undefined;
  useEffect(() => {
    if (!enterPending || !complete || !best) return;
    setOpen(false);
    void best.run();
  }, [enterPending, complete, best, setOpen]);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const n = shown.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (n) setActive((current + (e.key === 'ArrowDown' ? 1 : n - 1)) % n);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (!complete) setEnterPending(true);
      else if (current >= 0) run(shown[current]!);
    } else if (e.key === 'Tab') {
      e.preventDefault(); // the field is the dialog's one stop
    }
  };

  let index = 0;
  const option = (c: PaletteCommand) => {
    const at = index++;
    return (
      <div
        key={c.id}
        id={optionId(c)}
        role="option"
        aria-selected={at === current}
        className="palette__item"
        // The field keeps focus (and the screen reader its place) when an option is clicked.
        onMouseDown={(e) => e.preventDefault()}
        onMouseMove={() => at !== current && setActive(at)}
        onClick={() => run(c)}
      >
        <span>{c.label}</span>
        {c.shortcut && <kbd>{c.shortcut}</kbd>}
      </div>
    );
  };

  return (
    <div className="overlay" onMouseDown={() => setOpen(false)}>
      <div
        className="palette"
        role="dialog"
        aria-modal="true"
        aria-label="Command palette"
        onMouseDown={(e) => e.stopPropagation()}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            setOpen(false);
          }
        }}
      >
        <input
          autoFocus
          className="palette__input"
          role="combobox"
          aria-label="Command"
          aria-autocomplete="list"
          aria-expanded={shown.length > 0}
          aria-controls={shown.length > 0 ? listId : undefined}
          aria-activedescendant={activeId}
          placeholder="Type a command or view…"
          spellCheck={false}
          autoComplete="off"
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            setActive(0);
            setEnterPending(false);
          }}
          onKeyDown={onKeyDown}
        />
        {shown.length > 0 ? (
          <div id={listId} role="listbox" aria-label="Commands" className="palette__list">
            {sections.map((s, i) =>
              s.heading === null ? (
                s.commands.map(option)
              ) : (
                <div key={s.heading} role="group" aria-labelledby={`${listId}-g${i}`} className="palette__group">
                  <div id={`${listId}-g${i}`} className="palette__group-heading" aria-hidden="true">
                    {s.heading}
                  </div>
                  {s.commands.map(option)}
                </div>
              ),
            )}
          </div>
        ) : (
          <p className="palette__empty" role="status">
            No matching command.
          </p>
        )}
      </div>
    </div>
  );
}
