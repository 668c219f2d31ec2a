/** Which word list a new game gets: the installation's default, except where the preset names its own (the duel). */
import { describe, expect, it } from 'vitest';
import { PRESETS } from '../src/engine/index.js';
import type { Dictionaries } from '../src/games/ports.js';
import { GameService } from '../src/games/service.js';
import { openStore } from '../src/games/open.js';
import { dictionaries } from './support/bot.js';

/** The built-in lists, with another one installed as the default. */
function withDefault(name: string): Dictionaries {
  const real = dictionaries();
  return {
    names: () => [...real.names(), name],
    defaultName: () => name,
    languageOf: () => 'en',
    lexicon: (n) => real.lexicon(n === name ? 'sowpods' : n),
    finder: (n) => real.finder(n === name ? 'sowpods' : n),
  };
}

describe('the word list of a new game', () => {
  it('is data of the preset: only the duel keeps its own', () => {
    expect(PRESETS.filter((p) => p.lexicon === 'preset').map((p) => [p.id, p.rules.lexicon])).toEqual([['duel', 'sowpods']]);
  });

  it.each([
    ['tournament', 'nwl'],
    ['club', 'nwl'],
    ['classic', 'nwl'],
    ['match', 'nwl'],
    ['duel', 'sowpods'],
  ])('%s opens with %s where the default list is nwl, unless the host names one', async (preset, expected) => {
    const store = await openStore('memory://');
    const games = new GameService(store, withDefault('nwl'));
    const host = { id: 'u1', name: 'Ann' };
    const opened = await games.newLobby(`c-${preset}`, 'g1', host, { preset });
    expect(opened.ok && opened.value.lobby?.rules.lexicon).toBe(expected);
    const named = await games.newLobby(`d-${preset}`, 'g1', host, { preset, lexicon: 'sowpods' });
    expect(named.ok && named.value.lobby?.rules.lexicon).toBe('sowpods');
    await store.close();
  });
});

describe('a list still being made', () => {
  it.each([
    // ready, what opening a lobby in it gives
    [false, { ok: false, error: { code: 'lexicon-not-ready', detail: 'hunspell-fr' } }],
    [true, { ok: true }],
  ])('ready %s: %j', async (ready, expected) => {
    const store = await openStore('memory://');
    const games = new GameService(store, { ...withDefault('hunspell-fr'), ready: (n) => n !== 'hunspell-fr' || ready });
    const opened = await games.newLobby('c1', 'g1', { id: 'u1', name: 'Ann' }, { lexicon: 'hunspell-fr' });
    expect(opened).toMatchObject(expected);
    // A list that is ready elsewhere is not held up.
    expect((await games.newLobby('c2', 'g1', { id: 'u1', name: 'Ann' }, { lexicon: 'sowpods' })).ok).toBe(true);
    await store.close();
  });
});
