/**
 * Playing the computer over the wire: the person's part of a game, and waiting until
 * the game waits for the person again, with the board whose buttons act.
 */
import { expect } from 'vitest';
import type { RecordedMessage } from '../discord-api/server.js';
import { IDS } from '../../src/bot/present.js';
import type { GameState } from '../../src/engine/index.js';
import type { Stage } from './harness.js';
import { nextCommand, Table, TURN_TIMEOUT_MS } from './table.js';

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

export interface ComputerGame {
  table: Table;
  /** The game at its end. */
  game: GameState;
  /** The person's seat. */
  me: number;
  /** Milliseconds from the person's board to the computer's, for each computer move. */
  waits: number[];
  /** The custom id of the person's last button press, if any. */
  lastPress: string | undefined;
}

/**
 * A whole game of `preset` between one person and the computer at `level` (shown as `name`),
 * with more options of `/scrabble new` (a pace, say), in a channel of its own: the person
 * moves whenever the game waits for them, and every board the computer posts on its own
 * names it (a computer has nobody to ping).
 */
export async function playComputerGame(stage: Stage, preset: string, level: string, name: string, options: Record<string, string> = {}): Promise<ComputerGame> {
  const fake = stage.fake;
  const alice = fake.user('alice');
  const table = new Table(stage, fake.addChannel(`computer-${preset}-${level}${Object.values(options).map((v) => `-${v}`).join('')}`), [alice]);
  await table.expectPublic(table.slash(alice, 'new', { preset, opponent: level, ...options }));
  if (preset === 'duel') await table.expectPrivate(table.slash(alice, 'join', { age: 40 }));
  await table.expectTurn(table.slash(alice, 'start'));
  let g = await table.game();
  const me = g.players.findIndex((p) => p.id === alice.id);
  expect(g.players[1 - me]).toMatchObject({ name, kind: 'computer', level });
  const waits: number[] = [];
  let lastPress: string | undefined;
  for (let i = 0; i < 300 && g.status !== 'over'; i++) {
    const seen = computerBoards(table).length;
    const action = personAction(table, g, me);
    if (action) {
      await table.expectTurn(action);
      lastPress = (action.payload as { data?: { custom_id?: string } }).data?.custom_id;
    }
    const t0 = Date.now();
    g = await settled(table, me);
    const made = computerBoards(table).slice(seen);
    if (made.length > 0) {
      waits.push(Date.now() - t0);
      for (const shown of made) {
        expect(shown.embeds[0]!.fields!.map((f) => f.name.replace('▶ ', ''))).toContain(name);
        // The computer is named, never pinged.
        expect(shown.content).not.toContain('computer:');
      }
    }
  }
  return { table, game: g, me, waits, lastPress };
}
