/** The slash command in French: what Discord shows beside `/scrabble`, each subcommand and each of its options. The names themselves stay as typed. */
import type { CommandWords } from '../types.js';
import { levelName } from './common.js';

export const commands: CommandWords = {
  scrabble: 'Jouer au Scrabble entre amis dans ce salon',
  choices: {
    share: [['Oui : le publier dans le salon', 'yes'], ['Non : visible par moi uniquement', 'no']],
    replay: [['Oui : la revoir coup par coup', 'yes'], ['Non : envoyer sa feuille de partie (GCG)', 'no']],
    challenge: [
      ['Contestation double (qui conteste à tort perd un tour)', 'double'],
      ['Contestation simple (contester à tort ne coûte rien)', 'single'],
      ['+5 au joueur contesté à tort', 'fivePoints'],
      ['+10 au joueur contesté à tort', 'tenPoints'],
      ['Pas de contestation : les mots sont vérifiés à chaque coup', 'void'],
    ],
    hints: { on: 'Activés', off: 'Désactivés' },
    puzzleShow: [['Problème du jour', 'puzzle'], ['Classement des problèmes de ce serveur', 'leaderboard']],
    computer: (level) => `Ordinateur (${levelName(level)})`,
    show: [['Mes parties', 'mine'], ['Toutes les parties du serveur', 'all']],
    threads: { on: 'Activés (un fil par partie)', off: 'Désactivés (les parties restent dans le salon)' },
    pings: { on: 'Activés', off: 'Désactivés (mon nom cité sans notification)' },
  },
  analysis: {
    description: 'Après une partie : chacun de tes coups comparé au meilleur coup',
    options: {
      share: 'Le publier dans le salon (par défaut : visible par toi uniquement)',
      game: 'Numéro d\'une partie de /scrabble history : l\'analyser (par défaut : celle de ce salon)',
    },
  },
  bag: {
    description: 'Les jetons que tu n\'as pas encore vus (visible par toi uniquement)',
    options: {},
  },
  board: {
    description: 'Afficher à nouveau le plateau',
    options: {},
  },
  cancel: {
    description: 'Annuler la partie de ce salon (hôte ou modérateurs)',
    options: {},
  },
  challenge: {
    description: 'Contester le dernier coup : si un mot n\'est pas valable, il est retiré',
    options: {},
  },
  end: {
    description: 'Proposer de terminer la partie, ou accepter la proposition',
    options: {},
  },
  exchange: {
    description: 'Échanger des jetons avec le sac au lieu de jouer',
    options: {
      tiles: 'Les jetons à échanger, ex. QVV (? pour un joker) ; vide si les règles le permettent',
    },
  },
  'export': {
    description: 'La feuille de la partie terminée (des deux parties d\'un match) en fichiers GCG',
    options: {
      game: 'Numéro d\'une partie de /scrabble history : l\'exporter (par défaut : celle de ce salon)',
    },
  },
  hint: {
    description: 'Les meilleurs coups pour ton chevalet (seulement si la partie a les indices)',
    options: {},
  },
  history: {
    description: 'Les dernières parties du serveur ; choisis-en une pour sa feuille (GCG) ou la revoir',
    options: {
      game: 'Numéro d\'une partie de la liste : recevoir sa feuille de partie',
      replay: 'Revoir la partie coup par coup avec des boutons (par défaut : la feuille ; partie 1 si aucune)',
    },
  },
  join: {
    description: 'Rejoindre la partie qui cherche des joueurs dans ce salon',
    options: {
      age: 'Seulement si le plus jeune commence : sert à choisir qui commence, pas conservé',
    },
  },
  leaderboard: {
    description: 'Le classement du serveur, par dictionnaire et par règles',
    options: {
      preset: 'Règles (par défaut : toutes)',
    },
  },
  leave: {
    description: 'Quitter la salle d\'attente avant le début de la partie',
    options: {},
  },
  'new': {
    description: 'Lancer une partie de Scrabble dans ce salon',
    options: {
      preset: 'Règles (par défaut : Tournoi)',
      language: 'Langue des jetons et du dictionnaire (par défaut : anglais)',
      lexicon: 'Dictionnaire',
      challenge: 'Que faire des mots non valables',
      max_players: 'Nombre maximum de joueurs',
      opponent: 'Ajouter un joueur ordinateur de ce niveau (d\'autres depuis la salle d\'attente)',
      hints: 'Partie détente ou d\'apprentissage : indices à la demande des joueurs (par défaut : désactivés)',
      pace: 'Pendule (par défaut : aucune)',
      timeout: 'Quand la pendule tombe à zéro (par défaut : le tour est passé)',
    },
  },
  nudge: {
    description: 'Relancer le joueur dont c\'est le tour',
    options: {},
  },
  pass: {
    description: 'Passer ton tour',
    options: {},
  },
  play: {
    description: 'Poser un mot : 8H MOT se lit à l\'horizontale, H8 MOT à la verticale',
    options: {
      move: 'ex. 8H QUIZ ; . pour un jeton du plateau ; ?E pour un joker joué comme E',
      swap: 'Règles de club : la case d\'un joker à reprendre d\'abord, ex. H8',
    },
  },
  puzzle: {
    description: 'Le problème du jour : trouve le meilleur coup pour un chevalet, une fois par jour',
    options: {
      answer: 'Ton coup pour le problème du jour, ex. 8H QUIZ (réponse privée ; une seule par jour)',
      show: 'Quoi afficher (par défaut : le problème du jour)',
    },
  },
  rack: {
    description: 'Voir tes jetons (visibles par toi uniquement)',
    options: {},
  },
  resign: {
    description: 'Abandonner la partie',
    options: {},
  },
  rules: {
    description: 'Afficher les règles de cette partie',
    options: {},
  },
  settings: {
    description: 'Tes réglages (pings) ou ceux du serveur (threads : pour qui gère le serveur)',
    options: {
      pings: 'Me mentionner quand c\'est mon tour et pour les rappels',
      threads: 'Serveur : ouvrir un fil pour chaque nouvelle partie (Gérer le serveur)',
    },
  },
  start: {
    description: 'Distribuer les jetons et lancer la partie (hôte), ou lancer la partie 2 d\'un match',
    options: {},
  },
  stats: {
    description: 'Les parties, victoires, meilleur coup et cotes d\'un joueur sur ce serveur',
    options: {
      user: 'De qui (par défaut : toi)',
    },
  },
  check: {
    description: 'Demander à l\'arbitre si un coup est valable (réponse visible par toi uniquement)',
    options: {
      words: 'Un ou plusieurs mots, séparés par des espaces ou des virgules, ex. QI ZA',
      lexicon: 'Dictionnaire (par défaut : celui de la partie du salon, ou du serveur)',
    },
  },
  games: {
    description: 'Tes parties sur ce serveur, à ton tour d\'abord ; ou toutes, pour regarder ou rejoindre',
    options: {
      show: 'Quelles parties (par défaut : les tiennes)',
    },
  },
};
