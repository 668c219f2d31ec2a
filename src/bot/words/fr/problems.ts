/** Refusals in French: the engine's error codes and the hub's problems, each a sentence; the choices of /scrabble new. */
import type { ProblemWords } from '../types.js';
import { escapeMarkdown, visible } from '../text.js';
import { counted, list, of, quote, tileNames } from './common.js';
import { languages, lexiconName, presets } from './presets.js';

const languageName = (id: string | undefined) => (id !== undefined && Object.hasOwn(languages, id) ? languages[id as keyof typeof languages] : quote(id ?? ''));
const presetName = (id: string | undefined) => (id !== undefined && Object.hasOwn(presets, id) ? presets[id as keyof typeof presets].short : quote(id ?? ''));

/** Discord's permissions by the names its French client gives them; the bot names them as its English client does. */
const PERMISSIONS: Record<string, string> = {
  'View Channel': 'Voir le salon',
  'Send Messages': 'Envoyer des messages',
  'Embed Links': 'Intégrer des liens',
  'Attach Files': 'Joindre des fichiers',
  'Send Messages in Threads': 'Envoyer des messages dans les fils',
  'Create Public Threads': 'Créer des fils publics',
};

/** The permissions a refusal names (`Send Messages and Attach Files`), as `la permission « … »` or `les permissions « … » et « … »`. */
function permissions(detail: string | undefined): { names: string; several: boolean } {
  const each = (detail ?? '').split(' and ').filter((x) => x !== '').map((p) => `« ${PERMISSIONS[p] ?? p} »`);
  const several = each.length > 1;
  return { names: `${several ? 'les permissions' : 'la permission'} ${list(each)}`, several };
}

const engine: ProblemWords['engine'] = {
  'bad-notation': () => 'Écris un coup avec une case et un mot, comme `8H QUIZ` (à l\'horizontale) ou `H8 QUIZ` (à la verticale).',
  'bad-position': (e) => `${quote(e.detail ?? '')} n'est pas une case. Utilise une ligne de 1 à 15 et une colonne de A à O : \`8H\` se lit à l'horizontale, \`H8\` à la verticale.`,
  'bad-word': (e) => `Je n'arrive pas à lire le mot ${quote(e.detail ?? '')}. Utilise des lettres, \`.\` pour un jeton déjà posé sur le plateau, et \`?\` devant une lettre jouée avec un joker.`,
  'off-board': () => 'Ce mot dépasse du plateau.',
  'no-new-tiles': () => 'Ce coup ne pose aucun nouveau jeton sur le plateau.',
  'playthrough-mismatch': (e) => `Ce mot ne correspond pas aux jetons déjà posés sur le plateau${e.detail ? ` (${visible(e.detail.replace(':', ' contient '))})` : ''}.`,
  'dot-on-empty-square': () => 'Un `.` remplace un jeton déjà posé sur le plateau, mais cette case est vide.',
  'gap-in-word': () => 'Tous les jetons que tu poses doivent former un seul mot continu, sur une même ligne ou colonne.',
  'word-extends': () => 'Écris le mot en entier, y compris les jetons déjà posés qui le touchent à l\'un ou l\'autre bout.',
  'first-play-center': () => 'Le premier coup doit passer par la case centrale, H8.',
  'first-play-too-short': () => 'Le premier mot doit avoir au moins deux lettres.',
  'not-connected': () => 'Ton coup doit toucher un jeton déjà posé sur le plateau.',
  'tiles-not-in-rack': (e) => `${e.missing
    ? `Il te manque ${tileNames(e.missing)}${e.missing === e.tiles ? '' : ` pour ${quote(e.tiles ?? '')}`}`
    : `Tu n'as pas les jetons pour ça : ${quote(e.tiles ?? '')}`} (un joker s'écrit avec \`?\` devant sa lettre).`,
  'invalid-words': (e) => `${list((e.words ?? []).map((w) => visible(w)))} ${(e.words?.length ?? 0) > 1 ? 'ne sont pas valables' : 'n\'est pas valable'} dans le dictionnaire de cette partie. Rien n'a été posé.`,
  'blank-swap-not-allowed': (e) => (e.detail ? `Il n'y a pas de joker à reprendre en ${quote(e.detail)}.` : 'Ces règles ne permettent pas de reprendre un joker.'),
  'blank-swap-unused': () => 'Après avoir repris un joker sur le plateau, tu dois le rejouer dans le même tour.',
  'game-not-started': () => 'La partie n\'a pas encore commencé.',
  'game-over': () => 'Cette partie est terminée. Lance-en une nouvelle avec `/scrabble new`.',
  'not-your-turn': (e) => (e.detail ? `C'est au tour ${of(`**${escapeMarkdown(visible(e.detail))}**`)}, pas au tien.` : 'Ce n\'est pas ton tour.'),
  'not-a-player': () => 'Tu ne joues pas dans cette partie.',
  'pass-not-allowed': () => 'Ces règles ne permettent pas de passer. Joue un mot ou échange des jetons.',
  'exchange-bag-too-small': (e) => ((e.limit ?? 1) <= 1
    ? 'Tu ne peux pas échanger maintenant : le sac est vide.'
    : `Tu ne peux pas échanger ${e.limit} jetons : chaque jeton rendu est remplacé par un jeton du sac, et il en contient moins de ${e.limit}.`),
  'exchange-bag-below-minimum': (e) => `Pas d'échange pour l'instant : ces règles ne le permettent que tant que le sac contient au moins ${counted(e.limit ?? 7, 'jeton')}.`,
  'exchange-whole-rack-only': () => 'Avec ces règles, tu ne peux échanger que ton chevalet entier.',
  'exchange-empty': () => 'Indique les jetons à échanger, comme `/scrabble exchange tiles:QV`.',
  'exchange-tiles-not-in-rack': (e) => (e.tiles ? `Tu n'as pas ${quote(e.tiles)} sur ton chevalet.` : 'Tu n\'as pas ces jetons sur ton chevalet.'),
  'no-challenge-window': () => 'Il n\'y a aucun coup à contester pour l\'instant : on ne peut plus contester une fois que le joueur suivant a joué.',
  'cannot-challenge-own-play': () => 'Tu ne peux pas contester ton propre coup.',
  'challenge-not-allowed': () => 'Ces règles ne prévoient pas de contestation : chaque mot est vérifié avant d\'être posé.',
  'lexicon-required': () => 'Aucun dictionnaire n\'est chargé pour cette partie, les mots ne peuvent donc pas être vérifiés.',
  'agreement-not-allowed': () => 'Ces règles ne permettent pas de terminer une partie d\'un commun accord.',
  'no-end-proposal': () => 'Personne n\'a proposé de terminer la partie. Utilise `/scrabble end` pour le proposer.',
  'own-end-proposal': () => 'C\'est toi qui as proposé de terminer ; l\'autre joueur doit accepter.',
  'end-already-proposed': () => 'Tu as déjà accepté de terminer la partie.',
  'must-decide-challenge': () => 'Le dernier coup a fini la partie. Conteste-le ou accepte-le d\'abord.',
  'not-between-games': () => 'La partie suivante du match ne peut commencer qu\'une fois la première terminée.',
  'too-few-players': (e) => `Ces règles demandent au moins ${counted(e.limit ?? 2, 'joueur')}.`,
  'too-many-players': (e) => `Ces règles permettent au plus ${counted(e.limit ?? 1, 'joueur')}.`,
  'duplicate-player': () => 'Un joueur ne peut pas rejoindre deux fois.',
  'ages-required': () => 'Chaque joueur doit donner son âge en rejoignant : c\'est le plus jeune qui commence.',
  'bad-first-player': () => 'Le premier joueur doit faire partie des joueurs.',
  'unknown-schema': () => 'Cette partie a été enregistrée par une version plus récente du bot.',
};

const hub: ProblemWords['hub'] = {
  'no-game': () => 'Il n\'y a pas de partie dans ce salon. Lance-en une avec `/scrabble new`.',
  'game-already-running': () => 'Une partie est déjà en cours dans ce salon.',
  'lobby-already-open': () => 'Une partie cherche déjà des joueurs ici. Rejoins-la avec `/scrabble join`.',
  'no-lobby': () => 'Aucune partie n\'attend de joueurs ici. Lance-en une avec `/scrabble new`.',
  'already-joined': () => 'Tu es déjà dans cette partie.',
  'not-in-lobby': () => 'Tu n\'es pas dans la salle d\'attente de cette partie.',
  'lobby-full': (p) => `Cette partie est complète (${counted(p.limit ?? 0, 'joueur')}).`,
  'seats-kept': () => 'Les places restantes sont gardées pour les joueurs de la dernière partie, jusqu\'à ce qu\'ils rejoignent ou refusent la revanche.',
  'not-host': () => 'Seul l\'hôte qui a ouvert la partie peut la lancer.',
  'host-cannot-leave': () => 'L\'hôte ne peut pas quitter la salle d\'attente. Utilise `/scrabble cancel` pour annuler la partie.',
  'age-needed': () => 'Avec ces règles, le plus jeune joueur commence : rejoins avec ton âge, comme `/scrabble join age:12`. Il sert seulement à choisir qui commence et n\'est pas conservé.',
  'bad-age': () => 'Donne ton âge en années, un nombre entier de 1 à 120.',
  spectator: () => 'Tu regardes cette partie : seuls ses joueurs peuvent faire ça.',
  'game-not-over': () => 'La feuille de partie peut être exportée une fois la partie terminée.',
  'unknown-preset': (p) => `Il n'y a pas de règles appelées ${quote(p.detail ?? '')}. Choisis dans la liste.`,
  'unknown-lexicon': (p) => `Il n'y a pas de dictionnaire appelé ${quote(p.detail ?? '')} sur ce bot. ${p.options?.length
    ? `Installés : ${list(p.options.map((o) => quote(o)))}.`
    : 'Choisis-en un dans la liste.'}`,
  'unknown-language': (p) => `Je ne joue pas au Scrabble en ${quote(p.detail ?? '')}. Choisis une langue dans la liste.`,
  'preset-not-in-language': (p) => `Les règles ${presetName(p.detail)} se jouent avec les jetons anglais uniquement. Choisis d'autres règles pour une partie en ${languageName(p.language)}.`,
  'lexicon-not-ready': (p) => {
    const id = p.detail ?? '';
    const name = lexiconName(id) === id ? quote(id) : lexiconName(id);
    return `La liste de mots ${name} est encore en préparation : le bot la construit à partir de son dictionnaire après son démarrage, ce qui prend jusqu'à une minute. Réessaie dans un instant.`;
  },
  'lexicon-not-in-language': (p) => `${quote(p.detail ?? '')} est un dictionnaire en ${languageName(p.listLanguage)}, et cette partie est en ${languageName(p.language)}. Choisis un dictionnaire en ${languageName(p.language)}, ou n'en indique aucun pour jouer avec l'habituel.`,
  'judge-in-game': () => 'Tu joues dans la partie de ce salon, donc je ne peux pas arbitrer de mots ici : c\'est une contestation qui décide si un mot est valable. Les spectateurs peuvent demander, et tout le monde le peut une fois la partie terminée.',
  'judge-no-words': () => 'Donne-moi un ou plusieurs mots à arbitrer, séparés par des espaces ou des virgules, comme `QI ZA`.',
  'judge-not-letters': (p) => `Je ne peux pas arbitrer ${quote(p.detail ?? '')} : utilise seulement les lettres de A à Z, avec des espaces ou des virgules entre les mots.`,
  'judge-too-many-words': (p) => `J'arbitre au plus ${counted(p.limit ?? 1, 'mot')} à la fois, le maximum qu'un coup peut former.`,
  'judge-word-too-long': (p) => `${quote(p.detail ?? '')} dépasse ${counted(p.limit ?? 15, 'lettre')}, le maximum que peut contenir une ligne du plateau.`,
  'cannot-cancel': () => 'Seul l\'hôte ou un membre pouvant gérer les messages peut annuler la partie.',
  'missing-permissions': (p) => {
    const needed = permissions(p.detail);
    return `Je ne peux pas afficher le plateau ici : il me faut ${needed.names} dans ce salon. Demande à un admin du serveur de ${needed.several ? 'me les accorder' : 'me l\'accorder'}.`;
  },
  'use-resign': () => 'La partie a déjà commencé, il n\'y a donc plus de salle d\'attente à quitter. Pour arrêter de jouer, utilise `/scrabble resign`.',
  resigned: () => 'Tu as abandonné cette partie, tu ne peux donc plus y jouer. Tu peux toujours la regarder.',
  stale: () => 'Quelqu\'un d\'autre a modifié cette partie au même moment, ton action n\'a donc pas été prise en compte. Regarde le plateau le plus récent et réessaie.',
  'old-board': () => 'Ce plateau n\'est plus le plateau actuel : utilise les boutons du plateau le plus récent ci-dessous, ou `/scrabble board` pour l\'afficher à nouveau.',
  'store-unavailable': () => 'Je n\'ai pas pu joindre la base des parties : rien n\'a été enregistré et rien n\'a changé. Réessaie dans un instant.',
  interrupted: () => 'Le bot a redémarré avant de pouvoir faire ça, donc rien n\'a changé. Réessaie.',
  restarting: () => 'Je redémarre ; réessaie dans un instant. Rien n\'a changé.',
  'unknown-command': () => 'Je ne connais pas cette commande. Tape `/scrabble` pour voir la liste.',
  'nudge-own-turn': () => 'C\'est ton propre tour : personne à relancer.',
  'nudge-computer': () => 'L\'ordinateur joue tout seul en quelques secondes : pas besoin de le relancer.',
  'nudge-too-soon': (p) => `Quelqu'un a déjà relancé dans ce salon il y a un instant. Réessaie dans ${counted(p.limit ?? 1, 'minute')}.`,
  'no-archived-game': () => 'Aucune partie terminée ne porte ce numéro dans l\'historique du serveur. Consulte la liste avec `/scrabble history`.',
  'replay-outdated': () => 'Les boutons de ce replay viennent d\'une ancienne version du bot. Relance le replay avec `/scrabble history game:<numéro> replay:Oui`.',
  'replay-gone': () => 'Cette partie n\'est plus dans l\'historique du serveur, on ne peut donc plus la revoir. Consulte les parties conservées avec `/scrabble history`.',
  'replay-step': (p) => `Cette partie n'a pas ce coup (elle en compte ${p.limit ?? 0}). Relance le replay avec \`/scrabble history game:<numéro> replay:Oui\`.`,
  'computer-host-only': () => 'Seul l\'hôte qui a ouvert la partie peut ajouter ou retirer un joueur ordinateur.',
  'computer-not-seated': () => 'Ce joueur ordinateur n\'est plus dans la salle d\'attente.',
  'lobby-started': () => 'Cette partie a déjà commencé, sa salle d\'attente ne change donc plus. Suis-la sur le plateau ci-dessous ; la prochaine partie pourra être lancée avec `/scrabble new` une fois celle-ci terminée.',
  'old-lobby': () => 'Cette salle d\'attente n\'est plus ouverte : une autre partie cherche des joueurs ci-dessous. Utilise les boutons de son message, ou `/scrabble join`.',
  'hints-off': () => 'Les indices sont désactivés dans cette partie, il n\'y en aura donc pas. L\'hôte peut lancer une partie détente ou d\'apprentissage avec indices : `/scrabble new hints:Activés`.',
  'analysis-not-ready': () => 'L\'analyse sera prête une fois la partie terminée : avant, elle te montrerait les meilleurs coups.',
  'thread-permissions': (p) => {
    const needed = permissions(p.detail);
    return `La partie n'a pas pu commencer : j'ouvre un fil pour chaque partie, et il me faut ${needed.names} dans ce salon pour le faire. `
      + `Demande à un admin du serveur de ${needed.several ? 'me les accorder' : 'me l\'accorder'} ici, ou de désactiver les fils avec \`/scrabble settings threads:Désactivés\` pour que les parties se jouent directement dans le salon.`;
  },
  'thread-refused': () => 'La partie n\'a pas pu commencer : Discord ne m\'a pas laissé ouvrir de fil pour elle dans ce salon, donc rien n\'a été mis en place. '
    + 'Réessaie dans un instant, ou demande à un admin du serveur de désactiver les fils avec `/scrabble settings threads:Désactivés` pour que les parties se jouent directement dans le salon.',
  'needs-manage-server': () => 'Seuls les membres qui peuvent gérer ce serveur (la permission « Gérer le serveur ») peuvent activer ou désactiver les fils. Rien n\'a changé. Ton propre réglage des pings, lui, ne dépend que de toi.',
  internal: () => 'Quelque chose s\'est mal passé de mon côté, et rien n\'a changé. L\'incident a été signalé aux responsables du bot.',
};

export const problems: ProblemWords = {
  engine,
  hub,
  paceChoices: [
    ['En direct : 3 minutes par coup, plus une réserve de 10 minutes', 'live'],
    ['Tranquille : une heure par coup, plus une réserve de 4 heures', 'relaxed'],
    ['Par correspondance : un jour par coup, plus une réserve de 3 jours', 'correspondence'],
    ['Sans pendule', 'none'],
  ],
  timeoutChoices: [
    ['Le tour est passé (un tour sans points)', 'pass'],
    ['Tour passé ; trois fois d\'affilée et la partie est perdue par forfait', 'forfeit'],
  ],
  /** An option with a fixed list of choices given something else (Discord's client does not send such a value; anything else might). */
  unknownChoice: (option, typed) => `${quote(typed)} ne fait pas partie des choix de \`${option}\`. Choisis-en un dans la liste.`,
  /** `/scrabble exchange` with something other than letters, `?` and spaces. */
  unreadableTiles: (typed) => `${quote(typed)} n'est pas une suite de jetons. Écris les lettres à échanger, comme \`QVV\`, avec \`?\` pour un joker ; les espaces sont ignorées.`,
};
