/** A game in a thread of its own, in Spanish: the thread's name, the channel's summary line, the server's setting. */
import type { ThreadWords } from '../types-lobby.js';
import { list } from './common.js';

const scores = (players: readonly { name: string; score: number }[]) => players.map((p) => `${p.name} ${p.score}`).join(' – ');

export const threads: ThreadWords = {
  lobbyName: (host, rules) => `Scrabble: ${host} (${rules})`,
  gameName: (players, rules) => `${players.join(' vs. ')} · ${rules}`,
  summary: (thread, s, rules) => {
    switch (s.state) {
      case 'lobby':
        return `**Abierta** ${thread} · ${rules} · creada por ${s.host} · jugadores por ahora: ${list(s.players)} · únete en el hilo`;
      case 'playing':
        return `**En juego** ${thread} · ${rules} · ${scores(s.players)} · ${s.turn === null ? 'entre las partidas del encuentro' : `le toca a ${s.turn}`}`;
      case 'over': {
        const result = s.winners.length === 1 ? `ganó ${s.winners[0]}` : s.winners.length > 1 ? `empate entre ${list(s.winners)}` : 'sin ganador';
        return `**Terminada** ${thread} · ${rules} · ${scores(s.players)} · ${result}`;
      }
      case 'cancelled':
        return `**Cancelada** ${thread} · ${rules}`;
    }
  },
  setting: (on, changed) => {
    const now = on
      ? 'Los hilos están **activados** en este servidor: `/scrabble new` en un canal abre un hilo para la partida, y en el canal queda una línea por partida que muestra cómo va.'
      : 'Los hilos están **desactivados** en este servidor: `/scrabble new` abre la partida en el canal donde se usa, una partida por canal.';
    const how = on ? 'Desactívalos con `/scrabble settings threads:No`.' : 'Vuelve a activarlos con `/scrabble settings threads:Sí`.';
    return `${changed ? 'Guardado. ' : ''}${now} ${how}`;
  },
};
