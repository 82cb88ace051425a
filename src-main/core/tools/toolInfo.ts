import type { ToolAnnotations, ToolCategory } from './define';

/** A tool as the model, the UI and MCP see it. */
export interface ToolInfo {
  name: string;
  description: string;
  annotations: ToolAnnotations;
  category: ToolCategory;
  input_schema: Record<string, unknown>;
}

/** A tool's output (the data of its ok result) as JSON Schema: MCP's outputSchema. */
export interface ToolOutputSchema {
  name: string;
  output_schema: { type: 'object'; [keyword: string]: unknown };
}
