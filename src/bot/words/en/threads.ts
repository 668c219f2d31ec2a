/** A game in a thread of its own, in English: the thread's name, the channel's summary line, the server's setting. */
import type { ThreadWords } from '../types-lobby.js';
import { list } from './common.js';

const scores = (players: readonly { name: string; score: number }[]) => players.map((p) => `${p.name} ${p.score}`).join(' – ');

export const threads: ThreadWords = {
  lobbyName: (host, rules) => `Scrabble: ${host} (${rules})`,
  gameName: (players, rules) => `${players.join(' vs ')} · ${rules}`,
  summary: (thread, s, rules) => {
    switch (s.state) {
      case 'lobby':
        return `**Open** ${thread} · ${rules} · hosted by ${s.host} · players so far: ${list(s.players)} · join in the thread`;
      case 'playing':
        return `**Playing** ${thread} · ${rules} · ${scores(s.players)} · ${s.turn === null ? 'between the games of the match' : `${s.turn} to play`}`;
      case 'over': {
        const result = s.winners.length === 1 ? `${s.winners[0]} won` : s.winners.length > 1 ? `a tie between ${list(s.winners)}` : 'no winner';
        return `**Finished** ${thread} · ${rules} · ${scores(s.players)} · ${result}`;
      }
      case 'cancelled':
        return `**Called off** ${thread} · ${rules}`;
    }
  },
  setting: (on, changed) => {
    const now = on
      ? 'Threads are **on** in this server: `/scrabble new` in a channel opens a thread for the game, and the channel keeps one line per game that follows it.'
      : 'Threads are **off** in this server: `/scrabble new` opens the game in the channel it is used in, one game per channel.';
    const how = on ? 'Turn them off with `/scrabble settings threads:Off`.' : 'Turn them back on with `/scrabble settings threads:On`.';
    return `${changed ? 'Saved. ' : ''}${now} ${how}`;
  },
};
