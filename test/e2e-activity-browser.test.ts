/**
 * End to end in a real browser: the Activity's page, built and served by the bot as
 * shipped, framed by a stand-in for the Discord client (the real Embedded App SDK
 * talking to it), in headless Chromium. A whole game: alice plays in the Activity on a
 * phone, dragging tiles by touch (and exchanging, passing, letting a play stand with its
 * buttons), bob by slash command. After every move the channel's board and the
 * Activity's agree with the stored game; a spectator on a desktop sees the board and no
 * rack; a refusal reads as the bot words it; a dropped live stream reconnects and catches up.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Frame, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './support/ports.js';
import type { APIUser } from 'discord-api-types/v10';
import { alphabetOf, checkPlacement, checkPlay, face, fullBag, placementFromTiles, TILE_SETS, type GameState } from '../src/engine/index.js';
import { layWords, SPANISH_WORDS } from '../src/render/language-fixtures.js';
import type { Stage } from './e2e/harness.js';
import { botStageForFile } from './e2e/bot-stage.js';
import { generator, nextCommand, Table, TURN_TIMEOUT_MS } from './e2e/table.js';
import { ARTIFACTS, discordClientStandIn, launchBrowser, type DiscordClientStandIn } from './support/browser.js';

let stage: Stage;
const port = await freePort();
botStageForFile((s) => {
  stage = s;
}, { ACTIVITY_PORT: String(port), DISCORD_CLIENT_SECRET: 'loopback-client-secret' });

let browser: Browser;
let client: DiscordClientStandIn;
beforeAll(async () => {
  browser = await launchBrowser();
  client = await discordClientStandIn(`http://127.0.0.1:${port}`, stage.fake.applicationId);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await client?.close();
});

/** Opens the Activity for `user` in a new page at phone or desktop size; resolves with the page and the Activity's frame. */
async function openActivity(user: APIUser, channel: string, platform: 'mobile' | 'desktop'): Promise<{ page: Page; frame: Frame; errors: string[] }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('requestfailed', (r) => {
    if (!r.url().includes('/live?')) errors.push(`request failed: ${r.url()}`);
  });
  await page.setViewport(platform === 'mobile' ? { width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : { width: 1280, height: 800 });
  await page.goto(client.url({ code: stage.fake.authorizeCode(user), user: { id: user.id, username: user.username, global_name: user.global_name }, channel, guild: stage.fake.guildId, platform }));
  const frame = (await (await page.waitForSelector('iframe'))!.contentFrame())!;
  await frame.waitForSelector('.board', { timeout: 15_000 });
  return { page, frame, errors };
}

/** The board as the Activity shows it: letters, lower case for blanks, '.' for empty (tiles placed this turn left out). */
function shownBoard(frame: Frame): Promise<string[]> {
  return frame.$$eval('.board .row', (rows) => rows.map((row) => [...row.querySelectorAll('.sq')].map((sq) => {
    const t = sq.querySelector('.tile:not(.placed)');
    if (!t) return '.';
    const letter = t.querySelector('.letter')!.textContent!;
    return t.classList.contains('blank') ? letter.toLowerCase() : letter;
  }).join('')));
}

async function waitForVersion(frame: Frame, version: number): Promise<void> {
  await frame.waitForFunction((v) => (globalThis as any).document.body.dataset.version === String(v), { timeout: TURN_TIMEOUT_MS }, version);
}

/**
 * The centre of the element `selector` finds, in the page's coordinates (the frame fills
 * the page from its corner). Read in one step: the page may draw itself again at any time
 * (a preview arriving), which replaces elements but not where they are.
 */
async function centre(frame: Frame, selector: string): Promise<{ x: number; y: number }> {
  // A measure taken while the frame is not laid out reads as an empty box at the corner: measure again.
  for (let tries = 0; ; tries++) {
    const box = await frame.$eval(selector, (e) => {
      const r = e.getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2, empty: r.width === 0 || r.height === 0 };
    });
    if (!box.empty) return { x: box.x, y: box.y };
    if (tries === 50) throw new Error(`${selector} has no box to touch`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Drags with a finger: touch start on the tile, moves, touch end on the square. */
async function touchDrag(page: Page, frame: Frame, from: string, to: string): Promise<void> {
  // As a person would: after the page has painted what the last drop changed.
  await frame.evaluate(() => new Promise((r) => (globalThis as any).requestAnimationFrame(() => (globalThis as any).requestAnimationFrame(r))));
  const a = await centre(frame, from);
  const b = await centre(frame, to);
  await page.touchscreen.touchStart(a.x, a.y);
  for (let i = 1; i <= 6; i++) await page.touchscreen.touchMove(a.x + ((b.x - a.x) * i) / 6, a.y + ((b.y - a.y) * i) / 6);
  await page.touchscreen.touchEnd();
}

/** Alice's move in the Activity: the best play dragged onto the board, or an exchange or pass by its buttons. */
async function moveInActivity(page: Page, frame: Frame, g: GameState): Promise<string> {
  if (g.pending?.wentOut) {
    await (await frame.$('[data-action="accept"]'))!.click();
    return 'accept';
  }
  const [sub, options] = nextCommand(g);
  if (sub === 'play') {
    const rack = g.racks[g.turn]!;
    const [best] = generator(g.rules.lexicon).best(g.board, rack, g.rules, 1);
    const checked = checkPlay(g.board, best!.notation, rack, g.rules);
    if (!checked.ok) throw new Error(checked.error.code);
    for (const t of checked.value.placement.tiles) {
      const placed = `.sq[data-row="${t.row}"][data-col="${t.col}"] .tile.placed`;
      for (let attempt = 1; ; attempt++) {
        await touchDrag(page, frame, `.rack .tile[aria-label="${t.blank ? 'blank' : t.letter}"]`, `.sq[data-row="${t.row}"][data-col="${t.col}"]`);
        if (t.blank) await (await frame.waitForSelector(`.blank-picker button[value="${t.letter}"]`))!.click();
        const shown = await frame.waitForSelector(placed, { timeout: 5000 }).then(() => true, () => false);
        if (shown) break;
        // Kept for people to look at: what the page showed when a drag did not land.
        writeFileSync(join(ARTIFACTS, `drag-missed-${Date.now()}.png`), await page.screenshot());
        console.warn(`a drag of ${t.letter} to ${t.row},${t.col} did not land (attempt ${attempt}): ${await frame.$eval('#app', (a) => a.textContent?.slice(0, 300))}`);
        if (attempt === 2) throw new Error(`dragging ${t.letter} to row ${t.row}, column ${t.col} did not place it, twice`);
      }
    }
    // The preview: the engine's score for the play, before it is sent.
    await frame.waitForFunction((s) => (globalThis as any).document.querySelector('.preview')?.textContent?.includes(` for ${s}:`), { timeout: 10_000 }, checked.value.score);
    await (await frame.$('[data-action="play"]'))!.click();
    return checked.value.notation;
  }
  if (sub === 'exchange') {
    await (await frame.$('[data-action="exchange"]'))!.click();
    let rackLeft = g.racks[g.turn]!;
    for (const letter of options.tiles!) {
      rackLeft = rackLeft.replace(letter, '');
      await (await frame.$(`.rack .tile[aria-label="${letter === '?' ? 'blank' : letter}"]:not(.chosen)`))!.click();
    }
    await (await frame.$('[data-action="exchange-confirm"]'))!.click();
    return `exchange ${options.tiles}`;
  }
  await (await frame.$(`[data-action="${sub}"]`))!.click();
  return sub;
}

describe('a whole game: one player in the Activity, the other by slash command', () => {
  it('agrees with the channel after every move, shows no rack to a spectator, and reconnects', async () => {
    const [alice, bob] = [stage.fake.user('alice'), stage.fake.user('bob')];
    const carol = stage.fake.addUser('carol');
    const table = new Table(stage, stage.fake.addChannel('activity-game'), [alice, bob]);
    await table.open('tournament');
    // A shorter bag, so the whole game fits the test's time; the game is played from here to its end.
    let g = await table.setGame((x) => ({ ...x, bag: x.bag.slice(0, 30) }));
    const me = g.players.findIndex((p) => p.id === alice.id);
    const { page, frame, errors } = await openActivity(alice, table.channel, 'mobile');
    await waitForVersion(frame, g.history.length);
    expect(await frame.$eval('.rack', (r) => r.getAttribute('aria-label'))).toBe('Your rack');
    expect(await frame.$$eval('.rack .tile', (ts) => ts.length)).toBe(7);
    writeFileSync(join(ARTIFACTS, 'player-phone-start.png'), await page.screenshot());

    const spectator = await openActivity(carol, table.channel, 'desktop');
    expect(await spectator.frame.$('.rack')).toBeNull();
    expect(await spectator.frame.$eval('.status', (s) => s.textContent)).toContain('You are watching');

    // A refusal in the bot's words: the same sentence a slash command gets.
    if (g.turn === me) {
      const input = (await frame.$('.typed input'))!;
      await input.type('A1 QI');
      await (await frame.$('.typed button'))!.click();
      const shown = await (await frame.waitForSelector('.message'))!.evaluate((m) => m.textContent);
      const slash = await table.expectPrivate(table.slash(alice, 'play', { move: 'A1 QI' }));
      expect(shown).toBe(slash);
      await input.evaluate((i) => void ((i as unknown as { value: string }).value = ''));
    }

    let moves = 0;
    let dropped = false;
    while (g.status !== 'over') {
      const before = g.history.length;
      let what: string;
      if (g.turn === me || (g.pending?.wentOut && g.turn === me)) {
        what = await moveInActivity(page, frame, g);
      } else {
        await table.expectTurn(table.sendNext(g));
        what = 'slash';
      }
      g = (await stage.fake.waitFor(async () => {
        const now = (await stage.record(table.channel))!;
        // Saved, and its board delivered to the channel.
        return now.game!.history.length > before && (now.outbox ?? []).length === 0 ? now.game! : undefined;
      }, TURN_TIMEOUT_MS, `move ${moves + 1} (${what}) saved and shown`))!;
      const record = (await stage.record(table.channel))!;
      const board = stage.fake.messages.filter((m) => m.messageId === record.boardMessageId && m.attachments.some((a) => a.name === 'board.png')).at(-1);
      expect(board, `the channel's board after ${what}`).toBeDefined();
      // Its buttons are the ones that act now, for bob's presses.
      table.lastBoard = board;
      await waitForVersion(frame, g.history.length);
      expect(await shownBoard(frame)).toEqual(g.board);
      await waitForVersion(spectator.frame, g.history.length);
      expect(await shownBoard(spectator.frame)).toEqual(g.board);
      if (g.status === 'playing') expect(await frame.$$eval('.rack .tile', (ts) => ts.map((t) => t.getAttribute('aria-label') === 'blank' ? '?' : t.getAttribute('aria-label')).sort().join(''))).toBe([...g.racks[me]!].sort().join(''));
      moves++;
      if (moves === 3) writeFileSync(join(ARTIFACTS, 'player-phone-midgame.png'), await page.screenshot());
      // Once, mid-game: the live stream drops; the page reconnects and catches up with the next move.
      if (moves === 4 && !dropped) {
        dropped = true;
        expect(client.dropStreams()).toBeGreaterThan(0);
      }
    }
    writeFileSync(join(ARTIFACTS, 'player-phone-end.png'), await page.screenshot());
    writeFileSync(join(ARTIFACTS, 'spectator-desktop-end.png'), await spectator.page.screenshot());
    expect(await frame.$eval('.status', (s) => s.textContent)).toContain('The game is over.');
    // The result's line as the channel words it (a tie names every winner).
    const winners = g.result!.winners.map((i) => g.players[i]!.name);
    const winner = winners.length > 1 ? `It's a tie between ${winners.join(' and ')}.` : `${winners[0]} wins!`;
    expect(await frame.$$eval('.status .result', (ps) => ps.map((p) => p.textContent))).toContain(winner);
    expect(moves).toBeGreaterThan(6);
    expect(errors).toEqual([]);
    expect(spectator.errors).toEqual([]);
    console.log(`Activity game: ${moves} moves; screenshots in ${ARTIFACTS}`);
  }, 300_000);
});

describe('a game in Spanish tiles', () => {
  it('shows CH, LL, RR and Ñ with the Spanish values, offers the Spanish letters for a blank, and plays it as CH', async () => {
    const [alice, bob] = [stage.fake.user('alice'), stage.fake.user('bob')];
    const table = new Table(stage, stage.fake.addChannel('activity-spanish'), [alice, bob]);
    await table.open('tournament');
    const me = (await table.game()).players.findIndex((p) => p.id === alice.id);
    const rack = 'ĈĿŘÑ?AE';
    // The position of a game in Spanish tiles, alice to move.
    let g = await table.setGame((x) => ({
      ...x, rules: { ...x.rules, tileSet: 'spanish' }, board: layWords(SPANISH_WORDS), bag: fullBag(TILE_SETS.spanish).slice(0, 30),
      racks: x.racks.map((r, i) => (i === me ? rack : 'AEIOSTN')), turn: me,
    }));
    const spanish = alphabetOf('spanish');
    const values = TILE_SETS.spanish.values;
    const { page, frame, errors } = await openActivity(alice, table.channel, 'mobile');
    await waitForVersion(frame, g.history.length);
    const out = join(ARTIFACTS, '..', 'languages');
    mkdirSync(out, { recursive: true });

    // The board's tiles in reading order: face, value (none on a blank), blank.
    const tiles = (scope: string) => frame.$$eval(scope, (ts) => ts.map((t) => [t.querySelector('.letter')!.textContent, t.querySelector('.value')?.textContent ?? '', t.classList.contains('blank')]));
    const want = g.board.flatMap((row) => [...row].filter((ch) => ch !== '.').map((ch) => {
      const blank = ch !== ch.toUpperCase();
      return [face(spanish, ch.toUpperCase()), blank ? '' : String(values[ch]), blank];
    }));
    expect(await tiles('.board .sq .tile')).toEqual(want);
    expect(await tiles('.rack .tile')).toEqual([['CH', '5', false], ['LL', '8', false], ['RR', '8', false], ['Ñ', '8', false], ['', '', true], ['A', '1', false], ['E', '1', false]]);
    expect(await frame.$$eval('.rack .tile', (ts) => ts.map((t) => t.getAttribute('aria-label')))).toEqual(['CH', 'LL', 'RR', 'Ñ', 'blank', 'A', 'E']);
    writeFileSync(join(out, 'activity-spanish-phone.png'), await page.screenshot());

    // The blank under SILLA (J12), as CH: the picker offers the Spanish letters by their faces, K and W not among them.
    const [row, col] = [11, 9];
    await touchDrag(page, frame, '.rack .tile[aria-label="blank"]', `.sq[data-row="${row}"][data-col="${col}"]`);
    await frame.waitForSelector('.blank-picker button');
    expect(await frame.$$eval('.blank-picker button', (bs) => bs.map((b) => b.textContent))).toEqual([...spanish.letters].map((l) => face(spanish, l)));
    writeFileSync(join(out, 'activity-spanish-blank-picker.png'), await page.screenshot());
    await (await frame.$('.blank-picker button[value="Ĉ"]'))!.click();
    const placed = await frame.waitForSelector(`.sq[data-row="${row}"][data-col="${col}"] .tile.placed.blank`);
    expect(await placed!.evaluate((t) => t.textContent)).toBe('CH');
    // The preview is the engine's score for the play, in the game's tiles.
    const checked = checkPlacement(g.board, placementFromTiles(g.board, [{ row, col, letter: 'Ĉ', blank: true }], 'down'), rack, g.rules);
    if (!checked.ok) throw new Error(checked.error.code);
    await frame.waitForFunction((s) => (globalThis as any).document.querySelector('.preview')?.textContent?.includes(` for ${s}:`), { timeout: 10_000 }, checked.value.score);
    await (await frame.$('[data-action="play"]'))!.click();
    g = (await stage.fake.waitFor(async () => {
      const now = (await stage.record(table.channel))!;
      return now.game!.history.length > g.history.length && (now.outbox ?? []).length === 0 ? now.game! : undefined;
    }, TURN_TIMEOUT_MS, 'the blank played as CH, saved and shown'))!;
    expect(g.board[row]![col]).toBe('ĉ');
    await waitForVersion(frame, g.history.length);
    expect(await frame.$eval(`.sq[data-row="${row}"][data-col="${col}"] .tile`, (t) => [t.textContent, t.classList.contains('blank')])).toEqual(['CH', true]);
    // The channel's board, drawn in Spanish tiles by the bot: kept to look at.
    const record = (await stage.record(table.channel))!;
    const board = stage.fake.messages.filter((m) => m.messageId === record.boardMessageId).flatMap((m) => m.attachments).filter((a) => a.name === 'board.png').at(-1);
    expect(board).toBeDefined();
    writeFileSync(join(out, 'activity-spanish-channel-board.png'), board!.bytes);
    expect(errors).toEqual([]);
  }, 180_000);
});
