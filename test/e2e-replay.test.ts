/**
 * End to end, through the loopback Discord and the bot as shipped: replays of finished
 * games. A whole game the engine played (31 moves: an exchange, two phonies withdrawn,
 * two lost challenges, the end's rack) is archived as the hub archives a game, then
 * replayed with `/scrabble history replay:Yes` and stepped through with its buttons, back
 * and forth and to either end; a press from a stale replay (a game gone from the archive,
 * a move the game does not have, an id of an older format) is answered in words,
 * privately; in a channel with a game being played the replay is private, and "just me"
 * adds the presser's own move against the best play.
 */
import type { APIUser } from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import { sortRack, type GameEvent, type GameState } from '../src/engine/index.js';
import { writeGcg } from '../src/engine/gcg-write.js';
import type { RecordedMessage } from './discord-api/server.js';
import type { Stage } from './e2e/harness.js';
import { botStageForFile } from './e2e/bot-stage.js';
import { Table, TURN_TIMEOUT_MS } from './e2e/table.js';
import { PLANS, playPlan } from './fixtures/gcg/make.js';

let stage: Stage;
let alice: APIUser;
let bob: APIUser;
let game: GameState;
const GAME_ID = 'replay-e2e:1';

botStageForFile(async (s) => {
  stage = s;
  [alice, bob] = [s.fake.user('alice'), s.fake.user('bob')];
  // The engine's game, seated with our two players, archived as the hub archives a finished game.
  const played = playPlan(PLANS.find((p) => p.file === 'tournament-double')!);
  game = { ...played, players: [{ id: alice.id, name: 'alice' }, { id: bob.id, name: 'bob' }] };
  await s.store.archive({
    id: GAME_ID, guildId: s.fake.guildId, channelId: s.fake.addChannel('where-it-was-played'), finishedAt: Date.now(),
    players: game.players.map((p, i) => ({ ...p, score: game.scores[i]! })), rules: game.rules, gcg: writeGcg(game), game,
  });
});

/** The record's events in steps, as a replay shows them: a blank swap with its play, the end's rack adjustments together. */
function expectedSteps(history: readonly GameEvent[]): GameEvent[][] {
  const steps: GameEvent[][] = [[]];
  for (const e of history) {
    const prev = steps.at(-1)!;
    const adjustment = e.type === 'end-rack' || e.type === 'rack-penalty';
    if (adjustment && prev.length > 0 && prev.every((x) => x.type === 'end-rack' || x.type === 'rack-penalty')) prev.push(e);
    else steps.push([e]);
  }
  return steps;
}

/** What step `k`'s caption must say, from the record alone: its number, its move's kind and score, and the totals the record wrote. */
function checkCaption(content: string, k: number): void {
  const steps = expectedSteps(game.history);
  const of = steps.length - 1;
  const names = ['alice', 'bob'];
  const totals = [0, 0];
  for (const e of steps.slice(0, k + 1).flat()) if ('total' in e) totals[e.player] = e.total;
  const lines = content.split('\n');
  expect(lines[0]!.startsWith(k === 0 ? 'Before the first move: The game begins.' : `Move ${k} of ${of}: `), lines[0]).toBe(true);
  expect(lines).toContain(`Scores: **alice** ${totals[0]} · **bob** ${totals[1]}`);
  for (const e of steps[k]!) {
    const who = `**${names[e.player]}**`;
    if (e.type === 'place') {
      expect(lines[0]).toContain(`${who} played **`);
      expect(lines[0]).toContain(` for **${e.score}**`);
      expect(lines[1]).toBe(`${who}'s rack before the move: ${sortRack(e.rack)}`);
    }
    if (e.type === 'exchange') expect(lines[0]).toContain(`${who} exchanged ${e.tiles.length} tile`);
    if (e.type === 'withdrawn') expect(lines[0]).toContain(`${who}'s play comes off (${e.score}) and the turn is lost.`);
    if (e.type === 'challenge-lost') expect(lines[0]).toContain(`${who} loses a turn.`);
    if (e.type === 'end-rack') expect(lines[0]).toContain(`${who} gains ${e.points}, twice the value of`);
  }
}

const ids = (m: RecordedMessage): { label: string; id: string; disabled: boolean }[] =>
  m.components.flatMap((row) => ('components' in row ? row.components : []) as { label?: string; custom_id?: string; disabled?: boolean }[])
    .map((c) => ({ label: c.label ?? '', id: c.custom_id ?? '', disabled: c.disabled ?? false }));

function button(m: RecordedMessage, label: RegExp): string {
  const found = ids(m).find((b) => label.test(b.label));
  if (!found) throw new Error(`no button ${label} on ${m.content}`);
  return found.id;
}

/** Presses a button of a replay message and waits for the edit of that message. */
async function step(user: APIUser, on: RecordedMessage, label: RegExp): Promise<RecordedMessage> {
  const h = stage.fake.button(user, on.messageId, button(on, label));
  const edited = await h.waitForMessage((m) => m.messageId === on.messageId && m.attachments.some((a) => a.name === 'board.png'), TURN_TIMEOUT_MS);
  expect(edited.ephemeral).toBe(on.ephemeral);
  return edited;
}

/** A press answered privately in words alone (a refusal). */
async function refused(user: APIUser, on: RecordedMessage, customId: string): Promise<string> {
  const h = stage.fake.button(user, on.messageId, customId);
  const m = await h.waitForMessage((x) => x.messageId !== on.messageId, TURN_TIMEOUT_MS);
  expect(m.ephemeral).toBe(true);
  expect(m.attachments).toEqual([]);
  return m.content;
}

describe('a replay in a channel with no game going', () => {
  let replay: RecordedMessage;
  const of = () => expectedSteps(game.history).length - 1;

  it('posts the final board for the channel, with buttons to step through the game', async () => {
    const table = new Table(stage, stage.fake.addChannel('replays'), [alice, bob]);
    replay = await table.expectPublic(table.slash(bob, 'history', { replay: 'yes' }));
    expect(replay.attachments.map((a) => a.name)).toEqual(['board.png']);
    checkCaption(replay.content, of());
    expect(ids(replay).map((b) => [b.label, b.disabled])).toEqual([
      ['⏮ Start', false], ['◀ Back', false], ['Next ▶', true], ['End ⏭', true], ['Just me, with my analysis', false],
    ]);
  }, 60_000);

  it('steps back to the start and forward to the end, one move at a time, editing the message in place', async () => {
    let m = replay;
    for (let k = of() - 1; k >= 0; k--) {
      m = await step(k % 2 ? alice : bob, m, /Back/);
      checkCaption(m.content, k);
    }
    expect(ids(m).filter((b) => b.disabled).map((b) => b.label)).toEqual(['⏮ Start', '◀ Back']);
    for (let k = 1; k <= of(); k++) {
      m = await step(alice, m, /Next/);
      checkCaption(m.content, k);
      expect(m.attachments.map((a) => a.name)).toEqual(['board.png']);
    }
    replay = m;
  }, 240_000);

  it('jumps to the start and to the end', async () => {
    const start = await step(bob, replay, /Start/);
    checkCaption(start.content, 0);
    const end = await step(bob, start, /End/);
    checkCaption(end.content, of());
    replay = end;
  }, 60_000);

  it('"just me" answers privately with the presser\'s own move, and its buttons step that private copy', async () => {
    const back = await step(bob, replay, /Back/);
    const k = of() - 1;
    const mover = expectedSteps(game.history)[k]![0]!.player;
    const user = mover === 0 ? alice : bob;
    const h = stage.fake.button(user, back.messageId, button(back, /Just me/));
    const mine = await h.waitForMessage((m) => m.messageId !== back.messageId, TURN_TIMEOUT_MS);
    expect(mine.ephemeral).toBe(true);
    expect(mine.attachments.map((a) => a.name)).toEqual(['board.png']);
    checkCaption(mine.content, k);
    expect(mine.content).toMatch(/\nYour move: .+(the best play ✓|The best play was .+: −\d+\.\d in equity\.)$/);
    expect(ids(mine).map((b) => b.label)).toEqual(['⏮ Start', '◀ Back', 'Next ▶', 'End ⏭']);
    // Its buttons edit the private copy; the channel's stays where it was.
    const earlier = await step(user, mine, /Back/);
    checkCaption(earlier.content, k - 1);
    expect(earlier.ephemeral).toBe(true);
    // Someone else's move: no analysis line for this presser.
    expect(earlier.content).not.toContain('Your move');
    replay = back;
  }, 60_000);

  it('answers a stale or foreign press in words, privately, and leaves the replay as it was', async () => {
    const gone = replay.components.length > 0 ? button(replay, /Next/).replace(GAME_ID, 'a-game-no-longer-kept') : '';
    expect(await refused(alice, replay, gone)).toBe(
      'That game is no longer in this server\'s history, so it cannot be replayed. See the games kept with `/scrabble history`.',
    );
    const beyond = button(replay, /Next/).replace(/\|\d+\|/, '|99|');
    expect(await refused(alice, replay, beyond)).toBe(
      `That game has no such move (it has ${of()}). Start the replay again with \`/scrabble history game:<number> replay:Yes\`.`,
    );
    expect(await refused(alice, replay, 'scrabble:replay:12')).toBe(
      'This replay\'s buttons are from an older version of the bot. Start the replay again with `/scrabble history game:<number> replay:Yes`.',
    );
  }, 60_000);
});

describe('a replay in a channel with a game being played', () => {
  it('is private, to the one who asked and to whoever presses the channel\'s copy', async () => {
    const channel = stage.fake.addChannel('busy');
    const table = new Table(stage, channel, [alice, bob]);
    // A replay posted while the channel was free.
    const posted = await table.expectPublic(table.slash(alice, 'history', { replay: 'yes', game: 1 }));
    await table.open('tournament');
    const note = 'A game is being played in this channel, so this replay is shown only to you.';
    const h = table.slash(bob, 'history', { replay: 'yes' });
    const mine = await h.waitForMessage((m) => m.attachments.some((a) => a.name === 'board.png'), TURN_TIMEOUT_MS);
    expect(mine.ephemeral).toBe(true);
    expect(mine.content.endsWith(`\n${note}`)).toBe(true);
    expect(h.messages.filter((m) => !m.ephemeral && m.content !== '')).toEqual([]);
    // A press on the channel's copy: a private copy of the step for the presser; the channel's is not edited.
    const press = stage.fake.button(alice, posted.messageId, button(posted, /Back/));
    const answer = await press.waitForMessage((m) => m.attachments.some((a) => a.name === 'board.png'), TURN_TIMEOUT_MS);
    expect(answer.messageId).not.toBe(posted.messageId);
    expect(answer.ephemeral).toBe(true);
    checkCaption(answer.content, expectedSteps(game.history).length - 2);
    expect(answer.content).toContain(note);
    expect(ids(answer).map((b) => b.label)).toEqual(['⏮ Start', '◀ Back', 'Next ▶', 'End ⏭']);
    expect(press.messages.filter((m) => m.messageId === posted.messageId)).toEqual([]);
  }, 120_000);
});

describe('a match of forty moves and more, played through the bot', () => {
  it('is archived when it ends, and replays every move of both games with its image, forward from the start', async () => {
    const players = [1, 2].map((n) => stage.fake.addUser(`match-${n}`));
    const table = new Table(stage, stage.fake.addChannel('match-replayed'), players);
    await table.open('match');
    await table.playOut(400);
    // The newest game of the server's history: this one, both its games in one replay.
    const end = await table.expectPublic(table.slash(players[0]!, 'history', { replay: 'yes', game: 1 }));
    expect(end.content).toMatch(/^Game 2, move (\d+) of \1: /);
    let m = await step(players[1]!, end, /Start/);
    expect(m.content.startsWith('Game 1, before the first move: The game begins.'), m.content).toBe(true);
    // Forward one move at a time until Next is off: game 1's moves, then game 2's, each numbered within its game.
    const seen: string[] = [];
    while (!ids(m).find((b) => /Next/.test(b.label))!.disabled) {
      m = await step(players[seen.length % 2]!, m, /Next/);
      seen.push(/^Game (\d), move (\d+) of (\d+): /.exec(m.content)?.slice(1, 4).join(' ') ?? m.content.split('\n')[0]!);
      expect(m.attachments.map((a) => a.name)).toEqual(['board.png']);
      expect(m.content).toContain('\nScores: ');
    }
    console.log(`a match replayed: ${seen.length} steps, each with its image`);
    expect(seen.length).toBeGreaterThanOrEqual(40);
    // Every step is a move of game 1 or 2 (game 2's start among them, as its own step or not).
    expect(seen.filter((x) => !/^[12] \d+ \d+$/.test(x) && !x.startsWith('Game 2, before the first move')), seen.join(' | ')).toEqual([]);
    const game1 = seen.filter((x) => x.startsWith('1 '));
    const game2 = seen.filter((x) => x.startsWith('2 '));
    expect(game1.map((x) => Number(x.split(' ')[1]))).toEqual(game1.map((_, i) => i + 1));
    expect(game2.map((x) => Number(x.split(' ')[1]))).toEqual(game2.map((_, i) => i + 1));
    expect(m.content).toBe(end.content);
  }, 300_000);
});

describe('every message of these replays', () => {
  it('was accepted, and no failure was logged', () => {
    expect(stage.fake.serverErrors).toEqual([]);
    expect(stage.stderr).toBe('');
  });
});
