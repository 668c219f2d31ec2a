/** Refusals in German: the engine's error codes and the hub's problems, each a sentence; the choices of /scrabble new. */
import type { ProblemWords } from '../types.js';
import { escapeMarkdown, visible } from '../text.js';
import { form, list, minutesCount, permissions, plural, quote, stonesCount, tileNames } from './common.js';
import { languages, lexiconName, presets } from './presets.js';

const languageName = (id: string | undefined) => (id !== undefined && Object.hasOwn(languages, id) ? languages[id as keyof typeof languages] : quote(id ?? ''));
const presetName = (id: string | undefined) => (id !== undefined && Object.hasOwn(presets, id) ? presets[id as keyof typeof presets].short : quote(id ?? ''));

const engine: ProblemWords['engine'] = {
  'bad-notation': () => 'Schreib einen Zug als Feld und Wort, etwa `8H QUIZ` (waagerecht) oder `H8 QUIZ` (senkrecht).',
  'bad-position': (e) => `${quote(e.detail ?? '')} ist kein Feld. Nimm eine Zeile 1–15 und eine Spalte A–O: \`8H\` liest sich waagerecht, \`H8\` senkrecht.`,
  'bad-word': (e) => `${quote(e.detail ?? '')} kann ich nicht als Wort lesen. Verwende Buchstaben, \`.\` für einen Stein, der schon auf dem Brett liegt, und \`?\` vor einem Buchstaben, den du mit einem Joker legst.`,
  'off-board': () => 'Dieses Wort ragt über den Rand des Spielbretts hinaus.',
  'no-new-tiles': () => 'Mit diesem Zug kommt kein neuer Stein aufs Brett.',
  'playthrough-mismatch': (e) => `Dieses Wort passt nicht zu den Steinen, die schon auf dem Brett liegen${e.detail ? ` (${visible(e.detail.replace(':', ' hat '))})` : ''}.`,
  'dot-on-empty-square': () => 'Ein `.` steht für einen Stein, der schon auf dem Brett liegt, aber dieses Feld ist leer.',
  'gap-in-word': () => 'Alle gelegten Steine müssen ein zusammenhängendes Wort in einer Zeile oder Spalte bilden.',
  'word-extends': () => 'Schreib das ganze Wort, auch die Steine auf dem Brett, die an einem Ende anschließen.',
  'first-play-center': () => 'Der erste Zug muss das Mittelfeld H8 bedecken.',
  'first-play-too-short': () => 'Das erste Wort braucht mindestens zwei Buchstaben.',
  'not-connected': () => 'Dein Zug muss an einen Stein anschließen, der schon auf dem Brett liegt.',
  'tiles-not-in-rack': (e) => `${e.missing
    ? `Dir ${form([...e.missing].length, 'fehlt', 'fehlen')} ${tileNames(e.missing)}${e.missing === e.tiles ? '' : ` für ${quote(e.tiles ?? '')}`}`
    : `Dafür hast du nicht die passenden Steine: ${quote(e.tiles ?? '')}`} (einen Joker schreibst du mit \`?\` vor seinem Buchstaben).`,
  'invalid-words': (e) => `${list((e.words ?? []).map((w) => visible(w)))} ${(e.words?.length ?? 0) > 1 ? 'sind keine Wörter' : 'ist kein Wort'} im Wörterbuch dieser Partie. Es wurde nichts gelegt.`,
  'blank-swap-not-allowed': (e) => (e.detail ? `Auf ${quote(e.detail)} liegt kein Joker zum Austauschen.` : 'Joker auszutauschen ist nach diesen Regeln nicht vorgesehen.'),
  'blank-swap-unused': () => 'Wenn du einen Joker vom Brett nimmst, musst du ihn im selben Zug wieder legen.',
  'game-not-started': () => 'Die Partie hat noch nicht begonnen.',
  'game-over': () => 'Diese Partie ist vorbei. Starte eine neue mit `/scrabble new`.',
  'not-your-turn': (e) => (e.detail ? `**${escapeMarkdown(visible(e.detail))}** ist am Zug, nicht du.` : 'Du bist nicht am Zug.'),
  'not-a-player': () => 'Du spielst in dieser Partie nicht mit.',
  'pass-not-allowed': () => 'Nach diesen Regeln darfst du nicht passen. Leg ein Wort oder tausche Steine.',
  'exchange-bag-too-small': (e) => ((e.limit ?? 1) <= 1
    ? 'Tauschen geht gerade nicht: Der Beutel ist leer.'
    : `Du kannst keine ${e.limit} Steine tauschen: Jeder zurückgelegte Stein wird aus dem Beutel ersetzt, und darin sind weniger als ${e.limit}.`),
  'exchange-bag-below-minimum': (e) => `Tauschen geht gerade nicht: Nach diesen Regeln darfst du nur tauschen, solange mindestens ${stonesCount(e.limit ?? 7)} im Beutel ${form(e.limit ?? 7, 'ist', 'sind')}.`,
  'exchange-whole-rack-only': () => 'Nach diesen Regeln kannst du nur dein ganzes Bänkchen tauschen.',
  'exchange-empty': () => 'Gib an, welche Steine du tauschen willst, etwa `/scrabble exchange tiles:QV`.',
  'exchange-tiles-not-in-rack': (e) => (e.tiles ? `${quote(e.tiles)} hast du nicht auf deinem Bänkchen.` : 'Diese Steine hast du nicht auf deinem Bänkchen.'),
  'no-challenge-window': () => 'Gerade gibt es keinen Zug zum Anzweifeln: Das geht nur, bis die nächste Person am Zug handelt.',
  'cannot-challenge-own-play': () => 'Deinen eigenen Zug kannst du nicht anzweifeln.',
  'challenge-not-allowed': () => 'Nach diesen Regeln gibt es kein Anzweifeln: Jedes Wort wird geprüft, bevor es gelegt wird.',
  'lexicon-required': () => 'Für diese Partie ist kein Wörterbuch geladen, deshalb können Wörter nicht geprüft werden.',
  'agreement-not-allowed': () => 'Nach diesen Regeln kann eine Partie nicht im Einvernehmen beendet werden.',
  'no-end-proposal': () => 'Niemand hat vorgeschlagen, die Partie zu beenden. Schlag es mit `/scrabble end` vor.',
  'own-end-proposal': () => 'Du hast das Ende vorgeschlagen; die andere Person muss zustimmen.',
  'end-already-proposed': () => 'Du hast dem Ende der Partie schon zugestimmt.',
  'must-decide-challenge': () => 'Mit dem letzten Zug wurde ausgespielt. Zweifle ihn zuerst an oder lass ihn gelten.',
  'not-between-games': () => 'Die nächste Partie des Matches kann erst beginnen, wenn die erste vorbei ist.',
  'too-few-players': (e) => `Diese Regeln brauchen mindestens ${e.limit} Mitspielende.`,
  'too-many-players': (e) => `Diese Regeln erlauben höchstens ${e.limit} Mitspielende.`,
  'duplicate-player': () => 'Niemand kann zweimal beitreten.',
  'ages-required': () => 'Alle müssen beim Beitreten ihr Alter angeben: Die jüngste Person beginnt.',
  'bad-first-player': () => 'Wer anfängt, muss mitspielen.',
  'unknown-schema': () => 'Diese Partie wurde von einer neueren Version des Bots gespeichert.',
};

const hub: ProblemWords['hub'] = {
  'no-game': () => 'In diesem Kanal läuft keine Partie. Starte eine mit `/scrabble new`.',
  'game-already-running': () => 'In diesem Kanal läuft schon eine Partie.',
  'lobby-already-open': () => 'Hier sucht schon eine Partie Mitspielende. Tritt ihr mit `/scrabble join` bei.',
  'no-lobby': () => 'Hier wartet keine Partie auf Mitspielende. Eröffne eine mit `/scrabble new`.',
  'already-joined': () => 'Du bist schon in dieser Partie.',
  'not-in-lobby': () => 'Du bist nicht in der Lobby dieser Partie.',
  'lobby-full': (p) => `Diese Partie ist voll (${plural(p.limit ?? 0, 'Platz', 'Plätze')}).`,
  'seats-kept': () => 'Die freien Plätze sind für die Leute aus der letzten Partie reserviert, bis sie der Revanche beitreten oder sie ablehnen.',
  'not-host': () => 'Nur der Host, der die Partie eröffnet hat, kann sie starten.',
  'host-cannot-leave': () => 'Der Host kann die Lobby nicht verlassen. Mit `/scrabble cancel` kannst du die Partie abbrechen.',
  'age-needed': () => 'Nach diesen Regeln beginnt die jüngste Person: Tritt mit deinem Alter bei, etwa `/scrabble join age:12`. Es entscheidet nur, wer anfängt, und wird nicht gespeichert.',
  'bad-age': () => 'Gib dein Alter als ganze Zahl in Jahren an, von 1 bis 120.',
  spectator: () => 'Du schaust bei dieser Partie nur zu: Das können nur die Mitspielenden.',
  'game-not-over': () => 'Die Aufzeichnung kann exportiert werden, sobald die Partie vorbei ist.',
  'unknown-preset': (p) => `Es gibt kein Regelwerk namens ${quote(p.detail ?? '')}. Wähl eins aus der Liste.`,
  'unknown-lexicon': (p) => `Auf diesem Bot gibt es kein Wörterbuch namens ${quote(p.detail ?? '')}. ${p.options?.length
    ? `Installiert: ${list(p.options.map((o) => quote(o)))}.`
    : 'Wähl eins aus der Liste.'}`,
  'unknown-language': (p) => `Auf ${quote(p.detail ?? '')} spiele ich kein Scrabble. Wähl eine Sprache aus der Liste.`,
  'preset-not-in-language': (p) => `Die Regeln ${presetName(p.detail)} werden nur mit englischen Spielsteinen gespielt. Wähl andere Regeln für eine Partie auf ${languageName(p.language)}.`,
  'lexicon-not-ready': (p) => {
    const id = p.detail ?? '';
    const name = lexiconName(id) === id ? quote(id) : lexiconName(id);
    return `Die Wortliste ${name} wird noch vorbereitet: Der Bot erstellt sie nach dem Start aus ihrem Wörterbuch, das dauert bis zu einer Minute. Versuch es gleich noch einmal.`;
  },
  'lexicon-not-in-language': (p) => `${quote(p.detail ?? '')} ist ein Wörterbuch auf ${languageName(p.listLanguage)}, und diese Partie ist auf ${languageName(p.language)}. Wähl ein Wörterbuch auf ${languageName(p.language)} oder lass das Wörterbuch weg, dann gilt das übliche.`,
  'judge-in-game': () => 'Du spielst in der Partie in diesem Kanal mit, deshalb prüfe ich hier keine Wörter: Ob ein Wort gilt, entscheidet das Anzweifeln. Zuschauende dürfen fragen, und alle, sobald die Partie vorbei ist.',
  'judge-no-words': () => 'Nenn mir ein oder mehrere Wörter zum Prüfen, durch Leerzeichen oder Kommas getrennt, etwa `QI ZA`.',
  'judge-not-letters': (p) => `${quote(p.detail ?? '')} kann ich nicht prüfen: Verwende nur die Buchstaben A bis Z, mit Leerzeichen oder Kommas zwischen den Wörtern.`,
  'judge-too-many-words': (p) => `Ich prüfe höchstens ${p.limit} Wörter auf einmal, so viele, wie ein Zug bilden kann.`,
  'judge-word-too-long': (p) => `${quote(p.detail ?? '')} ist länger als ${p.limit} Buchstaben, mehr passen nicht in eine Reihe des Bretts.`,
  'cannot-cancel': () => 'Nur der Host oder wer Nachrichten verwalten darf, kann die Partie abbrechen.',
  'missing-permissions': (p) => {
    const missing = permissions(p.detail);
    return `Ich kann das Spielbrett hier nicht posten: Mir ${form(missing.count, 'fehlt die Berechtigung', 'fehlen die Berechtigungen')} ${missing.names} in diesem Kanal. Bitte die Admins des Servers, sie mir zu geben.`;
  },
  'use-resign': () => 'Die Partie hat schon begonnen, es gibt also keine Lobby mehr zum Verlassen. Wenn du aufhören willst, nutze `/scrabble resign`.',
  resigned: () => 'Du hast diese Partie aufgegeben und kannst darin nichts mehr tun. Zuschauen kannst du weiterhin.',
  stale: () => 'Jemand anderes hat die Partie im selben Moment geändert, deshalb wurde dein Zug nicht übernommen. Sieh dir das neueste Brett an und versuch es noch einmal.',
  'old-board': () => 'Dieses Brett ist nicht mehr aktuell: Nutze die Buttons am neuesten Brett weiter unten oder poste es mit `/scrabble board` erneut.',
  'store-unavailable': () => 'Ich konnte den Spielspeicher nicht erreichen, daher wurde nichts gespeichert und nichts geändert. Versuch es gleich noch einmal.',
  interrupted: () => 'Der Bot wurde neu gestartet, bevor er das erledigen konnte, es hat sich also nichts geändert. Versuch es noch einmal.',
  restarting: () => 'Ich starte gerade neu; versuch es gleich noch einmal. Es hat sich nichts geändert.',
  'unknown-command': () => 'Diesen Befehl kenne ich nicht. Tippe `/scrabble`, um die Liste zu sehen.',
  'nudge-own-turn': () => 'Du bist selbst am Zug: Es gibt niemanden zu erinnern.',
  'nudge-computer': () => 'Der Computer zieht von selbst, innerhalb weniger Sekunden: Du musst ihn nicht erinnern.',
  'nudge-too-soon': (p) => `Gerade eben wurde in diesem Kanal schon erinnert. Versuch es in ${minutesCount(p.limit ?? 1)} noch einmal.`,
  'no-archived-game': () => 'Im Verlauf dieses Servers gibt es keine beendete Partie mit dieser Nummer. Die Liste zeigt `/scrabble history`.',
  'replay-outdated': () => 'Die Buttons dieser Wiederholung stammen von einer älteren Version des Bots. Starte die Wiederholung neu mit `/scrabble history game:<Nummer> replay:Ja`.',
  'replay-gone': () => 'Diese Partie ist nicht mehr im Verlauf dieses Servers und kann nicht wiederholt werden. Die gespeicherten Partien zeigt `/scrabble history`.',
  'replay-step': (p) => `Diesen Zug gibt es in der Partie nicht (sie hat ${p.limit ?? 0}). Starte die Wiederholung neu mit \`/scrabble history game:<Nummer> replay:Ja\`.`,
  'computer-host-only': () => 'Nur der Host, der die Partie eröffnet hat, kann Computer dazusetzen oder entfernen.',
  'computer-not-seated': () => 'Dieser Computer ist nicht mehr in der Lobby.',
  'lobby-started': () => 'Diese Partie hat schon begonnen, ihre Lobby nimmt keine Änderungen mehr an. Verfolge sie auf dem Brett unten; sobald sie vorbei ist, kann mit `/scrabble new` die nächste eröffnet werden.',
  'old-lobby': () => 'Diese Lobby ist nicht mehr offen: Weiter unten sucht eine andere Partie Mitspielende. Nutze die Buttons an ihrer Nachricht oder `/scrabble join`.',
  'hints-off': () => 'In dieser Partie sind Tipps aus, es gibt also keine. Der Host kann eine lockere oder Lernpartie mit Tipps eröffnen: `/scrabble new hints:An`.',
  'analysis-not-ready': () => 'Die Analyse gibt es, sobald die Partie vorbei ist: Vorher würde sie dir die besten Züge verraten.',
  'thread-permissions': (p) => {
    const missing = permissions(p.detail);
    return `Die Partie konnte nicht starten: Ich eröffne für jede Partie einen Thread, und dafür ${form(missing.count, 'fehlt mir die Berechtigung', 'fehlen mir die Berechtigungen')} ${missing.names} in diesem Kanal. `
      + 'Bitte die Admins des Servers, sie mir hier zu geben oder Threads mit `/scrabble settings threads:Aus` auszuschalten, damit Partien direkt im Kanal gespielt werden.';
  },
  'thread-refused': () => 'Die Partie konnte nicht starten: Discord hat mich in diesem Kanal keinen Thread dafür eröffnen lassen, daher wurde nichts eingerichtet. '
    + 'Versuch es gleich noch einmal oder bitte die Admins des Servers, Threads mit `/scrabble settings threads:Aus` auszuschalten, damit Partien direkt im Kanal gespielt werden.',
  'needs-manage-server': () => 'Nur wer diesen Server verwalten darf (Berechtigung „Server verwalten“), kann Threads ein- oder ausschalten. Es wurde nichts geändert. Deine eigene Ping-Einstellung kannst du selbst ändern.',
  internal: () => 'Bei mir ist etwas schiefgelaufen, und es wurde nichts geändert. Der Fehler wurde für die Betreiber des Bots protokolliert.',
};

export const problems: ProblemWords = {
  engine,
  hub,
  paceChoices: [
    ['Live: 3 Minuten pro Zug plus 10 Minuten Reserve', 'live'],
    ['Gemütlich: 1 Stunde pro Zug plus 4 Stunden Reserve', 'relaxed'],
    ['Fernpartie: 1 Tag pro Zug plus 3 Tage Reserve', 'correspondence'],
    ['Ohne Uhr', 'none'],
  ],
  timeoutChoices: [
    ['Der Zug wird gepasst (ein Zug ohne Punkte)', 'pass'],
    ['Gepasst; dreimal in Folge heißt: Partie verloren', 'forfeit'],
  ],
  /** An option with a fixed list of choices given something else (Discord's client does not send such a value; anything else might). */
  unknownChoice: (option, typed) => `${quote(typed)} ist keine der Auswahlmöglichkeiten für \`${option}\`. Wähl eine aus der Liste.`,
  /** `/scrabble exchange` with something other than letters, `?` and spaces. */
  unreadableTiles: (typed) => `${quote(typed)} sind keine Spielsteine. Schreib die Buchstaben, die du tauschen willst, etwa \`QVV\`, mit \`?\` für einen Joker; Leerzeichen werden ignoriert.`,
};
