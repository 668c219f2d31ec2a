/** The slash command in Spanish: what Discord shows beside `/scrabble`, each subcommand and each of its options. */
import type { CommandWords } from '../types.js';
import { levelName } from './levels.js';

export const commands: CommandWords = {
  scrabble: 'Juega al Scrabble con tus amigos en este canal',
  choices: {
    share: [['Sí: publicarlo en el canal', 'yes'], ['No: solo lo veo yo', 'no']],
    replay: [['Sí: verla jugada a jugada', 'yes'], ['No: enviar su registro (GCG)', 'no']],
    challenge: [
      ['Impugnación doble (quien impugna sin razón pierde un turno)', 'double'],
      ['Impugnación simple (una impugnación fallida no cuesta nada)', 'single'],
      ['+5 al jugador impugnado sin razón', 'fivePoints'],
      ['+10 al jugador impugnado sin razón', 'tenPoints'],
      ['Sin impugnaciones: las palabras se comprueban al jugarlas', 'void'],
    ],
    hints: { on: 'Sí', off: 'No' },
    puzzleShow: [['El reto de hoy', 'puzzle'], ['La clasificación de retos de este servidor', 'leaderboard']],
    computer: (level) => `Computadora (${levelName(level)})`,
    show: [['Mis partidas', 'mine'], ['Todas las partidas de este servidor', 'all']],
    threads: { on: 'Sí (un hilo para cada partida)', off: 'No (las partidas se quedan en el canal)' },
    pings: { on: 'Sí', off: 'No (solo mi nombre, sin notificación)' },
  },
  analysis: {
    description: 'Tras una partida: cada una de tus jugadas frente a la mejor',
    options: {
      share: 'Publicarlo en el canal (por defecto: solo lo ves tú)',
      game: 'Número de una partida de /scrabble history: analizarla (por defecto: la de este canal)',
    },
  },
  bag: {
    description: 'Las fichas que aún no has visto (solo las ves tú)',
    options: {},
  },
  board: {
    description: 'Volver a publicar el tablero',
    options: {},
  },
  cancel: {
    description: 'Cancelar la partida de este canal (anfitrión o moderadores)',
    options: {},
  },
  challenge: {
    description: 'Impugnar la última jugada: si una palabra no es válida, se retira',
    options: {},
  },
  end: {
    description: 'Proponer terminar la partida, o aceptar la propuesta',
    options: {},
  },
  exchange: {
    description: 'Cambiar fichas con la bolsa en lugar de jugar',
    options: {
      tiles: 'Las fichas a cambiar, p. ej. QVV (? para un comodín); vacío si las reglas permiten no cambiar',
    },
  },
  'export': {
    description: 'El registro de la partida terminada (las dos de un encuentro) en archivos GCG',
    options: {
      game: 'Número de una partida de /scrabble history: exportarla (por defecto: la de este canal)',
    },
  },
  hint: {
    description: 'Las mejores jugadas para tu atril (solo en partidas abiertas con pistas)',
    options: {},
  },
  history: {
    description: 'Las últimas partidas terminadas del servidor; elige una para ver su registro o repetición',
    options: {
      game: 'Número de una partida de la lista: recibir su registro',
      replay: 'Repetir la partida jugada a jugada, con botones (por defecto: el registro; la 1 si no eliges)',
    },
  },
  join: {
    description: 'Unirte a la partida que busca jugadores en este canal',
    options: {
      age: 'Solo cuando empieza el más joven: sirve para decidir quién empieza y no se guarda',
    },
  },
  leaderboard: {
    description: 'La clasificación de este servidor, por diccionario y reglas',
    options: {
      preset: 'Reglas (por defecto: todas)',
    },
  },
  leave: {
    description: 'Salir de la sala de la partida antes de que empiece',
    options: {},
  },
  'new': {
    description: 'Abrir una partida de Scrabble en este canal',
    options: {
      preset: 'Reglas (por defecto: Torneo)',
      language: 'Idioma de las fichas y del diccionario (por defecto: inglés)',
      lexicon: 'Diccionario',
      challenge: 'Qué pasa con las palabras no válidas',
      max_players: 'Número máximo de jugadores',
      opponent: 'Sentar a la computadora con este nivel (puedes añadir más desde la sala)',
      hints: 'Partida informal o de aprendizaje: se pueden pedir pistas (por defecto: no)',
      pace: 'Reloj por turno (por defecto: sin reloj)',
      timeout: 'Cuando se acaba el tiempo (por defecto: se pasa el turno)',
    },
  },
  nudge: {
    description: 'Recordarle al jugador que le toca',
    options: {},
  },
  pass: {
    description: 'Pasar el turno',
    options: {},
  },
  play: {
    description: 'Colocar una palabra: 8H PALABRA en horizontal, H8 PALABRA en vertical',
    options: {
      move: 'p. ej. 8H QUIZ; . para una ficha del tablero; ?E para un comodín como E',
      swap: 'Reglas de club: la casilla de un comodín que cambiar antes, p. ej. H8',
    },
  },
  puzzle: {
    description: 'El reto diario: encuentra la mejor jugada para un atril, una vez al día',
    options: {
      answer: 'Tu jugada para el reto de hoy, p. ej. 8H QUIZ (solo tú ves el resultado; una al día)',
      show: 'Qué mostrar (por defecto: el reto de hoy)',
    },
  },
  rack: {
    description: 'Ver tus fichas (solo las ves tú)',
    options: {},
  },
  resign: {
    description: 'Rendirte en la partida',
    options: {},
  },
  rules: {
    description: 'Ver las reglas de esta partida',
    options: {},
  },
  settings: {
    description: 'Tus ajustes (menciones) o los del servidor (hilos: para quien gestiona el servidor)',
    options: {
      pings: 'Mencionarme cuando me toque y en los recordatorios',
      threads: 'Servidor: abrir un hilo para cada partida nueva (Gestionar servidor)',
    },
  },
  start: {
    description: 'Repartir las fichas y empezar la partida (anfitrión), o empezar la partida 2 de un encuentro',
    options: {},
  },
  stats: {
    description: 'Partidas, victorias, mejor jugada y rating de un jugador en este servidor',
    options: {
      user: 'De quién (por defecto: tuyas)',
    },
  },
  check: {
    description: 'Preguntar al juez si una jugada es válida (solo tú ves la respuesta)',
    options: {
      words: 'Una o más palabras, separadas por espacios o comas, p. ej. QI ZA',
      lexicon: 'Diccionario (por defecto: el de la partida de este canal o el del servidor)',
    },
  },
  games: {
    description: 'Tus partidas en este servidor, primero las de tu turno; o todas, para mirar o unirte',
    options: {
      show: 'De quién (por defecto: tuyas)',
    },
  },
};
