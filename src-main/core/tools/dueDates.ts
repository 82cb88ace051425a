// The due-date field and its parser live with the tools' input schemas (src-shared/tools/inputs).
export { normalizeDue } from '../../../src-shared/tools/inputs/fields';
export { formatDue } from '../../../src-shared/text/dueWords';
