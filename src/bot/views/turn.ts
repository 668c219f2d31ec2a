/** The board the channel sees after each turn: its image, what happened, scores, whose turn it is, who is pinged, and its buttons. */
import type { APIActionRowComponent, APIComponentInMessageActionRow, APIEmbed } from 'discord-api-types/v10';
import { ButtonStyle } from 'discord.js';
import { gamesInMatch, passOffered, type GameEvent, type GameState, publicView, someExchangeAllowed } from '../../engine/index.js';
import type { TurnExtras } from '../../games/ports.js';
import { isComputerId } from '../../games/seats.js';
import { renderBoard } from '../render-queue.js';
import { presetWords, words } from '../words/index.js';
import { escapeMarkdown, unescapeMarkdown } from '../words/text.js';
import { activityOffered } from './activity-offer.js';
import { clockLine } from './clock.js';
import { boardWords, describeLastMove, lastMoveLine, OWN_ACTS, rackBackLines, rackIsBack, resultLines } from './moves.js';
import { IDS } from '../components/custom-ids.js';
import { buttons, COLOUR, mention, type Reply } from './reply.js';

/** The public message after a turn: board image, what happened, scores, and whose turn it is. */
export async function turnMessage(before: GameState, after: GameState, extras: TurnExtras = {}): Promise<Reply> {
  const w = words.turn;
  const view = publicView(after);
  const board = await renderBoard(view, extras.clock ?? null, boardWords(after, view));
  const playing = after.status === 'playing';
  const next = after.players[after.turn]!;
  const lines = [describeLastMove(before, after)];
  if (after.pending && playing) {
    lines.push(after.pending.wentOut
      ? w.wentOutWaiting(mention(next.id), escapeMarkdown(after.players[after.pending.player]!.name))
      : w.challengeOpen(escapeMarkdown(next.name)));
  }
  if (after.endProposal && playing) lines.push(w.endProposed);
  if (!playing) lines.push(...resultLines(after));
  const title = w.title(after.match ? after.match.game : null, gamesInMatch(after.rules));
  const embed: APIEmbed = {
    title,
    description: lines.filter(Boolean).join('\n'),
    color: playing ? COLOUR.turn : COLOUR.over,
    fields: [
      ...after.players.map((p, i) => ({
        name: w.playerField(p.name, playing && i === after.turn, after.resigned[i]!),
        value: w.points(after.scores[i]!),
        inline: true,
      })),
      { name: w.bag, value: w.tiles(after.bag.length), inline: true },
      ...(playing && extras.clock ? [{ name: w.clock, value: clockLine(after, extras.clock), inline: false }] : []),
    ],
    image: { url: 'attachment://board.png' },
    footer: { text: w.footer(presetWords(after.rules.preset)?.name ?? words.customRules.heading, words.lexiconName(after.rules.lexicon), after.moveNumber) },
  };
  // A fresh deal: a private rack can only answer its own reader, so every player is asked to look.
  const dealt = playing && after.history.length === 0 && after.moveNumber === 0;
  const rackBack = playing && rackIsBack(after, after.turn);
  const turnLine = isComputerId(next.id) ? w.computersTurn(mention(next.id)) : w.yourTurn(mention(next.id), rackBack);
  const content = playing
    ? [...(dealt ? [dealtLine(after)] : []), ...rackBackLines(before, after), turnLine].join('\n')
    : w.over(after.status === 'between-games');
  return {
    content,
    embeds: [embed],
    files: [{ name: 'board.png', data: board, description: boardDescription(after) }],
    components: turnButtons(after, extras.passOpen),
    mentions: pinged(after, playing && !dealt ? [after.turn] : after.players.map((_, i) => i), extras),
  };
}

/** Events by which a player made the others wait for them: their turn, or their time running out. */
const WAITED_ON: ReadonlySet<GameEvent['type']> = new Set<GameEvent['type']>([...OWN_ACTS, 'challenge-bonus', 'time-out', 'forfeit', 'end-agreed']);

/**
 * Whether `player` has been waiting for another person: a person at the table made this
 * change, or one acted (or ran out of time) since `player`'s own last turn. Against the
 * computer alone nobody waits for a person: its answer comes within a second or two.
 */
function waitedForPerson(s: GameState, player: number, actor: string | undefined): boolean {
  const seat = actor === undefined ? -1 : s.players.findIndex((p) => p.id === actor);
  if (seat >= 0 && seat !== player && !isComputerId(actor!)) return true;
  for (let i = s.history.length - 1; i >= 0; i--) {
    const e = s.history[i]!;
    if (e.player === player && OWN_ACTS.has(e.type)) return false;
    if (e.player !== player && WAITED_ON.has(e.type) && !isComputerId(s.players[e.player]!.id)) return true;
  }
  return false;
}

/**
 * Of the seats a board names for something to do, the people it pings: never the one who
 * made the change, nor anyone who turned pings off; and only while a clock runs or when
 * they have been waiting for another person. The others are named without a ping.
 */
function pinged(s: GameState, seats: readonly number[], extras: TurnExtras): string[] {
  return seats
    .filter((i) => !isComputerId(s.players[i]!.id) && s.players[i]!.id !== extras.actor && !extras.quiet?.includes(s.players[i]!.id))
    .filter((i) => Boolean(extras.clock) || waitedForPerson(s, i, extras.actor))
    .map((i) => s.players[i]!.id);
}

/** Every player, by mention, told how to see the rack just dealt to them. */
export function dealtLine(s: GameState): string {
  const players = s.players.filter((p, i) => !s.resigned[i] && !isComputerId(p.id)).map((p) => mention(p.id));
  return words.turn.dealt(players);
}

/** Alt text for the board image: the last move, in the channel's words without their markdown, and the scores. */
function boardDescription(s: GameState): string {
  const line = lastMoveLine(s);
  return words.turn.imageDescription(line ? unescapeMarkdown(line.replace(/\*\*/g, '')) : null, s.players.map((p, i) => [p.name, s.scores[i]!]));
}

/** The board's buttons for what can be done now. `passOpen`: the player to move may pass (the hub knows a stuck player's pass); by default the rules' own pass. */
export function turnButtons(s: GameState, passOpen: boolean = passOffered(s.rules)): APIActionRowComponent<APIComponentInMessageActionRow>[] {
  const label = words.turn.buttons;
  if (s.status === 'between-games') return [buttons([IDS.nextGame, label.nextGame, ButtonStyle.Success])];
  if (s.status !== 'playing') return [buttons([IDS.rematch, label.rematch, ButtonStyle.Primary])];
  const row: [string, string, ButtonStyle, boolean?][] = [[IDS.rack, label.rack, ButtonStyle.Primary]];
  if (s.pending?.wentOut) {
    row.push([IDS.challenge, label.challenge, ButtonStyle.Danger], [IDS.accept, label.accept, ButtonStyle.Success]);
    return [buttons(...row)];
  }
  if (passOpen) row.push([IDS.pass, label.pass, ButtonStyle.Secondary]);
  if (someExchangeAllowed(s.rules, s.racks[s.turn]!.length, s.bag.length)) row.push([IDS.exchange, label.exchange, ButtonStyle.Secondary]);
  if (s.pending) row.push([IDS.challenge, label.challenge, ButtonStyle.Danger]);
  if (s.endProposal) row.push([IDS.endAccept, label.endAccept, ButtonStyle.Success], [IDS.endDecline, label.endDecline, ButtonStyle.Secondary]);
  return activityOffered() ? [buttons(...row), buttons([IDS.openBoard, label.openBoard, ButtonStyle.Secondary])] : [buttons(...row)];
}
