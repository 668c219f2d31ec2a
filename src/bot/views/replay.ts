/** A step of a finished game's replay: the board as it was then, what the move did in the record's own words, the scores, and the buttons that step through it. */
import { ButtonStyle } from 'discord.js';
import { goingOutGainsTwice, sortRack, spellMove, type GameState, type SpelledMove } from '../../engine/index.js';
import { stepView, type ReplayStep } from '../../engine/replay.js';
import { renderBoard } from '../render-queue.js';
import { replayId, type ReplayButton } from '../components/custom-ids.js';
import type { EventContext } from '../words/types.js';
import { words } from '../words/index.js';
import { escapeMarkdown, unescapeMarkdown } from '../words/text.js';
import { viewWords } from './moves.js';
import { buttons, type Reply } from './reply.js';

/** Discord's longest custom id. */
const CUSTOM_ID_MAX = 100;

/** A play of the record spelled on the board it was played on (its notation's own parts should that board not spell it). */
function spelled(move: string, step: ReplayStep): SpelledMove {
  const [square = '', word = ''] = move.split(' ');
  return spellMove(move, step.playBoard) ?? { square, word };
}

/** The step's events in the record's sentences, each play spelled on the board it was played on. */
export function stepLines(game: GameState, step: ReplayStep): string[] {
  if (step.events.length === 0) return [step.game === 1 ? words.moves.opening(game) : words.moves.matchGameBegins(step.game)];
  const ctx: EventContext = {
    names: game.players.map((p) => p.name),
    twice: goingOutGainsTwice(game.rules, game.players.length),
    spell: (move) => spelled(move, step),
    judged: () => (step.lastPlay ? spelled(step.lastPlay.move, step) : null),
  };
  return step.events.map((e) => words.moves.event(e, ctx));
}

/** The step's name: its move number within its game (a match names the game too). */
export function stepHeading(game: GameState, steps: readonly ReplayStep[], k: number): string {
  const step = steps[k]!;
  const first = steps.findIndex((s) => s.game === step.game);
  const count = steps.filter((s) => s.game === step.game).length - 1;
  return words.replay.heading(k - first, count, game.match ? step.game : null);
}

export interface ReplayShown {
  gameId: string;
  /** The presser's own copy (private): its buttons edit it, and there is no "just me" button. */
  mine: boolean;
  /** Lines after the caption: the presser's own move against the best, why it is private. */
  notes?: readonly string[];
}

/** The message for step `k` of a finished game's replay. */
export async function replayMessage(game: GameState, steps: readonly ReplayStep[], k: number, shown: ReplayShown): Promise<Reply> {
  const step = steps[k]!;
  const last = steps.length - 1;
  const view = stepView(game, step, k === last);
  const m = step.lastMove;
  const image = await renderBoard(view, null, {
    ...viewWords(view),
    ...(m ? { lastMove: words.image.lastMove(m, m.move ? spelled(m.move, step) : null) } : {}),
  });
  const heading = stepHeading(game, steps, k);
  const happened = stepLines(game, step);
  const names = game.players.map((p) => escapeMarkdown(p.name));
  const lines = [words.replay.caption(heading, happened)];
  if (step.mover !== null && step.rack) lines.push(words.replay.rack(names[step.mover]!, sortRack(step.rack)));
  lines.push(words.replay.scores(names.map((n, i) => [n, step.scores[i]!])), ...(shown.notes ?? []));
  const plain = unescapeMarkdown(happened.join(' ').replace(/\*\*/g, ''));
  return {
    content: lines.join('\n'),
    files: [{ name: 'board.png', data: image, description: words.replay.imageDescription(heading, plain, game.players.map((p, i) => [p.name, step.scores[i]!])) }],
    components: replayButtons(shown, k, last),
  };
}

/** ⏮ ◀ ▶ ⏭, each off where it would go nowhere, and on the channel's copy "just me". */
function replayButtons(shown: ReplayShown, k: number, last: number) {
  const label = words.replay.buttons;
  const id = (button: ReplayButton, step: number) => replayId.build({ button, step, mine: shown.mine, gameId: shown.gameId });
  const row: [string, string, ButtonStyle, boolean][] = [
    [id('first', 0), label.first, ButtonStyle.Secondary, k === 0],
    [id('back', Math.max(0, k - 1)), label.back, ButtonStyle.Primary, k === 0],
    [id('next', Math.min(last, k + 1)), label.next, ButtonStyle.Primary, k === last],
    [id('last', last), label.last, ButtonStyle.Secondary, k === last],
  ];
  if (!shown.mine) row.push([id('mine', k), label.mine, ButtonStyle.Success, false]);
  // A game id too long to carry (none of ours is) leaves the replay without buttons rather than with broken ones.
  if (row.some(([customId]) => customId.length > CUSTOM_ID_MAX)) return [];
  return [buttons(...row)];
}
