/**
 * What the Activity's page is sent about a channel's game: the public view (board,
 * premiums, scores, bag count, whose turn, the last move), the turn clock, the bot's own
 * sentence for the last move and the game's state, and, for a player only, their rack.
 * `version` is the game's step (its history's length): an action names the step it was
 * decided on, and is refused as stale if the game moved on meanwhile.
 */
import { alphabetOf, face, publicView, type PublicView, type TileSetId } from '../engine/index.js';
import type { ActivityView } from './protocol.js';
import { clockView } from '../games/clock.js';
import { seatOf } from '../games/policy.js';
import type { ChannelRecord } from '../games/record.js';
import { isComputerId } from '../games/seats.js';
import { clockLine } from '../bot/views/clock.js';
import { lastMoveLine } from '../bot/views/moves.js';
import { words } from '../bot/words/index.js';

export type { ActivityView } from './protocol.js';

export function activityView(channelId: string, record: ChannelRecord | null, userId: string, now: number): ActivityView {
  const game = record?.game;
  if (!game) {
    const lobby = record?.lobby;
    return lobby
      ? { channelId, state: 'lobby', version: 0, seat: -1, lobbyPlayers: lobby.players.map((p) => p.name) }
      : { channelId, state: 'none', version: 0, seat: -1 };
  }
  const view = publicView(game);
  const seat = seatOf(game, userId);
  const clock = clockView(record.clock, now);
  return {
    channelId,
    state: game.status,
    version: game.history.length,
    board: view.board,
    premiums: view.premiums,
    values: view.values,
    alphabet: tilesOf(game.rules.tileSet),
    players: view.players.map((p, i) => ({ name: p.name, score: p.score, rackCount: p.rackCount, computer: isComputerId(p.id), you: i === seat })),
    turn: view.turn,
    bagCount: view.bagCount,
    lastSquares: lastSquares(game.lastMove),
    lastMove: lastMoveLine(game),
    challengeOpen: view.challengeOpen,
    endProposedBy: game.endProposal?.by ?? null,
    endWaitsForYou: !!game.endProposal && seat >= 0 && seat !== game.endProposal.by && !game.endProposal.accepted.includes(seat) && !game.resigned[seat],
    endByAgreement: game.rules.end.byAgreement,
    result: game.result ? words.moves.result(game) : null,
    clock: clock ? clockLine(game, clock) : null,
    seat,
    ...(seat >= 0 ? { rack: game.racks[seat]! } : {}),
  };
}

/** The tile set's letters with their faces, for the page to draw tiles and offer a blank's letters. */
function tilesOf(tileSet: TileSetId): [string, string][] {
  const a = alphabetOf(tileSet);
  return [...a.letters].map((l) => [l, face(a, l)]);
}

function lastSquares(m: PublicView['lastMove']): [number, number][] {
  return (m?.squares ?? []).map((t) => [t.row, t.col]);
}
