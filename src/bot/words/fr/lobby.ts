/** The lobby message in French: who opened it, its fields and buttons, a rematch's offer, the computer players' menus, and the lobby once its game started. */
import type { LobbyWords } from '../types-lobby.js';
import { counted, levelName, list, verb } from './common.js';

export const lobby: LobbyWords = {
  opened: (host, full, needsAge) => `${host} a lancé une partie de Scrabble. ${full
    ? `Elle est complète : ${host} la lance quand tout le monde est prêt.`
    : `Rejoins-la avec le bouton${needsAge ? ' (ou `/scrabble join age:`, car le plus jeune commence)' : ' ou `/scrabble join`'}.`}`,
  title: (rules) => `Scrabble : ${rules}`,
  players: (n, max) => `Joueurs (${n}/${max})`,
  player: (who, ageMissing) => `${who}${ageMissing ? ' (âge pas encore donné)' : ''}`,
  dictionary: 'Dictionnaire',
  words: 'Mots',
  clock: 'Pendule',
  footer: (min, max) => `L'hôte lance la partie quand tout le monde est là (de ${min} à ${max} joueurs).`,
  buttons: { join: 'Rejoindre', joinFull: 'Rejoindre (partie complète)', leave: 'Quitter', start: 'Lancer', declineOrLeave: 'Refuser / Quitter' },
  rematch: (host, kept, invited, needsAge) => {
    const same = list([
      'les mêmes règles',
      ...(kept.clock ? ['la même pendule'] : []),
      ...(kept.hints ? ['les mêmes indices'] : []),
      ...(kept.computers ? ['les mêmes joueurs ordinateur'] : []),
    ]);
    const age = needsAge ? ' (avec `/scrabble join age:`, car le plus jeune commence)' : '';
    // One player asked is spoken to as « tu », several as « vous ».
    const n = invited.length;
    const asked = n > 0
      ? `${list(invited)} : ${verb(n, 'appuie', 'appuyez')} sur **Rejoindre** pour rejouer${age}, ou sur **Refuser / Quitter** pour dire non. ${host} lance la partie une fois que ${verb(n, 'tu as', 'vous avez')} répondu.`
      : `Tout le monde a répondu : ${host} lance la partie quand tout est prêt.`;
    return `${host} propose une revanche, avec ${same}. ${asked}`;
  },
  rematchTitle: (rules) => `Revanche : ${rules}`,
  seatsKept: 'Places gardées pour',
  notAnswered: (who) => `${who} (pas encore répondu)`,
  declined: 'Ont refusé',
  rematchFooter: (footer) => `${footer} D'ici là, l'analyse et l'export de la dernière partie restent disponibles ici.`.trim(),
  computers: {
    add: 'Ajouter un joueur ordinateur (hôte uniquement)',
    full: 'La partie est complète',
    remove: 'Retirer un joueur ordinateur (hôte uniquement)',
    level: (level) => `Ordinateur (${levelName(level)})`,
    /** What each level plays like, under its name in the host's menu. */
    describe: {
      beginner: 'Des mots courts et courants pour des scores modestes ; garde ses jokers et ne prévoit rien.',
      casual: 'Aime les mots connus et les bons scores ; surveille son chevalet de temps en temps.',
      club: 'Un joueur de club : pèse le score contre les jetons gardés, avec quelques erreurs.',
      strong: 'Joue le meilleur coup au score et au reliquat, et résout la fin de partie.',
    },
  },
  started: (host, order) => `${host} a lancé une partie de Scrabble. Elle a commencé : ${list(order)} jouent dans cet ordre. Le plateau est ci-dessous.`,
  inTurnOrder: 'Joueurs, dans l\'ordre de jeu',
  startedFooter: 'La partie a commencé : cette salle d\'attente n\'accepte plus de joueurs. Utilise /scrabble board pour afficher à nouveau le plateau.',
  joined: (n, max, host) => `C'est bon, tu es dans la partie : ${counted(n, 'joueur')} sur ${max} au plus. ${host} lance la partie quand tout le monde est là.`,
  left: (declined) => (declined ? 'Tu as refusé la revanche.' : 'Tu as quitté la salle d\'attente.'),
  cancelled: (who, rematch) => (rematch
    ? `${who} a annulé la revanche. La dernière partie reste : \`/scrabble analysis\` et \`/scrabble export\` l'affichent toujours.`
    : `${who} a annulé la partie. Lance-en une nouvelle avec \`/scrabble new\`.`),
};
