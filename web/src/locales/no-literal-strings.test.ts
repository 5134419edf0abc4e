import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Texts live in the locale files (docs/architecture.md): a component that writes a user-visible sentence itself would show
 * it in one language only. This reads every component and reports JSX text, texts in user-facing attributes and
 * Turkish string literals outside `locales/`.
 */
const src = path.resolve(import.meta.dirname, '..');
const userFacingAttributes = new Set([
  'aria-label',
  'title',
  'placeholder',
  'alt',
  'label',
  'description',
  'confirmLabel',
  'aria-description',
  'hint',
  'heading',
]);
const letters = /\p{L}{2,}/u;
const turkishLetters = /[çğıİöşüÇĞÖŞÜ]/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' || entry.name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function findings(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const report = (node: ts.Node, what: string) =>
    found.push(`${path.relative(src, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${what}`);
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && letters.test(node.text)) report(node, `JSX text "${node.text.trim()}"`);
    if (ts.isJsxAttribute(node) && userFacingAttributes.has(node.name.getText()) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) && letters.test(value.text))
        report(node, `${node.name.getText()}="${value.text}"`);
    }
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      ts.isStringLiteral(node.expression) &&
      letters.test(node.expression.text)
    )
      report(node, `{"${node.expression.text}"}`);
    if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node)) &&
      turkishLetters.test(node.text)
    )
      report(node, `Turkish text '${node.text}'`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('components hold no user-visible text of their own', () => {
  const files = sourceFiles(src);

  it('finds none outside the locale files', () => {
    expect(files.flatMap(findings)).toEqual([]);
  });

  it('would see one', () => {
    const probe = path.join(src, 'lib', '__probe__.tsx');
    fs.writeFileSync(probe, 'export const P = () => <p title="Başlık">Merhaba dünya</p>;\n');
    try {
      expect(findings(probe)).toHaveLength(3);
    } finally {
      fs.rmSync(probe);
    }
  });
});
