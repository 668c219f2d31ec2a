/** The slash command in English: what Discord shows beside `/scrabble`, each subcommand and each of its options. */
import type { CommandWords } from '../types.js';

export const commands: CommandWords = {
  scrabble: 'Play Scrabble with friends in this channel',
  choices: {
    share: [['Yes: post it in the channel', 'yes'], ['No: only I see it', 'no']],
    replay: [['Yes: step through it move by move', 'yes'], ['No: send its record (GCG)', 'no']],
    challenge: [
      ['Double challenge (a wrong challenger loses a turn)', 'double'],
      ['Single challenge (a wrong challenge costs nothing)', 'single'],
      ['+5 to the player wrongly challenged', 'fivePoints'],
      ['+10 to the player wrongly challenged', 'tenPoints'],
      ['No challenges: words are checked as you play', 'void'],
    ],
    hints: { on: 'On', off: 'Off' },
    puzzleShow: [['Today\'s puzzle', 'puzzle'], ['This server\'s puzzle leaderboard', 'leaderboard']],
    computer: (level) => `Computer (${level})`,
    show: [['My games', 'mine'], ['All games in this server', 'all']],
    threads: { on: 'On (a thread for each game)', off: 'Off (games stay in the channel)' },
    pings: { on: 'On', off: 'Off (mention my name without pinging)' },
  },
  analysis: {
    description: 'After a game: each of your moves against the best play',
    options: {
      share: 'Post it in the channel (default: only you see it)',
      game: 'Number of a game in /scrabble history: analyse that game (default: this channel\'s game)',
    },
  },
  bag: {
    description: 'The tiles you have not seen yet (only you can see this)',
    options: {},
  },
  board: {
    description: 'Post the board again',
    options: {},
  },
  cancel: {
    description: 'Call off the game in this channel (host or moderators)',
    options: {},
  },
  challenge: {
    description: 'Challenge the last play: if a word is not valid, it comes off',
    options: {},
  },
  end: {
    description: 'Propose to end the game, or accept the proposal',
    options: {},
  },
  exchange: {
    description: 'Swap tiles with the bag instead of playing',
    options: {
      tiles: 'The tiles to swap, e.g. QVV (? for a blank); empty where the rules allow none',
    },
  },
  'export': {
    description: 'Get the record of the finished game (both games of a match) as GCG files',
    options: {
      game: 'Number of a game in /scrabble history: export that game (default: this channel\'s game)',
    },
  },
  hint: {
    description: 'The best plays for your rack (only in games opened with hints)',
    options: {},
  },
  history: {
    description: 'This server\'s recent finished games; pick one to get its record (GCG) or replay it',
    options: {
      game: 'Number of a game in the list: get its record',
      replay: 'Replay the game move by move, with buttons (default: the record; game 1 if none is picked)',
    },
  },
  join: {
    description: 'Join the game gathering players in this channel',
    options: {
      age: 'Only when the youngest starts: used to pick who starts, not kept',
    },
  },
  leaderboard: {
    description: 'This server\'s ratings, per dictionary and rule set',
    options: {
      preset: 'Rule set (default: all)',
    },
  },
  leave: {
    description: 'Leave the game lobby before it starts',
    options: {},
  },
  'new': {
    description: 'Open a game of Scrabble in this channel',
    options: {
      preset: 'Rule set (default: Tournament)',
      language: 'Language of the tiles and the dictionary (default: English)',
      lexicon: 'Dictionary',
      challenge: 'How invalid words are handled',
      max_players: 'Most players who may join',
      opponent: 'Seat a computer player at this level (more from the lobby)',
      hints: 'A casual or teaching game: players may ask for hints (default: off)',
      pace: 'Turn clock (default: none)',
      timeout: 'When a clock runs out (default: the turn is passed)',
    },
  },
  nudge: {
    description: 'Remind the player whose turn it is',
    options: {},
  },
  pass: {
    description: 'Pass your turn',
    options: {},
  },
  play: {
    description: 'Place a word: 8H WORD reads across, H8 WORD reads down',
    options: {
      move: 'e.g. 8H QUIZ; . for a tile on the board; ?E for a blank E',
      swap: 'Club rules: the square of a blank to swap first, e.g. H8',
    },
  },
  puzzle: {
    description: 'The daily puzzle: find the best play for a rack, once a day',
    options: {
      answer: 'Your play for today\'s puzzle, e.g. 8H QUIZ (only you see the result; one answer a day)',
      show: 'What to show (default: today\'s puzzle)',
    },
  },
  rack: {
    description: 'See your tiles (only you can see them)',
    options: {},
  },
  resign: {
    description: 'Resign the game',
    options: {},
  },
  rules: {
    description: 'Show this game\'s rules',
    options: {},
  },
  settings: {
    description: 'Your settings (pings), or the server\'s (threads: for members who manage the server)',
    options: {
      pings: 'Ping me when it is my turn and for reminders',
      threads: 'Server: open a thread for each new game (Manage Server)',
    },
  },
  start: {
    description: 'Deal the tiles and start the game (host), or start game 2 of a match',
    options: {},
  },
  stats: {
    description: 'A player\'s games, wins, best move and ratings in this server',
    options: {
      user: 'Whose stats (default: yours)',
    },
  },
  check: {
    description: 'Ask the word judge whether a play is acceptable (only you see the answer)',
    options: {
      words: 'One or more words, separated by spaces or commas, e.g. QI ZA',
      lexicon: 'Dictionary (default: this channel\'s game\'s, or the server\'s)',
    },
  },
  games: {
    description: 'Your games in this server, your turn first; or all of them to watch or join',
    options: {
      show: 'Whose games (default: yours)',
    },
  },
};
