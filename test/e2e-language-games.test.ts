/**
 * End to end, through the loopback Discord and the bot as shipped, started with French and
 * Spanish in LANGUAGES: the bot makes both lists after its start, then whole games are
 * played by slash command, moves typed as players type them (Spanish CH as the letters C
 * and H): a French game between two people in a server whose language is French, a
 * Spanish one with the CH tile played in a server whose language is Spanish, and a French
 * game against the computer. The channel speaks the server's language; every score of the
 * exported record is checked again by the engine's replay of it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Locale } from 'discord-api-types/v10';
import { beforeAll, describe, expect, it } from 'vitest';
import { TABLES } from '../src/bot/words/index.js';
import { alphabetOf, faces, type GameState } from '../src/engine/index.js';
import { parseGcg } from '../src/engine/gcg.js';
import { replayGcg } from '../src/engine/gcg-replay.js';
import { PROJECT_ROOT } from '../src/project-root.js';
import { playComputerGame } from './e2e/computer.js';
import type { Stage } from './e2e/harness.js';
import { botStageForFile } from './e2e/bot-stage.js';
import { giveRack, Table, TURN_TIMEOUT_MS } from './e2e/table.js';

const { fr, es } = TABLES;
/** Where the boards of these games are kept, to be looked at (not committed). */
const ARTIFACTS = join(PROJECT_ROOT, '.cache', 'artifacts', 'languages');

/** Keeps the image of a board message as `name`.png in ARTIFACTS. */
function keepBoard(board: { attachments: { name: string; bytes: Buffer }[] } | undefined, name: string): void {
  const png = board?.attachments.find((a) => a.name === 'board.png');
  if (!png) return;
  mkdirSync(ARTIFACTS, { recursive: true });
  writeFileSync(join(ARTIFACTS, `${name}.png`), png.bytes);
}
/** The engine's one-character stand-ins for Spanish CH, LL and RR (and their blanks): never shown to anyone. */
const STAND_INS = /[ĈĿŘĉŀř]/;

let stage: Stage;
let spanishGuild: string;

botStageForFile((s) => {
  stage = s;
  spanishGuild = s.fake.guildIds[1]!;
}, { LANGUAGES: 'en,fr,es', COMPUTER_DELAY_MS: '150' }, {
  guilds: [
    { locale: Locale.French, users: ['alice', 'bob'] },
    { locale: Locale.SpanishES, users: ['carmen', 'diego'] },
  ],
});

/**
 * Opens a lobby in `language`, trying again while the bot is still making that language's
 * list after its start (the refusal that says so is private, and opens nothing).
 */
async function openWhenReady(table: Table, language: string): Promise<void> {
  const [host] = table.players;
  const t0 = Date.now();
  for (;;) {
    const m = await table.slash(host!, 'new', { language }).waitForMessage(() => true, TURN_TIMEOUT_MS);
    if (!m.ephemeral) return;
    if (!/still being prepared/.test(m.content) || Date.now() - t0 > 240_000) throw new Error(`no lobby in ${language}: ${m.content}`);
    await new Promise((r) => setTimeout(r, 2000));
  }
}

/** Exports the finished game's record and replays it with the engine: every score and total must agree. */
async function replayedExport(table: Table, g: GameState, tileSet: string): Promise<void> {
  const exported = await table.expectPublic(table.slash(table.players[0]!, 'export'));
  const text = exported.attachments[0]!.bytes.toString('utf8');
  expect(text).toMatch(/^#character-encoding UTF-8$/m);
  expect(text).toMatch(new RegExp(`^#lexicon ${g.rules.lexicon}$`, 'm'));
  expect(text).toMatch(new RegExp(`^#tile-distribution ${tileSet}$`, 'm'));
  expect(text).not.toMatch(STAND_INS);
  const parsed = parseGcg(text);
  if (!parsed.ok) throw new Error(`the exported record does not read: ${parsed.error.message} (line ${parsed.error.line})`);
  const replay = replayGcg(parsed.value);
  expect(replay.mismatches).toEqual([]);
  expect(replay.complete).toBe(true);
  expect(replay.totals).toEqual(g.scores);
  const plays = g.history.filter((e) => e.type === 'place').length;
  expect(replay.plays).toBe(plays);
}

/** Every message of the table's channel the bot posted or edited: none shows a stand-in. */
function expectFacesOnly(table: Table): void {
  const texts = stage.fake.messages.filter((m) => m.channelId === table.channel).flatMap((m) => [m.content, JSON.stringify(m.embeds), JSON.stringify(m.components)]);
  expect(texts.filter((t) => STAND_INS.test(t))).toEqual([]);
}

describe('games in other languages', () => {
  beforeAll(() => {
    expect(stage.fake.guildIds).toHaveLength(2);
  });

  it('a whole French game between people, in a French server, its record replayed', async () => {
    const [alice, bob] = [stage.fake.user('alice'), stage.fake.user('bob')];
    const table = new Table(stage, stage.fake.addChannel('partie-fr'), [alice, bob]);
    await openWhenReady(table, 'fr');
    await table.expectPrivate(table.slash(bob, 'join'));
    const dealt = await table.expectTurn(table.slash(alice, 'start'));
    let g = await table.game();
    expect(g.rules).toMatchObject({ tileSet: 'french', lexicon: 'hunspell-fr', preset: 'tournament' });
    expect(g.bag.length + g.racks.join('').length).toBe(102);
    // The channel speaks the server's French, whoever acted.
    expect(dealt.embeds[0]!.title).toBe(fr.turn.title(null, 1));
    g = await table.playOut();
    keepBoard(table.lastBoard, 'french-final');
    console.log(`French: ${table.turns} turns, ${g.result?.reason}, ${g.scores.join('-')}`);
    expect(g.status).toBe('over');
    expect(table.lastBoard!.embeds[0]!.fields!.slice(0, 2).map((f) => f.value)).toEqual(g.scores.map((s) => fr.turn.points(s)));
    expect(table.leaks).toEqual([]);
    await replayedExport(table, g, 'french');
  }, 420_000);

  it('a whole Spanish game between people with the CH tile played as typed, in a Spanish server, its record replayed', async () => {
    const [carmen, diego] = [stage.fake.user('carmen'), stage.fake.user('diego')];
    const table = new Table(stage, stage.fake.addChannel('partida-es', spanishGuild), [carmen, diego]);
    await openWhenReady(table, 'es');
    await table.expectPrivate(table.slash(diego, 'join'));
    await table.expectTurn(table.slash(carmen, 'start'));
    let g = await table.game();
    expect(g.rules).toMatchObject({ tileSet: 'spanish', lexicon: 'hunspell-es' });
    // The first player holds C-H-I-C-O-S with the CH tile, and types the word as it is written.
    g = await table.setGame((game) => giveRack(game, game.turn, 'ĈICOS'));
    const first = table.user(g.players[g.turn]!.id);
    const opening = await table.expectTurn(table.slash(first, 'play', { move: '8d chicos' }));
    g = await table.game();
    expect(g.history.find((e) => e.type === 'place')).toMatchObject({ move: '8D ĈICOS' });
    // CH 5 doubled on D8 + I 1 + C 3 + O 1 + S 1 = 16, the word doubled on the centre.
    expect(g.scores[g.players.findIndex((p) => p.id === first.id)]).toBe(32);
    // The channel shows the word with its CH, in Spanish.
    expect(JSON.stringify(opening.embeds)).toContain('CHICOS');
    keepBoard(opening, 'spanish-opening');
    expect(opening.embeds[0]!.title).toBe(es.turn.title(null, 1));
    g = await table.playOut();
    console.log(`Spanish: ${table.turns} turns, ${g.result?.reason}, ${g.scores.join('-')}`);
    expect(g.status).toBe('over');
    const digraphs = g.history.filter((e) => e.type === 'place' && /[ĈĿŘĉŀř]/.test(e.move)).length;
    expect(digraphs).toBeGreaterThanOrEqual(1);
    keepBoard(table.lastBoard, 'spanish-final');
    expect(table.lastBoard!.embeds[0]!.fields!.slice(0, 2).map((f) => f.value)).toEqual(g.scores.map((s) => es.turn.points(s)));
    expect(table.leaks).toEqual([]);
    expectFacesOnly(table);
    await replayedExport(table, g, 'spanish');
    // The shown words are the faces of the stored ones.
    const spanish = alphabetOf('spanish');
    expect(faces(spanish, 'ĈICOS')).toBe('CHICOS');
  }, 420_000);

  it('a whole French game against the computer, its record replayed', async () => {
    const { table, game, waits } = await playComputerGame(stage, 'tournament', 'club', 'Computer (Club)', { language: 'fr' });
    console.log(`French vs Club: ${waits.length} computer moves, ${game.result?.reason}, ${game.scores.join('-')}`);
    expect(game.status).toBe('over');
    expect(game.rules.tileSet).toBe('french');
    expect(waits.length).toBeGreaterThan(3);
    await replayedExport(table, game, 'french');
  }, 420_000);
});
