import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ALL_TOOLS } from '../../src-main/core/tools';
import { TOOL_NAMES } from '../../src-shared/tools/names';

// Issue 11 item 5: a tool is named through the catalogue (TOOL.add_task), never as a bare string,
// so renaming or removing a tool is a compile error wherever it is used.

const ROOT = path.resolve(__dirname, '../..');
const SCANNED = ['src-main', 'src-renderer', 'src-shared'];
/** The catalogue is where the names are written, once. */
const CATALOGUE = path.join('src-shared', 'tools');

/**
 * The offline agent's intent kinds reuse tool words for what the person asked ('add_task',
 * 'undo'), which is not always the tool that does it, beside kinds that are no tool ('help',
 * 'greeting'). They are not tool names, so they stay words. A literal is an intent kind where it is:
 *   - the value or type of a `kind` property (`{ kind: 'undo' }`);
 *   - a `case` of a switch on `….kind`;
 *   - a type argument of `IntentOf<…>`;
 *   - in a `new Set<…['kind']>([…])` list;
 *   - the name given to `rule(…)`, the offline classifier's rule for an intent.
 */
function isIntentKind(node: ts.Node): boolean {
  const p = node.parent;
  const q = p.parent;
  if ((ts.isPropertyAssignment(p) || ts.isPropertySignature(p)) && p.name.getText() === 'kind') return true;
  if (ts.isLiteralTypeNode(p) && ts.isPropertySignature(q) && q.name.getText() === 'kind') return true;
  if (ts.isCaseClause(p) && /\bkind$/.test(p.parent.parent.expression.getText())) return true;
  if (ts.isLiteralTypeNode(p) && ts.isTypeReferenceNode(q) && q.typeName.getText() === 'IntentOf') return true;
  if (ts.isArrayLiteralExpression(p) && ts.isNewExpression(q) && /\bkind\b/.test(q.typeArguments?.[0]?.getText() ?? ''))
    return true;
  return ts.isCallExpression(p) && p.expression.getText() === 'rule' && p.arguments[0] === node;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
      out.push(full);
  }
  return out;
}

/** Every string literal in the source that is exactly a tool name, as "file:line 'name'". */
export function bareToolNames(): string[] {
  const names: ReadonlySet<string> = new Set(TOOL_NAMES);
  const found: string[] = [];
  for (const dir of SCANNED) {
    for (const file of sourceFiles(path.join(ROOT, dir))) {
      const rel = path.relative(ROOT, file);
      if (rel.startsWith(CATALOGUE + path.sep)) continue;
      const text = fs.readFileSync(file, 'utf8');
      const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node): void => {
        if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && names.has(node.text)) {
          if (!isIntentKind(node)) {
            const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
            found.push(`${rel}:${line} '${node.text}'`);
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  }
  return found;
}

describe('the tool catalogue', () => {
  it('names exactly the registry’s tools, in its order', () => {
    expect([...TOOL_NAMES]).toEqual(ALL_TOOLS.map((t) => t.name));
  });

  // Fix a failure with /work/codemod-tool-names.mjs (or by hand: TOOL.<name>, `typeof TOOL.<name>` in a type).
  it('is the only place a tool name is written as a string', () => {
    const found = bareToolNames();
    expect(found, `${found.length} bare tool names; use TOOL.<name> from src-shared/tools/names`).toEqual([]);
  });
});
