/** The daily puzzle in French: the puzzle's message and image, an answer's result, the leaderboard. */
import type { SpelledMove } from '../../../engine/index.js';
import type { PuzzlePlayWords, PuzzleWords } from '../types.js';
import { blankNote, counted, decimal, pluralOf } from './common.js';

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/** `2026-11-25` as `25 novembre 2026`, and the first of a month as `1er`. */
const day = (date: string): string => {
  const [y, m, d] = date.split('-').map(Number);
  return `${d === 1 ? '1er' : d} ${MONTHS[(m ?? 1) - 1]} ${y}`;
};

const word = (p: SpelledMove): string => {
  const note = blankNote(p.word);
  return `**${p.word}** (${p.square})${note ? ` (${note})` : ''}`;
};

const valued = (p: PuzzlePlayWords): string => `${word(p.play)} pour ${p.score} (équité ${decimal(p.equity)})`;

export const puzzle: PuzzleWords = {
  you: 'Toi',
  opponent: 'Adversaire',
  rackLabel: 'Ton chevalet',
  puzzle: (date, turn, [you, them], bag, tiles) => [
    `**Problème du jour, ${day(date)}.** Tour ${turn} d'une partie de tournoi : tu as ${you}, ton adversaire ${them}, et le sac contient ${counted(bag, 'jeton')}. Ton chevalet : ${tiles}.`,
    'Trouve le meilleur coup par équité (son score plus la valeur des jetons que tu gardes) et réponds avec `/puzzle answer:8H MOT` : une réponse par jour, visible par toi uniquement. Le meilleur coup rapporte 100 points, et chaque point d\'équité en dessous en coûte 5.',
  ].join('\n'),
  revealed: (date, byEquity, byScore) => `Réponse au problème du ${day(date)} : ${valued(byEquity)} ; le meilleur au score était ${valued(byScore)}.`,
  imageDescription: (tiles) => `Le problème du jour : le plateau, les scores et ton chevalet (${tiles}).`,
  scored: (answer, best, byScore, lost, points) => [
    `Ta réponse : ${valued(answer)}.`,
    lost === 0 ? 'C\'est le meilleur coup par équité.' : `Le meilleur coup par équité : ${valued(best)}. Tu es à ${decimal(lost)} ${pluralOf(lost, 'point')} d'équité en dessous.`,
    `Le meilleur coup au score : ${valued(byScore)}.`,
    `**${counted(points, 'point')}** (100 − 5 × équité perdue, jamais moins de 0). Vois où en est le serveur avec \`/puzzle show:Classement\` ; la réponse sera révélée demain.`,
  ].join('\n'),
  already: (answer, points) => `Tu as déjà répondu au problème du jour avec ${word(answer)}, pour ${counted(points, 'point')}. Un nouveau problème arrive à minuit UTC.`,
  notCounted: 'Cette réponse n\'a pas compté : tu peux encore répondre au problème du jour.',
  leaderboardTitle: 'Problème du jour : classement du serveur',
  standing: (s) => `**${s.rank}.** ${s.name} · ${counted(s.points, 'point')} · ${counted(s.answers, 'réponse')} · série ${s.streak} (record ${s.bestStreak})`,
  yourStanding: (line) => (line === null ? 'Tu n\'as encore répondu à aucun problème sur ce serveur.' : `Toi : ${line}`),
  noAnswers: 'Personne sur ce serveur n\'a encore répondu au problème du jour : `/puzzle` affiche celui d\'aujourd\'hui.',
  leaderboardFooter: 'Points : 100 pour le meilleur coup par équité, 5 de moins par point d\'équité en dessous. Une série compte les jours d\'affilée avec une réponse, jusqu\'à aujourd\'hui ou hier.',
};
