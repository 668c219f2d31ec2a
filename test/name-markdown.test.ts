/**
 * Players' names are shown as they chose them: a name holding Discord's markdown
 * (`*`, `_`, `~`, `|`, `` ` ``, a leading `>`, `\`) is escaped wherever a message shows
 * it in bold, so it neither styles the sentence nor hides part of it. What the channel
 * and the player read, through the bot's handlers.
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../src/engine/index.js';
import type { User } from '../src/games/ports.js';
import { escapeMarkdown, unescapeMarkdown } from '../src/bot/words/text.js';
import { gameIn, harnessEach, run, type Harness } from './support/bot.js';

const MARKED: User = { id: '700', name: '>*Star_ ~~|x|| `c` \\o/' };
const PLAIN: User = { id: '800', name: 'Bob' };
const SHOWN = '\\>\\*Star\\_ \\~\\~\\|x\\|\\| \\`c\\` \\\\o/';

let h: Harness;
harnessEach((fresh) => (h = fresh));

const game = (): Promise<GameState> => gameIn(h);

describe('names in markdown', () => {
  it.each([
    ['*bold*', '\\*bold\\*'],
    ['a_b_c', 'a\\_b\\_c'],
    ['~~gone~~', '\\~\\~gone\\~\\~'],
    ['||secret||', '\\|\\|secret\\|\\|'],
    ['`code`', '\\`code\\`'],
    ['> quote', '\\> quote'],
    ['a > b', 'a > b'],
    ['back\\slash', 'back\\\\slash'],
    ['Ann Lee', 'Ann Lee'],
  ])('%s is shown as %s, and reads back as it was', (name, shown) => {
    expect(escapeMarkdown(name)).toBe(shown);
    expect(unescapeMarkdown(escapeMarkdown(name))).toBe(name);
  });

  it('a play, a challenge, a refusal and the image description show the name as chosen', async () => {
    await run(h, MARKED, 'new', { preset: 'tournament' });
    await run(h, PLAIN, 'join');
    await run(h, MARKED, 'start');
    const g = await game();
    const marked = g.players.findIndex((p) => p.id === MARKED.id);
    await h.services.games.store.update('c1', async (r) => ({ next: { ...r!, game: { ...r!.game!, turn: marked, racks: marked === 0 ? ['QZXAEIO', 'AEINRST'] : ['AEINRST', 'QZXAEIO'] } }, result: null }));

    // Out of turn: the player to move is named in bold.
    const early = await run(h, PLAIN, 'pass');
    expect(early.private[0]!.content).toBe(`It's **${SHOWN}**'s turn, not yours.`);

    const played = await run(h, MARKED, 'play', { move: '8H QZX' });
    const line = played.public[0]!.embeds![0]!.description!.split('\n')[0];
    expect(line).toMatch(new RegExp(`^\\*\\*${SHOWN.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}\\*\\* played \\*\\*QZX\\*\\* \\(8H\\) for \\*\\*\\d+\\*\\*\\.$`));
    // The image's description has no markdown: the name as chosen.
    expect(played.public[0]!.files![0]!.description).toMatch(/^Last move: >\*Star_ ~~\|x\|\| `c` \\o\/ played QZX \(8H\) for \d+\. Scores: /);

    const challenge = await run(h, PLAIN, 'challenge');
    expect(challenge.public[0]!.embeds![0]!.description).toMatch(new RegExp(`^\\*\\*Bob\\*\\* challenged QZX: it is not a word; \\*\\*${SHOWN.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}\\*\\*'s play comes off \\(-\\d+\\) and the turn is lost\\.$`));
  });
});
