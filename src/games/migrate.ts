/**
 * Stored games from older schemas are migrated on load, never dropped. Each step
 * takes a record of schema N to N+1.
 */
import { SCHEMA_VERSION, type GameState } from '../engine/index.js';
import { RECORD_SCHEMA, type ChannelRecord } from './record.js';

type Json = Record<string, unknown>;

/**
 * Game state schema 1 had no resignations (two-player only), a single-player end
 * proposal, no record of the opening draw, no per-game records in a match, and at
 * most one lost turn pending per player.
 */
function gameV1toV2(g: Json): Json {
  const players = (g.players as unknown[]) ?? [];
  const proposal = g.endProposal as { by: number } | null | undefined;
  const match = g.match as Json | null | undefined;
  return {
    ...g,
    schema: 2,
    resigned: players.map(() => false),
    skipNext: ((g.skipNext as unknown[]) ?? players.map(() => false)).map((lost) => (lost ? 1 : 0)),
    openingDraw: null,
    endProposal: proposal ? { by: proposal.by, accepted: [] } : null,
    match: match ? { ...match, records: (match.games as unknown[]).map(() => []) } : null,
  };
}

/**
 * Rules stored before `endScoring` existed were all played by the box rule (each loses
 * their own rack, the player out gains the others'): they keep it, whichever preset they
 * came from, so a game saved then and finished now ends as it was begun.
 */
export function withEndScoring(rules: unknown): unknown {
  if (rules === null || typeof rules !== 'object' || 'endScoring' in rules) return rules;
  return { ...rules, endScoring: 'box' };
}

/** Game state schema 2 had no end scoring in its rules. */
function gameV2toV3(g: Json): Json {
  return { ...g, schema: 3, rules: withEndScoring(g.rules) };
}

/**
 * Schema 3 kept the last move as a line of English (`lastMove.text`: "passed", "exchanged 3",
 * "8D TIKET withdrawn", "challenged 8D QI: valid", "forfeited on time"); schema 4 keeps what
 * it said as data (the play's notation, the count exchanged, why a player left), worded by the bot.
 */
export function lastMoveV3toV4(last: unknown): unknown {
  if (last === null || typeof last !== 'object' || !('text' in last)) return last;
  const { text, ...rest } = last as Json & { text: unknown; kind?: unknown };
  const said = typeof text === 'string' ? text : '';
  switch (rest.kind) {
    case 'place': return { ...rest, move: said };
    case 'withdrawn': return { ...rest, move: said.replace(/ withdrawn$/, '') };
    case 'challenge': return { ...rest, move: said.replace(/^challenged /, '').replace(/: valid$/, '') };
    case 'exchange': {
      const count = Number(/\d+/.exec(said)?.[0]);
      return Number.isInteger(count) ? { ...rest, count } : rest;
    }
    case 'resign': return { ...rest, reason: said === 'forfeited on time' ? 'forfeit' : 'resigned' };
    default: return rest;
  }
}

function gameV3toV4(g: Json): Json {
  return { ...g, schema: 4, lastMove: lastMoveV3toV4(g.lastMove ?? null) };
}

const GAME_STEPS: Record<number, (g: Json) => Json> = { 1: gameV1toV2, 2: gameV2toV3, 3: gameV3toV4 };

/** Applies steps until `raw` has the `target` schema; refuses a schema newer than this bot. */
function upgrade(raw: Json, steps: Record<number, (x: Json) => Json>, target: number, what: string): Json {
  let x = raw;
  let schema = typeof x.schema === 'number' ? x.schema : 1;
  while (schema < target) {
    const step = steps[schema];
    if (!step) throw new Error(`No migration from ${what} schema ${schema}`);
    x = step(x);
    schema = x.schema as number;
  }
  if (schema > target) throw new Error(`${what} schema ${schema} is newer than this bot (${target})`);
  return x;
}

export function migrateGame(raw: Json): GameState {
  return upgrade(raw, GAME_STEPS, SCHEMA_VERSION, 'Game') as unknown as GameState;
}

/** Record schema 1 did not know the channel's server: it stays unknown (null). */
function recordV1toV2(r: Json): Json {
  return { ...r, schema: 2, guildId: null };
}

/** Record schema 2: a lobby's rules had no end scoring (the game's own rules are migrated with the game). */
function recordV2toV3(r: Json): Json {
  const lobby = r.lobby as Json | null | undefined;
  return { ...r, schema: 3, lobby: lobby ? { ...lobby, rules: withEndScoring(lobby.rules) } : (lobby ?? null) };
}

/**
 * Record schema 3: no lobby was a rematch, so none offers seats and nothing is added. The
 * step is a version mark: a process that knows only schema 3 refuses a rematch's lobby
 * rather than seat someone in a seat kept for another player.
 */
function recordV3toV4(r: Json): Json {
  return { ...r, schema: 4 };
}

/**
 * Record schema 4 kept a time-out's board that was not yet posted in its clock
 * (`clock.unposted`); schema 5 keeps every owed message in the record's outbox. Such a
 * board becomes the outbox's one entry, so whoever loads the record posts it.
 */
function recordV4toV5(r: Json): Json {
  const clock = r.clock as (Json & { unposted?: { historyLength: number; at: number } }) | undefined;
  if (!clock?.unposted) return { ...r, schema: 5 };
  const { unposted, ...kept } = clock;
  const owed = { kind: 'board', id: `time-out:${unposted.historyLength}`, at: unposted.at, from: { historyLength: unposted.historyLength, status: 'playing' } };
  return { ...r, schema: 5, clock: kept, outbox: [owed] };
}

/**
 * Record schema 5: every game lived in the channel it was opened in, so no record is a
 * thread's and none owes a summary. The step is a version mark: a process that knows only
 * schema 5 refuses a thread's record (its outbox may hold a summary it cannot deliver).
 */
function recordV5toV6(r: Json): Json {
  return { ...r, schema: 6 };
}

/** Steps for the channel record's own shape. */
const RECORD_STEPS: Record<number, (r: Json) => Json> = { 1: recordV1toV2, 2: recordV2toV3, 3: recordV3toV4, 4: recordV4toV5, 5: recordV5toV6 };

export function migrateRecord(raw: Json): ChannelRecord {
  const r = upgrade(raw, RECORD_STEPS, RECORD_SCHEMA, 'Record');
  const game = r.game ? migrateGame(r.game as Json) : null;
  return { ...(r as unknown as ChannelRecord), guildId: (r.guildId as string | null | undefined) ?? null, game };
}
