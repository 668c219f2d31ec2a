/** Refusals in Spanish: the engine's error codes and the hub's problems, each a sentence; the choices of /scrabble new. */
import type { ProblemWords } from '../types.js';
import { escapeMarkdown, visible } from '../text.js';
import { list, quote, tileNames } from './common.js';
import { agree, plural } from './plural.js';
import { languages, lexiconName, presets } from './presets.js';

const languageName = (id: string | undefined) => (id !== undefined && Object.hasOwn(languages, id) ? languages[id as keyof typeof languages] : quote(id ?? ''));
const presetName = (id: string | undefined) => (id !== undefined && Object.hasOwn(presets, id) ? presets[id as keyof typeof presets].short : quote(id ?? ''));

/** Discord's permissions by the names its Spanish settings give them; the bot names them in English (`detail`, joined by " and "). */
const PERMISSIONS: Record<string, string> = {
  'View Channel': 'Ver canal',
  'Send Messages': 'Enviar mensajes',
  'Embed Links': 'Insertar enlaces',
  'Attach Files': 'Adjuntar archivos',
  'Send Messages in Threads': 'Enviar mensajes en hilos',
  'Create Public Threads': 'Crear hilos públicos',
};
const permissionNames = (detail: string | undefined): string[] =>
  (detail ?? '').split(' and ').filter((p) => p !== '').map((p) => PERMISSIONS[p] ?? p);

const engine: ProblemWords['engine'] = {
  'bad-notation': () => 'Escribe una jugada como una casilla y una palabra, por ejemplo `8H QUIZ` (horizontal) o `H8 QUIZ` (vertical).',
  'bad-position': (e) => `${quote(e.detail ?? '')} no es una casilla. Usa una fila del 1 al 15 y una columna de la A a la O: \`8H\` se lee en horizontal, \`H8\` en vertical.`,
  'bad-word': (e) => `No puedo leer ${quote(e.detail ?? '')} como palabra. Usa letras, \`.\` para una ficha que ya está en el tablero y \`?\` antes de una letra que juegues con un comodín.`,
  'off-board': () => 'Esa palabra se sale del tablero.',
  'no-new-tiles': () => 'Esa jugada no pone ninguna ficha nueva en el tablero.',
  'playthrough-mismatch': (e) => `Esa palabra no coincide con las fichas que ya están en el tablero${e.detail ? ` (${visible(e.detail.replace(':', ' tiene '))})` : ''}.`,
  'dot-on-empty-square': () => 'Un `.` representa una ficha que ya está en el tablero, pero esa casilla está vacía.',
  'gap-in-word': () => 'Todas las fichas que pones deben formar una sola palabra seguida, en una fila o en una columna.',
  'word-extends': () => 'Escribe la palabra entera, con las fichas del tablero que la tocan por cualquiera de sus extremos.',
  'first-play-center': () => 'La primera jugada debe cubrir la casilla central, H8.',
  'first-play-too-short': () => 'La primera palabra necesita al menos dos letras.',
  'not-connected': () => 'Tu jugada debe tocar una ficha que ya esté en el tablero.',
  'tiles-not-in-rack': (e) => `${e.missing
    ? `Te falta${agree(e.missing.length, '', 'n')} ${tileNames(e.missing)}${e.missing === e.tiles ? '' : ` para ${quote(e.tiles ?? '')}`}`
    : `No tienes las fichas para eso: ${quote(e.tiles ?? '')}`} (un comodín se escribe con \`?\` antes de su letra).`,
  'invalid-words': (e) => `${list((e.words ?? []).map((w) => visible(w)))} ${agree(e.words?.length ?? 0, 'no es una palabra válida', 'no son palabras válidas')} en el diccionario de esta partida. No se colocó nada.`,
  'blank-swap-not-allowed': (e) => (e.detail ? `No hay ningún comodín en ${quote(e.detail)} que cambiar.` : 'Estas reglas no permiten cambiar comodines.'),
  'blank-swap-unused': () => 'Si tomas un comodín del tablero, tienes que jugarlo en el mismo turno.',
  'game-not-started': () => 'La partida todavía no ha empezado.',
  'game-over': () => 'Esta partida ha terminado. Empieza una nueva con `/scrabble new`.',
  'not-your-turn': (e) => (e.detail ? `Le toca a **${escapeMarkdown(visible(e.detail))}**, no a ti.` : 'No es tu turno.'),
  'not-a-player': () => 'No juegas en esta partida.',
  'pass-not-allowed': () => 'Estas reglas no permiten pasar. Juega una palabra o cambia fichas.',
  'exchange-bag-too-small': (e) => ((e.limit ?? 1) <= 1
    ? 'Ahora no puedes cambiar: la bolsa está vacía.'
    : `No puedes cambiar ${e.limit} fichas: cada ficha que devuelves se repone de la bolsa, y en ella quedan menos de ${e.limit}.`),
  'exchange-bag-below-minimum': (e) => `Ahora no se puede cambiar: estas reglas solo permiten cambiar mientras queden al menos ${plural(e.limit ?? 7, 'ficha', 'fichas')} en la bolsa.`,
  'exchange-whole-rack-only': () => 'Con estas reglas solo puedes cambiar el atril entero.',
  'exchange-empty': () => 'Di qué fichas quieres cambiar, por ejemplo `/scrabble exchange tiles:QV`.',
  'exchange-tiles-not-in-rack': (e) => (e.tiles ? `No tienes ${quote(e.tiles)} en tu atril.` : 'No tienes esas fichas en tu atril.'),
  'no-challenge-window': () => 'Ahora no hay ninguna jugada que impugnar: el plazo se cierra cuando juega el siguiente jugador.',
  'cannot-challenge-own-play': () => 'No puedes impugnar tu propia jugada.',
  'challenge-not-allowed': () => 'Estas reglas no tienen impugnaciones: cada palabra se comprueba antes de colocarla.',
  'lexicon-required': () => 'Esta partida no tiene ningún diccionario cargado, así que no se pueden comprobar las palabras.',
  'agreement-not-allowed': () => 'Estas reglas no permiten terminar una partida de mutuo acuerdo.',
  'no-end-proposal': () => 'Nadie ha propuesto terminar la partida. Usa `/scrabble end` para proponerlo.',
  'own-end-proposal': () => 'Tú propusiste terminar; el otro jugador tiene que aceptarlo.',
  'end-already-proposed': () => 'Ya aceptaste terminar la partida.',
  'must-decide-challenge': () => 'La última jugada dejó a su jugador sin fichas. Primero impúgnala o acéptala.',
  'not-between-games': () => 'La siguiente partida del encuentro solo puede empezar cuando termine la primera.',
  'too-few-players': (e) => `Estas reglas necesitan al menos ${plural(e.limit ?? 2, 'jugador', 'jugadores')}.`,
  'too-many-players': (e) => `Estas reglas permiten como máximo ${plural(e.limit ?? 4, 'jugador', 'jugadores')}.`,
  'duplicate-player': () => 'Un jugador no puede unirse dos veces.',
  'ages-required': () => 'Cada jugador tiene que dar su edad al unirse: empieza el más joven.',
  'bad-first-player': () => 'El primer jugador tiene que ser uno de los jugadores.',
  'unknown-schema': () => 'Esta partida la guardó una versión más reciente del bot.',
};

const hub: ProblemWords['hub'] = {
  'no-game': () => 'No hay ninguna partida en este canal. Empieza una con `/scrabble new`.',
  'game-already-running': () => 'Ya hay una partida en curso en este canal.',
  'lobby-already-open': () => 'Ya hay una partida buscando jugadores aquí. Únete con `/scrabble join`.',
  'no-lobby': () => 'Aquí no hay ninguna partida esperando jugadores. Abre una con `/scrabble new`.',
  'already-joined': () => 'Ya estás en esta partida.',
  'not-in-lobby': () => 'No estás en la sala de esta partida.',
  'lobby-full': (p) => `Esta partida está completa (${plural(p.limit ?? 0, 'jugador', 'jugadores')}).`,
  'seats-kept': () => 'Las plazas que quedan están reservadas para los jugadores de la última partida hasta que se unan o rechacen la revancha.',
  'not-host': () => 'Solo el anfitrión que abrió la partida puede empezarla.',
  'host-cannot-leave': () => 'El anfitrión no puede salir de la sala. Usa `/scrabble cancel` para cancelar la partida.',
  'age-needed': () => 'Con estas reglas empieza el jugador más joven: únete con tu edad, por ejemplo `/scrabble join age:12`. Solo sirve para decidir quién empieza y no se guarda.',
  'bad-age': () => 'Indica tu edad en años, con un número entero del 1 al 120.',
  spectator: () => 'Estás mirando esta partida: solo sus jugadores pueden hacer eso.',
  'game-not-over': () => 'El registro de la partida se puede exportar cuando la partida termine.',
  'unknown-preset': (p) => `No hay ningún conjunto de reglas llamado ${quote(p.detail ?? '')}. Elige uno de la lista.`,
  'unknown-lexicon': (p) => `No hay ningún diccionario llamado ${quote(p.detail ?? '')} en este bot. ${p.options?.length
    ? `Instalados: ${list(p.options.map((o) => quote(o)))}.`
    : 'Elige uno de la lista.'}`,
  'unknown-language': (p) => `No juego al Scrabble en ${quote(p.detail ?? '')}. Elige un idioma de la lista.`,
  'preset-not-in-language': (p) => `Las reglas ${presetName(p.detail)} se juegan solo con fichas en inglés. Elige otras reglas para una partida en ${languageName(p.language)}.`,
  'lexicon-not-ready': (p) => {
    const id = p.detail ?? '';
    const name = lexiconName(id) === id ? quote(id) : lexiconName(id);
    return `La lista de palabras ${name} todavía se está preparando: el bot la crea a partir de su diccionario después de arrancar, lo que tarda hasta un minuto. Vuelve a intentarlo en un momento.`;
  },
  'lexicon-not-in-language': (p) => `${quote(p.detail ?? '')} es un diccionario en ${languageName(p.listLanguage)}, y esta partida es en ${languageName(p.language)}. Elige un diccionario en ${languageName(p.language)}, o no indiques ninguno para jugar con el habitual.`,
  'judge-in-game': () => 'Juegas en la partida de este canal, así que aquí no puedo juzgar palabras: si una palabra es válida lo decide una impugnación. Los espectadores pueden preguntar, y cualquiera cuando la partida termine.',
  'judge-no-words': () => 'Dame una o más palabras para juzgar, separadas por espacios o comas, por ejemplo `QI ZA`.',
  'judge-not-letters': (p) => `No puedo juzgar ${quote(p.detail ?? '')} como palabra: usa solo las letras de la A a la Z, con espacios o comas entre las palabras.`,
  'judge-too-many-words': (p) => `Juzgo como máximo ${plural(p.limit ?? 0, 'palabra', 'palabras')} a la vez, lo máximo que puede formar una jugada.`,
  'judge-word-too-long': (p) => `${quote(p.detail ?? '')} tiene más de ${plural(p.limit ?? 0, 'letra', 'letras')}, lo máximo que cabe en una fila del tablero.`,
  'cannot-cancel': () => 'Solo el anfitrión o un miembro que pueda gestionar mensajes puede cancelar la partida.',
  'missing-permissions': (p) => {
    const names = permissionNames(p.detail);
    return `No puedo publicar el tablero aquí: necesito ${agree(names.length, 'el permiso', 'los permisos')} ${list(names)} en este canal. Pide a un administrador del servidor que ${agree(names.length, 'me lo dé', 'me los dé')}.`;
  },
  'use-resign': () => 'La partida ya ha empezado, así que no hay sala de la que salir. Para dejar de jugar, usa `/scrabble resign`.',
  resigned: () => 'Te rendiste en esta partida, así que ya no puedes jugar en ella. Todavía puedes mirarla.',
  stale: () => 'Otra persona cambió esta partida en el mismo momento, así que tu acción no se aplicó. Mira el tablero más reciente y vuelve a intentarlo.',
  'old-board': () => 'Ese tablero ya no es el actual: usa los botones del tablero más reciente, abajo, o `/scrabble board` para volver a publicarlo.',
  'store-unavailable': () => 'No pude acceder al almacén de partidas, así que no se guardó ni cambió nada. Vuelve a intentarlo en un momento.',
  interrupted: () => 'El bot se reinició antes de poder hacerlo, así que no cambió nada. Vuelve a intentarlo.',
  restarting: () => 'Me estoy reiniciando; vuelve a intentarlo en un momento. No cambió nada.',
  'unknown-command': () => 'No conozco ese comando. Escribe `/scrabble` para ver la lista.',
  'nudge-own-turn': () => 'Te toca a ti: no hay nadie a quien recordárselo.',
  'nudge-computer': () => 'La computadora juega sola, en pocos segundos: no hace falta recordárselo.',
  'nudge-too-soon': (p) => `Alguien ya hizo un recordatorio en este canal hace un momento. Vuelve a intentarlo dentro de ${plural(p.limit ?? 1, 'minuto', 'minutos')}.`,
  'no-archived-game': () => 'No hay ninguna partida terminada con ese número en el historial de este servidor. Mira la lista con `/scrabble history`.',
  'replay-outdated': () => 'Los botones de esta repetición son de una versión anterior del bot. Vuelve a empezar la repetición con `/scrabble history game:<número> replay:Sí`.',
  'replay-gone': () => 'Esa partida ya no está en el historial de este servidor, así que no se puede repetir. Mira las partidas guardadas con `/scrabble history`.',
  'replay-step': (p) => `Esa partida no tiene esa jugada (tiene ${p.limit ?? 0}). Vuelve a empezar la repetición con \`/scrabble history game:<número> replay:Sí\`.`,
  'computer-host-only': () => 'Solo el anfitrión que abrió la partida puede añadir o quitar a la computadora.',
  'computer-not-seated': () => 'Ese jugador de la computadora ya no está en la sala.',
  'lobby-started': () => 'Esta partida ya ha empezado, así que su sala no admite más cambios. Síguela en el tablero de abajo; cuando termine, se puede abrir la siguiente con `/scrabble new`.',
  'old-lobby': () => 'Esa sala ya no está abierta: otra partida está buscando jugadores abajo. Usa los botones de su mensaje, o `/scrabble join`.',
  'hints-off': () => 'Las pistas están desactivadas en esta partida, así que no se dan. El anfitrión puede abrir una partida informal o de aprendizaje con pistas: `/scrabble new hints:Sí`.',
  'analysis-not-ready': () => 'El análisis estará listo cuando termine la partida: antes te mostraría las mejores jugadas.',
  'thread-permissions': (p) => {
    const names = permissionNames(p.detail);
    return `La partida no pudo empezar: abro un hilo para cada partida, y para eso necesito ${agree(names.length, 'el permiso', 'los permisos')} ${list(names)} en este canal. `
      + `Pide a un administrador del servidor que ${agree(names.length, 'me lo dé', 'me los dé')} aquí, o que desactive los hilos con \`/scrabble settings threads:No\` para que las partidas se jueguen en el propio canal.`;
  },
  'thread-refused': () => 'La partida no pudo empezar: Discord no me dejó abrir un hilo para ella en este canal, así que no se preparó nada. '
    + 'Vuelve a intentarlo en un momento, o pide a un administrador del servidor que desactive los hilos con `/scrabble settings threads:No` para que las partidas se jueguen en el propio canal.',
  'needs-manage-server': () => 'Solo los miembros que pueden gestionar este servidor (el permiso Gestionar servidor) pueden activar o desactivar los hilos. No se cambió nada. Tu propio ajuste de menciones sí lo puedes cambiar tú.',
  internal: () => 'Algo falló por mi parte, y no se cambió nada. Ha quedado registrado para los operadores del bot.',
};

export const problems: ProblemWords = {
  engine,
  hub,
  paceChoices: [
    ['En vivo: 3 minutos por jugada, más 10 minutos de reserva', 'live'],
    ['Relajado: una hora por jugada, más 4 horas de reserva', 'relaxed'],
    ['Por correspondencia: un día por jugada, más 3 días de reserva', 'correspondence'],
    ['Sin reloj', 'none'],
  ],
  timeoutChoices: [
    ['Se pasa el turno (un turno sin puntuar)', 'pass'],
    ['Se pasa; tres seguidos hacen perder la partida', 'forfeit'],
  ],
  /** An option with a fixed list of choices given something else (Discord's client does not send such a value; anything else might). */
  unknownChoice: (option, typed) => `${quote(typed)} no es una de las opciones de \`${option}\`. Elige una de la lista.`,
  /** `/scrabble exchange` with something other than letters, `?` and spaces. */
  unreadableTiles: (typed) => `${quote(typed)} no es un conjunto de fichas. Escribe las letras que quieres cambiar, por ejemplo \`QVV\`, con \`?\` para un comodín; los espacios no cuentan.`,
};
