/**
 * Every sentence a player reads lives in the sentence table (src/bot/words): the modules
 * that present a game choose what to say and take the words from it, and the engine
 * writes no sentence but those of its text formats (CGP and GCG: their parse errors and
 * GCG's notes). A string literal with two words in a row is a sentence, or part of one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from './support/shipped.js';

const SENTENCE = /[A-Za-z]{2,}[,:;]? [a-z]{2,}/;

/** The text of every string and template literal in a source file, imports left out. */
function literals(file: string): string[] {
  const src = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const visit = (n: ts.Node): void => {
    if (ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) return;
    if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) out.push(n.text);
    else if (ts.isTemplateExpression(n)) out.push(n.head.text, ...n.templateSpans.map((s) => s.literal.text));
    ts.forEachChild(n, visit);
  };
  visit(src);
  return out;
}

const sentencesIn = (files: string[]) =>
  files.flatMap((f) => literals(join(ROOT, f)).filter((t) => SENTENCE.test(t)).map((t) => `${f}: ${JSON.stringify(t)}`));

const tsFiles = (dir: string) => readdirSync(join(ROOT, dir)).filter((f) => f.endsWith('.ts')).map((f) => relative(ROOT, join(ROOT, dir, f)));

/** The engine's text formats: their parse errors and GCG's notes are the format's, read by people using other software. */
const TEXT_FORMATS = ['src/engine/cgp.ts', 'src/engine/gcg.ts', 'src/engine/gcg-replay.ts', 'src/engine/gcg-write.ts'];

describe('sentences live in the sentence table', () => {
  it('finds a sentence in a literal, and not code', () => {
    expect(SENTENCE.test('Your rack: ')).toBe(true);
    expect(SENTENCE.test(' went out. Challenge the play or let it stand.')).toBe(true);
    expect(SENTENCE.test('8H QUIZ')).toBe(false);
    expect(SENTENCE.test('went-out')).toBe(false);
  });

  it('the views, hints, autocomplete and refusals hold none of their own', () => {
    expect(sentencesIn([...tsFiles('src/bot/views'), 'src/bot/advice.ts', 'src/bot/suggest.ts', 'src/bot/messages.ts', 'src/bot/rules-text.ts'])).toEqual([]);
  });

  it('the engine writes none, but for its text formats', () => {
    expect(sentencesIn(tsFiles('src/engine').filter((f) => !TEXT_FORMATS.includes(f)))).toEqual([]);
  });

  it.each(['en', 'fr', 'es', 'de'])('the sentence table holds them (%s)', (language) => {
    expect(sentencesIn(tsFiles(`src/bot/words/${language}`)).length).toBeGreaterThan(200);
  });

  it('each language\'s table holds its own, file for file as the English does', () => {
    const english = tsFiles('src/bot/words/en').map((f) => f.replace('/en/', '/'));
    expect(tsFiles('src/bot/words/de').map((f) => f.replace('/de/', '/'))).toEqual(english);
    expect(sentencesIn(tsFiles('src/bot/words/de')).length).toBeGreaterThan(200);
  });
});
