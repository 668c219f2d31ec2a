/**
 * Computer against computer through the hub: a game (or two-game match) opened, seated
 * and dealt through the game service on a memory store, every seat a computer seat, and
 * played by the hub's computer player until it is over, its boards shown nowhere. So a
 * self-play seat decides what a computer seat in a channel decides (a play that went out
 * let stand, a challenge, the next game of a match), in the one place that decides it.
 * The command line's self-play, the AI benchmark and the leave training play here.
 */
import { isDeepStrictEqual } from 'node:util';
import { decide, engineContext, type AiOptions, type PlayerKind } from '../ai/player.js';
import type { PlayGame, Seat, SelfPlayOptions } from '../ai/selfplay.js';
import type { Rules } from '../engine/index.js';
import { languageOfAlphabet, languageOfTileSet } from '../engine/languages.js';
import type { WordGraph } from '../lexicon/index.js';
import { createHub } from './hub.js';
import { openStore } from './open.js';
import type { ChannelPoster, Dictionaries, User } from './ports.js';
import { newComputer, type LevelId } from './seats.js';
import type { GameService } from './service.js';
import type { ThinkJob, Thinker, ThinkResults } from './think.js';

const CHANNEL = 'selfplay';

/** Shows nothing: a self-play game has nobody to show it to. Message ids are made up, so the publisher's bookkeeping runs as in a channel. */
class NoPoster implements ChannelPoster {
  private ids = 0;
  async postTurn(): Promise<string> {
    return `board-${++this.ids}`;
  }
  async fillTurn(_channelId: string, target: { messageId: string }): Promise<string> {
    return target.messageId;
  }
  async deleteMessage(): Promise<void> {}
  async abandonAnswer(): Promise<void> {}
  async remind(): Promise<void> {}
  async postLobby(): Promise<string> {
    return `lobby-${++this.ids}`;
  }
  async editLobby(): Promise<void> {}
  async retireBoard(): Promise<void> {}
  async openThread(): Promise<string> {
    return `thread-${++this.ids}`;
  }
  async editSummary(): Promise<void> {}
  async renameThread(): Promise<void> {}
  async archiveThread(): Promise<void> {}
}

/** The one word list of a self-play game, under the name its rules give it. */
function oneList(name: string, lexicon: WordGraph): Dictionaries {
  const finder = engineContext(lexicon).finder!;
  return { names: () => [name], defaultName: () => name, languageOf: () => languageOfAlphabet(lexicon.alphabet.id), lexicon: async () => lexicon, finder: async () => finder };
}

/**
 * Thinks for the seats by their place at the table, each with its own kind and options
 * (a kind no level has, such as greedy; a leave table in training), and tells `onTurn`
 * of each turn chosen.
 */
class SeatThinker implements Thinker {
  private readonly options: AiOptions[];

  constructor(private readonly seats: readonly Seat[], private readonly opts: SelfPlayOptions) {
    this.options = seats.map((s) => ({
      lexicon: opts.lexicon,
      ...(s.table ? { table: s.table } : {}),
      ...(opts.endgameMs !== undefined ? { endgameMs: opts.endgameMs } : {}),
      ...(opts.endgameNodes !== undefined ? { endgameNodes: opts.endgameNodes } : {}),
      ...(opts.endgame !== undefined ? { endgame: opts.endgame } : {}),
    }));
  }

  async think<K extends ThinkJob['kind']>(job: Extract<ThinkJob, { kind: K }>): Promise<ThinkResults[K]> {
    if (job.kind !== 'decide') throw new Error(`a self-play seat is asked only for its decisions, not for ${job.kind}`);
    const { state, player } = job;
    const onTurn = this.opts.onTurn;
    const action = decide(state, player, this.seats[player]!.kind, this.options[player]!, onTurn && ((choice) => onTurn(state, player, choice)));
    return action as ThinkResults[K];
  }

  async close(): Promise<void> {}
}

/** A seat's level in its id, so the hub acts for it. Greedy has none: its seat borrows one (the thinker answers by seat, never by level). */
const levelOf = (kind: PlayerKind): LevelId => (kind === 'greedy' ? 'strong' : kind);

/** Plays a game from the seed to its end (or a match's end): seat 0 starts game 1, and the other seat game 2 of a match. */
export const playHubGame: PlayGame = async (rules, seats, seed, opts) => {
  const limit = opts.maxActions ?? 1000;
  const errors: unknown[] = [];
  const hub = createHub({
    store: await openStore('memory://'),
    dictionaries: oneList(rules.lexicon, opts.lexicon),
    thinker: new SeatThinker(seats, opts),
    gameSeed: () => seed,
    firstSeat: 0,
    computerDelayMs: 0,
    // What went wrong comes back to the caller as it was thrown (an onTurn's own error, say).
    log: (part, what, e) => errors.push(e instanceof Error ? e : new Error(`${part}: ${what} failed: ${String(e)}`)),
  }, { poster: new NoPoster() });
  let actions = 0;
  hub.games.events.on('turn-applied', () => {
    // A game that does not end is a bug: the computer stops, and the game is reported below.
    if (++actions > limit) void hub.computer.stop();
  });
  try {
    await deal(hub.games, rules, seats);
    await hub.idle();
    const read = await hub.games.read(CHANNEL);
    const end = read.ok ? read.value?.game : null;
    if (errors.length > 0) throw errors[0];
    if (end?.status !== 'over') throw new Error(`game ${seed} did not end within ${limit} actions`);
    return { ...end, players: end.players.map((p, i) => ({ ...p, name: opts.names?.[i] ?? `${seats[i]!.kind}${i + 1}` })) };
  } finally {
    await hub.stop();
    await hub.games.store.close();
  }
};

/** The lobby opened by seat 0, the other seats added in order, and the game dealt. */
async function deal(games: GameService, rules: Rules, seats: readonly Seat[]): Promise<void> {
  const host: User = newComputer(levelOf(seats[0]!.kind), []);
  const opened = await games.newLobby(CHANNEL, null, host, { preset: rules.preset, language: languageOfTileSet(rules.tileSet), lexicon: rules.lexicon, challenge: rules.challenge, maxPlayers: rules.maxPlayers });
  if (!opened.ok) throw new Error(`self-play lobby refused: ${opened.error.code}`);
  for (const seat of seats.slice(1)) {
    const added = await games.addComputer(CHANNEL, host, levelOf(seat.kind));
    if (!added.ok) throw new Error(`self-play seat refused: ${added.error.code}`);
  }
  // The rules are the lobby's, made from the preset's: anything else could not be dealt in a channel either.
  const lobbyRules = opened.value.lobby!.rules;
  if (!isDeepStrictEqual({ ...lobbyRules, firstPlayer: rules.firstPlayer }, rules)) {
    throw new Error(`self-play rules are not a preset's with a word list, a challenge rule and a seat limit: ${JSON.stringify(rules)}`);
  }
  const started = await games.start(CHANNEL, host);
  if (!started.ok) throw new Error(`self-play deal refused: ${started.error.code}`);
}
