/**
 * Our games as GCG records. Each GameEvent maps to the GCG line a Woogles or
 * Quackle record would hold; events GCG has no line for become `#note`s.
 */
import { gcgLexiconName } from './lexicon-names.js';
import { parsePosition } from './notation.js';
import { blankSwapNote, formatGcg, type GcgEvent, type GcgGame } from './gcg.js';
import type { GameEvent, GameState } from './state.js';
import { sortRack } from './tiles.js';

export interface WriteGcgOptions {
  /** The events to write; the current game's history by default (a match's first game is in `match.records`). */
  history?: readonly GameEvent[];
  title?: string;
  description?: string;
  /** `#lexicon`; by default the rules' word list under the name other software knows (gcgLexiconName). */
  lexicon?: string;
}

/** Nicknames: no white space or `:` (event lines split at the first colon), and unique. */
export function gcgNicks(names: readonly string[]): string[] {
  const nicks: string[] = [];
  names.forEach((name, i) => {
    let nick = name.trim().replace(/[\s:]+/g, '_');
    if (nick === '' || /^[#>]/.test(nick)) nick = `player${i + 1}${nick}`;
    while (nicks.includes(nick)) nick = `${nick}_${i + 1}`;
    nicks.push(nick);
  });
  return nicks;
}

/** Whether a lost challenge's turn is taken later, by a `skip` event, rather than right away. */
function turnLostLater(history: readonly GameEvent[], at: number, player: number): boolean {
  for (const e of history.slice(at + 1)) {
    if (e.player !== player) continue;
    if (e.type === 'skip') return true;
    if (e.type === 'place' || e.type === 'exchange' || e.type === 'pass') return false;
  }
  return false;
}

const OUTCOMES: ReadonlySet<GameEvent['type']> = new Set(['withdrawn', 'challenge-bonus', 'challenge-lost', 'challenge-failed']);

/**
 * GCG puts a challenge's outcome right after the play. Our record can hold a skipped
 * turn in between (the turn moves on before the challenge), so such skips go after it.
 */
function inGcgOrder(history: readonly GameEvent[]): GameEvent[] {
  const out: GameEvent[] = [];
  let held: GameEvent[] = [];
  for (const e of history) {
    if (e.type === 'skip' && (held.length > 0 || out[out.length - 1]?.type === 'place')) held.push(e);
    else if (OUTCOMES.has(e.type)) out.push(e);
    else {
      out.push(...held, e);
      held = [];
    }
  }
  return [...out, ...held];
}

export function gcgOfGame(state: GameState, opts: WriteGcgOptions = {}): GcgGame {
  const history = inGcgOrder(opts.history ?? state.history);
  const nicks = gcgNicks(state.players.map((p) => p.name));
  const game: GcgGame = {
    encoding: 'UTF-8',
    players: state.players.map((p, i) => ({ nick: nicks[i]!, name: p.name.replace(/\s+/g, ' ').trim() })),
    lexicon: opts.lexicon ?? gcgLexiconName(state.rules.lexicon),
    pragmas: [],
    notes: [],
    events: [],
    endRacks: [],
  };
  // Macondo's pragmas for a board or tile set other than the standard ones; the replay reads them back.
  if (state.rules.board !== 'standard') game.pragmas.push({ keyword: 'board-layout', value: state.rules.board });
  if (state.rules.tileSet !== 'standard') game.pragmas.push({ keyword: 'tile-distribution', value: state.rules.tileSet });
  if (opts.title) game.pragmas.push({ keyword: 'title', value: opts.title.replace(/\s+/g, ' ') });
  if (opts.description) game.pragmas.push({ keyword: 'description', value: opts.description.replace(/\s+/g, ' ') });
  const note = (text: string) => (game.events[game.events.length - 1]?.notes ?? game.notes).push(text);
  const line = (p: number, rack: string | null, delta: number, cumulative: number) =>
    ({ line: 0, nick: nicks[p]!, player: p, rack: rack === null || rack === '' ? null : sortRack(rack), delta, cumulative, notes: [], extra: [] });
  const push = (e: GcgEvent) => game.events.push(e);
  // A blank swap is recorded before the play that uses the blank; its note goes after that play.
  let swapNote: string | null = null;

  history.forEach((e, i) => {
    const nick = nicks[e.player]!;
    switch (e.type) {
      case 'place': {
        const [pos = '', word = ''] = e.move.split(/\s+/);
        const position = parsePosition(pos);
        if (!position.ok) throw new Error(`unreadable move in the game record: ${e.move}`);
        push({ ...line(e.player, e.rack, e.score, e.total), kind: 'place', position: position.value, word });
        if (swapNote !== null) note(swapNote);
        swapNote = null;
        break;
      }
      case 'exchange':
        push({ ...line(e.player, e.rack, 0, e.total), kind: 'exchange', tiles: sortRack(e.tiles) });
        break;
      case 'pass':
      case 'skip':
        push({ ...line(e.player, e.rack, 0, e.total), kind: 'pass' });
        break;
      // GCG's challenge lines name only the player challenged: who challenged is a note.
      case 'withdrawn':
        push({ ...line(e.player, e.rack, e.score, e.total), kind: 'withdrawn' });
        if (e.challenger !== undefined) note(`${nicks[e.challenger]} challenged ${nick}: the play is not valid`);
        break;
      case 'challenge-bonus':
        push({ ...line(e.player, e.rack, e.bonus, e.total), kind: 'challenge-bonus' });
        note(`${nicks[e.challenger]} challenged ${nick}: the play is valid`);
        break;
      case 'challenge-lost':
        // GCG shows a lost double challenge as the challenger's pass; a later `skip` writes it instead.
        if (!turnLostLater(history, i, e.player)) push({ ...line(e.player, e.rack, 0, e.total), kind: 'pass' });
        note(`${nick} challenged ${nicks[e.challenged]}: the play is valid`);
        break;
      case 'challenge-failed':
        note(`${nick} challenged ${nicks[e.challenged]}: the play is valid`);
        break;
      case 'end-rack':
        push({ ...line(e.player, null, e.points, e.total), kind: 'end-rack', tiles: sortRack(e.tiles) });
        break;
      case 'rack-penalty':
        push({ ...line(e.player, e.tiles, e.points, e.total), kind: 'rack-penalty', tiles: sortRack(e.tiles) });
        break;
      case 'blank-swap':
        swapNote = blankSwapNote(nick, e.row, e.col, e.letter);
        break;
      case 'resign':
        note(`${nick} resigned`);
        break;
      case 'time-out':
        // GCG has no time-out line: the lost turn is a pass, the reason a note.
        push({ ...line(e.player, e.rack, 0, e.total), kind: 'pass' });
        note(`${nick} ran out of time`);
        break;
      case 'forfeit':
        note(`${nick} forfeited on time`);
        break;
      case 'end-proposed':
        note(`${nick} proposed to end the game`);
        break;
      case 'end-declined':
        note(`${nick} declined to end the game`);
        break;
      case 'end-agreed':
        note(`${nick} agreed to end the game`);
        break;
    }
  });
  // An unfinished game keeps its racks, as Quackle and Macondo write them.
  if (opts.history === undefined && state.status === 'playing') {
    state.racks.forEach((rack, p) => game.endRacks.push({ player: p, rack: sortRack(rack), line: 0 }));
  }
  return game;
}

/** The game as GCG text (UTF-8, LF line ends). It holds every rack: share it once the game is over. */
export function writeGcg(state: GameState, opts: WriteGcgOptions = {}): string {
  return formatGcg(gcgOfGame(state, opts));
}
