/**
 * End to end, through the loopback Discord and the bot as shipped: what each player is
 * told, in the channel and privately, at the turns where it went wrong before. A phony
 * coming off (whose rack is whose), the Exchange button under the rules' own exchange
 * policy, pings on a board posted again, wording, and whole words wherever people read
 * a play (the notation's dots stay in GCG and in what players type).
 */
import type { APIUser } from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import type { RecordedMessage } from './discord-api/server.js';
import { blankNote, IDS, rackWords } from '../src/bot/present.js';
import { rackValue, spellMove, spellMoveFromWords, TILE_SETS, type GameState } from '../src/engine/index.js';
import { dottedWords, readableText } from './e2e/checks.js';
import type { Stage } from './e2e/harness.js';
import { botStageForFile } from './e2e/bot-stage.js';
import { giveRack, Table, TURN_TIMEOUT_MS } from './e2e/table.js';

let stage: Stage;
const users: Record<string, APIUser> = {};

botStageForFile((s) => {
  stage = s;
  for (const name of ['alice', 'bob']) users[name] = stage.fake.user(name);
  for (const name of ['carol', 'dave', 'erin', 'frank', 'gina', 'hugo']) users[name] = stage.fake.addUser(name);
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const points = (g: GameState, rack: string) => rackValue(rack, TILE_SETS[g.rules.tileSet]);
/** What follows a play's score when its word holds a blank: " (u is a blank)" (the wording itself is checked in messages.test.ts). */
const blanks = (word: string) => {
  const note = blankNote(word);
  return note ? ` (${note})` : '';
};
const customIds = (m: RecordedMessage) => [...JSON.stringify(m.components).matchAll(/"custom_id":"([^"|]+)/g)].map((x) => x[1]);
/** The users a message may ping (its allowed_mentions). */
const pinged = (m: RecordedMessage) => (m.body as { allowed_mentions?: { users?: string[] } }).allowed_mentions?.users ?? [];
const boardOf = (handle: ReturnType<Table['slash']>) =>
  handle.waitForMessage((m) => !m.ephemeral && m.attachments.some((a) => a.name === 'board.png'), TURN_TIMEOUT_MS);
const rackAnswer = (handle: ReturnType<Table['slash']>) =>
  handle.waitForMessage((m) => m.ephemeral && m.attachments.some((a) => a.name === 'rack.png'), TURN_TIMEOUT_MS);

describe('a phony comes off', () => {
  it('its player is told their rack is as before and sees it; the challenger is not told of a new rack', async () => {
    const players = [users.alice!, users.bob!, users.carol!];
    const table = new Table(stage, stage.fake.addChannel('phony'), players);
    await table.open('tournament');
    let g = await table.game();
    const mover = g.turn;
    const next = (mover + 1) % 3;
    const challenger = (mover + 2) % 3;
    const [moverUser, nextUser, challengerUser] = [mover, next, challenger].map((i) => table.user(g.players[i]!.id));
    g = await table.setGame((x) => giveRack(x, mover, 'TIKET'));
    const rackBefore = g.racks[mover]!;

    const played = table.slash(moverUser!, 'play', { move: '8D TIKET' });
    await table.expectTurn(played);
    expect((await rackAnswer(played)).content).toMatch(/^Your new rack\.\nYour rack: /);
    const score = (await table.game()).scores[mover]!;
    const challengerRack = (await table.game()).racks[challenger]!;

    const challenge = table.press(challengerUser!, IDS.challenge);
    const board = await table.expectTurn(challenge);
    expect(board.embeds[0]!.description).toBe(`**${challengerUser!.username}** challenged TIKET: it is not a word; **${moverUser!.username}**'s play comes off (-${score}) and the turn is lost.`);
    expect(board.content).toBe(
      `<@${moverUser!.id}>: your play came off the board, so your rack is as it was before it. Press **Show my rack** (or use \`/scrabble rack\`) to see it; only you will.\n`
      + `<@${nextUser!.id}>, it's your turn.`,
    );
    // Told, not pinged: the ping is for the player to move.
    expect(pinged(board)).toEqual([nextUser!.id]);
    // The challenger's rack did not change, and they are not told it did.
    const own = challenge.messages.filter((m) => m.ephemeral);
    expect(own.map((m) => [m.content, m.ephemeral])).toEqual([[`Your rack: ${rackWords(challengerRack)} (${points(g, challengerRack)} points).`, true]]);
    // The withdrawn player's rack is the one before the play, shown to them alone.
    expect((await table.game()).racks[mover]).toBe(rackBefore);
    const shown = table.press(moverUser!, IDS.rack);
    expect(await table.expectPrivate(shown)).toMatch(new RegExp(`^Your rack: ${escape(rackWords(rackBefore))} \\(\\d+ points\\)\\.$`));

    // A pass changes no rack: the passer sees theirs, not "Your new rack".
    const pass = table.press(nextUser!, IDS.pass);
    await table.expectTurn(pass);
    const nextRack = (await table.game()).racks[next]!;
    expect(pass.messages.filter((m) => m.ephemeral).map((m) => m.content)).toEqual([`Your rack: ${rackWords(nextRack)} (${points(g, nextRack)} points).`]);
    await table.expectTurn(table.press(challengerUser!, IDS.pass));
    // Back to the withdrawn player, who has not acted since: their turn says it again.
    expect(table.lastBoard!.content).toBe(
      `<@${moverUser!.id}>, it's your turn. Your last play came off the board, so your rack is as it was before it: press **Show my rack** to see it.`,
    );
    expect(pinged(table.lastBoard!)).toEqual([moverUser!.id]);
    expect(table.leaks).toEqual([]);
  }, 120_000);
});

describe('the Exchange button', () => {
  it('shows only while the rules allow an exchange, and a refusal says why', async () => {
    const [dave, erin] = [users.dave!, users.erin!];
    const table = new Table(stage, stage.fake.addChannel('exchange'), [dave, erin]);
    await table.open('tournament');
    let g = await table.game();
    const mover = table.user(g.players[g.turn]!.id);
    expect(customIds(table.lastBoard!)).toContain(IDS.exchange);

    // Six tiles in the bag: tournament rules allow no exchange at all.
    g = await table.setGame((x) => ({ ...x, bag: x.bag.slice(0, 6) }));
    const closed = 'No exchanges now: these rules allow an exchange only while the bag holds at least 7 tiles.';
    // The board still showing the button from before: pressing it says why, with no tiles to pick.
    expect(await table.expectPrivate(table.press(mover, IDS.exchange))).toBe(closed);
    const again = table.slash(mover, 'board');
    const board = await boardOf(again);
    table.lastBoard = board;
    expect(board.embeds[0]!.fields!.find((f) => f.name === 'Bag')!.value).toBe('6 tiles');
    expect(customIds(board)).toEqual([IDS.rack, IDS.pass]);
    expect(await table.expectPrivate(table.slash(mover, 'exchange', { tiles: g.racks[g.turn]![0]! }))).toBe(closed);

    // Seven: the button is back, and exchanging one tile works.
    g = await table.setGame((x) => ({ ...x, bag: `${x.bag}E` }));
    const seven = await boardOf(table.slash(mover, 'board'));
    table.lastBoard = seven;
    expect(customIds(seven)).toEqual([IDS.rack, IDS.pass, IDS.exchange]);
    const picker = await table.expectPrivate(table.press(mover, IDS.exchange));
    expect(picker).toBe('Pick the tiles to exchange.');
  }, 60_000);

  it('under rules that exchange up to what the bag holds, offers no more than that', async () => {
    const [gina, hugo] = [users.gina!, users.hugo!];
    const table = new Table(stage, stage.fake.addChannel('exchange-match'), [gina, hugo]);
    await table.open('match');
    const g = await table.setGame((x) => ({ ...x, bag: x.bag.slice(0, 2) }));
    const mover = table.user(g.players[g.turn]!.id);
    const board = await boardOf(table.slash(mover, 'board'));
    table.lastBoard = board;
    expect(customIds(board)).toEqual([IDS.rack, IDS.exchange]);
    const pressed = table.press(mover, IDS.exchange);
    const picker = await pressed.waitForMessage((m) => m.ephemeral, TURN_TIMEOUT_MS);
    const menu = JSON.stringify(picker.components);
    expect(menu).toContain('"min_values":1');
    expect(menu).toContain('"max_values":2');
    expect(await table.expectPrivate(table.slash(mover, 'exchange', { tiles: g.racks[g.turn]!.slice(0, 3) })))
      .toBe("You can't exchange 3 tiles: each tile you put back is replaced from the bag, and it holds fewer than 3.");

    // The bag runs dry while the board with the button is current: pressing it says why.
    await table.setGame((x) => ({ ...x, bag: '' }));
    expect(await table.expectPrivate(table.press(mover, IDS.exchange))).toBe("You can't exchange now: the bag is empty.");
    const empty = await boardOf(table.slash(mover, 'board'));
    expect(customIds(empty)).toEqual([IDS.rack]);
  }, 60_000);
});

describe('pings', () => {
  it('/scrabble board names the player to move and pings them only if they allow pings', async () => {
    const [alice, frank] = [users.alice!, users.frank!];
    const table = new Table(stage, stage.fake.addChannel('pings'), [alice, frank]);
    expect(await table.expectPrivate(table.slash(frank, 'settings', { pings: 'off' })))
      .toBe('Saved. Pings are **off**: I write your name when it is your turn, without pinging you. Turn them back on with `/scrabble settings pings:On`.');
    await table.open('tournament');
    let g = await table.game();
    // A move or two, so that the board is Frank's turn after someone moved.
    if (g.players[g.turn]!.id === frank.id) await table.expectTurn(table.press(frank, IDS.pass));
    await table.expectTurn(table.press(alice, IDS.pass));
    g = await table.game();
    expect(g.players[g.turn]!.id).toBe(frank.id);
    // The board after a move already respects the setting; the board posted again must too.
    expect(pinged(table.lastBoard!)).toEqual([]);
    const quiet = await boardOf(table.slash(alice, 'board'));
    expect(quiet.content).toBe(`<@${frank.id}>, it's your turn.`);
    expect(pinged(quiet)).toEqual([]);
    await table.expectPrivate(table.slash(frank, 'settings', { pings: 'on' }));
    const loud = await boardOf(table.slash(alice, 'board'));
    expect(loud.content).toBe(`<@${frank.id}>, it's your turn.`);
    expect(pinged(loud)).toEqual([frank.id]);
  }, 60_000);
});

describe('wording', () => {
  it('a rack worth one point says "1 point"', async () => {
    const [alice, dave] = [users.alice!, users.dave!];
    const table = new Table(stage, stage.fake.addChannel('one-point'), [alice, dave]);
    await table.open('tournament');
    const g = await table.game();
    const waiting = 1 - g.turn;
    await table.setGame((x) => giveRack(x, waiting, 'U', 1));
    expect(await table.expectPrivate(table.press(table.user(g.players[waiting]!.id), IDS.rack))).toBe('Your rack: U (1 point).');
  }, 60_000);
});

describe('whole words', () => {
  it('every message of a whole game, with hints, analysis and stats, names whole words and no dots', async () => {
    const [bob, carol] = [users.bob!, users.carol!];
    const table = new Table(stage, stage.fake.addChannel('words'), [bob, carol]);
    await table.open('tournament', { hints: 'on' });
    for (let i = 0; i < 200 && (await table.game()).status !== 'over'; i++) {
      const g = await table.game();
      if (!g.pending?.wentOut) expect(await table.expectPrivate(table.slash(table.user(g.players[g.turn]!.id), 'hint'))).toMatch(/^(Best plays|No play fits)/);
      await table.step();
    }
    const g = await table.game();
    expect(g.status).toBe('over');
    // The game played through tiles already on the board, which notation writes as dots.
    const places = g.history.filter((e) => e.type === 'place');
    expect(places.some((e) => e.move.includes('.'))).toBe(true);

    // Each play as the channel read it: the whole word, then its square.
    const boards = table.messages.filter((m) => !m.ephemeral && m.attachments.some((a) => a.name === 'board.png'));
    const described = boards.map((m) => m.embeds[0]!.description ?? '').join('\n');
    for (const e of places) {
      const spelled = spellMove(e.move, g.board)!;
      expect(described).toContain(`**${g.players[e.player]!.name}** played **${spelled.word}** (${spelled.square}) for **${e.score}**${blanks(spelled.word)}.`);
    }
    // The image's description in words too, without markdown.
    const first = places[0]!;
    const firstBoard = boards.find((m) => m.embeds[0]!.description!.startsWith(`**${g.players[first.player]!.name}** played`))!;
    const spelled = spellMove(first.move, g.board)!;
    expect(firstBoard.message.attachments[0]!.description).toMatch(new RegExp(`^Last move: ${g.players[first.player]!.name} played ${spelled.word} \\(${spelled.square}\\) for ${first.score}${blanks(spelled.word).replace(/[()]/g, '\\$&')}\\. Scores: .+\\.$`));
    for (const m of boards) expect(m.message.attachments[0]!.description).toMatch(/^(Last move: [^*]+ )?Scores: [^*]+\.$/);

    // The board posted again says what the last move was.
    const again = await boardOf(table.slash(bob, 'board'));
    expect(again.embeds[0]!.description).toMatch(/^Last move: \*\*/);

    // Analysis: shared, it is the player's game; privately, the reader's.
    const shared = await table.expectPublic(table.slash(bob, 'analysis', { share: 'yes' }));
    expect(shared.content).toBe('How bob played, move by move.');
    expect(shared.embeds[0]!.description).toMatch(/^bob's game: \d+ of \d+ moves were the best play/);
    expect(shared.embeds[0]!.fields![0]!.name).toBe("bob's game: moves");
    const mine = table.slash(carol, 'analysis');
    const own = await mine.waitForMessage((m) => m.embeds.length > 0, TURN_TIMEOUT_MS);
    expect([own.content, own.ephemeral]).toEqual(['How you played, move by move (only you can see this).', true]);
    expect(own.embeds[0]!.description).toMatch(/^Your game: \d+ of \d+ moves were the best play/);

    // Stats: the best move by its word.
    const stats = await table.expectPublic(table.slash(bob, 'stats'));
    const best = places.filter((e) => g.players[e.player]!.id === bob.id).sort((a, b) => b.score - a.score)[0]!;
    // Stats read the archived record, which spells the word from the words the play formed.
    const bestSpelled = spellMoveFromWords(best.move, best.words)!;
    expect(stats.embeds[0]!.fields!.find((f) => f.name === 'Best move')!.value).toBe(`${bestSpelled.word} (${bestSpelled.square}) for ${best.score}${blanks(bestSpelled.word)}`);

    const read = stage.fake.messages.filter((m) => m.channelId === table.channel);
    expect(read.filter((m) => m.ephemeral && /^Best plays/.test(m.content)).length).toBeGreaterThan(5);
    expect(read.flatMap(readableText).join('\n')).toContain(' played **');
    expect(dottedWords(read)).toEqual([]);
    expect(table.leaks).toEqual([]);
  }, 300_000);
});
