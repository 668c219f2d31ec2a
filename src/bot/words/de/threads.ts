/** A game in a thread of its own, in German: the thread's name, the channel's summary line, the server's setting. */
import type { ThreadWords } from '../types-lobby.js';
import { list } from './common.js';

const scores = (players: readonly { name: string; score: number }[]) => players.map((p) => `${p.name} ${p.score}`).join(' – ');

export const threads: ThreadWords = {
  lobbyName: (host, rules) => `Scrabble: ${host} (${rules})`,
  gameName: (players, rules) => `${players.join(' gegen ')} · ${rules}`,
  summary: (thread, s, rules) => {
    switch (s.state) {
      case 'lobby':
        return `**Offen** ${thread} · ${rules} · Host: ${s.host} · bisher dabei: ${list(s.players)} · Beitreten im Thread`;
      case 'playing':
        return `**Läuft** ${thread} · ${rules} · ${scores(s.players)} · ${s.turn === null ? 'zwischen den Partien des Matches' : `${s.turn} ist am Zug`}`;
      case 'over': {
        const result = s.winners.length === 1 ? `${s.winners[0]} hat gewonnen` : s.winners.length > 1 ? `Unentschieden zwischen ${list(s.winners)}` : 'kein Sieg';
        return `**Beendet** ${thread} · ${rules} · ${scores(s.players)} · ${result}`;
      }
      case 'cancelled':
        return `**Abgebrochen** ${thread} · ${rules}`;
    }
  },
  setting: (on, changed) => {
    const now = on
      ? 'Threads sind auf diesem Server **an**: `/scrabble new` in einem Kanal eröffnet einen Thread für die Partie, und der Kanal behält pro Partie eine Zeile, die ihr folgt.'
      : 'Threads sind auf diesem Server **aus**: `/scrabble new` eröffnet die Partie in dem Kanal, in dem der Befehl genutzt wird, eine Partie pro Kanal.';
    const how = on ? 'Ausschalten mit `/scrabble settings threads:Aus`.' : 'Wieder einschalten mit `/scrabble settings threads:An`.';
    return `${changed ? 'Gespeichert. ' : ''}${now} ${how}`;
  },
};
