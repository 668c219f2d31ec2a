/**
 * End to end, through the loopback Discord and the bot as shipped: a server whose
 * preferred locale is German, with threads on. The channel's summary line (the answer to
 * `/scrabble new`, then edited by the publisher), the thread's name and the lobby posted in
 * the thread are German, opened by a player whose client is English; that player's and a
 * Spanish player's private answers stay in their own languages.
 */
import { Locale } from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import { explain } from '../src/bot/messages.js';
import { speaking, TABLES } from '../src/bot/words/index.js';
import type { Stage } from './e2e/harness.js';
import { botStageForFile } from './e2e/bot-stage.js';
import { Table, TURN_TIMEOUT_MS } from './e2e/table.js';

const { de, es } = TABLES;

let stage: Stage;

botStageForFile((s) => {
  stage = s;
  stage.fake.world.setUserLocale(stage.fake.user('bob').id, Locale.SpanishES);
}, {}, { threads: true, guilds: [{ locale: Locale.German }] });

describe('a server in German, with a thread for each game', () => {
  it('keeps the summary line, the thread\'s name and the lobby German, and each player\'s answers in their own language', async () => {
    const [alice, bob] = [stage.fake.user('alice'), stage.fake.user('bob')];
    const rules = de.presets.tournament.short;

    // The answer in the channel is the summary line, in German though Alice's client is English.
    const answer = await stage.fake.slash(alice, 'scrabble', 'scrabble', 'new', { preset: 'tournament' }).waitForMessage((m) => !m.ephemeral && m.content !== '', TURN_TIMEOUT_MS);
    const threadId = /^\*\*Offen\*\* <#(\d+)> /.exec(answer.content)?.[1];
    expect(threadId, answer.content).toBeDefined();
    expect(answer.content).toBe(`**Offen** <#${threadId}> · ${rules} · Host: alice · bisher dabei: alice · Beitreten im Thread`);
    expect(stage.fake.thread(threadId!).name).toBe(de.threads.lobbyName('alice', rules));

    // The lobby, posted in the thread with no interaction to answer: German too.
    let lobbyId: string | undefined;
    for (const t0 = Date.now(); !lobbyId && Date.now() - t0 < TURN_TIMEOUT_MS; await new Promise((r) => setTimeout(r, 20))) lobbyId = (await stage.store.get(threadId!))?.lobby?.messageId;
    if (!lobbyId) throw new Error('no lobby message in the thread');
    await stage.fake.waitFor(() => stage.fake.message(lobbyId!)?.embeds?.[0]?.title === de.lobby.title(de.presets.tournament.name), TURN_TIMEOUT_MS, 'the German lobby');

    // Bob joins in the thread: his answer is Spanish, the channel's line follows in German.
    const table = new Table(stage, threadId!, [alice, bob]);
    expect(await table.expectPrivate(table.slash(bob, 'join'))).toBe(es.lobby.joined(2, 4, '<@' + alice.id + '>'));
    const line = `**Offen** <#${threadId}> · ${rules} · Host: alice · bisher dabei: ${de.list(['alice', 'bob'])} · Beitreten im Thread`;
    await stage.fake.waitFor(() => stage.fake.message(answer.messageId)?.content === line, TURN_TIMEOUT_MS, `the summary line "${line}"`);
    // Alice's own refusal is English.
    expect(await table.expectPrivate(table.slash(alice, 'join'))).toBe(explain({ code: 'already-joined' }));
    expect(await table.expectPrivate(table.slash(bob, 'join'))).toBe(speaking(es, () => explain({ code: 'already-joined' })));

    // The deal: the thread takes the players' names and the line says whose turn it is, in German.
    await table.expectTurn(table.slash(alice, 'start'));
    const g = await table.game();
    await stage.fake.waitFor(() => stage.fake.thread(threadId!).name === de.threads.gameName(g.players.map((p) => p.name), rules), TURN_TIMEOUT_MS, 'the thread renamed');
    await stage.fake.waitFor(() => stage.fake.message(answer.messageId)?.content.endsWith(` · ${g.players[g.turn]!.name} ist am Zug`), TURN_TIMEOUT_MS, 'the summary line while playing');
    expect(stage.fake.message(answer.messageId)!.content).toMatch(/^\*\*Läuft\*\* /);
  }, 120_000);
});

describe('every message of this game', () => {
  it('was accepted, and no failure was logged', () => {
    expect(stage.fake.serverErrors).toEqual([]);
    expect(stage.stderr).toBe('');
  });
});
