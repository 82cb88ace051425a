// One side of the concurrency test: a separate process (like the app, or the CLI) writing tasks
// and cards into a shared database file as fast as it can. Prints a tally of result codes as JSON.
import { createCore } from '../../src-main/core/app';

async function main() {
  const [dbPath, label, count] = process.argv.slice(2);
  const core = await createCore({ dbPath: dbPath!, appVersion: 'test' });
  const tally: Record<string, number> = {};
  const note = (r: { ok: boolean; error?: { code: string } }) => {
    const key = r.ok ? 'ok' : r.error!.code;
    tally[key] = (tally[key] ?? 0) + 1;
  };
  try {
    for (let i = 0; i < Number(count); i++) {
      const added = (
        await core.registry.call('add_task', { title: `${label} ${i}`, priority: 1 + (i % 4) }, { origin: 'cli' })
      ).result;
      note(added);
      if (added.ok) {
        const id = (added.data as { task: { task_id: number } }).task.task_id;
        note((await core.registry.call('complete_task', { task_id: id }, { origin: 'cli' })).result);
      }
      note((await core.registry.call('list_tasks', { limit: 5 }, { origin: 'cli' })).result);
      // Reads the topic, then writes: the pattern a deferred transaction can lose to the other writer.
      note(
        (
          await core.registry.call(
            'create_flashcard',
            { front: `${label} ${i}?`, back: 'yes', topic_name: 'Shared' },
            { origin: 'cli' },
          )
        ).result,
      );
    }
  } finally {
    core.close();
  }
  process.stdout.write(JSON.stringify(tally));
}

main().catch((e) => {
  process.stderr.write(String(e?.stack ?? e));
  process.exitCode = 1;
});
