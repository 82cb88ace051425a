import type { AnyTool } from './define';

/**
 * Every tool, in one explicit list. Each group lives in its own file and exports its tools as an
 * array; add the group here. A duplicate name throws when the registry is created.
 */
export const ALL_TOOLS: readonly AnyTool[] = [];
