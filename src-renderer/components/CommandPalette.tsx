import { Command } from 'cmdk';
import { useEffect } from 'react';
import { paletteCommands } from '../commands';
import { useFlashcards } from '../stores/flashcards';
import { paletteScore } from '../paletteMatch';
import { useNavigation } from '../stores/navigation';
import { useSystem } from '../stores/system';

/**
 * Ctrl/Cmd+K. Built on cmdk's list without its Radix dialog, whose scroll lock injects an
 * inline <style> that the strict CSP (rightly) refuses.
 */
export function CommandPalette() {
  const open = useNavigation((s) => s.paletteOpen);
  const setOpen = useNavigation((s) => s.setPaletteOpen);
  // Subscribed so labels like "Switch theme to…" stay true while the palette is open.
  const theme = useSystem((s) => s.settings?.theme ?? 'system');
  // Subscribed too: "Open topic …" lists the topics, read when the palette opens.
  useFlashcards((s) => s.decks);
  const commands = open ? paletteCommands(theme) : [];

  useEffect(() => {
    if (open && !useFlashcards.getState().loaded) void useFlashcards.getState().load();
  }, [open]);

  if (!open) return null;
  // cmdk 1.1.1 sorts the items within a group, never the groups (it looks a group up by its id where
  // it wrote its value): a match in "Go to" always comes before any in "Actions". So "Go to" holds
  // only the views, whose words are chosen; ordering the groups here left aria-activedescendant
  // naming an item gone.
  const groups = [...new Set(commands.map((c) => c.group))];
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
        <Command label="Commands" loop filter={paletteScore}>
          <Command.Input autoFocus placeholder="Type a command or view…" className="palette__input" />
          <Command.List className="palette__list">
            <Command.Empty className="palette__empty">No matching command.</Command.Empty>
            {groups.map((g) => (
              <Command.Group key={g} heading={g} className="palette__group">
                {commands
                  .filter((c) => c.group === g)
                  .map((c) => (
                    <Command.Item
                      key={c.id}
                      value={c.label}
                      keywords={c.keywords ?? []}
                      onSelect={() => {
                        setOpen(false);
                        void c.run();
                      }}
                      className="palette__item"
                    >
                      <span>{c.label}</span>
                      {c.shortcut && <kbd>{c.shortcut}</kbd>}
                    </Command.Item>
                  ))}
              </Command.Group>
            ))}
          </Command.List>
        </Command>
      </div>
    </div>
  );
}
