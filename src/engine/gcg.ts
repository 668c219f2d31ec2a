/**
 * GCG game records (John Chew's format, as Quackle, Macondo, Woogles and MAGPIE
 * write it): byte decoding, a lenient reader and a writer of the parsed structure.
 *
 * Real files differ from the specification, so the reader accepts: CR, LF or CRLF
 * line ends and runs of spaces between tokens; Latin-1 bytes when no UTF-8 is declared
 * or valid; unknown pragmas (kept); notes that go on over lines starting with neither
 * `#` nor `>`; a rack that is missing, `UNKNOWN` or empty; lower-case columns; extra
 * tokens after the total (old Quackle cross-word lists); `-0` for a pass and `-N` for
 * an exchange of N unseen tiles; two players with the same nickname (turns alternate).
 * The writer puts nothing in the rack field of an end-rack line, so that line has two
 * spaces after the colon (`>Ann:  (QZ) +20 86`), as Woogles and Macondo write it; a
 * line that takes points away (a withdrawal, a rack lost, a time penalty) has a minus
 * sign even when it takes nothing (`>Cy: ? (?) -0 0`), as Macondo writes it and as
 * Macondo and MAGPIE read it.
 * A tile whose face is two letters (Spanish CH, LL, RR) is written in brackets, `[CH]`
 * (`[ch]` for a blank), as wolges and Woogles write it; the parsed structure holds the
 * engine's one-character tiles (see alphabet.ts).
 */
import { STAND_IN_FACES } from './alphabet.js';
import { COLUMNS } from './board.js';
import { parsePosition, formatPosition, type Position } from './notation.js';

export interface GcgPlayer {
  nick: string;
  name: string;
}

export type GcgEventKind =
  | 'place' | 'pass' | 'exchange' | 'exchange-count' | 'withdrawn'
  | 'challenge-bonus' | 'end-rack' | 'rack-penalty' | 'time-penalty';

interface GcgEventBase {
  /** 1-based line of the file (0 for events not read from a file). */
  line: number;
  nick: string;
  /** Index into `players`. */
  player: number;
  /** The mover's rack before the event; null when absent or `UNKNOWN`. */
  rack: string | null;
  delta: number;
  /** The player's running total after the event. */
  cumulative: number;
  /** `#note` text following the event; continuation lines joined with `\n`. */
  notes: string[];
  /** Tokens after the cumulative score (old Quackle cross-word lists). */
  extra: string[];
}

export type GcgEvent = GcgEventBase & (
  | { kind: 'place'; position: Position; word: string }
  | { kind: 'pass' }
  | { kind: 'exchange'; tiles: string }
  | { kind: 'exchange-count'; count: number }
  | { kind: 'withdrawn' }
  | { kind: 'challenge-bonus' }
  /** `tiles`: the opponent's leftover rack, gained by the player who went out. */
  | { kind: 'end-rack'; tiles: string }
  /** `RACK (RACK) -N`: the player loses the value of their own rack. */
  | { kind: 'rack-penalty'; tiles: string }
  | { kind: 'time-penalty' }
);

export interface GcgGame {
  /** The declared `#character-encoding`, if any. */
  encoding: string | null;
  players: GcgPlayer[];
  lexicon: string | null;
  /** Every other pragma (title, description, id, incomplete, ...), in file order. */
  pragmas: { keyword: string; value: string }[];
  /** Notes before the first event. */
  notes: string[];
  events: GcgEvent[];
  /** `#rack1`/`#rack2`: racks left in an unfinished game. */
  endRacks: { player: number; rack: string; line: number }[];
}

export interface GcgParseError {
  line: number;
  message: string;
}

export type GcgResult<T> = { ok: true; value: T } | { ok: false; error: GcgParseError };

/**
 * Bytes to text: a first line `#character-encoding UTF-8` means UTF-8; otherwise
 * UTF-8 if the bytes are valid UTF-8, else ISO-8859-1 (the format's default).
 */
export function decodeGcg(bytes: Uint8Array): string {
  let end = bytes.indexOf(0x0a);
  if (end < 0) end = bytes.length;
  const first = String.fromCharCode(...bytes.subarray(0, Math.min(end, 200))).replace(/^\uFEFF|^\xEF\xBB\xBF/, '');
  const utf8 = new TextDecoder('utf-8', { ignoreBOM: false });
  if (/^#character-encoding\s+utf-?8\s*$/i.test(first.trim())) return utf8.decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // TextDecoder's 'latin1' is windows-1252; ISO-8859-1 maps each byte to the same code point.
    let out = '';
    for (const b of bytes) out += String.fromCharCode(b);
    return out;
  }
}

/** Two-letter faces written in brackets, and the engine's tile for each (upper case). */
const BRACKETED: ReadonlyMap<string, string> = new Map(Object.entries(STAND_IN_FACES).map(([tile, face]) => [face, tile]));

/** A token's tiles as the engine writes them: `[CH]` is the CH tile, `[ch]` a blank CH; null when a bracket names no tile. */
export function tilesOfGcg(token: string): string | null {
  let bad = false;
  const out = token.replace(/\[(\p{L}+)\]/gu, (_, face: string) => {
    const tile = BRACKETED.get(face.toUpperCase());
    if (tile === undefined || (face !== face.toUpperCase() && face !== face.toLowerCase())) bad = true;
    return tile === undefined ? '' : face === face.toUpperCase() ? tile : tile.toLowerCase();
  });
  return bad ? null : out;
}

/** Tiles as GCG writes them: a two-letter tile in brackets. */
export function gcgOfTiles(tiles: string): string {
  let out = '';
  for (const ch of tiles) {
    const face = STAND_IN_FACES[ch.toUpperCase()];
    out += face === undefined ? ch : `[${ch === ch.toUpperCase() ? face : face.toLowerCase()}]`;
  }
  return out;
}

const TILE = String.raw`(?:\p{L}|\[\p{L}{2}\])`;
const RACK = new RegExp(`^(?:${TILE}|\\?)+$`, 'u');
const SIGNED = /^[+-]?\d+$/;
const PARENS = new RegExp(`^\\(((?:${TILE}|\\?)*)\\)$`, 'u');
const EXCHANGE = new RegExp(`^-(?:${TILE}|\\?)+$`, 'u');
const WORD = new RegExp(`^(?:${TILE}|\\.)+$`, 'u');

/** The kind-specific part of an event (Omit applied to each member of the union). */
type EventBody = GcgEvent extends infer E ? (E extends unknown ? Omit<E, keyof GcgEventBase> : never) : never;

/**
 * Classifies the tokens after `>NICK:`. `(time)` and `(challenge)` may follow a rack or
 * stand alone; a parenthesised rack first is the end-rack line, after a rack the rack
 * penalty; `--` withdraws a phony; `-` is a pass; `-TILES` an exchange.
 */
function readEvent(tokens: string[]): { rack: string | null; body: EventBody; rest: string[] } | string {
  let rack: string | null = null;
  let t = tokens;
  if (t[0] !== undefined && RACK.test(t[0])) {
    rack = t[0] === 'UNKNOWN' ? null : tilesOfGcg(t[0])?.toUpperCase() ?? null;
    if (rack === null && t[0] !== 'UNKNOWN') return `bad rack '${t[0]}'`;
    t = t.slice(1);
  }
  const head = t[0];
  if (head === undefined) return 'empty event';
  const anywhere = (word: string) => t.indexOf(word);
  let body: EventBody;
  let rest: string[];
  if (anywhere('(time)') >= 0) {
    body = { kind: 'time-penalty' };
    rest = t.slice(anywhere('(time)') + 1);
  } else if (anywhere('(challenge)') >= 0) {
    body = { kind: 'challenge-bonus' };
    rest = t.slice(anywhere('(challenge)') + 1);
  } else if (PARENS.test(head)) {
    const tiles = tilesOfGcg(PARENS.exec(head)![1]!)?.toUpperCase();
    if (tiles === undefined) return `bad tiles '${head}'`;
    body = rack === null ? { kind: 'end-rack', tiles } : { kind: 'rack-penalty', tiles };
    rest = t.slice(1);
  } else if (head === '--') {
    body = { kind: 'withdrawn' };
    rest = t.slice(1);
  } else if (head === '-' || head === '-0') {
    body = { kind: 'pass' };
    rest = t.slice(1);
  } else if (/^-\d+$/.test(head)) {
    body = { kind: 'exchange-count', count: Number(head.slice(1)) };
    rest = t.slice(1);
  } else if (EXCHANGE.test(head)) {
    const tiles = tilesOfGcg(head.slice(1))?.toUpperCase();
    if (tiles === undefined) return `bad exchange '${head}'`;
    body = { kind: 'exchange', tiles };
    rest = t.slice(1);
  } else {
    const pos = parsePosition(head);
    if (!pos.ok) return `bad position '${head}'`;
    const written = t[1];
    const word = written !== undefined && WORD.test(written) ? tilesOfGcg(written) : null;
    if (word === null) return `bad word '${written ?? ''}'`;
    body = { kind: 'place', position: pos.value, word };
    rest = t.slice(2);
  }
  return { rack, body, rest };
}

const TURN_KINDS: ReadonlySet<GcgEventKind> = new Set(['place', 'pass', 'exchange', 'exchange-count']);

/** Reads a decoded GCG file. Unknown pragmas are kept; anything unreadable is an error with its line. */
export function parseGcg(text: string): GcgResult<GcgGame> {
  const game: GcgGame = { encoding: null, players: [], lexicon: null, pragmas: [], notes: [], events: [], endRacks: [] };
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const fail = (line: number, message: string): GcgResult<GcgGame> => ({ ok: false, error: { line, message } });
  // Where the next continuation line of a note goes.
  let noteList: string[] | null = null;
  const rackPragmas: { index: number; rack: string; line: number }[] = [];
  let lastTurnPlayer = -1;

  for (const [i, raw] of lines.entries()) {
    const lineNo = i + 1;
    const line = raw.trim();
    if (line === '') continue;
    if (line.startsWith('#')) {
      const m = /^#(\S*)\s*(.*)$/.exec(line)!;
      const keyword = m[1]!;
      const value = m[2]!;
      noteList = null;
      const playerNo = /^player(\d+)$/.exec(keyword);
      const rackNo = /^rack(\d+)$/.exec(keyword);
      if (keyword === 'note') {
        const last = game.events[game.events.length - 1];
        noteList = last ? last.notes : game.notes;
        noteList.push(value);
      } else if (keyword === 'character-encoding') game.encoding = value;
      else if (keyword === 'lexicon') game.lexicon = value;
      else if (playerNo) {
        const nick = value.split(/\s+/)[0] ?? '';
        if (nick === '') return fail(lineNo, 'player without a nickname');
        game.players[Number(playerNo[1]) - 1] = { nick, name: value.slice(nick.length).trim() };
      } else if (rackNo) rackPragmas.push({ index: Number(rackNo[1]) - 1, rack: (tilesOfGcg(value) ?? value).toUpperCase(), line: lineNo });
      else game.pragmas.push({ keyword, value });
      continue;
    }
    if (!line.startsWith('>')) {
      // A line that is neither pragma nor event continues the note above it.
      if (noteList === null || noteList.length === 0) return fail(lineNo, 'line is neither a pragma nor an event');
      noteList[noteList.length - 1] += '\n' + line;
      continue;
    }
    noteList = null;
    const colon = line.indexOf(':');
    if (colon < 0) return fail(lineNo, 'event without "NICK:"');
    const nick = line.slice(1, colon).trim();
    const read = readEvent(line.slice(colon + 1).trim().split(/\s+/).filter((s) => s !== ''));
    if (typeof read === 'string') return fail(lineNo, read);
    const [delta, cumulative, ...extra] = read.rest;
    if (delta === undefined || !SIGNED.test(delta)) return fail(lineNo, `bad score '${delta ?? ''}'`);
    if (cumulative === undefined || !SIGNED.test(cumulative)) return fail(lineNo, `bad total '${cumulative ?? ''}'`);

    if ([...game.players].some((p) => p === undefined)) return fail(lineNo, 'player numbers have a gap');
    const seats = game.players.flatMap((p, k) => (p.nick === nick ? [k] : []));
    if (seats.length === 0) return fail(lineNo, `unknown player '${nick}'`);
    let player = seats[0]!;
    if (seats.length > 1) {
      // Shared nicknames: turns alternate; other lines belong to the last mover.
      const next = seats.find((k) => k > lastTurnPlayer) ?? seats[0]!;
      player = TURN_KINDS.has(read.body.kind) || lastTurnPlayer < 0 ? next : lastTurnPlayer;
    }
    if (TURN_KINDS.has(read.body.kind)) lastTurnPlayer = player;
    game.events.push({
      // `-0` (a rack of blanks lost) reads as 0, like `+0`.
      line: lineNo, nick, player, rack: read.rack, delta: Number(delta) + 0, cumulative: Number(cumulative) + 0,
      notes: [], extra, ...read.body,
    } as GcgEvent);
  }
  if ([...game.players].some((p) => p === undefined)) return fail(0, 'player numbers have a gap');
  game.endRacks = rackPragmas.map((r) => ({ player: r.index, rack: r.rack, line: r.line }));
  return { ok: true, value: game };
}

function signed(n: number): string {
  return n < 0 ? String(n) : `+${n}`;
}

/** Lines that only ever take points away; Macondo and MAGPIE read their score only with a minus sign. */
const LOSSES: ReadonlySet<GcgEventKind> = new Set(['withdrawn', 'rack-penalty', 'time-penalty']);

/** An event's score as written: a loss of nothing (a rack of blanks left) is `-0`, as Macondo writes it. */
function scoreToken(e: GcgEvent): string {
  return e.delta === 0 && LOSSES.has(e.kind) ? '-0' : signed(e.delta);
}

/** The tokens of one event line after `>NICK:`, before the scores. */
function eventTokens(e: GcgEvent): string[] {
  const held = e.rack === null ? 'UNKNOWN' : gcgOfTiles(e.rack);
  const rack = gcgOfTiles(e.rack ?? '');
  switch (e.kind) {
    case 'place': return [held, formatPosition(e.position), gcgOfTiles(e.word)];
    case 'pass': return [held, '-'];
    case 'exchange': return [held, `-${gcgOfTiles(e.tiles)}`];
    case 'exchange-count': return [held, `-${e.count}`];
    case 'withdrawn': return [held, '--'];
    case 'challenge-bonus': return [rack, '(challenge)'];
    case 'end-rack': return ['', `(${gcgOfTiles(e.tiles)})`];
    case 'rack-penalty': return [gcgOfTiles(e.rack ?? e.tiles), `(${gcgOfTiles(e.tiles)})`];
    case 'time-penalty': return [rack, '(time)'];
  }
}

function noteLines(note: string): string[] {
  const [first = '', ...more] = note.split('\n');
  return [`#note ${first}`.trimEnd(), ...more];
}

/** Writes a parsed (or built) game as GCG text, UTF-8, LF line ends. */
export function formatGcg(game: GcgGame): string {
  const out = ['#character-encoding UTF-8'];
  game.players.forEach((p, i) => out.push(`#player${i + 1} ${p.nick} ${p.name}`.trimEnd()));
  if (game.lexicon !== null) out.push(`#lexicon ${game.lexicon}`.trimEnd());
  for (const p of game.pragmas) out.push(`#${p.keyword} ${p.value}`.trimEnd());
  for (const n of game.notes) out.push(...noteLines(n));
  for (const e of game.events) {
    const scores = [scoreToken(e), String(e.cumulative), ...e.extra];
    out.push(`>${e.nick}: ${[...eventTokens(e), ...scores].join(' ')}`);
    for (const n of e.notes) out.push(...noteLines(n));
  }
  for (const r of game.endRacks) out.push(`#rack${r.player + 1} ${gcgOfTiles(r.rack)}`.trimEnd());
  return out.join('\n') + '\n';
}

/**
 * GCG has no line for the blank swap of club rules, so it is a note after the play that
 * used the blank, naming the square column first (K9) as the channel does. The replay
 * reads it back to put the letter on the board before the play.
 */
export function blankSwapNote(nick: string, row: number, col: number, letter: string): string {
  return `${nick} took the blank at ${COLUMNS[col]}${row + 1}, putting down ${gcgOfTiles(letter)}`;
}

const SWAP_NOTE = /^\S+ took the blank at ([A-O])(\d{1,2}), putting down (\p{Lu}|\[\p{Lu}{2}\])$/u;

export function readBlankSwapNote(note: string): { row: number; col: number; letter: string } | null {
  const m = SWAP_NOTE.exec(note);
  const letter = m ? tilesOfGcg(m[3]!) : null;
  if (!m || letter === null) return null;
  const row = Number(m[2]) - 1;
  return row >= 0 && row < 15 ? { row, col: COLUMNS.indexOf(m[1]!), letter } : null;
}
