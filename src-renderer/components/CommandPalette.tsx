import { Command } from 'cmdk';
import { useEffect, useRef, useState } from 'react';
import { paletteCommands, type PaletteCommand } from '../commands';
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
  const restoreFocus = useRef<HTMLElement | null>(null);
  const commands = open ? paletteCommands(theme) : [];

  useEffect(() => {
    if (open && !useFlashcards.getState().loaded) void useFlashcards.getState().load();
  }, [open]);

  useEffect(() => {
    if (open) restoreFocus.current = document.activeElement as HTMLElement | null;
    else restoreFocus.current?.focus?.();
  }, [open]);

  if (!open) return null;
  return <PaletteBody commands={commands} onClose={() => setOpen(false)} />;
}

/**
 * The open palette. Groups are put in order here, best match first: cmdk sorts the items within a
 * group but not the groups (1.1.1 looks a group up by its id where it wrote its value), so "tour"
 * with a topic named Recursion ran "Open topic Recursion" (Go to) before "Show the welcome tour".
 */
function PaletteBody({ commands, onClose }: { commands: PaletteCommand[]; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const best = (group: string) =>
    Math.max(0, ...commands.filter((c) => c.group === group).map((c) => paletteScore(c.label, search, c.keywords)));
  // A stable sort: with nothing typed (every score 1) the groups keep their order.
  const groups = [...new Set(commands.map((c) => c.group))].sort((a, b) => best(b) - best(a));
  return (
    <div className="overlay" onMouseDown={onClose}>
      <div
        className="palette"
        role="dialog"
        aria-modal="true"
        aria-label="Command palette"
        onMouseDown={(e) => e.stopPropagation()}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            onClose();
          }
        }}
      >
        <Command label="Commands" loop filter={paletteScore}>
          <Command.Input
            autoFocus
            value={search}
            onValueChange={setSearch}
            placeholder="Type a command or view…"
            className="palette__input"
          />
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
                        onClose();
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
