/** The rules of a game in French, read off its Rules: the lobby's paragraph and `/scrabble rules`. */
import type { Rules } from '../../../engine/index.js';
import type { RulesWords } from '../types.js';
import { capital, either, inWords, pluralOf } from './common.js';
import { customRules, lexiconName, presetWords, tileSets } from './presets.js';

const challengeWords: RulesWords['challengeWords'] = {
  void: 'vérifiés à chaque coup',
  single: 'contestation simple',
  double: 'contestation double',
  fivePoints: 'contestation, +5 par contestation à tort',
  tenPoints: 'contestation, +10 par contestation à tort',
};

const exchangeWords: RulesWords['exchangeWords'] = {
  bagHoldsSeven: 'Échange de 1 à 7 jetons tant que le sac en contient au moins 7',
  wholeRackOnly: 'Échange du chevalet entier uniquement',
  upToBag: 'Échange d\'autant de jetons que le sac en contient',
  anyIncludingNone: 'Échange de tous tes jetons, de certains ou d\'aucun',
};

/** How a challenge goes under each rule, in a sentence of its own. */
const challengeRules: RulesWords['challengeRules'] = {
  void: 'Pas de contestation : les mots sont vérifiés à chaque coup, et un coup qui ne forme pas de mot valable est refusé.',
  single: 'Contestation simple : un coup reste tant qu\'on ne le conteste pas ; un mot non valable est retiré et son joueur perd son tour, et contester à tort ne coûte rien.',
  double: 'Contestation double : un coup reste tant qu\'on ne le conteste pas ; un mot non valable est retiré et son joueur perd son tour, et qui conteste à tort perd un tour.',
  fivePoints: 'Contestation : un coup reste tant qu\'on ne le conteste pas ; un mot non valable est retiré et son joueur perd son tour, et une contestation à tort rapporte 5 points au joueur contesté.',
  tenPoints: 'Contestation : un coup reste tant qu\'on ne le conteste pas ; un mot non valable est retiré et son joueur perd son tour, et une contestation à tort rapporte 10 points au joueur contesté.',
};

const EXCHANGE_SENTENCES: Record<Rules['exchange'], string> = {
  bagHoldsSeven: 'Tu peux échanger de 1 à 7 jetons tant qu\'il en reste au moins 7 dans le sac',
  wholeRackOnly: 'Tu ne peux échanger que ton chevalet entier',
  upToBag: 'Tu peux échanger autant de jetons qu\'il en reste dans le sac',
  anyIncludingNone: 'Tu peux échanger tous tes jetons, certains ou aucun (n\'en échanger aucun revient à passer)',
};

/** A count in words in a sentence (`deux`, `aucun`), in figures in a list. */
const spelled = (n: number) => (n === 0 ? 'aucun' : inWords(n));

/** When the game ends under these rules, each way joined by "ou". */
function endings(rules: Rules, count: (n: number) => string): string[] {
  const turns = rules.end.scorelessTurns;
  const exchanges = rules.end.consecutiveExchanges;
  return [
    'un joueur pose son dernier jeton alors que le sac est vide',
    turns !== null ? `après ${count(turns)} ${pluralOf(turns, 'tour')} sans points d'affilée` : null,
    rules.end.noLegalPlay ? 'quand plus aucun joueur ne peut jouer' : null,
    rules.end.byAgreement ? 'quand les deux joueurs sont d\'accord (`/scrabble end`)' : null,
    exchanges !== null ? `après ${count(exchanges)} ${pluralOf(exchanges, 'échange')} d'affilée` : null,
  ].filter((x): x is string => x !== null);
}

const STARTS: Record<Rules['firstPlayer'], string> = {
  draw: 'on tire des jetons pour savoir qui commence',
  youngest: 'le plus jeune commence',
  given: 'l\'hôte choisit qui commence',
};

/**
 * The rules of this game in a paragraph, as the host chose them (a preset with any field
 * changed): what the lobby says. Each sentence reads off the rules, so a game opened with
 * `challenge:` says the challenge it will be played with, not what the preset allows.
 */
function summary(rules: Rules): string {
  const preset = presetWords(rules.preset);
  const players = rules.minPlayers === rules.maxPlayers ? `${spelled(rules.minPlayers)} joueurs` : `de ${rules.minPlayers} à ${rules.maxPlayers} joueurs`;
  const sentences = [
    preset?.description ?? null,
    `${capital(players)} ; ${STARTS[rules.firstPlayer]}.`,
    rules.tileSet === 'standard' ? null : `Jetons : ${tileSets[rules.tileSet]}.`,
    rules.board === 'standard' ? null : 'Seulement des cases lettre compte double ou triple sur le plateau, aucune case mot compte double ou triple.',
    `${EXCHANGE_SENTENCES[rules.exchange]}${rules.exchange === 'anyIncludingNone' ? '.' : rules.passAllowed ? ', ou passer.' : ' ; on ne peut pas passer.'}`,
    challengeRules[rules.challenge],
    rules.blankSwap ? 'Un joker posé sur le plateau peut être échangé contre la lettre qu\'il remplace, si tu rejoues ce joker dans le même tour.' : null,
    `La partie se termine quand ${either(endings(rules, spelled))}.`,
    rules.endScoring === 'twiceRack' ? 'À deux joueurs, celui qui finit marque deux fois la valeur du chevalet adverse, et l\'autre ne perd rien.' : null,
    rules.tieBreak === 'stands' ? 'En cas d\'égalité, la partie est nulle.' : 'En cas d\'égalité, la victoire revient au meilleur score avant le décompte des derniers chevalets.',
    rules.match === 'twoGames' ? 'Chaque joueur commence une partie ; le match revient au meilleur total des deux.' : null,
  ];
  return sentences.filter((x): x is string => x !== null).join(' ');
}

const WHO_STARTS: Record<Rules['firstPlayer'], string> = {
  draw: 'tirage de jetons, le plus proche du A (un joker bat le A)',
  youngest: 'le plus jeune joueur',
  given: 'au choix de l\'hôte',
};

/** The rules of a game in words: `/scrabble rules`. */
function text(rules: Rules): string {
  const preset = presetWords(rules.preset);
  const ends = endings(rules, String);
  const lines = [
    `**${preset?.name ?? customRules.heading}**`,
    preset?.description ?? '',
    '',
    `• Joueurs : ${rules.minPlayers === rules.maxPlayers ? rules.minPlayers : `de ${rules.minPlayers} à ${rules.maxPlayers}`}`,
    `• Jetons : ${tileSets[rules.tileSet]}`,
    `• Plateau : ${rules.board === 'standard' ? 'cases habituelles (lettre compte double et triple, mot compte double et triple)' : 'cases lettre compte double et triple uniquement'}`,
    `• Qui commence : ${WHO_STARTS[rules.firstPlayer]}${rules.match === 'twoGames' ? ' ; pour la partie 2, l\'autre joueur' : ''}`,
    '• Écrire un coup : `8H MOT` se lit à l\'horizontale, `H8 MOT` à la verticale ; `.` est un jeton déjà posé sur le plateau, `?E` un joker joué comme E',
    `• Scrabble (les ${rules.rackSize} jetons posés) : +${rules.bingoBonus}`,
    `• ${exchangeWords[rules.exchange]} ; ${rules.passAllowed ? 'tu peux passer' : 'pas le droit de passer, sauf si tu ne peux ni jouer ni échanger'}`,
    `• Mots : ${challengeWords[rules.challenge]} ; dictionnaire : ${lexiconName(rules.lexicon)}`,
    rules.challenge === 'void' ? null : `• ${challengeRules[rules.challenge].replace(/\.$/, '')}`,
    `• La partie se termine quand ${either(ends)}`,
    rules.endScoring === 'twiceRack'
      ? '• À deux joueurs, celui qui finit marque deux fois la valeur du chevalet adverse, et l\'autre ne perd rien ; sinon, à la fin, chaque joueur perd la valeur de son chevalet, et celui qui a fini gagne celle des autres'
      : '• À la fin, chaque joueur perd la valeur de son chevalet ; celui qui a fini gagne celle des autres',
    `• En cas d'égalité : ${rules.tieBreak === 'stands' ? 'partie nulle' : 'victoire au meilleur score avant le décompte des chevalets'}`,
    rules.blankSwap ? '• Un joker posé sur le plateau peut être échangé contre la lettre qu\'il remplace (`swap:` de `/scrabble play`), si tu rejoues ce joker dans le même tour' : null,
    rules.match === 'twoGames' ? '• Un match en deux parties, chaque joueur en commence une ; le meilleur total l\'emporte' : null,
  ];
  return lines.filter((l): l is string => l !== null).join('\n');
}

export const rules: RulesWords = { challengeWords, exchangeWords, challengeRules, summary, text };
