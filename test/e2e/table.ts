/**
 * Plays a game over the wire: each action is a real interaction sent through the fake
 * Discord; what to play comes from the move generator on the state in the bot's sqlite file.
 */
import type { APIUser } from 'discord-api-types/v10';
import type { InteractionHandle, RecordedMessage } from '../discord-api/server.js';
import { IDS } from '../../src/bot/present.js';
import { BLANK, COLUMNS, isBlankOnBoard, showTiles, takeTiles, typedNotation, withTiles, type GameState } from '../../src/engine/index.js';
import { alphabetFor, DEFAULT_CACHE_DIR, listAlphabets, loadLexicon } from '../../src/lexicon/index.js';
import { LANGUAGE_IDS } from '../../src/lexicon/sources.js';
import { StaleWriteError } from '../../src/games/store.js';
import { MoveGenerator } from '../../src/movegen/index.js';
import { rackLeaks } from './checks.js';
import type { Stage } from './harness.js';

const generators = new Map<string, MoveGenerator>();
export function generator(lexicon: string): MoveGenerator {
  let gen = generators.get(lexicon);
  if (!gen) {
    // A language's list in its own letters, as the bot loads it.
    const alphabet = alphabetFor(lexicon, listAlphabets({ ...process.env, LANGUAGES: LANGUAGE_IDS.join(',') }));
    generators.set(lexicon, (gen = new MoveGenerator(loadLexicon(lexicon, { cacheDir: DEFAULT_CACHE_DIR, alphabet }))));
  }
  return gen;
}

export type Command = [sub: string, options: Record<string, string>];

/**
 * The best play for the player to act, or an exchange or pass the rules allow. Stuck, or
 * after six turns with no play where only agreement ends the game: the end, or resigning.
 */
export function nextCommand(g: GameState): Command {
  const rack = g.racks[g.turn]!;
  const idle = g.history.slice(-6);
  if (g.rules.end.byAgreement && idle.length === 6 && idle.every((e) => e.type === 'exchange' || e.type === 'pass')) return ['end', {}];
  const [best] = generator(g.rules.lexicon).best(g.board, rack, g.rules, 1);
  // Typed as a player would, with the tiles' faces: Spanish CH as the letters C and H.
  if (best) return ['play', { move: showTiles(typedNotation(best.notation)) }];
  const swapped = g.rules.blankSwap ? blankSwapPlay(g) : null;
  if (swapped) return ['play', swapped];
  const least = g.rules.exchange === 'bagHoldsSeven' ? 7 : g.rules.exchange === 'wholeRackOnly' ? rack.length : 1;
  if (g.bag.length >= least) return ['exchange', { tiles: showTiles(g.rules.exchange === 'wholeRackOnly' ? rack : rack.slice(0, Math.min(rack.length, g.bag.length))) }];
  if (g.rules.passAllowed) return ['pass', {}];
  return [g.rules.end.byAgreement ? 'end' : 'resign', {}];
}

/** Club rules: a play that takes a blank off the board first, and plays it. */
function blankSwapPlay(g: GameState): Record<string, string> | null {
  const rack = g.racks[g.turn]!;
  for (const [row, line] of g.board.entries()) {
    for (const [col, ch] of [...line].entries()) {
      const left = isBlankOnBoard(ch) ? takeTiles(rack, ch.toUpperCase()) : null;
      if (left === null) continue;
      const board = withTiles(g.board, [{ row, col, ch: ch.toUpperCase() }]);
      const play = generator(g.rules.lexicon).allPlays(board, left + BLANK, g.rules).find((p) => p.placement.tiles.some((t) => t.blank));
      if (play) return { move: typedNotation(play.notation), swap: `${COLUMNS[col]}${row + 1}` };
    }
  }
  return null;
}

export const TURN_TIMEOUT_MS = 30_000;

export class Table {
  /** The latest public board message. */
  lastBoard: RecordedMessage | undefined;
  /** Every message the bot sent for this table's interactions. */
  readonly messages: RecordedMessage[] = [];
  readonly leaks: string[] = [];
  /** Every accepted action, in order. */
  readonly acted: InteractionHandle[] = [];
  turns = 0;
  /** Every interaction this table sent, answered or not. */
  readonly sent: InteractionHandle[] = [];
  private challenged = false;

  constructor(
    readonly stage: Stage,
    readonly channel: string,
    readonly players: APIUser[],
    /** Press Challenge once on a good play, where the rules allow challenges. */
    private readonly challengeOnce = false,
  ) {}

  get fake() {
    return this.stage.fake;
  }

  user(id: string): APIUser {
    const u = this.fake.world.users.get(id);
    if (!u) throw new Error(`no user ${id}`);
    return u;
  }

  /** Changes the game in the bot's store between two interactions, as a scripted deal would; resolves with the game as stored. */
  async setGame(change: (g: GameState) => GameState): Promise<GameState> {
    // The bot may still be writing its bookkeeping for the last answer (what it delivered): try again on a stale write.
    for (let attempt = 1; ; attempt++) {
      try {
        await this.stage.store.update(this.channel, async (r) => ({ next: { ...r!, game: change(r!.game!) }, result: null }));
        return this.game();
      } catch (e) {
        if (!(e instanceof StaleWriteError) || attempt >= 10) throw e;
      }
    }
  }

  async game(): Promise<GameState> {
    const g = (await this.stage.record(this.channel))?.game;
    if (!g) throw new Error(`no game in ${this.channel}`);
    return g;
  }

  slash(user: APIUser, sub: string, options: Record<string, string | number> = {}): InteractionHandle {
    const h = this.fake.slash(user, this.channel, 'scrabble', sub, options);
    this.sent.push(h);
    return h;
  }

  press(user: APIUser, customId: string, on: RecordedMessage | undefined = this.lastBoard): InteractionHandle {
    if (!on) throw new Error('no board to press on');
    const h = this.fake.button(user, on.messageId, customId);
    this.sent.push(h);
    return h;
  }

  /** Opens a lobby of `preset`, seats every player (with ages when the youngest starts) and deals. */
  async open(preset: string, options: Record<string, string | number> = {}): Promise<void> {
    const [host, ...rest] = this.players;
    const duel = preset === 'duel';
    await this.expectPublic(this.slash(host!, 'new', { preset, ...options }));
    if (duel) await this.expectPrivate(this.slash(host!, 'join', { age: 40 }));
    // Joins are answered privately; the one lobby message shows the list.
    for (const [i, p] of rest.entries()) await this.expectPrivate(this.slash(p, 'join', duel ? { age: 11 + i } : {}));
    await this.expectTurn(this.slash(host!, 'start'));
  }

  /** Waits for a public answer (no board). */
  async expectPublic(handle: InteractionHandle): Promise<RecordedMessage> {
    const m = await handle.waitForMessage((x) => !x.ephemeral, TURN_TIMEOUT_MS);
    this.messages.push(...handle.messages);
    return m;
  }

  /** Waits for the private answer (a refusal, a rack) of an interaction and returns its text. */
  async expectPrivate(handle: InteractionHandle): Promise<string> {
    const m = await handle.waitForMessage(() => true, TURN_TIMEOUT_MS);
    if (!m.ephemeral) throw new Error(`expected a private answer, got a public message: ${m.content}`);
    this.messages.push(...handle.messages);
    return m.content;
  }

  /**
   * Waits for the public board of an accepted action and, while the game goes on, the
   * actor's rack (sent last, so the handler is done: "Your new rack." after a play or an
   * exchange, the rack alone after a pass or a challenge); then checks no rack went public.
   */
  async expectTurn(handle: InteractionHandle, withRack = true): Promise<RecordedMessage> {
    try {
      return await this.turnShown(handle, withRack);
    } catch (e) {
      throw new Error(`${this.describe(handle)}: ${(e as Error).message}`, { cause: e });
    }
  }

  /** An interaction and what came of it, for failure messages. */
  describe(handle: InteractionHandle): string {
    const payload = handle.payload as { data?: { name?: string; custom_id?: string; options?: unknown } };
    const sent = JSON.stringify(payload.data?.custom_id ?? payload.data?.options);
    const answers = handle.messages.map((m) => `${m.ephemeral ? 'private' : 'public'} "${m.content}"`).join('; ');
    return `${handle.state.user.username} ${sent} in ${this.channel}: callback ${handle.state.callback?.type ?? 'none'}, answers [${answers}]; bot stderr: ${this.stage.stderr.slice(-2000)}`;
  }

  private async turnShown(handle: InteractionHandle, withRack: boolean): Promise<RecordedMessage> {
    const first = await handle.waitForMessage(() => true, TURN_TIMEOUT_MS);
    if (first.ephemeral) throw new Error('refused');
    const board = await handle.waitForMessage((m) => !m.ephemeral && m.attachments.some((a) => a.name === 'board.png'), TURN_TIMEOUT_MS);
    const g = await this.game();
    const mover = g.players.findIndex((p) => p.id === handle.state.user.id);
    if (withRack && g.status === 'playing' && mover >= 0 && !g.resigned[mover]) {
      await handle.waitForMessage((m) => m.ephemeral && /^(Your new rack\.\n)?Your rack: /.test(m.content), TURN_TIMEOUT_MS);
    }
    this.lastBoard = board;
    this.acted.push(handle);
    this.messages.push(...handle.messages);
    if (g.status === 'playing') this.leaks.push(...rackLeaks(handle.messages, g.racks));
    this.turns += 1;
    return board;
  }

  /**
   * Interactions sent at the same instant where exactly one may apply: returns the one
   * that got the public board and the private refusal of every other.
   */
  async race(
    handles: InteractionHandle[],
    settle: (h: InteractionHandle) => Promise<unknown> = (h) => this.expectTurn(h),
  ): Promise<{ winner: InteractionHandle; refusals: string[] }> {
    const first = await Promise.all(handles.map((h) => h.waitForMessage(() => true, TURN_TIMEOUT_MS)));
    const winners = handles.filter((_, i) => !first[i]!.ephemeral);
    if (winners.length !== 1) throw new Error(`${winners.length} of ${handles.length} simultaneous actions applied`);
    await settle(winners[0]!);
    const refusals = await Promise.all(handles.filter((h) => h !== winners[0]).map((h) => this.expectPrivate(h)));
    return { winner: winners[0]!, refusals };
  }

  /** Sends the next action of the game, by whoever is to make it, without waiting. */
  sendNext(g: GameState): InteractionHandle {
    const actor = this.user(g.players[g.turn]!.id);
    if (g.status === 'between-games') return this.press(actor, IDS.nextGame);
    if (g.endProposal) {
      const agrees = g.players.findIndex((_, i) => i !== g.endProposal!.by && !g.endProposal!.accepted.includes(i) && !g.resigned[i]);
      return this.press(this.user(g.players[agrees]!.id), IDS.endAccept);
    }
    // A play that went out waits for the next player to let it stand.
    if (g.pending?.wentOut) return this.press(actor, IDS.accept);
    const [sub, options] = nextCommand(g);
    return sub === 'pass' ? this.press(actor, IDS.pass) : this.slash(actor, sub, options);
  }

  /** Sends the next action and waits for it to be shown. */
  async step(): Promise<GameState> {
    const g = await this.game();
    if (g.status === 'playing' && g.pending && !g.pending.wentOut && this.challengeOnce && !this.challenged) {
      this.challenged = true;
      const board = await this.expectTurn(this.press(this.user(g.players[g.turn]!.id), IDS.challenge));
      if (!/ challenged .+: (it is a word|both are words|all are words), so .+'s play stands\./.test(board.embeds[0]?.description ?? '')) throw new Error(`challenge not shown: ${board.embeds[0]?.description}`);
    } else {
      await this.expectTurn(this.sendNext(g));
    }
    return this.game();
  }

  /** Plays until the game (or match) is over. */
  async playOut(maxTurns = 200): Promise<GameState> {
    for (let i = 0; i < maxTurns; i++) {
      const g = await this.game();
      if (g.status === 'over') return g;
      await this.step();
    }
    const g = await this.game();
    throw new Error(`${this.channel} (${g.rules.preset}): no end in ${maxTurns} turns; last events ${JSON.stringify(g.history.slice(-4))}`);
  }
}

/**
 * Player `p` holds `tiles` (and as many more from the bag as fill the rack to `size`),
 * every tile staying in the game: the old rack goes to the bag, and a tile another player
 * holds is swapped for one from the bag.
 */
export function giveRack(g: GameState, p: number, tiles: string, size = g.rules.rackSize): GameState {
  const racks = [...g.racks];
  let bag = racks[p]! + g.bag;
  racks[p] = '';
  for (const t of tiles) {
    if (takeTiles(bag, t) === null) {
      const q = racks.findIndex((r) => r.includes(t));
      if (q < 0) throw new Error(`no ${t} left to give`);
      const spare = bag.at(-1)!;
      racks[q] = takeTiles(racks[q]!, t)! + spare;
      bag = bag.slice(0, -1) + t;
    }
    bag = takeTiles(bag, t)!;
    racks[p] += t;
  }
  racks[p] += bag.slice(0, size - tiles.length);
  return { ...g, racks, bag: bag.slice(size - tiles.length) };
}
