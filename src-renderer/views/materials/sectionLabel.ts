/**
 * Where a passage sits, for people: "Cells › Transport" from title "Cells" and heading path
 * "Cells > Transport" (the title is not repeated when the path starts with it).
 */
export function sectionLabel(title: string, section: string): string {
  const path = section.split(' > ').filter(Boolean);
  if (path[0] === title) path.shift();
  return [title, ...path].join(' › ');
}
