/**
 * Game state to message payloads: what the channel sees after each turn, the lobby,
 * and what a player sees privately. Payloads are plain Discord API JSON, so they can
 * be checked in tests without a client. One module per concept lives in views/; this
 * module gathers what the rest of the bot uses.
 */
export { IDS } from './components/custom-ids.js';
export { LIMITS, fitReply, mention, problemReply } from './views/reply.js';
export type { FileOut, Reply } from './views/reply.js';
export { lobbyMessage, rematchLobbyMessage, startedLobbyMessage } from './views/lobby.js';
export { blankNote, describeLastMove, playWords } from './views/moves.js';
export { dealtLine, turnButtons, turnMessage } from './views/turn.js';
export { clockLine, duration, paceLine, reminderMessage } from './views/clock.js';
export { gamesMessage } from './views/games.js';
export { verdictMessage } from './views/judge.js';
export { archivedFile, historyMessage, leaderboardMessage, settingsMessage, statsMessage } from './views/stats.js';
export { bagMessage, exchangePicker, rackMessage, rackWords } from './views/rack.js';
export { exportFile, matchGameTitle, recordFileName } from './views/export.js';
export { summaryMessage, threadName, threadSettingMessage } from './views/thread.js';
