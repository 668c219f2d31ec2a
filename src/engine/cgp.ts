/**
 * CGP: the one-line position text of Macondo and MAGPIE.
 * `ROWS RACKS SCORES SCORELESS [key value;]...`, e.g.
 * `15/15/.../15 RETINAS/ 0/0 0 lex CSW;`
 * Letters are any tile letters (lower case a blank); a two-letter tile is written in
 * brackets as in GCG (`[CH]`), and held as the engine's one-character tile.
 */
import { BOARD_SIZE, EMPTY, type Board } from './board.js';
import { gcgOfTiles, tilesOfGcg } from './gcg.js';
import { err, ok, type Result } from './result.js';
import type { GameState } from './state.js';

export interface CgpPosition {
  board: Board;
  racks: string[];
  scores: number[];
  scorelessTurns: number;
  options: Record<string, string>;
}

function bad(detail: string): Result<never> {
  return err('bad-position', { detail });
}

function parseRow(text: string, index: number): Result<string> {
  let row = '';
  for (const m of text.matchAll(/(\d+)|(\p{L}|\[\p{L}{2}\])|(.)/gu)) {
    const tile = m[2] === undefined ? null : tilesOfGcg(m[2]);
    if (m[1] !== undefined) {
      const n = Number(m[1]);
      if (n < 1) return bad(`row ${index + 1}: empty run of 0`);
      row += EMPTY.repeat(n);
    } else if (tile !== null && tile.length === 1) row += tile;
    else return bad(`row ${index + 1}: unexpected '${m[2] ?? m[3]}'`);
  }
  if (row.length !== BOARD_SIZE) return bad(`row ${index + 1} has ${row.length} squares, not ${BOARD_SIZE}`);
  return ok(row);
}

/** Options are `key value;` pairs; a value may hold spaces (up to the `;`). */
function parseOptions(text: string): Result<Record<string, string>> {
  const options: Record<string, string> = {};
  for (const part of text.split(';')) {
    const t = part.trim();
    if (t === '') continue;
    const m = /^(\S+)(?:\s+(.*))?$/.exec(t);
    if (!m) return bad(`bad option '${t}'`);
    options[m[1]!] = m[2] ?? '';
  }
  return ok(options);
}

export function parseCgp(text: string): Result<CgpPosition> {
  const fields = text.trim().split(/\s+/);
  if (fields.length < 4) return bad('expected board, racks, scores and scoreless-turn count');
  const [boardText, racksText, scoresText, scorelessText] = fields as [string, string, string, string];

  const rowTexts = boardText.split('/');
  if (rowTexts.length !== BOARD_SIZE) return bad(`board has ${rowTexts.length} rows, not ${BOARD_SIZE}`);
  const board: string[] = [];
  for (const [i, r] of rowTexts.entries()) {
    const row = parseRow(r, i);
    if (!row.ok) return row;
    board.push(row.value);
  }

  const racks: string[] = [];
  for (const written of racksText.split('/')) {
    const r = /^(?:\p{Lu}|\[\p{Lu}{2}\]|\?)*$/u.test(written) ? tilesOfGcg(written) : null;
    if (r === null) return bad(`bad rack '${written}'`);
    racks.push(r);
  }

  const scores: number[] = [];
  for (const s of scoresText.split('/')) {
    if (!/^-?\d+$/.test(s)) return bad(`bad score '${s}'`);
    scores.push(Number(s));
  }
  if (scores.length !== racks.length) return bad(`${racks.length} racks but ${scores.length} scores`);

  if (!/^\d+$/.test(scorelessText)) return bad(`bad scoreless-turn count '${scorelessText}'`);

  const options = parseOptions(fields.slice(4).join(' '));
  if (!options.ok) return options;
  return ok({ board, racks, scores, scorelessTurns: Number(scorelessText), options: options.value });
}

function writeRow(row: string): string {
  return gcgOfTiles(row.replace(/\.+/g, (run) => String(run.length)));
}

export function writeCgp(pos: CgpPosition): string {
  const parts = [
    pos.board.map(writeRow).join('/'),
    pos.racks.map(gcgOfTiles).join('/'),
    pos.scores.join('/'),
    String(pos.scorelessTurns),
  ];
  const opts = Object.entries(pos.options).map(([k, v]) => (v === '' ? `${k};` : `${k} ${v};`));
  return [...parts, ...opts].join(' ');
}

/**
 * The position of a game as CGP, the player to move first (CGP's convention).
 * With `forPlayer`, other players' racks are left empty so nothing hidden leaks.
 */
export function cgpOfGame(state: GameState, forPlayer?: number): CgpPosition {
  const n = state.players.length;
  const order = Array.from({ length: n }, (_, i) => (state.turn + i) % n);
  const lex = state.rules.lexicon;
  return {
    board: [...state.board],
    racks: order.map((p) => (forPlayer === undefined || forPlayer === p ? (state.racks[p] ?? '') : '')),
    scores: order.map((p) => state.scores[p] ?? 0),
    scorelessTurns: state.scorelessTurns,
    options: lex ? { lex } : {},
  };
}
