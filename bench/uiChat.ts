import type { Page } from '@playwright/test';
import type { Core } from '../src-main/core/app';

// Runs inside the page. Plain text (not a compiled function) because tsx would add helpers
// that do not exist there. For each delta: the event arrives → React renders it → the next
// animation frame (the first paint that can show it); the time between is what a reader waits.
const MEASURE = `async ({ sessionId, count }) => {
  const log = document.querySelector('[role="log"][aria-label="Conversation"]');
  if (!log) throw new Error('chat transcript not found');
  const times = [];
  for (let i = 0; i < count; i++) {
    // Markdown trims a paragraph's trailing space, so look for the word without it.
    const marker = 'w' + i + 'x';
    const start = performance.now();
    window.__quireEmit('chat:text_delta', { session_id: sessionId, request_id: 'bench', text: marker + ' ' });
    while (!log.textContent.includes(marker)) {
      if (performance.now() - start > 5000) throw new Error('delta ' + i + ' never appeared');
      await new Promise((r) => setTimeout(r, 0));
    }
    await new Promise((r) => requestAnimationFrame(() => r()));
    times.push(performance.now() - start);
  }
  return times;
}`;

/**
 * Time from a streamed chat delta arriving in the page to it being painted, over `count` deltas
 * appended to one growing answer (so Markdown re-renders a longer text each time, as in a real turn).
 */
export async function streamedDeltaToPaint(page: Page, core: Core, count = 200): Promise<number[]> {
  const created = await core.router.handle('chat:session_create', { title: 'Bench' });
  if (!created.ok) throw new Error(created.error.message);
  const sessionId = (created.data as { session_id: number }).session_id;
  await page.keyboard.press('Control+2');
  await page.keyboard.press('Control+1');
  await page
    .getByRole('button', { name: /^Bench/ })
    .first()
    .click();
  await page.getByRole('heading', { level: 1, name: 'Chat' }).waitFor();
  // Opens the transcript (an empty chat shows the welcome instead) before measuring.
  await page.evaluate(
    `window.__quireEmit('chat:text_delta', { session_id: ${sessionId}, request_id: 'bench', text: 'Warming up. ' })`,
  );
  await page.getByRole('log', { name: 'Conversation' }).waitFor();
  return (await page.evaluate(`(${MEASURE})({ sessionId: ${sessionId}, count: ${count} })`)) as number[];
}
