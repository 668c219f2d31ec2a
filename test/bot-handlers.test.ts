/**
 * The bot's handlers through plain fake interactions: what each player and the channel
 * see, who may act, ephemeral flags, attachments, and that racks stay private.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IDS, rackWords, startedLobbyMessage } from '../src/bot/present.js';
import type { GameState } from '../src/engine/index.js';
import { ALICE, BOB, CAROL, choose, DAVE, EVE, harness, press, run, type FakeContext, type Harness } from './support/bot.js';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
let h: Harness;

beforeEach(async () => {
  h = await harness();
});
afterEach(async () => {
  await h.close();
});

async function game(channel = 'c1'): Promise<GameState> {
  return (await h.services.games.store.get(channel))!.game!;
}

/** Sets the racks of a running game, for scripted turns. */
async function setRacks(racks: string[], channel = 'c1'): Promise<void> {
  await h.services.games.store.update(channel, async (r) => ({ next: { ...r!, game: { ...r!.game!, racks } }, result: null }));
}

async function startTwoPlayer(preset = 'tournament', channel = 'c1'): Promise<FakeContext> {
  const ages = preset === 'duel';
  await run(h, ALICE, 'new', { preset }, channel);
  if (ages) await run(h, ALICE, 'join', { age: 30 }, channel);
  await run(h, BOB, 'join', ages ? { age: 12 } : {}, channel);
  return run(h, ALICE, 'start', {}, channel);
}

/** Racks must never reach a message the channel sees. */
async function expectNoRackInPublic(ctxs: FakeContext[], channel = 'c1'): Promise<void> {
  const g = await game(channel);
  const text = ctxs.map((c) => c.text('public')).join('\n');
  for (const rack of g.racks) {
    if (rack.length < 2) continue;
    expect(text).not.toContain(rackWords(rack));
    expect(text).not.toContain(rack);
  }
  for (const c of ctxs) for (const r of c.public) for (const f of r.files ?? []) expect(f.name).not.toBe('rack.png');
}

describe('lobby', () => {
  it('/scrabble new opens a lobby with the host in it, in public, with Join, Leave and Start', async () => {
    const ctx = await run(h, ALICE, 'new', { preset: 'club' });
    const [msg] = ctx.public;
    expect(msg!.content).toBe('<@100> opened a game of Scrabble. Join with the button or `/scrabble join`.');
    expect(msg!.embeds![0]!.title).toBe('Scrabble: Club rules');
    expect(msg!.embeds![0]!.fields![0]).toEqual({ name: 'Players (1/4)', value: '<@100>' });
    // The built-in list by the name players know; the options and the stored rules keep `sowpods`.
    expect(msg!.embeds![0]!.fields!.find((f) => f.name === 'Dictionary')).toEqual({ name: 'Dictionary', value: 'SOWPODS (Collins Scrabble Words)', inline: true });
    expect((await h.services.games.store.get('c1'))!.lobby!.rules.lexicon).toBe('sowpods');
    const labels = msg!.components![0]!.components.map((c) => ('label' in c ? c.label : ''));
    expect(labels).toEqual(['Join', 'Leave', 'Start']);
    expect(msg!.ephemeral).toBeFalsy();
  });

  it('join, leave and their refusals, in the player\'s words; one lobby message, edited in place', async () => {
    const opened = await run(h, ALICE, 'new');
    const lobbyId = opened.placeholderId!;
    const joined = await run(h, BOB, 'join');
    expect(joined.public).toEqual([]);
    expect(joined.private[0]!.content).toBe("You're in: 2 of at most 4 players. <@100> starts the game when everyone is in.");
    expect(h.poster.calls.at(-1)).toMatchObject({ kind: 'lobby', channelId: 'c1', messageId: lobbyId });
    expect(h.poster.lastLobby()!.players.map((p) => p.id)).toEqual(['100', '200']);
    expect((await run(h, BOB, 'join')).private[0]!.content).toBe("You're already in this game.");
    expect((await run(h, ALICE, 'leave')).private[0]!.content).toBe('The host cannot leave the lobby. Use `/scrabble cancel` to call the game off.');
    expect((await run(h, CAROL, 'leave')).private[0]!.content).toBe("You're not in this game's lobby.");
    const left = await run(h, BOB, 'leave');
    expect(left.private[0]!.content).toBe('You left the lobby.');
    expect(h.poster.calls.at(-1)).toMatchObject({ kind: 'lobby', messageId: lobbyId });
    expect(h.poster.lastLobby()!.players.map((p) => p.id)).toEqual(['100']);
    expect((await run(h, BOB, 'new')).private[0]!.content).toBe('A game is already gathering players here. Join it with `/scrabble join`.');
  });

  it('the Join button updates the lobby message in place', async () => {
    await run(h, ALICE, 'new');
    const ctx = await press(h, BOB, IDS.join);
    expect(ctx.sent[0]!.kind).toBe('update');
    expect(ctx.sent[0]!.reply.embeds![0]!.fields![0]!.value).toBe('<@100>\n<@200>');
  });

  it('a lobby is full at the preset\'s limit', async () => {
    await run(h, ALICE, 'new', { preset: 'match' });
    await run(h, BOB, 'join');
    expect((await run(h, CAROL, 'join')).private[0]!.content).toBe('This game is full (2 players).');
  });

  it('a full lobby\'s Join is off and says so; once started, the lobby says who plays in what order and its buttons answer in words', async () => {
    const opened = await run(h, ALICE, 'new', { preset: 'match' });
    const lobbyId = opened.placeholderId!;
    const full = (await press(h, BOB, IDS.join, 'c1', lobbyId)).sent[0]!.reply;
    expect(full.content).toBe('<@100> opened a game of Scrabble. It is full: <@100> starts it when ready.');
    expect(full.components![0]!.components[0]).toMatchObject({ custom_id: IDS.join, label: 'Join (the game is full)', disabled: true });
    const started = await press(h, ALICE, IDS.start, 'c1', lobbyId);
    expect(started.public[0]!.files![0]!.name).toBe('board.png');
    const g = await game();
    const edit = h.poster.calls.at(-1)!;
    expect(edit).toMatchObject({ kind: 'lobby', messageId: lobbyId, started: g });
    const order = [g.firstPlayer, 1 - g.firstPlayer].map((i) => g.players[i]!.id);
    const shown = startedLobbyMessage(h.poster.lastLobby()!, g);
    expect(shown.content).toBe(`<@100> opened a game of Scrabble. It has started: <@${order[0]}> and <@${order[1]}> play in that order. The board is below.`);
    expect(shown.components).toEqual([]);
    expect(shown.mentions).toEqual([]);
    const before = await h.services.games.store.get('c1');
    const closed = 'This game has already started, so its lobby takes no more changes. Follow it on the board below; the next game can be opened with `/scrabble new` once this one is over.';
    expect((await press(h, CAROL, IDS.join, 'c1', lobbyId)).private[0]!.content).toBe(closed);
    expect((await press(h, ALICE, IDS.start, 'c1', lobbyId)).private[0]!.content).toBe(closed);
    expect((await press(h, BOB, IDS.leave, 'c1', lobbyId)).private[0]!.content).toBe('The game has already started, so there is no lobby to leave. To stop playing, use `/scrabble resign`.');
    expect(await h.services.games.store.get('c1')).toEqual(before);
  });

  it('the host takes a computer out of the lobby with its menu; nobody else, and no person', async () => {
    await run(h, ALICE, 'new', { opponent: 'club' });
    expect((await choose(h, BOB, IDS.removeComputer, ['computer:club:1'])).private[0]!.content).toBe('Only the host who opened the game can seat or remove a computer player.');
    const removed = await choose(h, ALICE, IDS.removeComputer, ['computer:club:1']);
    expect(removed.sent[0]!.kind).toBe('update');
    expect(removed.public[0]!.embeds![0]!.fields![0]).toEqual({ name: 'Players (1/4)', value: '<@100>' });
    // No computer seated: no menu to take one out.
    expect(JSON.stringify(removed.public[0]!.components)).not.toContain(IDS.removeComputer);
    expect((await choose(h, ALICE, IDS.removeComputer, ['computer:club:1'])).private[0]!.content).toBe('That computer player is no longer in the lobby.');
    await run(h, BOB, 'join');
    expect((await choose(h, ALICE, IDS.removeComputer, ['200'])).private[0]!.content).toBe('That computer player is no longer in the lobby.');
    expect((await h.services.games.store.get('c1'))!.lobby!.players.map((p) => p.id)).toEqual(['100', '200']);
  });

  it('the duel asks for ages, uses them to pick the youngest, and does not keep them', async () => {
    await run(h, ALICE, 'new', { preset: 'duel' });
    expect((await run(h, BOB, 'join')).private[0]!.content).toContain('join with your age, like `/scrabble join age:12`');
    await run(h, BOB, 'join', { age: 9 });
    await run(h, ALICE, 'join', { age: 35 });
    const start = await run(h, ALICE, 'start');
    expect(start.public[0]!.content).toBe("Tiles are dealt. <@100> and <@200>: press **Show my rack** (or use `/scrabble rack`) to see your tiles; only you will see them.\n<@200>, it's your turn.");
    expect(start.public[0]!.embeds![0]!.description).toContain('The youngest player, **Bob**, starts.');
    const stored = JSON.stringify(await h.services.games.store.get('c1'));
    expect(stored).not.toMatch(/"age"/);
  });

  it('only the host starts, and only with enough players', async () => {
    await run(h, ALICE, 'new');
    expect((await run(h, ALICE, 'start')).private[0]!.content).toBe('These rules need at least 2 players.');
    await run(h, BOB, 'join');
    expect((await run(h, BOB, 'start')).private[0]!.content).toBe('Only the host who opened the game can start it.');
  });

  it('refuses a challenge rule that is not one of the choices, quoting it', async () => {
    const ctx = await run(h, ALICE, 'new', { challenge: 'triple <@200>' });
    expect(ctx.private[0]!.content).toBe('`triple <@200>` is not one of the choices for `challenge`. Pick one from the list.');
    expect(ctx.public).toEqual([]);
    expect(await h.services.games.store.get('c1')).toBeNull();
  });

  it('refuses unknown dictionaries', async () => {
    expect((await run(h, ALICE, 'new', { lexicon: 'KLINGON' })).private[0]!.content).toBe('There is no dictionary called `KLINGON` on this bot. Pick one from the list.');
  });
});

describe('turns', () => {
  it('start posts the board in public with a PNG, an embed and a mention, and the host\'s rack privately', async () => {
    const ctx = await startTwoPlayer();
    const g = await game();
    const [board] = ctx.public;
    expect(board!.files![0]!.name).toBe('board.png');
    expect(board!.files![0]!.data.subarray(0, 8)).toEqual(PNG);
    expect(board!.embeds![0]!.image).toEqual({ url: 'attachment://board.png' });
    const next = g.players[g.turn]!;
    // Every player is told, by mention, how to see the rack just dealt; the button is on the board.
    expect(board!.content).toBe(`Tiles are dealt. <@100> and <@200>: press **Show my rack** (or use \`/scrabble rack\`) to see your tiles; only you will see them.\n<@${next.id}>, it's your turn.`);
    // Alice dealt: Bob, who waited for her, is pinged; she is not.
    expect(board!.mentions).toEqual(['200']);
    expect(board!.components![0]!.components[0]).toMatchObject({ custom_id: IDS.rack, label: 'Show my rack' });
    expect(board!.embeds![0]!.fields!.map((f) => f.name)).toEqual([...g.players.map((p, i) => `${i === g.turn ? '▶ ' : ''}${p.name}`), 'Bag']);
    const [rack] = ctx.private;
    expect(rack!.ephemeral).toBe(true);
    expect(rack!.content).toContain(`Your rack: ${rackWords(g.racks[0]!)}`);
    expect(rack!.files![0]!.name).toBe('rack.png');
    expect(rack!.files![0]!.data.subarray(0, 8)).toEqual(PNG);
    await expectNoRackInPublic([ctx]);
  });

  it('a play shows everyone the board and the score, and the mover their new rack', async () => {
    await startTwoPlayer();
    const g = await game();
    const mover = g.players[g.turn]!;
    const other = g.players[1 - g.turn]!;
    await setRacks(g.turn === 0 ? ['QUIZEST', 'AEINRST'] : ['AEINRST', 'QUIZEST']);
    const ctx = await run(h, mover, 'play', { move: '8H QUIZ' });
    expect(ctx.public[0]!.embeds![0]!.description).toBe(`**${mover.name}** played **QUIZ** (8H) for **44**.\nThe play can be challenged until ${other.name} acts.`);
    expect(ctx.public[0]!.files![0]!.description).toBe(`Last move: ${mover.name} played QUIZ (8H) for 44. Scores: ${g.players.map((p) => `${p.name} ${p.id === mover.id ? 44 : 0}`).join(', ')}.`);
    expect(ctx.public[0]!.content).toBe(`<@${other.id}>, it's your turn.`);
    expect(ctx.private[0]!.content).toMatch(/^Your new rack\.\nYour rack: E, S, T, /);
    expect(ctx.private[0]!.ephemeral).toBe(true);
    const buttons = ctx.public[0]!.components![0]!.components.map((c) => ('label' in c ? c.label : ''));
    expect(buttons).toEqual(['Show my rack', 'Pass', 'Exchange', 'Challenge']);
    await expectNoRackInPublic([ctx]);
  });

  it('spectators and players out of turn are told why, privately, and nothing changes', async () => {
    await startTwoPlayer();
    const before = await h.services.games.store.get('c1');
    const g = await game();
    const waiting = g.players[1 - g.turn]!;
    const spect = await run(h, EVE, 'pass');
    expect(spect.private[0]!.content).toBe("You're watching this game: only its players can do that.");
    expect(spect.public).toEqual([]);
    const early = await run(h, waiting, 'pass');
    expect(early.private[0]!.content).toBe(`It's **${g.players[g.turn]!.name}**'s turn, not yours.`);
    expect((await press(h, EVE, IDS.rack)).private[0]!.content).toBe("You're watching this game: only its players can do that.");
    expect(await h.services.games.store.get('c1')).toEqual(before);
  });

  it('bad notation gets a sentence that says how to write a play', async () => {
    await startTwoPlayer();
    const g = await game();
    const mover = g.players[g.turn]!;
    expect((await run(h, mover, 'play', { move: 'QUIZ' })).private[0]!.content).toBe('Write a play as a square and a word, like `8H QUIZ` (across) or `H8 QUIZ` (down).');
    expect((await run(h, mover, 'play', { move: '8Z QUIZ' })).private[0]!.content).toBe('`8Z` is not a square. Use a row 1-15 and a column A-O: `8H` reads across, `H8` reads down.');
    expect((await run(h, mover, 'play', { move: '1A QUIZ' })).private[0]!.content).toBe('The first play must cover the centre square, H8.');
  });

  it('where there are no challenges, invalid words are refused and named', async () => {
    await startTwoPlayer('duel');
    await setRacks(['ZQXJKVW', 'ZQXJKVW']);
    const g = await game();
    const ctx = await run(h, g.players[g.turn]!, 'play', { move: '8H ZQX' });
    expect(ctx.private[0]!.content).toBe("ZQX is not a word in this game's dictionary. Nothing was placed.");
  });

  it('a challenge takes a phony off the board, for everyone to see', async () => {
    await startTwoPlayer();
    const g = await game();
    const mover = g.players[g.turn]!;
    const other = g.players[1 - g.turn]!;
    await setRacks(g.turn === 0 ? ['QZXAEIO', 'AEINRST'] : ['AEINRST', 'QZXAEIO']);
    await run(h, mover, 'play', { move: '8H QZX' });
    const played = (await game()).history.at(-1)!;
    expect(played.type).toBe('place');
    const score = played.type === 'place' ? played.score : NaN;
    const ctx = await run(h, other, 'challenge');
    expect(ctx.public[0]!.embeds![0]!.description).toBe(`**${other.name}** challenged QZX: it is not a word; **${mover.name}**'s play comes off (-${score}) and the turn is lost.`);
    expect((await game()).board[7]).toBe('...............');
    // The player whose play came off is told, by name, how to see their rack; the player to move
    // challenged, so they are not pinged for their own act, and neither is the mover.
    expect(ctx.public[0]!.content).toBe(
      `<@${mover.id}>: your play came off the board, so your rack is as it was before it. Press **Show my rack** (or use \`/scrabble rack\`) to see it; only you will.\n<@${other.id}>, it's your turn.`,
    );
    expect(ctx.public[0]!.mentions).toEqual([]);
    // The challenger's rack did not change: no "new rack".
    expect(ctx.private.map((r) => [r.content, r.ephemeral])).toEqual([['Your rack: A, E, I, N, R, S, T (7 points). It\'s your turn.', true]]);
    expect((await press(h, mover, IDS.rack)).private[0]!.content).toBe('Your rack: Q, Z, X, A, E, I, O (32 points).');
    // On their next turn, the board says it again.
    const passed = await run(h, other, 'pass');
    expect(passed.public[0]!.content).toBe(`<@${mover.id}>, it's your turn. Your last play came off the board, so your rack is as it was before it: press **Show my rack** to see it.`);
    expect(passed.private.map((r) => r.content)).toEqual(['Your rack: A, E, I, N, R, S, T (7 points).']);
    // Once they act, it is not said again.
    await run(h, mover, 'pass');
    expect((await run(h, other, 'pass')).public[0]!.content).toBe(`<@${mover.id}>, it's your turn.`);
  });

  it('a failed challenge leaves the challenger\'s rack as it was, and says so without "new"', async () => {
    await startTwoPlayer();
    const g = await game();
    const mover = g.players[g.turn]!;
    const other = g.players[1 - g.turn]!;
    await setRacks(g.turn === 0 ? ['QUIZEST', 'AEINRST'] : ['AEINRST', 'QUIZEST']);
    await run(h, mover, 'play', { move: '8H QUIZ' });
    const ctx = await run(h, other, 'challenge');
    expect(ctx.public[0]!.embeds![0]!.description).toBe(`**${other.name}** challenged QUIZ: it is a word, so **${mover.name}**'s play stands. **${other.name}** loses a turn.`);
    expect(ctx.private.map((r) => r.content)).toEqual(['Your rack: A, E, I, N, R, S, T (7 points).']);
  });

  it('a rack worth one point says so', async () => {
    await startTwoPlayer();
    await setRacks(['U', 'AEINRST']);
    expect((await press(h, ALICE, IDS.rack)).private[0]!.content).toMatch(/^Your rack: U \(1 point\)\./);
  });

  it('/scrabble rack and /scrabble bag answer privately', async () => {
    await startTwoPlayer();
    const g = await game();
    const rack = await run(h, BOB, 'rack');
    expect(rack.private[0]!.content).toContain(rackWords(g.racks[1]!));
    expect(rack.public).toEqual([]);
    const bag = await run(h, BOB, 'bag');
    expect(bag.private[0]!.content).toMatch(/^Unseen tiles \(93: 86 in the bag, the rest on other racks\):\n/);
  });

  it('at the start every player is told by mention to look at their rack, and each sees their own with the button', async () => {
    await run(h, ALICE, 'new');
    for (const u of [BOB, CAROL]) await run(h, u, 'join');
    const start = await run(h, ALICE, 'start');
    const g = await game();
    const [board] = start.public;
    expect(board!.content!.split('\n')[0]).toBe('Tiles are dealt. <@100>, <@200> and <@300>: press **Show my rack** (or use `/scrabble rack`) to see your tiles; only you will see them.');
    expect(board!.mentions).toEqual(['200', '300']);
    const rackButton = board!.components![0]!.components.find((c) => 'custom_id' in c && c.custom_id === IDS.rack);
    expect(rackButton).toMatchObject({ label: 'Show my rack', disabled: false });
    for (const [i, u] of [BOB, CAROL].entries()) {
      const pressed = await press(h, u, IDS.rack);
      expect(pressed.public).toEqual([]);
      expect(pressed.private[0]!.content).toMatch(new RegExp(`^Your rack: ${rackWords(g.racks[i + 1]!)} \\(\\d+ points\\)\\.`));
      expect(pressed.private[0]!.files![0]!.name).toBe('rack.png');
    }
    // Once a move is made the board speaks of the turn alone.
    const moved = await run(h, g.players[g.turn]!, 'pass');
    expect(moved.public[0]!.content).toBe(`<@${g.players[(g.turn + 1) % 3]!.id}>, it's your turn.`);
    expect(moved.public[0]!.mentions).toEqual([g.players[(g.turn + 1) % 3]!.id]);
  });

  it('a spectator\'s /scrabble bag counts every tile off the board, naming no rack', async () => {
    await startTwoPlayer();
    const g = await game();
    const bag = await run(h, EVE, 'bag');
    expect(bag.public).toEqual([]);
    expect(bag.private[0]!.ephemeral).toBe(true);
    const [heading, tiles] = bag.private[0]!.content!.split('\n');
    expect(heading).toBe("Tiles not on the board (100: 86 in the bag, the rest on the players' racks):");
    // The bag and every rack together: nothing about any one rack.
    const counts = new Map<string, number>();
    for (const t of [...g.bag, ...g.racks.join('')].sort((a, b) => (a === '?' ? 1 : b === '?' ? -1 : a.localeCompare(b)))) counts.set(t, (counts.get(t) ?? 0) + 1);
    expect(tiles).toBe([...counts].map(([t, n]) => `${t === '?' ? 'blank' : t}${n > 1 ? ` ×${n}` : ''}`).join(', '));
  });

  it('/scrabble rules describes the game in words', async () => {
    await run(h, ALICE, 'new', { preset: 'classic' });
    const ctx = await run(h, EVE, 'rules');
    expect(ctx.private[0]!.content).toContain('**Classic rules with challenges**');
    expect(ctx.private[0]!.content).toContain('• Exchange all, some or none of your tiles; you may pass');
    expect(ctx.private[0]!.content).toContain('no player has a legal play');
    expect(ctx.private[0]!.content).toContain('• Writing a play: `8H WORD` reads across, `H8 WORD` down; `.` is a tile already on the board, `?E` a blank played as E\n');
  });

  it('the Exchange button offers the rack in a menu, and choosing tiles exchanges them', async () => {
    await startTwoPlayer();
    const g = await game();
    const mover = g.players[g.turn]!;
    const picker = await press(h, mover, IDS.exchange);
    expect(picker.private[0]!.content).toBe('Pick the tiles to exchange.');
    const menu = picker.private[0]!.components![0]!.components[0]!;
    expect('options' in menu && menu.options.length).toBe(7);
    const done = await choose(h, mover, IDS.exchangeSelect, ['0:' + g.racks[g.turn]![0], '1:' + g.racks[g.turn]![1]]);
    expect(done.public[0]!.embeds![0]!.description).toBe(`**${mover.name}** exchanged 2 tiles.`);
    await expectNoRackInPublic([picker, done]);
  });

  it('the Exchange button shows only while the rules allow an exchange; pressed anyway, it says why', async () => {
    await startTwoPlayer();
    const g = await game();
    const mover = g.players[g.turn]!;
    const labels = (c: FakeContext) => c.public[0]!.components![0]!.components.map((b) => ('label' in b ? b.label : ''));
    await h.services.games.store.update('c1', async (r) => ({ next: { ...r!, game: { ...r!.game!, bag: r!.game!.bag.slice(0, 6) } }, result: null }));
    expect((await press(h, mover, IDS.exchange)).private.map((r) => r.content)).toEqual(['No exchanges now: these rules allow an exchange only while the bag holds at least 7 tiles.']);
    expect(labels(await run(h, mover, 'board'))).toEqual(['Show my rack', 'Pass']);
    expect((await run(h, mover, 'exchange', { tiles: g.racks[g.turn]![0]! })).private[0]!.content).toBe('No exchanges now: these rules allow an exchange only while the bag holds at least 7 tiles.');
    await h.services.games.store.update('c1', async (r) => ({ next: { ...r!, game: { ...r!.game!, bag: `${r!.game!.bag}E` } }, result: null }));
    expect(labels(await run(h, mover, 'board'))).toEqual(['Show my rack', 'Pass', 'Exchange']);
  });

  it('the exchange menu offers no more tiles than the bag holds', async () => {
    await startTwoPlayer('match');
    const g = await game();
    const mover = g.players[g.turn]!;
    await h.services.games.store.update('c1', async (r) => ({ next: { ...r!, game: { ...r!.game!, bag: 'AB' } }, result: null }));
    const menu = (await press(h, mover, IDS.exchange)).private[0]!.components![0]!.components[0]!;
    expect(menu).toMatchObject({ min_values: 1, max_values: 2 });
    expect((await run(h, mover, 'exchange', { tiles: g.racks[g.turn]!.slice(0, 3) })).private[0]!.content)
      .toBe("You can't exchange 3 tiles: each tile you put back is replaced from the bag, and it holds fewer than 3.");
  });

  it('/scrabble board pings the player to move only if they allow pings', async () => {
    await startTwoPlayer();
    const g = await game();
    await run(h, g.players[g.turn]!, 'pass');
    const next = g.players[1 - g.turn]!;
    await run(h, next, 'settings', { pings: 'off' });
    const quiet = (await run(h, EVE, 'board')).public[0]!;
    expect(quiet.content).toBe(`<@${next.id}>, it's your turn.`);
    expect(quiet.mentions).toEqual([]);
    await run(h, next, 'settings', { pings: 'on' });
    expect((await run(h, EVE, 'board')).public[0]!.mentions).toEqual([next.id]);
  });

  it('a pass leaves the rack as it was: the passer sees it without "new"', async () => {
    await startTwoPlayer();
    await setRacks(['AEINRST', 'QUIZEST']);
    const g = await game();
    const ctx = await run(h, g.players[g.turn]!, 'pass');
    expect(ctx.private.map((r) => r.content)).toEqual([`Your rack: ${rackWords(g.racks[g.turn]!)} (${g.turn === 0 ? 7 : 25} points).`]);
  });

  it('missing channel permissions are reported in words, and the move is not made', async () => {
    await startTwoPlayer();
    const g = await game();
    const ctx = await run(h, g.players[g.turn]!, 'pass', {}, 'c1', { missing: ['Attach Files', 'Embed Links'] });
    expect(ctx.private[0]!.content).toBe("I can't post the board here: I need the Attach Files and Embed Links permissions in this channel. Ask a server admin to grant them.");
    expect((await game()).moveNumber).toBe(0);
  });

  it('cancel: refused to other players, allowed to the host and to moderators', async () => {
    await startTwoPlayer();
    expect((await run(h, BOB, 'cancel')).private[0]!.content).toBe('Only the host or a member who can manage messages can cancel the game.');
    const mod = await run(h, DAVE, 'cancel', {}, 'c1', { canManage: true });
    expect(mod.public[0]!.content).toBe('<@400> cancelled the game. Start a new one with `/scrabble new`.');
    expect(await h.services.games.store.get('c1')).toBeNull();
  });

  it('export waits for the end of the game, then sends a GCG file', async () => {
    await startTwoPlayer();
    expect((await run(h, ALICE, 'export')).private[0]!.content).toBe('The game record can be exported once the game is over.');
    await run(h, ALICE, 'resign');
    const ctx = await run(h, BOB, 'export');
    expect(ctx.public[0]!.content).toBe('Here is the game record (GCG), for Quackle, Macondo, Woogles and other Scrabble software.');
    const file = ctx.public[0]!.files![0]!;
    // Seat order (Alice opened and joined first) and the day it ended (the harness clock: 2023-11-14).
    expect(file.name).toBe('scrabble-2023-11-14-alice-vs-bob.gcg');
    expect(file.data.toString('utf8')).toContain('\n#lexicon CSW\n');
    expect(file.data.toString('utf8')).toContain('#player1');
  });

  it('four players and a spectator: only the player to act may play', async () => {
    await run(h, ALICE, 'new');
    for (const u of [BOB, CAROL, DAVE]) await run(h, u, 'join');
    expect((await run(h, EVE, 'join')).private[0]!.content).toBe('This game is full (4 players).');
    await run(h, ALICE, 'start');
    const g = await game();
    for (let i = 0; i < 4; i++) {
      const turn = (await game()).turn;
      for (const [j, p] of g.players.entries()) {
        if (j !== turn) expect((await run(h, p, 'pass')).private[0]!.content).toBe(`It's **${g.players[turn]!.name}**'s turn, not yours.`);
      }
      expect((await run(h, EVE, 'pass')).private[0]!.content).toBe("You're watching this game: only its players can do that.");
      const ok = await run(h, g.players[turn]!, 'pass');
      expect(ok.public).toHaveLength(1);
    }
  });
});
