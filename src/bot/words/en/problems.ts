/** Refusals in English: the engine's error codes and the hub's problems, each a sentence; the choices of /scrabble new. */
import type { ProblemWords } from '../types.js';
import { escapeMarkdown, visible } from '../text.js';
import { list, quote, tileNames } from './common.js';
import { languages, lexiconName, presets } from './presets.js';

const languageName = (id: string | undefined) => (id !== undefined && Object.hasOwn(languages, id) ? languages[id as keyof typeof languages] : quote(id ?? ''));
const presetName = (id: string | undefined) => (id !== undefined && Object.hasOwn(presets, id) ? presets[id as keyof typeof presets].short : quote(id ?? ''));

const engine: ProblemWords['engine'] = {
  'bad-notation': () => 'Write a play as a square and a word, like `8H QUIZ` (across) or `H8 QUIZ` (down).',
  'bad-position': (e) => `${quote(e.detail ?? '')} is not a square. Use a row 1-15 and a column A-O: \`8H\` reads across, \`H8\` reads down.`,
  'bad-word': (e) => `${quote(e.detail ?? '')} is not a word I can read. Use letters, \`.\` for a tile already on the board, and \`?\` before a letter you play with a blank.`,
  'off-board': () => 'That word runs off the edge of the board.',
  'no-new-tiles': () => 'That play puts no new tile on the board.',
  'playthrough-mismatch': (e) => `That word does not match the tiles already on the board${e.detail ? ` (${visible(e.detail.replace(':', ' has '))})` : ''}.`,
  'dot-on-empty-square': () => 'A `.` stands for a tile already on the board, but that square is empty.',
  'gap-in-word': () => 'All the tiles you place must make one unbroken word in one row or column.',
  'word-extends': () => 'Write the whole word, including the tiles already on the board that touch it at either end.',
  'first-play-center': () => 'The first play must cover the centre square, H8.',
  'first-play-too-short': () => 'The first word needs at least two letters.',
  'not-connected': () => 'Your play must touch a tile already on the board.',
  'tiles-not-in-rack': (e) => `${e.missing
    ? `You're missing ${tileNames(e.missing)}${e.missing === e.tiles ? '' : ` for ${quote(e.tiles ?? '')}`}`
    : `You don't have the tiles for that: ${quote(e.tiles ?? '')}`} (a blank is written with \`?\` before its letter).`,
  'invalid-words': (e) => `${list((e.words ?? []).map((w) => visible(w)))} ${(e.words?.length ?? 0) > 1 ? 'are not words' : 'is not a word'} in this game's dictionary. Nothing was placed.`,
  'blank-swap-not-allowed': (e) => (e.detail ? `There is no blank on ${quote(e.detail)} to swap.` : 'Blank swaps are not part of these rules.'),
  'blank-swap-unused': () => 'After taking a blank from the board, you must play it in the same turn.',
  'game-not-started': () => 'The game has not started yet.',
  'game-over': () => 'This game is over. Start a new one with `/scrabble new`.',
  'not-your-turn': (e) => (e.detail ? `It's **${escapeMarkdown(visible(e.detail))}**'s turn, not yours.` : "It's not your turn."),
  'not-a-player': () => "You're not playing in this game.",
  'pass-not-allowed': () => 'These rules have no pass. Play a word or exchange tiles.',
  'exchange-bag-too-small': (e) => ((e.limit ?? 1) <= 1
    ? "You can't exchange now: the bag is empty."
    : `You can't exchange ${e.limit} tiles: each tile you put back is replaced from the bag, and it holds fewer than ${e.limit}.`),
  'exchange-bag-below-minimum': (e) => `No exchanges now: these rules allow an exchange only while the bag holds at least ${e.limit ?? 7} tiles.`,
  'exchange-whole-rack-only': () => 'Under these rules you can only exchange your whole rack.',
  'exchange-empty': () => 'Say which tiles to exchange, like `/scrabble exchange tiles:QV`.',
  'exchange-tiles-not-in-rack': (e) => (e.tiles ? `You don't have ${quote(e.tiles)} on your rack.` : "You don't have those tiles on your rack."),
  'no-challenge-window': () => 'There is no play to challenge right now: the window closes when the next player acts.',
  'cannot-challenge-own-play': () => "You can't challenge your own play.",
  'challenge-not-allowed': () => 'These rules have no challenges: every word is checked before it is placed.',
  'lexicon-required': () => 'This game has no dictionary loaded, so words cannot be checked.',
  'agreement-not-allowed': () => 'These rules do not end a game by agreement.',
  'no-end-proposal': () => 'Nobody has proposed to end the game. Use `/scrabble end` to propose it.',
  'own-end-proposal': () => 'You proposed the end; the other player must accept it.',
  'end-already-proposed': () => 'You have already agreed to end the game.',
  'must-decide-challenge': () => 'The last play went out. Challenge it or let it stand first.',
  'not-between-games': () => 'The next game of the match can only start after the first one ends.',
  'too-few-players': (e) => `These rules need at least ${e.limit} players.`,
  'too-many-players': (e) => `These rules allow at most ${e.limit} players.`,
  'duplicate-player': () => 'A player cannot join twice.',
  'ages-required': () => 'Every player must give their age when they join: the youngest starts.',
  'bad-first-player': () => 'The first player must be one of the players.',
  'unknown-schema': () => 'This game was saved by a newer version of the bot.',
};

const hub: ProblemWords['hub'] = {
  'no-game': () => 'There is no game in this channel. Start one with `/scrabble new`.',
  'game-already-running': () => 'A game is already running in this channel.',
  'lobby-already-open': () => 'A game is already gathering players here. Join it with `/scrabble join`.',
  'no-lobby': () => 'There is no game waiting for players here. Open one with `/scrabble new`.',
  'already-joined': () => "You're already in this game.",
  'not-in-lobby': () => "You're not in this game's lobby.",
  'lobby-full': (p) => `This game is full (${p.limit} players).`,
  'seats-kept': () => 'The seats left are kept for the players of the last game until they join or decline the rematch.',
  'not-host': () => 'Only the host who opened the game can start it.',
  'host-cannot-leave': () => 'The host cannot leave the lobby. Use `/scrabble cancel` to call the game off.',
  'age-needed': () => 'These rules start with the youngest player: join with your age, like `/scrabble join age:12`. It is only used to pick who starts and is not kept.',
  'bad-age': () => 'Give your age as a whole number of years, from 1 to 120.',
  spectator: () => "You're watching this game: only its players can do that.",
  'game-not-over': () => 'The game record can be exported once the game is over.',
  'unknown-preset': (p) => `There is no rule set called ${quote(p.detail ?? '')}. Pick one from the list.`,
  'unknown-lexicon': (p) => `There is no dictionary called ${quote(p.detail ?? '')} on this bot. ${p.options?.length
    ? `Installed: ${list(p.options.map((o) => quote(o)))}.`
    : 'Pick one from the list.'}`,
  'unknown-language': (p) => `I don't play Scrabble in ${quote(p.detail ?? '')}. Pick a language from the list.`,
  'preset-not-in-language': (p) => `The ${presetName(p.detail)} rules are played with English tiles only. Pick other rules for a game in ${languageName(p.language)}.`,
  'lexicon-not-in-language': (p) => `${quote(p.detail ?? '')} is a dictionary in ${languageName(p.listLanguage)}, and this game is in ${languageName(p.language)}. Pick a dictionary in ${languageName(p.language)}, or leave the dictionary out to play with the usual one.`,
  'lexicon-not-ready': (p) => {
    // A language's list by its name; a host's list (only Hunspell lists are made today) as given, quoted.
    const id = p.detail ?? '';
    const name = lexiconName(id) === id ? quote(id) : lexiconName(id);
    return `The ${name} word list is still being prepared: the bot makes it from its dictionary after starting, which takes up to a minute. Try again shortly.`;
  },
  'judge-in-game': () => 'You play in the game in this channel, so I can\'t judge words here: whether a word is good is what a challenge decides. Spectators may ask, and anyone may once the game is over.',
  'judge-no-words': () => 'Give me one or more words to judge, separated by spaces or commas, like `QI ZA`.',
  'judge-not-letters': (p) => `${quote(p.detail ?? '')} is not a word I can judge: write words with the letters on the tiles only, with spaces or commas between them.`,
  'judge-too-many-words': (p) => `I judge at most ${p.limit} words at a time, the most one play can form.`,
  'judge-word-too-long': (p) => `${quote(p.detail ?? '')} is longer than ${p.limit} letters, the most a row of the board holds.`,
  'cannot-cancel': () => 'Only the host or a member who can manage messages can cancel the game.',
  'missing-permissions': (p) => `I can't post the board here: I need the ${p.detail} permission${p.detail?.includes(' and ') ? 's' : ''} in this channel. Ask a server admin to grant ${p.detail?.includes(' and ') ? 'them' : 'it'}.`,
  'use-resign': () => 'The game has already started, so there is no lobby to leave. To stop playing, use `/scrabble resign`.',
  resigned: () => 'You resigned from this game, so you can no longer act in it. You can still watch.',
  stale: () => 'Someone else changed this game at the same moment, so yours was not applied. Look at the newest board and try again.',
  'old-board': () => 'That board is no longer the current one: use the buttons on the newest board below, or `/scrabble board` to post it again.',
  'store-unavailable': () => "I couldn't reach the game store, so nothing was saved and nothing changed. Try again in a moment.",
  interrupted: () => 'The bot restarted before it could do this, so nothing changed. Try again.',
  restarting: () => "I'm restarting; try again in a moment. Nothing changed.",
  'unknown-command': () => "I don't know that command. Type `/scrabble` to see the list.",
  'nudge-own-turn': () => "It's your own turn: no one to nudge.",
  'nudge-computer': () => 'The computer moves on its own, within a few seconds: no need to nudge it.',
  'nudge-too-soon': (p) => `Someone nudged in this channel a moment ago. Try again in ${p.limit ?? 1} minute${p.limit === 1 ? '' : 's'}.`,
  'no-archived-game': () => 'There is no finished game with that number in this server\'s history. See the list with `/scrabble history`.',
  'replay-outdated': () => 'This replay\'s buttons are from an older version of the bot. Start the replay again with `/scrabble history game:<number> replay:Yes`.',
  'replay-gone': () => 'That game is no longer in this server\'s history, so it cannot be replayed. See the games kept with `/scrabble history`.',
  'replay-step': (p) => `That game has no such move (it has ${p.limit ?? 0}). Start the replay again with \`/scrabble history game:<number> replay:Yes\`.`,
  'computer-host-only': () => 'Only the host who opened the game can seat or remove a computer player.',
  'computer-not-seated': () => 'That computer player is no longer in the lobby.',
  'lobby-started': () => 'This game has already started, so its lobby takes no more changes. Follow it on the board below; the next game can be opened with `/scrabble new` once this one is over.',
  'old-lobby': () => 'That lobby is no longer open: another game is gathering players below. Use the buttons on its message, or `/scrabble join`.',
  'hints-off': () => 'Hints are off in this game, so none are given. The host can open a casual or teaching game with hints: `/scrabble new hints:On`.',
  'analysis-not-ready': () => 'The analysis is ready once the game is over: until then it would show you the best plays.',
  'thread-permissions': (p) => {
    const several = p.detail?.includes(' and ') === true;
    return `The game could not start: I open a thread for each game, and I need the ${p.detail} permission${several ? 's' : ''} in this channel to do so. `
      + `Ask a server admin to grant ${several ? 'them' : 'it'} to me here, or to turn threads off with \`/scrabble settings threads:Off\` so that games are played in the channel itself.`;
  },
  'thread-refused': () => 'The game could not start: Discord would not let me open a thread for it in this channel, so nothing was set up. '
    + 'Try again in a moment, or ask a server admin to turn threads off with `/scrabble settings threads:Off` so that games are played in the channel itself.',
  'needs-manage-server': () => 'Only members who can manage this server (the Manage Server permission) can turn threads on or off. Nothing was changed. Your own pings setting is yours to change.',
  internal: () => 'Something went wrong on my side, and nothing was changed. It has been logged for the bot\'s operators.',
};

export const problems: ProblemWords = {
  engine,
  hub,
  paceChoices: [
    ['Live: 3 minutes a move, plus a 10-minute bank', 'live'],
    ['Relaxed: an hour a move, plus a 4-hour bank', 'relaxed'],
    ['Correspondence: a day a move, plus a 3-day bank', 'correspondence'],
    ['No clock', 'none'],
  ],
  timeoutChoices: [
    ['The turn is passed (a scoreless turn)', 'pass'],
    ['Passed; three in a row forfeit the game', 'forfeit'],
  ],
  /** An option with a fixed list of choices given something else (Discord's client does not send such a value; anything else might). */
  unknownChoice: (option, typed) => `${quote(typed)} is not one of the choices for \`${option}\`. Pick one from the list.`,
  /** `/scrabble exchange` with something other than letters, `?` and spaces. */
  unreadableTiles: (typed) => `${quote(typed)} is not a set of tiles. Write the letters to exchange, like \`QVV\`, with \`?\` for a blank; spaces are ignored.`,
};
