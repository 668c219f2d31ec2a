/**
 * The hub, wired once: the game service (the one way in), the publisher (the one way
 * out), the computer player and the sweep of what is due. Every front end (the Discord
 * bot, the command line's self-play) builds it here and supplies only its ports.
 */
import { ClockSweeper } from './clock-sweeper.js';
import { ComputerPlayer } from './computer.js';
import type { ChannelPoster, Dictionaries } from './ports.js';
import { Publisher } from './publisher.js';
import type { LevelId } from './seats.js';
import { GameService } from './service.js';
import type { GameStore } from './store.js';
import type { Thinker } from './think.js';

export interface HubConfig {
  store: GameStore;
  dictionaries: Dictionaries;
  /** Where computer seats think (a worker thread in the bot; this thread in the command line). */
  thinker: Thinker;
  now?: () => number;
  /** Seeds each new game's bag (a game replays the same from its seed). */
  seed?: () => string;
  /** A dealt game's whole seed, and the seat that starts it: see ServiceOptions (self-play). */
  gameSeed?: (channelId: string) => string;
  firstSeat?: number;
  /** CLOCK_SCALE: shortens every pace by this factor. */
  clockScale?: number;
  /** How often the sweep of due clocks and owed messages runs (ms). */
  sweepMs?: number;
  /** Least time from the move a computer answers to its own (ms). */
  computerDelayMs?: number;
  /** A failure that must not undo a saved change: `part` names the hub's part. */
  log?: (part: 'hub' | 'publisher' | 'computer' | 'clock', what: string, error: unknown) => void;
  onComputerMove?: (move: { channelId: string; level: LevelId; ms: number }) => void;
}

export interface HubPorts {
  /** Shows the hub's changes in channels. */
  poster: ChannelPoster;
}

export interface Hub {
  games: GameService;
  publisher: Publisher;
  computer: ComputerPlayer;
  clocks: ClockSweeper;
  /**
   * Goes on where a stop left off: every message still owed is delivered first (in order),
   * then computer seats whose turn it is move, then due clocks are swept (now and every sweepMs).
   */
  start(): Promise<void>;
  /** Resolves once no delivery or computer move is under way. */
  idle(): Promise<void>;
  /** Stops sweeping and moving; what is under way finishes. */
  stop(): Promise<void>;
}

export function createHub(config: HubConfig, ports: HubPorts): Hub {
  const log = config.log ?? (() => {});
  const now = config.now ?? Date.now;
  const games = new GameService(config.store, config.dictionaries, {
    now,
    ...(config.seed ? { seed: config.seed } : {}),
    ...(config.gameSeed ? { gameSeed: config.gameSeed } : {}),
    ...(config.firstSeat !== undefined ? { firstSeat: config.firstSeat } : {}),
    ...(config.clockScale !== undefined ? { clockScale: config.clockScale } : {}),
    onError: (what, e) => log('hub', what, e),
  });
  const publisher = new Publisher(games, ports.poster, { now, onError: (what, e) => log('publisher', what, e) });
  publisher.attach();
  const computer = new ComputerPlayer(games, config.thinker, {
    delayMs: config.computerDelayMs ?? 0,
    onError: (what, e) => log('computer', what, e),
    ...(config.onComputerMove ? { onMove: config.onComputerMove } : {}),
  });
  computer.attach();
  const clocks = new ClockSweeper(games, ports.poster, publisher, {
    now,
    ...(config.sweepMs !== undefined ? { intervalMs: config.sweepMs } : {}),
    onError: (what, e) => log('clock', what, e),
  });
  return {
    games,
    publisher,
    computer,
    clocks,
    async start() {
      await publisher.sweep().catch((e: unknown) => log('publisher', 'start-up delivery', e));
      await computer.sweep().catch((e: unknown) => log('computer', 'start-up sweep', e));
      clocks.start();
    },
    async idle() {
      do {
        await computer.idle();
        await publisher.idle();
      } while (computer.busy || publisher.busy);
    },
    async stop() {
      await clocks.stop();
      await computer.stop();
      await publisher.idle();
    },
  };
}
