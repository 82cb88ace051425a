/** The formats Quire imports, by what the file is, not only by its name (main's parsers, the tool catalogue). */
export const MATERIAL_FORMATS = ['markdown', 'text', 'rst', 'html', 'pdf'] as const;
export type MaterialFormat = (typeof MATERIAL_FORMATS)[number];
