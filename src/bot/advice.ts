/**
 * What the computer player tells a person: the best plays for their rack (a hint, in
 * games that allow them) and, after a game, how their moves compare with the best.
 */
import type { APIEmbed } from 'discord-api-types/v10';
import type { GameAnalysis, Hint, MoveAnalysis } from '../ai/analysis.js';
import { spellMove, type GameState } from '../engine/index.js';
import { LIMITS, mention, playWords, type Reply } from './present.js';
import { words } from './words/index.js';
import { escapeMarkdown } from './words/text.js';

/**
 * While a play that went out waits for its answer, nobody plays: the player to move can
 * only challenge it or let it stand, and the others wait for them.
 */
function wentOutHint(game: GameState, player: number): Reply {
  const pending = game.pending!;
  const spelled = spellMove(pending.move, game.board);
  const play = spelled ? playWords(spelled, pending.score) : null;
  const by = pending.player === player ? null : `**${escapeMarkdown(game.players[pending.player]!.name)}**`;
  const content = words.advice.wentOut(by, play, game.turn === player ? null : mention(game.players[game.turn]!.id));
  return { content, ephemeral: true };
}

/**
 * `/scrabble hint`: the top plays, privately, with score and leave; with the bag empty, the
 * endgame search's answer first. While a play that went out waits, what the player can do instead.
 */
export function hintMessage(game: GameState, player: number, hints: readonly Hint[]): Reply {
  if (game.pending?.wentOut && game.status === 'playing') return wentOutHint(game, player);
  const rack = game.racks[player]!;
  const waiting = game.turn !== player;
  if (hints.length === 0) return { content: words.advice.noPlay(rack, waiting), ephemeral: true };
  return { content: words.advice.hints(rack, hints, waiting), ephemeral: true };
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
    const title = words.advice.gameTitle(match ? g + 1 : null, share ? name : null);
    return { title, summary: words.advice.summary(title, s), moves: a.moves.map((m, i) => ({ m, line: words.advice.move(m, i + 1) })) };
  });
  // Every move when it fits; else the misses; else the costliest misses.
  const total = (pick: (x: { m: MoveAnalysis; line: string }) => boolean) => sections.reduce((n, s) => n + s.moves.filter(pick).reduce((k, x) => k + x.line.length + 1, 0), 0);
  let pick: (x: { m: MoveAnalysis; line: string }) => boolean = () => true;
  let note = '';
  if (total(pick) > MOVES_ROOM) {
    pick = (x) => !x.m.wasBest;
    note = words.advice.missesOnly;
    if (total(pick) > MOVES_ROOM) {
      const all = sections.flatMap((s) => s.moves.filter((x) => !x.m.wasBest).map((x) => x.m.equityLost)).sort((a, b) => b - a);
      // The least a listed miss may cost so the list fits, at one line of the longest kind each.
      const longest = Math.max(...sections.flatMap((s) => s.moves.map((x) => x.line.length + 1)));
      const floor = all[Math.max(0, Math.floor(MOVES_ROOM / longest) - 1)] ?? 0;
      pick = (x) => !x.m.wasBest && x.m.equityLost >= floor;
      note = words.advice.costliestOnly;
    }
  }
  const fields: APIEmbed['fields'] = [];
  for (const s of sections) {
    let value = '';
    let part = 0;
    const flush = () => {
      if (!value) return;
      fields.push({ name: words.advice.movesField(s.title, part++ > 0), value });
      value = '';
    };
    for (const x of s.moves.filter(pick)) {
      if (value.length + x.line.length + 1 > LIMITS.fieldValue) flush();
      value += `${value ? '\n' : ''}${x.line}`;
    }
    flush();
  }
  const embed: APIEmbed = {
    title: words.advice.analysisTitle(name),
    description: [...sections.map((s) => s.summary), words.advice.method, note].filter(Boolean).join('\n\n'),
    fields: fields.slice(0, LIMITS.fields),
    color: 0x2f6f9f,
  };
  return { content: words.advice.analysisIntro(share ? name : null), embeds: [embed], ephemeral: !share };
}
