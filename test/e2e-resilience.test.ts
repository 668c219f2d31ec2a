/**
 * End to end, the hard cases: the bot process killed mid-game and started again, the
 * gateway dropped, two players acting at the same instant, and 20 channels at once.
 */
import { describe, expect, it } from 'vitest';
import { IDS, rackWords } from '../src/bot/present.js';
import { randomBelow, seedRng, typedNotation, type GameState, type RngState } from '../src/engine/index.js';
import { checkImages, rackLeaks } from './e2e/checks.js';
import type { Stage } from './e2e/harness.js';
import { botStageForFile } from './e2e/bot-stage.js';
import { generator, nextCommand, Table } from './e2e/table.js';

let stage: Stage;

botStageForFile((s) => {
  stage = s;
});

type KillMode = 'idle' | 'after-board' | 'in-flight';

/** Ten distinct turns (counted across games) out of the first 24, each with a way to die: seeded. */
function killPlan(seed: string): Map<number, KillMode> {
  let rng: RngState = seedRng(seed);
  const draw = (n: number) => {
    const [v, next] = randomBelow(rng, n);
    rng = next;
    return v;
  };
  const turns = Array.from({ length: 24 }, (_, i) => i);
  for (let i = turns.length - 1; i > 0; i--) {
    const j = draw(i + 1);
    [turns[i], turns[j]] = [turns[j]!, turns[i]!];
  }
  const modes: KillMode[] = ['idle', 'after-board', 'in-flight'];
  return new Map(turns.slice(0, 10).sort((a, b) => a - b).map((t) => [t, modes[draw(3)]!]));
}

describe('the bot killed with SIGKILL mid-game', () => {
  it('comes back 10 times at seeded random points with nothing lost, and the game completes', async () => {
    const fake = stage.fake;
    const [alice, bob] = [fake.user('alice'), fake.user('bob')];
    const plan = killPlan('e2e-sigkill-4');
    expect(new Set(plan.values()).size).toBe(3);
    const log: string[] = [];
    let turn = 0;
    for (let games = 1; log.length < plan.size; games++) {
      const table = new Table(stage, fake.addChannel(`kill-${games}`), [alice, bob]);
      await table.open('tournament');
      const seen: GameState[] = [];
      for (let g = await table.game(); g.status !== 'over'; g = await table.game(), turn++) {
        const mode = plan.get(turn);
        if (!mode) {
          seen.push(await table.step());
          continue;
        }
        // Idle: between turns. After-board: the board is posted, the mover's rack not yet.
        // In-flight: a few milliseconds after the action is sent, answered or not.
        let shown = mode === 'idle' ? table.lastBoard : undefined;
        if (mode !== 'idle') {
          const handle = table.sendNext(g);
          if (mode === 'after-board') shown = await handle.waitForMessage((m) => !m.ephemeral && m.attachments.length > 0, 30_000);
          else await new Promise((r) => setTimeout(r, turn % 7));
        }
        await stage.killBot();
        const before = (await stage.record(table.channel))!.game!;
        log.push(`${turn}:${mode}@move ${before.moveNumber}`);
        const fields = before.scores.map((s) => `${s} points`);
        if (shown) {
          // What the players last saw is what was saved.
          table.leaks.push(...rackLeaks(fake.messages.filter((m) => m.messageId === shown.messageId), before.racks));
          expect(shown.embeds[0]!.footer!.text).toMatch(new RegExp(`move ${before.moveNumber}$`));
          expect(shown.embeds[0]!.fields!.slice(0, 2).map((f) => f.value)).toEqual(fields);
        }
        await stage.startBot();
        // The restarted bot serves the same game: the board, and the player's rack.
        const next = table.user(before.players[before.turn]!.id);
        const board = await table.expectTurn(table.slash(next, 'board'), false);
        expect(board.embeds[0]!.footer!.text).toMatch(new RegExp(`move ${before.moveNumber}$`));
        expect(board.embeds[0]!.fields!.slice(0, 2).map((f) => f.value)).toEqual(fields);
        if (shown) expect(board.embeds[0]!.fields).toEqual(shown.embeds[0]!.fields);
        const rack = await table.expectPrivate(table.slash(next, 'rack'));
        expect(rack).toContain(`Your rack: ${rackWords(before.racks[before.turn]!)} (`);
        expect(await table.game()).toEqual(before);
        seen.push(before);
        // Killed idle, the turn's action is still to come.
        if (mode === 'idle' && before.status !== 'over') seen.push(await table.step());
      }
      const final = await table.game();
      expect(final.result?.reason).toBeDefined();
      // Every state on the way is a prefix of the final record.
      for (const s of seen) expect(final.history.slice(0, s.history.length)).toEqual(s.history);
      expect(table.leaks).toEqual([]);
    }
    console.log(`SIGKILL at turn:mode@saved move: ${log.join(', ')}; bot starts ${stage.startTimes.join(', ')} ms`);
    expect(stage.startTimes).toHaveLength(11);
  }, 300_000);
});

describe('the gateway connection dropped', () => {
  it('the bot resumes the session, gets what was sent meanwhile, and keeps serving', async () => {
    const fake = stage.fake;
    const table = new Table(stage, fake.addChannel('drop'), [fake.user('alice'), fake.user('bob')]);
    await table.open('club');
    const identifies = fake.identifies;
    for (const how of ['drop', 'reconnect', 'drop'] as const) {
      const resumes = fake.resumes;
      if (how === 'drop') fake.dropConnection();
      else fake.requestReconnect();
      // Sent while the bot is away (after a drop), or just before it leaves (after op 7, it may
      // still read its old socket): either way answered once, and the session resumed.
      await table.expectTurn(table.sendNext(await table.game()));
      await fake.waitFor(() => fake.resumes > resumes || undefined, 10_000, 'the session resumed');
      expect(fake.resumes).toBe(resumes + 1);
      await table.step();
    }
    expect(fake.identifies).toBe(identifies);
    expect((await table.playOut()).status).toBe('over');
  }, 120_000);
});

const OLD_BOARD = 'That board is no longer the current one: use the buttons on the newest board below, or `/scrabble board` to post it again.';

describe('two players acting at the same instant in one channel', () => {
  it('exactly one action applies; the other player is refused privately', async () => {
    const fake = stage.fake;
    const [alice, bob, carol] = [fake.user('alice'), fake.user('bob'), fake.addUser('carol')];
    const table = new Table(stage, fake.addChannel('race'), [alice, bob]);
    const gathering = 'A game is already gathering players here. Join it with `/scrabble join`.';
    const opened = await table.race([table.slash(alice, 'new', { max_players: 2 }), table.slash(bob, 'new', { max_players: 2 })], (h) => table.expectPublic(h));
    expect(opened.refusals).toEqual([gathering]);
    const host = opened.winner.state.user;
    const lobby = opened.winner.messages[0]!;
    // The last seat: one joins, the other is told the game is full.
    const joined = await table.race([table.press(carol, IDS.join, lobby), table.press(host.id === alice.id ? bob : alice, IDS.join, lobby)], (h) => table.expectPublic(h));
    expect(joined.refusals).toEqual(['This game is full (2 players).']);
    const players = [host, joined.winner.state.user];
    await table.expectTurn(table.slash(host, 'start'));
    const seat = (g: GameState) => [table.user(g.players[g.turn]!.id), table.user(g.players[1 - g.turn]!.id)] as const;

    // Both play their best opening at once: both cover the centre, so only one can stand.
    let g = await table.game();
    expect(g.players.map((p) => p.id).sort()).toEqual(players.map((p) => p.id).sort());
    let [mover, other] = seat(g);
    // A rack with no word at all (it happens) passes instead.
    const opening = (i: number): [string, Record<string, string>] => {
      const best = generator(g.rules.lexicon).best(g.board, g.racks[i]!, g.rules, 1)[0];
      return best ? ['play', { move: typedNotation(best.notation) }] : ['pass', {}];
    };
    const moverOpens = opening(g.turn);
    let result = await table.race([table.slash(other, ...opening(1 - g.turn)), table.slash(mover, ...moverOpens)]);
    expect(result.winner.state.user.id).toBe(mover.id);
    expect(result.refusals).toHaveLength(1);
    const played = await table.game();
    expect(played.history.length).toBe(g.history.length + 1);
    expect(played.history.at(-1)).toMatchObject({ type: moverOpens[0] === 'play' ? 'place' : 'pass', player: g.turn });

    // Both press Pass on the same board, in either order; then the mover double-clicks.
    for (const moverFirst of [true, false, true]) {
      g = await table.game();
      [mover, other] = seat(g);
      const board = table.lastBoard;
      const presses = moverFirst ? [table.press(mover, IDS.pass, board), table.press(other, IDS.pass, board)] : [table.press(other, IDS.pass, board), table.press(mover, IDS.pass, board)];
      result = await table.race(presses);
      expect(result.winner.state.user.id).toBe(mover.id);
      // Refused as not their turn, or (handled after the pass) as pressed on a board that is no longer current.
      expect([[`It's **${g.players[g.turn]!.name}**'s turn, not yours.`], [OLD_BOARD]]).toContainEqual(result.refusals);
      expect((await table.game()).history.length).toBe(g.history.length + 1);
    }
    // A button on an older board no longer acts.
    g = await table.game();
    [mover] = seat(g);
    const oldBoard = table.acted[0]!.messages.find((m) => !m.ephemeral)!;
    // Its buttons were taken off when a newer board was posted; a press that still arrives is refused.
    expect(fake.message(oldBoard.messageId)?.components ?? []).toEqual([]);
    expect(await table.expectPrivate(table.press(mover, IDS.pass, oldBoard))).toBe(OLD_BOARD);
    expect(await table.game()).toEqual(g);
    const [sub, options] = nextCommand(g);
    result = await table.race([table.press(mover, IDS.pass), sub === 'pass' ? table.press(mover, IDS.pass) : table.slash(mover, sub, options)]);
    expect(result.refusals).toHaveLength(1);
    expect((await table.game()).history.length).toBe(g.history.length + 1);
    expect(table.leaks).toEqual([]);
  }, 120_000);
});

describe('20 channels playing at once', () => {
  it('every game completes, each in its own channel, nothing crossed', async () => {
    const fake = stage.fake;
    const tables = Array.from({ length: 20 }, (_, i) => new Table(stage, fake.addChannel(`many-${i}`), [fake.addUser(`p${i}a`), fake.addUser(`p${i}b`)]));
    const started = Date.now();
    await Promise.all(tables.map((t, i) => t.open(['tournament', 'club', 'classic', 'duel', 'match'][i % 5]!)));
    const finals = await Promise.all(tables.map((t) => t.playOut()));
    const turns = tables.reduce((n, t) => n + t.turns, 0);
    console.log(`20 games at once: ${turns} turns in ${Date.now() - started} ms`);
    for (const [i, t] of tables.entries()) {
      expect(finals[i]!.status).toBe('over');
      expect(t.messages.every((m) => m.channelId === t.channel)).toBe(true);
      expect(finals[i]!.players.map((p) => p.id)).toEqual(t.players.map((p) => p.id));
      expect(t.lastBoard!.embeds[0]!.fields!.slice(0, 2).map((f) => f.value)).toEqual(finals[i]!.scores.map((s) => `${s} points`));
      expect(t.leaks).toEqual([]);
    }
  }, 300_000);

  it('every image sent in this file is a valid PNG; the fake saw no faults', async () => {
    expect(await checkImages(stage.fake.messages)).toBeGreaterThan(500);
    expect(stage.fake.serverErrors).toEqual([]);
    expect(stage.fake.unknownRoutes).toEqual([]);
    expect(stage.stderr).toBe('');
  }, 120_000);
});
