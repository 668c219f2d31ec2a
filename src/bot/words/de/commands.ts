/** The slash command in German: what Discord shows beside `/scrabble`, each subcommand and each of its options (names stay English). */
import type { CommandWords } from '../types.js';

export const commands: CommandWords = {
  scrabble: 'Scrabble mit Freunden in diesem Kanal spielen',
  choices: {
    share: [['Ja: im Kanal posten', 'yes'], ['Nein: nur ich sehe es', 'no']],
    replay: [['Ja: Zug für Zug durchgehen', 'yes'], ['Nein: die Partieaufzeichnung (GCG) schicken', 'no']],
    challenge: [
      ['Doppelter Einspruch (wer zu Unrecht anzweifelt, setzt eine Runde aus)', 'double'],
      ['Einfacher Einspruch (falsches Anzweifeln kostet nichts)', 'single'],
      ['+5 Punkte für jeden zu Unrecht angezweifelten Zug', 'fivePoints'],
      ['+10 Punkte für jeden zu Unrecht angezweifelten Zug', 'tenPoints'],
      ['Kein Anzweifeln: Wörter werden beim Legen geprüft', 'void'],
    ],
    hints: { on: 'An', off: 'Aus' },
    puzzleShow: [['Das heutige Rätsel', 'puzzle'], ['Rangliste dieses Servers', 'leaderboard']],
    computer: (level) => `Computer (${level})`,
    show: [['Meine Partien', 'mine'], ['Alle Partien auf diesem Server', 'all']],
    threads: { on: 'An (ein Thread pro Partie)', off: 'Aus (Partien bleiben im Kanal)' },
    pings: { on: 'An', off: 'Aus (meinen Namen nennen, ohne mich anzupingen)' },
  },
  analysis: {
    description: 'Nach der Partie: jeder deiner Züge im Vergleich zum besten Zug',
    options: {
      share: 'Im Kanal posten (Standard: nur du siehst es)',
      game: 'Nummer einer Partie aus /scrabble history (Standard: die Partie in diesem Kanal)',
    },
  },
  bag: {
    description: 'Die Spielsteine, die du noch nicht gesehen hast (nur für dich sichtbar)',
    options: {},
  },
  board: {
    description: 'Das Spielbrett erneut posten',
    options: {},
  },
  cancel: {
    description: 'Die Partie in diesem Kanal abbrechen (Host oder Moderation)',
    options: {},
  },
  challenge: {
    description: 'Den letzten Zug anzweifeln: Ist ein Wort ungültig, wird er zurückgenommen',
    options: {},
  },
  end: {
    description: 'Vorschlagen, die Partie zu beenden, oder den Vorschlag annehmen',
    options: {},
  },
  exchange: {
    description: 'Spielsteine mit dem Beutel tauschen, statt zu legen',
    options: {
      tiles: 'Die Steine zum Tauschen, z. B. QVV (? = Joker); leer für keinen, wo die Regeln das erlauben',
    },
  },
  'export': {
    description: 'Die Aufzeichnung der beendeten Partie (bei einem Match beider) als GCG-Datei',
    options: {
      game: 'Nummer einer Partie aus /scrabble history (Standard: die Partie in diesem Kanal)',
    },
  },
  hint: {
    description: 'Die besten Züge für dein Bänkchen (nur in Partien mit Tipps)',
    options: {},
  },
  history: {
    description: 'Die letzten beendeten Partien auf diesem Server: Aufzeichnung (GCG) oder Wiederholung',
    options: {
      game: 'Nummer einer Partie aus der Liste: ihre Aufzeichnung holen',
      replay: 'Die Partie Zug für Zug mit Buttons wiederholen (Standard: die Aufzeichnung; ohne Nummer Partie 1)',
    },
  },
  join: {
    description: 'Der Partie beitreten, die in diesem Kanal Mitspielende sucht',
    options: {
      age: 'Nur wenn die jüngste Person beginnt: entscheidet, wer anfängt; wird nicht gespeichert',
    },
  },
  leaderboard: {
    description: 'Die Wertungen auf diesem Server, nach Wörterbuch und Regelwerk',
    options: {
      preset: 'Regelwerk (Standard: alle)',
    },
  },
  leave: {
    description: 'Die Lobby verlassen, bevor die Partie beginnt',
    options: {},
  },
  'new': {
    description: 'Eine Partie Scrabble in diesem Kanal eröffnen',
    options: {
      preset: 'Regelwerk (Standard: Turnier)',
      language: 'Sprache der Spielsteine und des Wörterbuchs (Standard: Englisch)',
      lexicon: 'Wörterbuch',
      challenge: 'Wie mit ungültigen Wörtern umgegangen wird',
      max_players: 'Höchstzahl an Mitspielenden',
      opponent: 'Einen Computer dieser Stärke dazusetzen (weitere in der Lobby)',
      hints: 'Lockere oder Lernpartie: Tipps sind erlaubt (Standard: aus)',
      pace: 'Zugzeit (Standard: keine)',
      timeout: 'Wenn die Zeit abläuft (Standard: der Zug wird gepasst)',
    },
  },
  nudge: {
    description: 'Die Person erinnern, die am Zug ist',
    options: {},
  },
  pass: {
    description: 'Deinen Zug passen',
    options: {},
  },
  play: {
    description: 'Ein Wort legen: 8H WORD waagerecht, H8 WORD senkrecht',
    options: {
      move: 'z. B. 8H QUIZ; . für einen Stein auf dem Brett; ?E für einen Joker als E',
      swap: 'Clubregeln: zuerst den Joker auf diesem Feld austauschen, z. B. H8',
    },
  },
  puzzle: {
    description: 'Das Tagesrätsel: finde einmal am Tag den besten Zug für ein Bänkchen',
    options: {
      answer: 'Dein Zug für das heutige Rätsel, z. B. 8H QUIZ (nur du siehst das Ergebnis; 1 Antwort pro Tag)',
      show: 'Was angezeigt wird (Standard: das heutige Rätsel)',
    },
  },
  rack: {
    description: 'Deine Spielsteine ansehen (nur für dich sichtbar)',
    options: {},
  },
  resign: {
    description: 'Die Partie aufgeben',
    options: {},
  },
  rules: {
    description: 'Die Regeln dieser Partie anzeigen',
    options: {},
  },
  settings: {
    description: 'Deine Einstellungen (Pings) oder die des Servers (Threads: nur mit „Server verwalten“)',
    options: {
      pings: 'Mich anpingen, wenn ich am Zug bin, und bei Erinnerungen',
      threads: 'Server: für jede neue Partie einen Thread eröffnen („Server verwalten“)',
    },
  },
  start: {
    description: 'Steine verteilen und die Partie starten (Host) oder Partie 2 eines Matches starten',
    options: {},
  },
  stats: {
    description: 'Partien, Siege, bester Zug und Wertungen einer Person auf diesem Server',
    options: {
      user: 'Wessen Statistik (Standard: deine)',
    },
  },
  check: {
    description: 'Die Wortprüfung fragen, ob ein Zug gültig ist (nur du siehst die Antwort)',
    options: {
      words: 'Ein oder mehrere Wörter, durch Leerzeichen oder Kommas getrennt, z. B. QI ZA',
      lexicon: 'Wörterbuch (Standard: das der Partie in diesem Kanal oder des Servers)',
    },
  },
  games: {
    description: 'Deine Partien auf diesem Server, zuerst die, in denen du am Zug bist; oder alle',
    options: {
      show: 'Wessen Partien (Standard: deine)',
    },
  },
};
