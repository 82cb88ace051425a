// Vitest setup: keep expected error logs out of test output; QUIRE_DEBUG=1 shows them.
import { setLogSink } from '../../src-main/core/log';

if (!process.env.QUIRE_DEBUG) setLogSink(() => {});
