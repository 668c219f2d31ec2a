/**
 * Playing the computer over the wire: the person's part of a game, and waiting until
 * the game waits for the person again, with the board whose buttons act.
 */
import type { RecordedMessage } from '../discord-api/server.js';
import { IDS } from '../../src/bot/present.js';
import type { GameState } from '../../src/engine/index.js';
import { nextCommand, TURN_TIMEOUT_MS, type Table } from './table.js';

/** The person's part: whatever the game waits for from them, or null when it waits for a computer. */
export function personAction(table: Table, g: GameState, me: number) {
  const person = table.players[0]!;
  if (g.status === 'between-games') return table.press(person, IDS.nextGame);
  if (!waitsForPerson(g, me) || g.status !== 'playing') return null;
  if (g.pending?.wentOut) return table.press(person, IDS.accept);
  const [sub, options] = nextCommand(g);
  return sub === 'pass' ? table.press(person, IDS.pass) : table.slash(person, sub, options);
}

/** Whether the game waits for the person: over, between games, or their turn with no end they proposed still unanswered. */
function waitsForPerson(g: GameState, me: number): boolean {
  if (g.status !== 'playing') return true;
  return g.turn === me && g.endProposal?.by !== me;
}

/** Boards the bot posted on its own (a new channel message, not an interaction's answer or an edit): the computer's. */
export const computerBoards = (table: Table): RecordedMessage[] =>
  table.fake.messages.filter((m) => m.kind === 'channel-message' && m.channelId === table.channel && !m.ephemeral && m.attachments.some((a) => a.name === 'board.png'));

/**
 * Waits until the game waits for the person (or is over) and the channel's current board
 * is shown; sets it as the table's last board. Resolves with the game.
 */
export async function settled(table: Table, me: number): Promise<GameState> {
  const t0 = Date.now();
  for (;;) {
    const record = await table.stage.record(table.channel);
    const g = record!.game!;
    const waiting = waitsForPerson(g, me);
    const id = record!.boardMessageId;
    const board = id ? table.fake.messages.filter((m) => m.messageId === id && m.attachments.some((a) => a.name === 'board.png')).at(-1) : undefined;
    if (waiting && board) {
      table.lastBoard = board;
      return g;
    }
    if (Date.now() - t0 > TURN_TIMEOUT_MS) throw new Error(`${table.channel}: the computer did not move in ${TURN_TIMEOUT_MS} ms; ${table.stage.stderr.slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
