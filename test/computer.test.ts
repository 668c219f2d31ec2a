/**
 * The computer player through the handlers: seats in the lobby, its moves through the
 * hub (once per turn, again after a stale write), its answers to a challenge window and
 * to a proposed end, the start-up sweep, hints and the analysis.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSubcommand } from '../src/bot/dispatch.js';
import { IDS } from '../src/bot/present.js';
import { typedNotation, type GameState } from '../src/engine/index.js';
import { decide } from '../src/ai/player.js';
import { ComputerPlayer, computerDelay } from '../src/games/computer.js';
import type { ChannelRecord } from '../src/games/record.js';
import { LocalThinker, type ThinkJob, type Thinker, type ThinkResults } from '../src/games/think.js';
import { ALICE, BOB, choose, dictionaries, FakeContext, harness, press, run, type Harness } from './support/bot.js';

let h: Harness;
let computer: ComputerPlayer;
/** The decisions asked for, by seat. */
const asked: { player: number; kind: string; acted: boolean }[] = [];
/** Run before each decision (a person acting meanwhile, say). */
let beforeThinking: (() => Promise<void>) | null = null;

class CountingThinker implements Thinker {
  private readonly local = new LocalThinker((name) => dictionaries().graph(name));
  async think<K extends ThinkJob['kind']>(job: Extract<ThinkJob, { kind: K }>): Promise<ThinkResults[K]> {
    const hook = beforeThinking;
    beforeThinking = null;
    if (hook) await hook();
    const out = await this.local.think(job);
    asked.push({ player: job.player, kind: job.kind, acted: out !== null });
    return out;
  }

  async close() {}
}

beforeAll(async () => {
  h = await harness();
  computer = new ComputerPlayer(h.services.games, new CountingThinker(), { onError: (what, e) => h.logged.push([what, e]) });
  computer.attach();
});
afterAll(async () => {
  await h.close();
});

const record = async (channel: string): Promise<ChannelRecord> => (await h.services.games.store.get(channel))!;
const game = async (channel: string): Promise<GameState> => (await record(channel)).game!;
const turns = (g: GameState) => g.history.filter((e) => e.type === 'place' || e.type === 'exchange' || e.type === 'pass').length;

/** The person's best play (or a pass) as `/scrabble play`, and the computer's answer. */
async function humanMove(channel: string): Promise<FakeContext> {
  const g = await game(channel);
  const [best] = dictionaries().generator(g.rules.lexicon).best(g.board, g.racks[g.turn]!, g.rules, 1);
  const ctx = best ? await run(h, ALICE, 'play', { move: typedNotation(best.notation) }, channel) : await run(h, ALICE, 'pass', {}, channel);
  await computer.idle();
  return ctx;
}

describe('computer seats in the lobby', () => {
  it('/scrabble new opponent: seats one, the menu seats more, the host only', async () => {
    const opened = await run(h, ALICE, 'new', { opponent: 'club', preset: 'tournament' }, 'lobby');
    const lobby = opened.public[0]!;
    expect(lobby.embeds![0]!.fields![0]).toEqual({ name: 'Players (2/4)', value: '<@100>\n**Computer (Club)**' });
    // The host opened it: named, not pinged.
    expect(lobby.mentions).toEqual([]);
    const menu = lobby.components![1]!.components[0] as { custom_id: string; placeholder: string; options: { label: string; value: string; description: string }[] };
    expect(menu.custom_id).toBe(IDS.addComputer);
    expect(menu.placeholder).toBe('Add a computer player (host only)');
    expect(menu.options.map((o) => o.label)).toEqual(['Computer (Beginner)', 'Computer (Casual)', 'Computer (Club)', 'Computer (Strong)']);
    expect(menu.options[3]!.description).toBe('Plays the best play by score and leave, and solves the endgame.');

    const refused = await choose(h, BOB, IDS.addComputer, ['strong'], 'lobby');
    expect(refused.private.map((r) => r.content)).toEqual(['Only the host who opened the game can seat or remove a computer player.']);
    const added = await choose(h, ALICE, IDS.addComputer, ['club'], 'lobby');
    expect(added.acked).toBe('update');
    expect(added.sent[0]!.kind).toBe('update');
    expect(added.public[0]!.embeds![0]!.fields![0]!.value).toBe('<@100>\n**Computer (Club)**\n**Computer 2 (Club)**');
    const fourth = await choose(h, ALICE, IDS.addComputer, ['beginner'], 'lobby');
    const filled = fourth.public[0]!.components![1]!.components[0] as { placeholder: string; disabled: boolean };
    expect([filled.placeholder, filled.disabled]).toEqual(['The game is full', true]);
    expect((await choose(h, ALICE, IDS.addComputer, ['grandmaster'], 'lobby')).private[0]!.content).toBe("I don't know that command. Type `/scrabble` to see the list.");
    const full = await choose(h, ALICE, IDS.addComputer, ['casual'], 'lobby');
    expect(full.private.map((r) => r.content)).toEqual(['This game is full (4 players).']);
    const ids = (await record('lobby')).lobby!.players.map((p) => p.id);
    expect(ids).toEqual(['100', 'computer:club:1', 'computer:club:2', 'computer:beginner:1']);
    // A value no menu offers is refused in words.
    expect((await run(h, ALICE, 'new', { opponent: 'grandmaster' }, 'lobby-2')).private[0]!.content).toBe('`grandmaster` is not one of the choices for `opponent`. Pick one from the list.');
    expect((await run(h, ALICE, 'new', { hints: 'maybe' }, 'lobby-2')).private[0]!.content).toBe('`maybe` is not one of the choices for `hints`. Pick one from the list.');
    expect((await run(h, ALICE, 'analysis', { share: 'everyone' }, 'lobby-2')).private[0]!.content).toBe('`everyone` is not one of the choices for `share`. Pick one from the list.');
  });

  it('three computers and a person play a whole game, each computer once per turn', async () => {
    await run(h, ALICE, 'start', {}, 'lobby');
    await computer.idle();
    for (let i = 0; i < 80 && (await game('lobby')).status === 'playing'; i++) await humanMove('lobby');
    const g = await game('lobby');
    expect(g.status).toBe('over');
    expect(g.players.map((p) => ('kind' in p ? [p.kind, (p as { level?: string }).level] : null))).toEqual([null, ['computer', 'club'], ['computer', 'club'], ['computer', 'beginner']]);
    // Every board the computers made was posted once and became the current one in turn.
    const posted = h.poster.calls.filter((c) => c.kind === 'turn' && c.channelId === 'lobby');
    const computerTurns = g.history.filter((e) => (e.type === 'place' || e.type === 'exchange' || e.type === 'pass') && e.player > 0).length;
    // One board per computer turn; at most one more, letting a play that went out stand.
    expect(posted.length - computerTurns).toBeGreaterThanOrEqual(0);
    expect(posted.length - computerTurns).toBeLessThanOrEqual(1);
    expect(h.logged).toEqual([]);
  }, 60_000);
});

describe('the computer in a two-player game', () => {
  it('answers the person once per turn, names itself on the board, and is never pinged', async () => {
    await run(h, ALICE, 'new', { opponent: 'strong', preset: 'tournament' }, 'duo');
    const started = await run(h, ALICE, 'start', {}, 'duo');
    await computer.idle();
    let g = await game('duo');
    expect(g.players[1]).toEqual({ id: 'computer:strong:1', name: 'Computer (Strong)', kind: 'computer', level: 'strong' });
    const board = started.public[0]!;
    // Alice dealt, and nobody else is waiting: named, not pinged.
    expect(board.mentions).toEqual([]);
    expect(board.content).toMatch(/^Tiles are dealt\. <@100>: press \*\*Show my rack\*\*/);
    if (g.firstPlayer === 1) {
      expect(board.content!.split('\n')[1]).toBe("It's **Computer (Strong)**'s turn.");
      expect(turns(g)).toBe(1);
    }
    const before = turns(g);
    const posts = h.poster.calls.length;
    const mine = await humanMove('duo');
    g = await game('duo');
    expect(turns(g)).toBe(before + 2);
    expect(mine.public[0]!.content).toBe("It's **Computer (Strong)**'s turn.");
    expect(mine.public[0]!.mentions).toEqual([]);
    const newPosts = h.poster.calls.slice(posts);
    expect(newPosts.filter((c) => c.kind === 'turn')).toHaveLength(1);
    // The computer's board is the one whose buttons act; the person's older board is retired.
    const r = await record('duo');
    expect(r.boardMessageId).toMatch(/^posted\d+$/);
    expect(h.poster.retired()).toContain(mine.placeholderId);
  });

  it('a person\'s board slow to draw is shown before the computer\'s answer, which then retires it', async () => {
    /** A board slow to draw: the computer has thought and moved before it is shown. */
    const order: string[] = [];
    class SlowBoard extends FakeContext {
      override async reply(r: Parameters<FakeContext['reply']>[0]) {
        await new Promise((done) => setTimeout(done, 300));
        order.push('person');
        return super.reply(r);
      }
    }
    const posts = h.poster.calls.length;
    const g = await game('duo');
    const [best] = dictionaries().generator(g.rules.lexicon).best(g.board, g.racks[0]!, g.rules, 1);
    const ctx = new SlowBoard(h.services, ALICE, 'duo', { move: typedNotation(best!.notation) });
    const stop = h.services.games.events.on('turn-applied', (e) => void (e.player === 1 && order.push('computer saved')));
    await runSubcommand(ctx, 'play');
    await computer.idle();
    await h.services.publisher.idle();
    stop();
    // The computer moved while the person's board was being drawn; its board waited for the person's.
    expect(order).toEqual(['computer saved', 'person']);
    const boards = h.poster.calls.slice(posts).filter((c) => c.kind === 'turn' || c.kind === 'retire');
    // The board before the person's loses its buttons; then the computer's board retires the person's, once.
    expect(boards.map((c) => c.kind)).toEqual(['retire', 'turn', 'retire']);
    expect(h.poster.retired().filter((id) => id === ctx.placeholderId)).toHaveLength(1);
    expect((await record('duo')).boardMessageId).toMatch(/^posted\d+$/);
  });

  it('a stale write (a change meanwhile) makes it think again; still one move', async () => {
    const g = await game('duo');
    const before = turns(g);
    asked.length = 0;
    // While it thinks about its move, something else changes the game (here its bag's order; a
    // board delivered meanwhile changes the record, not the game, and makes nothing stale).
    const [best] = dictionaries().generator(g.rules.lexicon).best(g.board, g.racks[0]!, g.rules, 1);
    let bumped = false;
    const unsubscribe = h.services.games.events.on('turn-applied', async (e) => {
      if (bumped || e.player !== 0) return;
      bumped = true;
      beforeThinking = async () => {
        await h.services.games.setBoardMessage('duo', 'elsewhere');
        await h.services.games.store.update('duo', async (r) => ({ next: { ...r!, game: { ...r!.game!, bag: [...r!.game!.bag].reverse().join('') } }, result: null }));
      };
    });
    await run(h, ALICE, 'play', { move: typedNotation(best!.notation) }, 'duo');
    await computer.idle();
    unsubscribe();
    expect(turns(await game('duo'))).toBe(before + 2);
    // Its first move was refused as stale; it thought again and moved once.
    expect(asked.filter((a) => a.player === 1 && a.kind === 'decide' && a.acted)).toHaveLength(2);
    expect(h.logged).toEqual([]);
  });

  it('a start-up sweep finds a game where the computer is to move', async () => {
    const other = await harness(undefined, 'sweep');
    await run(other, ALICE, 'new', { opponent: 'beginner' }, 'waiting');
    // No subscriber yet: the bot was down when the game started.
    for (let i = 0; i < 6; i++) {
      const g = (await other.services.games.store.get('waiting'))!.game;
      if (g?.turn === 1) break;
      if (!g) await run(other, ALICE, 'start', {}, 'waiting');
      else await run(other, ALICE, 'pass', {}, 'waiting');
    }
    expect((await other.services.games.store.get('waiting'))!.game!.turn).toBe(1);
    const late = new ComputerPlayer(other.services.games, new LocalThinker((n) => dictionaries().graph(n)));
    expect(await late.sweep()).toBe(1);
    await late.idle();
    const g = (await other.services.games.store.get('waiting'))!.game!;
    expect(g.turn).toBe(0);
    expect(other.poster.calls.filter((c) => c.kind === 'turn')).toHaveLength(1);
    await other.close();
  });
});

describe('rules through the hub', () => {
  it('challenges a phony under challenge rules (Strong always does): the play comes off', async () => {
    await run(h, ALICE, 'new', { opponent: 'strong', preset: 'tournament' }, 'phony');
    await run(h, ALICE, 'start', {}, 'phony');
    await computer.idle();
    const g = await game('phony');
    const rack = g.racks[0]!.replace('?', '');
    const lexicon = dictionaries().graph(g.rules.lexicon);
    // Two tiles of the rack that make no word.
    let phony = '';
    for (const a of rack) for (const b of rack) if (!phony && a !== '?' && !lexicon.has(a + b) && rack.replace(a, '').includes(b)) phony = a + b;
    expect(phony).not.toBe('');
    // The deal of this channel has the person start, on the empty board.
    expect(g.turn).toBe(0);
    await run(h, ALICE, 'play', { move: `8H ${phony}` }, 'phony');
    await computer.idle();
    const after = await game('phony');
    expect(after.history.some((e) => e.type === 'withdrawn' && e.player === 0)).toBe(true);
    const shown = h.poster.calls.filter((c) => c.kind === 'turn' && c.channelId === 'phony');
    expect(shown.length).toBeGreaterThanOrEqual(2);
  });

  it('answers a proposal to end by agreement, as src/ai decides', async () => {
    await run(h, ALICE, 'new', { opponent: 'club', preset: 'duel' }, 'agree');
    await run(h, ALICE, 'join', { age: 30 }, 'agree');
    await run(h, ALICE, 'start', {}, 'agree');
    await computer.idle();
    let g = await game('agree');
    // The person starts: the computer gave no age.
    expect(g.firstPlayer).toBe(0);
    await humanMove('agree');
    g = await game('agree');
    let proposal: GameState | null = null;
    const off = h.services.games.events.on('turn-applied', (e) => void (e.after.endProposal && (proposal = e.after)));
    const proposed = await run(h, ALICE, 'end', {}, 'agree');
    off();
    // Proposing the end changes no rack: the proposer sees theirs, without "new".
    expect(proposed.private.map((r) => r.content)).toEqual([expect.stringMatching(/^Your rack: /)]);
    expect(proposed.public[0]!.embeds![0]!.description).toContain('**Alice** proposes to end the game.');
    await computer.idle();
    g = await game('agree');
    // Ahead or behind, the proposal is settled: agreed (game over) or declined (play on).
    expect(g.endProposal).toBeNull();
    const last = h.poster.calls.filter((c) => c.kind === 'turn' && c.channelId === 'agree').at(-1) as { after: GameState };
    expect(last.after).toEqual(g);
    const expected = decide(proposal!, 1, 'club', { lexicon: dictionaries().graph('sowpods') });
    expect(expected?.type).toMatch(/^(accept|decline)-end$/);
    if (expected!.type === 'accept-end') expect(g.result!.reason).toBe('agreement');
    else expect([g.status, g.endProposal]).toEqual(['playing', null]);
  });
});

describe('hints', () => {
  it('are refused in a game opened without them, in one sentence', async () => {
    const ctx = await run(h, ALICE, 'hint', {}, 'duo');
    expect(ctx.acked).toBe('private');
    expect(ctx.private.map((r) => r.content)).toEqual(['Hints are off in this game, so none are given. The host can open a casual or teaching game with hints: `/scrabble new hints:On`.']);
    expect(ctx.public).toEqual([]);
  });

  it('show the top plays privately, with score and leave, in a game opened with hints:On', async () => {
    await run(h, ALICE, 'new', { opponent: 'beginner', hints: 'on' }, 'teach');
    await run(h, ALICE, 'start', {}, 'teach');
    await computer.idle();
    const ctx = await run(h, ALICE, 'hint', {}, 'teach');
    expect(ctx.public).toEqual([]);
    const text = ctx.private[0]!.content!;
    const g = await game('teach');
    const lines = text.split('\n');
    expect(lines[0]).toBe(`Best plays for your rack (${g.racks[0]}), by equity: the score plus what the tiles kept are worth.`);
    expect(lines.slice(1)).toHaveLength(5);
    // A play by its whole word and the square to type: the notation's dots are for typing.
    for (const [i, line] of lines.slice(1).entries()) expect(line).toMatch(new RegExp(`^${i + 1}\\. (\\*\\*[A-Za-z]+\\*\\* \\((\\d+[A-O]|[A-O]\\d+)\\) for \\d+( \\((([a-z], )*[a-z] and [a-z] are blanks|[a-z] is a blank|both [a-z]'s are blanks)\\))?|exchange [A-Z?]+|pass), keeps ([A-Z?]+|nothing) \\(leave [+−]\\d+\\.\\d, equity −?\\d+\\.\\d\\)$`));
    // Spectators and finished games get a sentence instead.
    expect((await run(h, BOB, 'hint', {}, 'teach')).private[0]!.content).toBe("You're watching this game: only its players can do that.");
    expect((await run(h, ALICE, 'hint', {}, 'lobby')).private[0]!.content).toBe('This game is over. Start a new one with `/scrabble new`.');
  });

  it('say when it is not your turn, and when nothing fits', async () => {
    const { hintMessage } = await import('../src/bot/advice.js');
    const g = await game('teach');
    const other = { ...g, turn: 1 };
    const hints = [{ kind: 'exchange' as const, text: '-QV', score: 0, leave: 'AEIRS', leaveValue: 10.25, equity: 10.25 }, { kind: 'pass' as const, text: '-', score: 0, leave: 'AEIQRSV', leaveValue: -8, equity: -8 }];
    expect(hintMessage(other, 0, hints).content).toBe(`Best plays for your rack (${g.racks[0]}), by equity: the score plus what the tiles kept are worth.\n1. exchange QV, keeps AEIRS (leave +10.3, equity 10.3)\n2. pass, keeps AEIQRSV (leave −8.0, equity −8.0)\nIt's not your turn yet: these are for the board as it is now.`);
    expect(hintMessage({ ...g, turn: 0 }, 0, [])).toEqual({ content: `No play fits your rack (${g.racks[0]}) on this board.`, ephemeral: true });
    // Club rules: a play that first takes a blank back from the board says how to type it.
    const swap = [{ kind: 'place' as const, text: '11B sI', word: 'sI', score: 4, leave: 'II', leaveValue: -3, equity: 1, swap: 'I4' }];
    expect(hintMessage({ ...g, turn: 0 }, 0, swap).content).toBe(
      `Best plays for your rack (${g.racks[0]}), by equity: the score plus what the tiles kept are worth.\n1. **sI** (11B) for 4 (s is a blank), after swapping the blank on I4 (\`swap:I4\`), keeps II (leave −3.0, equity 1.0)`,
    );
    // A play through tiles on the board names its whole word.
    const through = [{ kind: 'place' as const, text: 'F6 J...', word: 'JEST', score: 12, leave: 'AEI', leaveValue: 3, equity: 15 }];
    expect(hintMessage({ ...g, turn: 0 }, 0, through).content!.split('\n')[1]).toBe('1. **JEST** (F6) for 12, keeps AEI (leave +3.0, equity 15.0)');
  });
});

describe('analysis', () => {
  it('is refused before the end, then shows each move against the best, privately or shared', async () => {
    expect((await run(h, ALICE, 'analysis', {}, 'teach')).private[0]!.content).toBe('The analysis is ready once the game is over: until then it would show you the best plays.');
    expect((await game('lobby')).status).toBe('over');
    const mine = await run(h, ALICE, 'analysis', {}, 'lobby');
    expect(mine.acked).toBe('private');
    expect(mine.public).toEqual([]);
    const reply = mine.private[0]!;
    expect(reply.content).toBe('How you played, move by move (only you can see this).');
    const embed = reply.embeds![0]!;
    expect(embed.title).toBe('Analysis for Alice');
    expect(embed.description).toMatch(/^Your game: \d+ of \d+ moves were the best play; \d+\.\d points of equity lost in all \(\d+\.\d a move\)\./);
    const lines = embed.fields!.flatMap((f) => f.value.split('\n'));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/^\d+\. [A-Z?]*: .+(: best ✓|, −\d+\.\d)$/);
    // A play by its whole word and square, never the notation's dots.
    for (const line of lines) expect(line).toMatch(/^\d+\. [A-Z?]*: (\*\*[A-Za-z]+\*\* \((\d+[A-O]|[A-O]\d+)\) for \d+( \((([a-z], )*[a-z] and [a-z] are blanks|[a-z] is a blank|both [a-z]'s are blanks)\))?|exchange [A-Z?]+|pass)[:;]/);
    const size = (embed.title?.length ?? 0) + (embed.description?.length ?? 0) + embed.fields!.reduce((n, f) => n + f.name.length + f.value.length, 0);
    expect(size).toBeLessThanOrEqual(6000);
    expect(embed.fields!.length).toBeLessThanOrEqual(25);

    const shared = await run(h, ALICE, 'analysis', { share: 'yes' }, 'lobby');
    expect(shared.acked).toBe('public');
    expect(shared.private).toEqual([]);
    expect(shared.public[0]!.content).toBe('How Alice played, move by move.');
    // Shared, the game is named as Alice's: the channel reads it, not Alice.
    expect(shared.public[0]!.embeds![0]!.description).toBe(embed.description!.replace(/^Your game: /, "Alice's game: "));
    expect((await run(h, BOB, 'analysis', {}, 'lobby')).private[0]!.content).toBe("You're watching this game: only its players can do that.");
  });
});

describe('settings', () => {
  it('COMPUTER_DELAY_MS is read, and a bad value named', () => {
    expect(computerDelay({})).toBe(800);
    expect(computerDelay({ COMPUTER_DELAY_MS: '0' })).toBe(0);
    expect(() => computerDelay({ COMPUTER_DELAY_MS: 'soon' })).toThrow('COMPUTER_DELAY_MS must be a whole number of milliseconds from 0 to 10000, not "soon".');
  });
});

describe('turn clocks', () => {
  it('never run for a computer seat: no deadline while it is to move, the person\'s clock from their turn', async () => {
    await run(h, ALICE, 'new', { opponent: 'casual', pace: 'live' }, 'paced');
    await run(h, ALICE, 'start', {}, 'paced');
    await computer.idle();
    for (let i = 0; i < 3; i++) await humanMove('paced');
    const r = await record('paced');
    expect(r.game!.turn).toBe(r.game!.players.findIndex((p) => p.id === ALICE.id));
    expect(r.clock!.player).toBe(r.game!.turn);
    expect(r.clock!.due).not.toBeNull();
    // The moment the person moves, the computer is to act: its turn has no deadline.
    const { advanceClock } = await import('../src/games/clock.js');
    const computerTurn = { ...r.game!, turn: 1 - r.game!.turn, moveNumber: r.game!.moveNumber + 1 };
    const c = advanceClock(r.clock!, computerTurn, 1_700_000_100_000);
    expect([c.player, c.due, c.remindAt]).toEqual([-1, null, null]);
    expect(c.banks).toEqual(r.clock!.banks.map((b, i) => (i === r.game!.turn ? Math.max(0, b - Math.max(0, 100_000 - r.clock!.settings.perTurnMs)) : b)));
  });
});

describe('when something fails', () => {
  it('tries the channel again after a failure of its thinking, and then moves', async () => {
    const other = await harness(undefined, 'retry');
    let failures = 1;
    const local = new LocalThinker((n) => dictionaries().graph(n));
    const flaky: Thinker = {
      think: async (job) => {
        if (failures-- > 0) throw new Error('worker gone');
        return local.think(job);
      },
      close: async () => {},
    };
    const errors: string[] = [];
    const player = new ComputerPlayer(other.services.games, flaky, { retryMs: 50, onError: (what) => errors.push(what) });
    player.attach();
    await run(other, ALICE, 'new', { opponent: 'beginner' }, 'flaky');
    await run(other, ALICE, 'start', {}, 'flaky');
    if ((await other.services.games.store.get('flaky'))!.game!.turn === 0) await run(other, ALICE, 'pass', {}, 'flaky');
    for (let i = 0; i < 100 && (await other.services.games.store.get('flaky'))!.game!.turn === 1; i++) {
      await new Promise((r) => setTimeout(r, 20));
      await player.idle();
    }
    expect(errors).toEqual(['computer player in flaky']);
    expect((await other.services.games.store.get('flaky'))!.game!.turn).toBe(0);
    await player.stop();
    await other.close();
  });
});

describe('an analysis too long for one message', () => {
  it('lists only the misses, then only the costliest, within Discord\'s limits', async () => {
    const { analysisMessage } = await import('../src/bot/advice.js');
    const g = await game('lobby');
    const hint = (text: string, equity: number) => ({ kind: 'place' as const, text, score: 30, leave: 'AEINST', leaveValue: 12.5, equity });
    const moves = Array.from({ length: 200 }, (_, i) => ({
      event: i, rack: 'AEINRST', played: hint(`${(i % 15) + 1}A ${'RETAINS'.slice(0, 2 + (i % 6))}`, 10), best: hint('8H RETAINS', 10 + (i % 3 === 0 ? 0 : i / 10)),
      equityLost: i % 3 === 0 ? 0 : i / 10, wasBest: i % 3 === 0,
    }));
    const analysis = { player: 0, moves, summary: { moves: 200, bestMoves: 67, totalEquityLost: 1000, meanEquityLost: 5, biggestMisses: [...moves].sort((a, b) => b.equityLost - a.equityLost).slice(0, 3) } };
    const reply = analysisMessage(g, 0, [analysis, analysis], false);
    const embed = reply.embeds![0]!;
    const size = (embed.title?.length ?? 0) + (embed.description?.length ?? 0) + embed.fields!.reduce((n, f) => n + f.name.length + f.value.length, 0);
    expect(size).toBeLessThanOrEqual(6000);
    expect(embed.fields!.length).toBeLessThanOrEqual(25);
    for (const f of embed.fields!) expect(f.value.length).toBeLessThanOrEqual(1024);
    expect(embed.description).toContain('Only the costliest misses are listed, to keep this short.');
    expect(embed.description).toContain('Game 1: 67 of 200 moves were the best play; 1000.0 points of equity lost in all (5.0 a move). Biggest misses: ');
    const listed = embed.fields!.flatMap((f) => f.value.split('\n'));
    expect(listed.every((l) => !l.endsWith('best ✓'))).toBe(true);
    // The costliest of all is listed.
    expect(listed.some((l) => l.endsWith('−19.9'))).toBe(true);
    const none = analysisMessage(g, 0, [{ player: 0, moves: [], summary: { moves: 0, bestMoves: 0, totalEquityLost: 0, meanEquityLost: 0, biggestMisses: [] } }], true);
    expect(none.embeds![0]!.description!.split('\n\n')[0]).toBe(`${g.players[0]!.name}'s game: no moves to look at.`);
    expect(analysisMessage(g, 0, [{ player: 0, moves: [], summary: { moves: 0, bestMoves: 0, totalEquityLost: 0, meanEquityLost: 0, biggestMisses: [] } }], false).embeds![0]!.description!.split('\n\n')[0]).toBe('Your game: no moves to look at.');
    expect(none.ephemeral).toBe(false);
  });
});
