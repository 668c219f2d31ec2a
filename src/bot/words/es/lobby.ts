/** The lobby message in Spanish: who opened it, its fields and buttons, a rematch's offer, the computer players' menus, and the lobby once its game started. */
import type { LobbyWords } from '../types-lobby.js';
import { list } from './common.js';
import { levelName } from './levels.js';

export const lobby: LobbyWords = {
  opened: (host, full, needsAge) => `${host} abrió una partida de Scrabble. ${full
    ? `Está completa: ${host} la empieza cuando quiera.`
    : `Únete con el botón${needsAge ? ' (o con `/scrabble join age:`, ya que empieza el más joven)' : ' o con `/scrabble join`'}.`}`,
  title: (rules) => `Scrabble: ${rules}`,
  players: (n, max) => `Jugadores (${n}/${max})`,
  player: (who, ageMissing) => `${who}${ageMissing ? ' (aún sin edad)' : ''}`,
  dictionary: 'Diccionario',
  words: 'Palabras',
  clock: 'Reloj',
  footer: (min, max) => `El anfitrión empieza la partida cuando estén todos (de ${min} a ${max} jugadores).`,
  buttons: { join: 'Unirme', joinFull: 'Unirme (la partida está completa)', leave: 'Salir', start: 'Empezar', declineOrLeave: 'Rechazar / Salir' },
  rematch: (host, kept, invited, needsAge) => {
    const same = list(['las mismas reglas', ...(kept.clock ? ['el mismo reloj'] : []), ...(kept.hints ? ['las mismas pistas'] : []), ...(kept.computers ? ['los mismos rivales de la computadora'] : [])]);
    const age = needsAge ? ' (con `/scrabble join age:`, ya que empieza el más joven)' : '';
    const asked = invited.length > 0
      ? `${list(invited)}: pulsa **Unirme** para volver a jugar${age}, o **Rechazar / Salir** para decir que no. ${host} empieza la partida cuando todos hayan respondido.`
      : `Ya han respondido todos los invitados: ${host} empieza la partida cuando quiera.`;
    return `${host} quiere la revancha, con ${same}. ${asked}`;
  },
  rematchTitle: (rules) => `Revancha: ${rules}`,
  seatsKept: 'Plazas reservadas para',
  notAnswered: (who) => `${who} (aún no ha respondido)`,
  declined: 'Rechazaron',
  rematchFooter: (footer) => `${footer} Hasta entonces, el análisis y la exportación de la última partida siguen aquí.`.trim(),
  computers: {
    add: 'Añadir un jugador de la computadora (solo el anfitrión)',
    full: 'La partida está completa',
    remove: 'Quitar un jugador de la computadora (solo el anfitrión)',
    level: (level) => `Computadora (${levelName(level)})`,
    /** What each level plays like, under its name in the host's menu. */
    describe: {
      beginner: 'Palabras cortas y cotidianas con puntuaciones modestas; se guarda los comodines y no planea.',
      casual: 'Prefiere palabras conocidas y buenas puntuaciones; de vez en cuando cuida su atril.',
      club: 'Un jugador de club: sopesa los puntos frente a las fichas que se queda, con algún descuido.',
      strong: 'Hace la mejor jugada por puntos y por lo que se queda, y resuelve el final.',
    },
  },
  started: (host, order) => `${host} abrió una partida de Scrabble. Ya ha empezado: ${list(order)} juegan en ese orden. El tablero está abajo.`,
  inTurnOrder: 'Jugadores, por orden de turno',
  startedFooter: 'La partida ha empezado: esta sala ya no admite más jugadores. Usa /scrabble board para volver a publicar el tablero.',
  joined: (n, max, host) => `Estás dentro: ${n} de ${max} jugadores como máximo. ${host} empieza la partida cuando estén todos.`,
  left: (declined) => (declined ? 'Rechazaste la revancha.' : 'Saliste de la sala.'),
  cancelled: (who, rematch) => (rematch
    ? `${who} canceló la revancha. La última partida se queda: \`/scrabble analysis\` y \`/scrabble export\` todavía la muestran.`
    : `${who} canceló la partida. Empieza una nueva con \`/scrabble new\`.`),
};
