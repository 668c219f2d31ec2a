/** The daily puzzle in German: the puzzle's message and image, an answer's result, the leaderboard. */
import type { SpelledMove } from '../../../engine/index.js';
import type { PuzzlePlayWords, PuzzleWords } from '../types.js';
import { blankNote, decimal, plural, pointsCount, tilesCount } from './common.js';

const MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];

/** `2026-11-25` as `25. November 2026`. */
const day = (date: string): string => {
  const [y, m, d] = date.split('-').map(Number);
  return `${d}. ${MONTHS[(m ?? 1) - 1]} ${y}`;
};

const word = (p: SpelledMove): string => {
  const note = blankNote(p.word);
  return `**${p.word}** (${p.square})${note ? ` (${note})` : ''}`;
};

const valued = (p: PuzzlePlayWords): string => `${word(p.play)} für ${p.score} (Equity ${decimal(p.equity)})`;

export const puzzle: PuzzleWords = {
  you: 'Du',
  opponent: 'Gegenüber',
  rackLabel: 'Dein Bänkchen',
  puzzle: (date, turn, [you, them], bag, tiles) => [
    `**Tagesrätsel vom ${day(date)}.** Zug ${turn} einer Turnierpartie: Du hast ${you}, dein Gegenüber ${them}, und im Beutel ${bag === 1 ? 'liegt' : 'liegen'} ${tilesCount(bag)}. Dein Bänkchen: ${tiles}.`,
    'Finde den besten Zug nach Equity (seine Punkte plus der Wert der Steine, die du behältst) und antworte mit `/puzzle answer:8H WORD`: eine Antwort pro Tag, nur für dich sichtbar. Der beste Zug bringt 100 Punkte, jeder Punkt Equity darunter kostet 5.',
  ].join('\n'),
  revealed: (date, byEquity, byScore) => `Lösung des Rätsels vom ${day(date)}: ${valued(byEquity)}; nach Punkten war ${valued(byScore)} am besten.`,
  imageDescription: (tiles) => `Das Tagesrätsel: das Brett, der Spielstand und dein Bänkchen (${tiles}).`,
  scored: (answer, best, byScore, lost, points) => [
    `Deine Antwort: ${valued(answer)}.`,
    lost === 0 ? 'Das ist der beste Zug nach Equity.' : `Der beste Zug nach Equity: ${valued(best)}. Du lagst ${decimal(lost)} Equity darunter.`,
    `Der beste Zug nach Punkten: ${valued(byScore)}.`,
    `**${pointsCount(points)}** (100 − 5 × verlorene Equity, nie unter 0). Wie der Server abschneidet, zeigt \`/puzzle show:Rangliste\`; die Lösung kommt morgen.`,
  ].join('\n'),
  already: (answer, points) => `Du hast das heutige Rätsel schon mit ${word(answer)} für ${pointsCount(points)} beantwortet. Das nächste Rätsel kommt um Mitternacht UTC.`,
  notCounted: 'Diese Antwort zählt nicht: Du kannst das heutige Rätsel noch beantworten.',
  leaderboardTitle: 'Tagesrätsel: Rangliste dieses Servers',
  standing: (s) => `**${s.rank}.** ${s.name} · ${pointsCount(s.points)} · ${plural(s.answers, 'Antwort', 'Antworten')} · Serie ${s.streak} (beste ${s.bestStreak})`,
  yourStanding: (line) => (line === null ? 'Du hast auf diesem Server noch kein Rätsel beantwortet.' : `Du: ${line}`),
  noAnswers: 'Auf diesem Server hat noch niemand das Tagesrätsel beantwortet: `/puzzle` zeigt das heutige.',
  leaderboardFooter: 'Punkte: 100 für den besten Zug nach Equity, 5 weniger für jeden Punkt Equity darunter. Eine Serie zählt die Tage in Folge mit einer Antwort, bis heute oder gestern.',
};
