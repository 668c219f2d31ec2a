/**
 * What the computer player tells a person: the best plays for their rack (a hint, in
 * games that allow them) and, after a game, how their moves compare with the best.
 */
import type { APIEmbed } from 'discord-api-types/v10';
import type { GameAnalysis, Hint, MoveAnalysis } from '../ai/analysis.js';
import { spellMove, type GameState } from '../engine/index.js';
import { LIMITS, mention, playWords, type Reply } from './present.js';
import { escapeMarkdown } from './words/text.js';

/**
 * A turn in words: `**QUIZ** (8H) for 42`, `**sIX** (K9) for 12 (s is a blank), after swapping the blank on J9`,
 * `exchange AEI`, `pass`. A play names its whole word, with the tiles it plays through.
 */
function turnWords(h: Hint): string {
  if (h.kind === 'place') {
    const [square = '', written = ''] = h.text.split(' ');
    return `${playWords({ square, word: h.word ?? written }, h.score)}${h.swap ? `, after swapping the blank on ${h.swap} (\`swap:${h.swap}\`)` : ''}`;
  }
  if (h.kind === 'exchange') return `exchange ${h.text.slice(1)}`;
  return 'pass';
}

const keeps = (h: Hint) => (h.leave ? `keeps ${h.leave}` : 'keeps nothing');
const signed = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(1)}`;
const num = (x: number) => `${x < 0 ? '−' : ''}${Math.abs(x).toFixed(1)}`;

/** A hint in a line: the endgame search's answer by the spread it gains, any other by leave and equity. */
function hintLine(h: Hint, n: number): string {
  if (!h.endgame) return `${n}. ${turnWords(h)}, ${keeps(h)} (leave ${signed(h.leaveValue)}, equity ${num(h.equity)})`;
  const spread = `${h.endgame.spread >= 0 ? '+' : '−'}${Math.abs(h.endgame.spread)}`;
  const reach = h.endgame.exact ? 'to the end of the game, with the best play by both' : 'as far ahead as the search looked';
  return `${n}. ${turnWords(h)}, ${keeps(h)} (endgame: ${spread} on the spread ${reach})`;
}

/**
 * While a play that went out waits for its answer, nobody plays: the player to move can
 * only challenge it or let it stand, and the others wait for them.
 */
function wentOutHint(game: GameState, player: number): Reply {
  const pending = game.pending!;
  const spelled = spellMove(pending.move, game.board);
  const play = spelled ? ` with ${playWords(spelled, pending.score)}` : '';
  const by = pending.player === player ? 'You' : `**${escapeMarkdown(game.players[pending.player]!.name)}**`;
  const content = game.turn === player
    ? `${by} went out${play}. There is nothing to play now: challenge the play (**Challenge**, or \`/scrabble challenge\`) if you doubt a word, or let it stand (**Let it stand**) to end the game.`
    : `${by} went out${play}. There is nothing to play now: ${mention(game.players[game.turn]!.id)} decides whether to challenge the play or let it stand.`;
  return { content, ephemeral: true };
}

/**
 * `/scrabble hint`: the top plays, privately, with score and leave; with the bag empty, the
 * endgame search's answer first. While a play that went out waits, what the player can do instead.
 */
export function hintMessage(game: GameState, player: number, hints: readonly Hint[]): Reply {
  if (game.pending?.wentOut && game.status === 'playing') return wentOutHint(game, player);
  const rack = game.racks[player]!;
  const waiting = game.turn !== player ? "\nIt's not your turn yet: these are for the board as it is now." : '';
  if (hints.length === 0) return { content: `No play fits your rack (${rack}) on this board.${waiting}`, ephemeral: true };
  const lines = hints.map((h, i) => hintLine(h, i + 1));
  const heading = hints[0]!.endgame
    ? `Best plays for your rack (${rack}). The bag is empty, so the first is the endgame search's answer: it knows the other rack from the tiles unseen and plays both racks out. The rest are by equity: the score plus what the tiles kept are worth.`
    : `Best plays for your rack (${rack}), by equity: the score plus what the tiles kept are worth.`;
  return { content: `${heading}\n${lines.join('\n')}${waiting}`, ephemeral: true };
}

/** One move of the analysis in a line. */
function moveLine(m: MoveAnalysis, n: number): string {
  const played = `${n}. ${m.rack}: ${turnWords(m.played)}`;
  return m.wasBest ? `${played}: best ✓` : `${played}; best ${turnWords(m.best)} (${keeps(m.best)}), −${m.equityLost.toFixed(1)}`;
}

/** Room kept for the title, the summary and the field names within the embed's 6,000 characters. */
const MOVES_ROOM = 4_500;

/**
 * `/scrabble analysis`: per game, the summary and the player's moves against the best
 * play by equity. A long game keeps within Discord's limits by listing the misses only,
 * and then the biggest of them.
 */
export function analysisMessage(game: GameState, player: number, analyses: readonly GameAnalysis[], share: boolean): Reply {
  const name = game.players[player]!.name;
  const match = analyses.length > 1;
  const sections = analyses.map((a, g) => {
    const s = a.summary;
    // Shared, it is read by the channel: the game is the player's, not the reader's.
    const title = match ? `Game ${g + 1}` : share ? `${name}'s game` : 'Your game';
    const misses = s.biggestMisses.map((m) => `${turnWords(m.played)} (best ${turnWords(m.best)}, −${m.equityLost.toFixed(1)})`);
    const summary = s.moves === 0
      ? `${title}: no moves to look at.`
      : `${title}: ${s.bestMoves} of ${s.moves} moves were the best play; ${s.totalEquityLost.toFixed(1)} points of equity lost in all (${s.meanEquityLost.toFixed(1)} a move).${misses.length ? ` Biggest misses: ${misses.join('; ')}.` : ''}`;
    return { title, summary, moves: a.moves.map((m, i) => ({ m, line: moveLine(m, i + 1) })) };
  });
  // Every move when it fits; else the misses; else the costliest misses.
  const total = (pick: (x: { m: MoveAnalysis; line: string }) => boolean) => sections.reduce((n, s) => n + s.moves.filter(pick).reduce((k, x) => k + x.line.length + 1, 0), 0);
  let pick: (x: { m: MoveAnalysis; line: string }) => boolean = () => true;
  let note = '';
  if (total(pick) > MOVES_ROOM) {
    pick = (x) => !x.m.wasBest;
    note = 'Moves that were the best play are left out to keep this short.';
    if (total(pick) > MOVES_ROOM) {
      const all = sections.flatMap((s) => s.moves.filter((x) => !x.m.wasBest).map((x) => x.m.equityLost)).sort((a, b) => b - a);
      // The least a listed miss may cost so the list fits, at one line of the longest kind each.
      const longest = Math.max(...sections.flatMap((s) => s.moves.map((x) => x.line.length + 1)));
      const floor = all[Math.max(0, Math.floor(MOVES_ROOM / longest) - 1)] ?? 0;
      pick = (x) => !x.m.wasBest && x.m.equityLost >= floor;
      note = 'Only the costliest misses are listed, to keep this short.';
    }
  }
  const fields: APIEmbed['fields'] = [];
  for (const s of sections) {
    let value = '';
    let part = 0;
    const flush = () => {
      if (!value) return;
      fields.push({ name: `${s.title}: moves${part++ > 0 ? ' (continued)' : ''}`, value });
      value = '';
    };
    for (const x of s.moves.filter(pick)) {
      if (value.length + x.line.length + 1 > LIMITS.fieldValue) flush();
      value += `${value ? '\n' : ''}${x.line}`;
    }
    flush();
  }
  const embed: APIEmbed = {
    title: `Analysis for ${name}`,
    description: [...sections.map((s) => s.summary), 'Each move is set against the best play by equity (score plus the value of the tiles kept), as the computer sees it; −N is the equity given away.', note].filter(Boolean).join('\n\n'),
    fields: fields.slice(0, LIMITS.fields),
    color: 0x2f6f9f,
  };
  return { content: share ? `How ${name} played, move by move.` : 'How you played, move by move (only you can see this).', embeds: [embed], ephemeral: !share };
}
