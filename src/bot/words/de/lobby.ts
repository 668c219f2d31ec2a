/** The lobby message in German: who opened it, its fields and buttons, a rematch's offer, the computer players' menus, and the lobby once its game started. */
import type { LobbyWords } from '../types-lobby.js';
import { form, list } from './common.js';

export const lobby: LobbyWords = {
  opened: (host, full, needsAge) => `${host} hat eine Partie Scrabble eröffnet. ${full
    ? `Sie ist voll: ${host} startet sie, sobald alle bereit sind.`
    : `Tritt über den Button bei${needsAge ? ' (oder mit `/scrabble join age:`, da die jüngste Person beginnt)' : ' oder mit `/scrabble join`'}.`}`,
  title: (rules) => `Scrabble: ${rules}`,
  players: (n, max) => `Mitspielende (${n}/${max})`,
  player: (who, ageMissing) => `${who}${ageMissing ? ' (Alter noch nicht angegeben)' : ''}`,
  dictionary: 'Wörterbuch',
  words: 'Wörter',
  clock: 'Uhr',
  footer: (min, max) => `Der Host startet die Partie, sobald alle da sind (${min}–${max} Personen).`,
  buttons: { join: 'Beitreten', joinFull: 'Beitreten (die Partie ist voll)', leave: 'Verlassen', start: 'Starten', declineOrLeave: 'Ablehnen / Verlassen' },
  rematch: (host, kept, invited, needsAge) => {
    const same = list(['die Regeln', ...(kept.clock ? ['die Uhr'] : []), ...(kept.hints ? ['die Tipps'] : []), ...(kept.computers ? ['die Computer'] : [])]);
    const age = needsAge ? ' (mit `/scrabble join age:`, da die jüngste Person beginnt)' : '';
    const asked = invited.length > 0
      ? (invited.length === 1
        ? `${invited[0]}: Drück **Beitreten**, um noch einmal zu spielen${age}, oder **Ablehnen / Verlassen**, um abzusagen. ${host} startet die Partie, sobald du geantwortet hast.`
        : `${list(invited)}: Drückt **Beitreten**, um noch einmal zu spielen${age}, oder **Ablehnen / Verlassen**, um abzusagen. ${host} startet die Partie, sobald ihr geantwortet habt.`)
      : `Alle Gefragten haben geantwortet: ${host} startet die Partie, sobald alle bereit sind.`;
    return `${host} möchte eine Revanche. Gleich bleiben ${same}. ${asked}`;
  },
  rematchTitle: (rules) => `Revanche: ${rules}`,
  seatsKept: 'Plätze reserviert für',
  notAnswered: (who) => `${who} (hat noch nicht geantwortet)`,
  declined: 'Abgelehnt',
  rematchFooter: (footer) => `${footer} Bis dahin bleiben Analyse und Export der letzten Partie hier verfügbar.`.trim(),
  computers: {
    add: 'Computer dazusetzen (nur Host)',
    full: 'Die Partie ist voll',
    remove: 'Computer entfernen (nur Host)',
    level: (level) => `Computer (${level})`,
    /** What each level plays like, under its name in the host's menu. */
    describe: {
      beginner: 'Kurze Alltagswörter für bescheidene Punkte; hält an seinen Jokern fest und plant nicht voraus.',
      casual: 'Mag bekannte Wörter und gute Punkte; achtet ab und zu auf sein Bänkchen.',
      club: 'Wie im Club: wägt Punkte gegen die behaltenen Steine ab, mit gelegentlichen Patzern.',
      strong: 'Spielt den besten Zug nach Punkten und Rest und löst das Endspiel.',
    },
  },
  started: (host, order) => `${host} hat eine Partie Scrabble eröffnet. Sie hat begonnen: ${list(order)} ${form(order.length, 'spielt', 'spielen in dieser Reihenfolge')}. Das Brett ist unten.`,
  inTurnOrder: 'Mitspielende, in Zugreihenfolge',
  startedFooter: 'Die Partie hat begonnen: Diese Lobby nimmt niemanden mehr auf. Mit /scrabble board postest du das Brett erneut.',
  joined: (n, max, host) => `Du bist dabei: ${n} von höchstens ${max} Mitspielenden. ${host} startet die Partie, sobald alle da sind.`,
  left: (declined) => (declined ? 'Du hast die Revanche abgelehnt.' : 'Du hast die Lobby verlassen.'),
  cancelled: (who, rematch) => (rematch
    ? `${who} hat die Revanche abgesagt. Die letzte Partie bleibt: \`/scrabble analysis\` und \`/scrabble export\` zeigen sie weiterhin.`
    : `${who} hat die Partie abgebrochen. Starte eine neue mit \`/scrabble new\`.`),
};
