/**
 * Autocomplete for `/scrabble play`. While a word is typed, the choices are the places
 * where it fits from the player's rack, with scores. Words are checked against the
 * dictionary only when the rules check them anyway (no challenges): under challenge
 * rules the suggestions must not tell a player whether their word is good.
 */
import { checkPlay, parseMove, typedNotation } from '../engine/index.js';
import { placementsOfWord } from '../movegen/index.js';
import { suggestionsMayCheckWords } from '../games/policy.js';
import type { Services } from './context.js';
import { explain } from './messages.js';
import { rackWords } from './present.js';

export interface Choice {
  name: string;
  value: string;
}

const MAX = 25;
const choice = (name: string, value: string): Choice => ({ name: name.slice(0, 100), value: value.slice(0, 100) });

export async function playSuggestions(services: Services, channelId: string, userId: string, typed: string): Promise<Choice[]> {
  const read = await services.games.read(channelId);
  const game = read.ok ? read.value?.game : undefined;
  const player = game ? game.players.findIndex((p) => p.id === userId) : -1;
  if (!game || game.status !== 'playing' || player < 0) {
    return typed.trim() ? [choice(typed.trim(), typed.trim())] : [];
  }
  const rack = game.racks[player]!;
  const rackLine = `Your rack: ${rackWords(rack)}`;
  const text = typed.trim();
  if (!text) return [choice(rackLine, ' ')];
  const lexicon = suggestionsMayCheckWords(game.rules) ? await services.dictionaries.lexicon(game.rules.lexicon) : undefined;

  // A whole move: say what it scores, or why it cannot be played.
  if (/\s/.test(text) && parseMove(text).ok) {
    const checked = checkPlay(game.board, text, rack, game.rules, lexicon);
    return [choice(checked.ok ? `${checked.value.notation} (${checked.value.score})` : `${text}: ${explain(checked.error)}`, checked.ok ? typedNotation(checked.value.notation) : text)];
  }
  // A word alone: every place it fits.
  const word = text.replace(/[^A-Za-z]/g, '');
  if (word.length >= 2 && word.length === text.length) {
    const plays = placementsOfWord(game.board, rack, game.rules, lexicon, word);
    if (plays.length > 0) return plays.slice(0, MAX).map((p) => choice(`${p.notation} (${p.score})`, typedNotation(p.notation)));
    return [choice(`${word.toUpperCase()} does not fit anywhere from your rack. ${rackLine}`, text)];
  }
  return [choice(`${text} · ${rackLine}`, text)];
}
