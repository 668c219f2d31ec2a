/** A player's settings, a server's history of games, stats and the leaderboard. */
import type { ArchivedGame, UserSettings } from '../../games/record.js';
import { type PlayerStats, PROVISIONAL_GAMES, type RatingFamily, type RatingRow } from '../../games/stats.js';
import { recordFileName } from './export.js';
import { presetWords, words } from '../words/index.js';
import { escapeMarkdown } from '../words/text.js';
import { playWords } from './moves.js';
import { COLOUR, LIMITS, type Reply } from './reply.js';

/** `/scrabble settings`: what is set now, and how to change it. */
export function settingsMessage(settings: UserSettings, changed: boolean): Reply {
  return { content: words.stats.settings(settings.pings, changed), ephemeral: true };
}

/** `/scrabble history`: a server's recent games, numbered for `/scrabble history game:`. */
export function historyMessage(games: readonly ArchivedGame[]): Reply {
  const w = words.stats;
  if (games.length === 0) return { content: w.noHistory, ephemeral: true };
  const lines = games.map((a, i) => {
    const winners = a.game.match?.winners ?? a.game.result?.winners ?? [];
    const scores = a.players.map((p, k) => (winners.length === 1 && winners[0] === k ? `**${escapeMarkdown(p.name)} ${p.score}**` : `${escapeMarkdown(p.name)} ${p.score}`)).join(' – ');
    return w.historyLine(i + 1, scores, ruleSetName(a.rules.preset), words.lexiconName(a.rules.lexicon), a.finishedAt);
  });
  return {
    embeds: [{
      title: w.historyTitle,
      description: lines.join('\n'),
      color: COLOUR.over,
      footer: { text: w.historyFooter },
    }],
    ephemeral: true,
  };
}

/** One archived game's record, for `/scrabble history game:`. */
export function archivedFile(a: ArchivedGame, n: number): Reply {
  const date = new Date(a.finishedAt).toISOString().slice(0, 10);
  return {
    content: words.stats.archived(n, a.players.map((p) => [p.name, p.score]), date),
    files: [{ name: recordFileName(a.players.map((p) => p.name), a.finishedAt), data: Buffer.from(a.gcg, 'utf8') }],
    ephemeral: true,
  };
}

/** A rule set's name without its note in brackets: short enough for a phone's line. */
export const ruleSetName = (preset: string) => (presetWords(preset)?.name ?? preset).replace(/\s*\(.*\)$/, '');
/** The sowpods list under tournament rules: "Tournament · SOWPODS (Collins Scrabble Words)". */
const familyName = (family: RatingFamily) => `${ruleSetName(family.preset)} · ${words.lexiconName(family.lexicon)}`;
const ratingText = (r: RatingRow) => `${Math.round(r.rating.rating)}${r.provisional ? '?' : ''} ±${Math.round(r.rating.rd)}`;

/** `/scrabble stats`: short fields, a few to a row, so it reads on a phone as on a desktop. */
export function statsMessage(name: string, st: PlayerStats | undefined, ratings: readonly (readonly [RatingFamily, RatingRow])[]): Reply {
  const w = words.stats;
  if (!st || st.games === 0) return { content: w.noStats(name) };
  const pct = Math.round((100 * st.wins) / st.games);
  const rules = Object.entries(st.byRules).map(([preset, r]) => w.byRules(ruleSetName(preset), r.games, r.wins));
  return {
    embeds: [{
      title: w.title(name),
      color: COLOUR.lobby,
      fields: [
        { name: w.fields.games, value: String(st.games), inline: true },
        { name: w.fields.wins, value: w.wins(st.wins, pct), inline: true },
        { name: w.fields.average, value: String(Math.round(st.totalScore / st.games)), inline: true },
        { name: w.fields.highest, value: String(st.highestGame ?? 0), inline: true },
        { name: w.fields.bestMove, value: st.bestMove ? playWords(st.bestMove, st.bestMove.score, false) : w.noBestMove, inline: true },
        { name: w.fields.bingos, value: String(st.bingos), inline: true },
        { name: w.fields.byRules, value: rules.join('\n') },
        ...(ratings.length > 0 ? [{ name: w.fields.ratings, value: ratings.map(([f, r]) => `${familyName(f)}: ${ratingText(r)}`).join('\n') }] : []),
      ],
      ...(ratings.some(([, r]) => r.provisional) ? { footer: { text: w.provisional(PROVISIONAL_GAMES) } } : {}),
    }],
  };
}

/** `/scrabble leaderboard`: one embed per word list and rule set, the top ten each. */
export function leaderboardMessage(tables: readonly (readonly [RatingFamily, readonly RatingRow[]])[], preset: string | null): Reply {
  const shown = tables.filter(([, rows]) => rows.length > 0);
  if (shown.length === 0) {
    return { content: words.stats.noRatings(preset ? ruleSetName(preset) : null) };
  }
  return {
    embeds: shown.slice(0, LIMITS.embeds).map(([family, rows]) => ({
      title: words.stats.leaderboardTitle(familyName(family)),
      color: COLOUR.over,
      description: [...rows].sort((a, b) => b.rating.rating - a.rating.rating).slice(0, 10)
        .map((r, i) => words.stats.leaderboardLine(i + 1, escapeMarkdown(r.name), ratingText(r), r.games)).join('\n'),
      footer: { text: words.stats.leaderboardFooter(PROVISIONAL_GAMES) },
    })),
  };
}
