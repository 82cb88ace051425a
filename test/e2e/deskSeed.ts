import { findResourcesDir, sampleData } from '../../src-main/core/services/sampleData';
import type { QuireFixture } from './harness';
import { seedPlans, seedTasks } from './planningSeed';
import { seedDecks } from './studySeed';

/** The app's first-start step: the sample notes, imported only into a database with nothing of its own. */
export async function importSampleOnFirstStart(quire: QuireFixture): Promise<void> {
  await sampleData({
    db: quire.core.db,
    registry: quire.core.registry,
    dataDir: quire.dataDir,
    resourcesDir: findResourcesDir(),
  }).importMaterialOnFirstStart();
}

/**
 * A student's desk for the walks across every view: the sample notes (imported first: a first start
 * imports them only into a database with nothing of its own), tasks, plans and decks.
 */
export async function seedDesk(quire: QuireFixture): Promise<void> {
  await importSampleOnFirstStart(quire);
  await seedTasks(quire.core);
  await seedPlans(quire.core);
  await seedDecks(quire.core);
}
