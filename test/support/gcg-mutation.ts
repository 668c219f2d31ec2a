/** For the GCG replay properties: a record with one recorded number changed, to check the replay catches it on its line. */

/**
 * `text` with one number on `line` (1-based) raised by `by`: the move's score, or with
 * `total` the running total after it. Null where the change spells the same line
 * (`-- +0` is the old Quackle way to write any withdrawal, so a withdrawal's score of 0 is no change).
 */
export function withChangedNumber(text: string, line: number, kind: string, total: boolean, by: number): string | null {
  const lines = text.split(/\r\n|\r|\n/);
  const tokens = lines[line - 1]!.trim().split(/\s+/);
  // The score tokens: the last two signed numbers before any trailing words.
  const at = tokens.findLastIndex((t, i) => /^[+-]?\d+$/.test(t) && /^[+-]\d+$/.test(tokens[i - 1] ?? ''));
  const k = total ? at : at - 1;
  const value = Number(tokens[k]) + by;
  if (kind === 'withdrawn' && !total && value === 0) return null;
  tokens[k] = total || value < 0 ? String(value) : `+${value}`;
  lines[line - 1] = tokens.join(' ');
  return lines.join('\n');
}
