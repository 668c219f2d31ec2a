/** A player's settings, a server's history of games, stats and the leaderboard. */
import { lexiconDisplayName } from '../../engine/lexicon-names.js';
import type { ArchivedGame, UserSettings } from '../../games/record.js';
import { type PlayerStats, PROVISIONAL_GAMES, type RatingFamily, type RatingRow } from '../../games/stats.js';
import { recordFileName, SOFTWARE } from './export.js';
import { presetWords } from '../words/index.js';
import { escapeMarkdown } from '../words/text.js';
import { playWords } from './moves.js';
import { COLOUR, LIMITS, type Reply } from './reply.js';

/** `/scrabble settings`: what is set now, and how to change it. */
export function settingsMessage(settings: UserSettings, changed: boolean): Reply {
  const now = settings.pings
    ? 'Pings are **on**: I ping you when it is your turn and when your clock runs low.'
    : 'Pings are **off**: I write your name when it is your turn, without pinging you.';
  const how = settings.pings ? 'Turn them off with `/scrabble settings pings:Off`.' : 'Turn them back on with `/scrabble settings pings:On`.';
  return { content: `${changed ? 'Saved. ' : ''}${now} ${how}`, ephemeral: true };
}

/** `/scrabble history`: a server's recent games, numbered for `/scrabble history game:`. */
export function historyMessage(games: readonly ArchivedGame[]): Reply {
  if (games.length === 0) return { content: 'No finished games in this server yet. Games are listed here once they are over.', ephemeral: true };
  const lines = games.map((a, i) => {
    const winners = a.game.match?.winners ?? a.game.result?.winners ?? [];
    const scores = a.players.map((p, k) => (winners.length === 1 && winners[0] === k ? `**${escapeMarkdown(p.name)} ${p.score}**` : `${escapeMarkdown(p.name)} ${p.score}`)).join(' – ');
    return `**${i + 1}.** ${scores}\n${ruleSetName(a.rules.preset)} · ${lexiconDisplayName(a.rules.lexicon)} · <t:${Math.floor(a.finishedAt / 1000)}:d>`;
  });
  return {
    embeds: [{
      title: 'Recent games in this server',
      description: lines.join('\n'),
      color: COLOUR.over,
      footer: { text: 'Get a game\'s record as GCG with /scrabble history game:<number>.' },
    }],
    ephemeral: true,
  };
}

/** One archived game's record, for `/scrabble history game:`. */
export function archivedFile(a: ArchivedGame, n: number): Reply {
  const date = new Date(a.finishedAt).toISOString().slice(0, 10);
  return {
    content: `Game ${n}: ${a.players.map((p) => `${p.name} ${p.score}`).join(' – ')} (${date}). Here is its record (GCG), ${SOFTWARE}.`,
    files: [{ name: recordFileName(a.players.map((p) => p.name), a.finishedAt), data: Buffer.from(a.gcg, 'utf8') }],
    ephemeral: true,
  };
}

/** A rule set's name without its note in brackets: short enough for a phone's line. */
const ruleSetName = (preset: string) => (presetWords(preset)?.name ?? preset).replace(/\s*\(.*\)$/, '');
/** The sowpods list under tournament rules: "Tournament · SOWPODS (Collins Scrabble Words)". */
const familyName = (family: RatingFamily) => `${ruleSetName(family.preset)} · ${lexiconDisplayName(family.lexicon)}`;
const ratingText = (r: RatingRow) => `${Math.round(r.rating.rating)}${r.provisional ? '?' : ''} ±${Math.round(r.rating.rd)}`;

/** `/scrabble stats`: short fields, a few to a row, so it reads on a phone as on a desktop. */
export function statsMessage(name: string, st: PlayerStats | undefined, ratings: readonly (readonly [RatingFamily, RatingRow])[]): Reply {
  if (!st || st.games === 0) return { content: `${name} has no finished games in this server yet.` };
  const pct = Math.round((100 * st.wins) / st.games);
  const rules = Object.entries(st.byRules).map(([preset, r]) => `${ruleSetName(preset)}: ${r.games} game${r.games === 1 ? '' : 's'}, ${r.wins} won`);
  return {
    embeds: [{
      title: `Stats: ${name}`,
      color: COLOUR.lobby,
      fields: [
        { name: 'Games', value: String(st.games), inline: true },
        { name: 'Wins', value: `${st.wins} (${pct}%)`, inline: true },
        { name: 'Average score', value: String(Math.round(st.totalScore / st.games)), inline: true },
        { name: 'Highest game', value: String(st.highestGame ?? 0), inline: true },
        { name: 'Best move', value: st.bestMove ? playWords(st.bestMove, st.bestMove.score, false) : 'none yet', inline: true },
        { name: 'Bingos', value: String(st.bingos), inline: true },
        { name: 'By rule set', value: rules.join('\n') },
        ...(ratings.length > 0 ? [{ name: 'Ratings', value: ratings.map(([f, r]) => `${familyName(f)}: ${ratingText(r)}`).join('\n') }] : []),
      ],
      ...(ratings.some(([, r]) => r.provisional) ? { footer: { text: `? provisional: fewer than ${PROVISIONAL_GAMES} rated games.` } } : {}),
    }],
  };
}

/** `/scrabble leaderboard`: one embed per word list and rule set, the top ten each. */
export function leaderboardMessage(tables: readonly (readonly [RatingFamily, readonly RatingRow[]])[], preset: string | null): Reply {
  const shown = tables.filter(([, rows]) => rows.length > 0);
  if (shown.length === 0) {
    return { content: `No rated games in this server${preset ? ` under ${ruleSetName(preset)}` : ''} yet. Games between people count once they are over; games with a computer player do not.` };
  }
  return {
    embeds: shown.slice(0, LIMITS.embeds).map(([family, rows]) => ({
      title: `Leaderboard: ${familyName(family)}`,
      color: COLOUR.over,
      description: [...rows].sort((a, b) => b.rating.rating - a.rating.rating).slice(0, 10)
        .map((r, i) => `**${i + 1}.** ${escapeMarkdown(r.name)} · ${ratingText(r)} · ${r.games} game${r.games === 1 ? '' : 's'}`).join('\n'),
      footer: { text: `Glicko-2 from 1500. ? provisional: fewer than ${PROVISIONAL_GAMES} rated games.` },
    })),
  };
}
