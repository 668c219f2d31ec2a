/**
 * Game state to message payloads: what the channel sees after each turn, the lobby,
 * and what a player sees privately. Payloads are plain Discord API JSON, so they can
 * be checked in tests without a client.
 */
import { ButtonStyle, ComponentType } from 'discord.js';
import type { APIActionRowComponent, APIComponentInMessageActionRow, APIEmbed } from 'discord-api-types/v10';
import {
  findPreset, goingOutGainsTwice, privateView, publicView, rackValue, TILE_SETS, type GameEvent, type GameState,
} from '../engine/index.js';
import type { ClockSettings, ClockView, Reminder } from '../games/clock.js';
import type { TurnExtras } from '../games/ports.js';
import type { ArchivedGame, ChannelRecord, Lobby, UserSettings } from '../games/record.js';
import { PROVISIONAL_GAMES, type PlayerStats, type RatingRow } from '../games/stats.js';
import { LEVELS, LEVEL_IDS } from '../ai/levels.js';
import { computerName, isComputerId } from '../games/seats.js';
import { renderBoard, renderRack } from './render-queue.js';
import { cut, list } from './messages.js';
import { CHALLENGE_WORDS, rulesSummary } from './rules-text.js';
import { someExchangeAllowed, spellMove, type Board, type SpelledMove } from '../engine/index.js';
import { lexiconDisplayName } from '../engine/lexicon-names.js';

export interface FileOut {
  name: string;
  data: Buffer;
  description?: string;
}

/** A message as the bot sends it; `ephemeral` ones only their reader sees. */
export interface Reply {
  content?: string;
  embeds?: APIEmbed[];
  components?: APIActionRowComponent<APIComponentInMessageActionRow>[];
  files?: FileOut[];
  ephemeral?: boolean;
  /** User ids this message may ping. */
  mentions?: string[];
}

/** Discord's limits on a message, in UTF-16 units; it refuses a message over any of them (50035). */
export const LIMITS = {
  content: 2000,
  embeds: 10,
  embedTotal: 6000,
  title: 256,
  description: 4096,
  fields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footer: 2048,
  rows: 5,
  perRow: 5,
  buttonLabel: 80,
  options: 25,
  optionText: 100,
  placeholder: 150,
  files: 10,
  fileDescription: 1024,
} as const;

const embedLength = (e: APIEmbed) =>
  (e.title?.length ?? 0) + (e.description?.length ?? 0) + (e.footer?.text.length ?? 0) + (e.author?.name.length ?? 0)
  + (e.fields ?? []).reduce((n, f) => n + f.name.length + f.value.length, 0);

function fitEmbed(e: APIEmbed): APIEmbed {
  return {
    ...e,
    ...(e.title !== undefined ? { title: cut(e.title, LIMITS.title) } : {}),
    ...(e.description !== undefined ? { description: cut(e.description, LIMITS.description) } : {}),
    ...(e.fields ? { fields: e.fields.slice(0, LIMITS.fields).map((f) => ({ ...f, name: cut(f.name, LIMITS.fieldName), value: cut(f.value, LIMITS.fieldValue) })) } : {}),
    ...(e.footer ? { footer: { ...e.footer, text: cut(e.footer.text, LIMITS.footer) } } : {}),
  };
}

type Row = APIActionRowComponent<APIComponentInMessageActionRow>;

function fitRow(row: Row): Row {
  const components = row.components.slice(0, LIMITS.perRow).map((c) => {
    if (c.type === ComponentType.Button && 'label' in c && c.label !== undefined) return { ...c, label: cut(c.label, LIMITS.buttonLabel) };
    if (c.type === ComponentType.StringSelect) {
      return {
        ...c,
        ...(c.placeholder !== undefined ? { placeholder: cut(c.placeholder, LIMITS.placeholder) } : {}),
        options: c.options.slice(0, LIMITS.options).map((o) => ({ ...o, label: cut(o.label, LIMITS.optionText), value: cut(o.value, LIMITS.optionText) })),
      };
    }
    return c;
  });
  return { ...row, components } as Row;
}

/**
 * A reply within every limit Discord enforces, cut between whole characters: the one
 * place that guarantees no answer is refused for its length, whatever it quotes.
 */
export function fitReply(r: Reply): Reply {
  const out: Reply = { ...r };
  if (r.content !== undefined) out.content = cut(r.content, LIMITS.content);
  if (r.embeds) {
    const embeds = r.embeds.slice(0, LIMITS.embeds).map(fitEmbed);
    // Over the total: the descriptions, the longest text an embed holds, give way first.
    let excess = embeds.reduce((n, e) => n + embedLength(e), 0) - LIMITS.embedTotal;
    for (let i = embeds.length - 1; i >= 0 && excess > 0; i--) {
      const d = embeds[i]!.description ?? '';
      const keep = Math.max(0, d.length - excess - 1);
      const shorter = keep === 0 ? '' : cut(d, keep + 1);
      excess -= d.length - shorter.length;
      embeds[i] = { ...embeds[i]!, description: shorter };
    }
    out.embeds = embeds;
  }
  if (r.components) out.components = r.components.slice(0, LIMITS.rows).map(fitRow);
  if (r.files) {
    out.files = r.files.slice(0, LIMITS.files).map((f) => (f.description === undefined ? f : { ...f, description: cut(f.description, LIMITS.fileDescription) }));
  }
  return out;
}

export const IDS = {
  join: 'scrabble:join',
  leave: 'scrabble:leave',
  start: 'scrabble:start',
  rack: 'scrabble:rack',
  pass: 'scrabble:pass',
  exchange: 'scrabble:exchange',
  exchangeSelect: 'scrabble:exchange-select',
  challenge: 'scrabble:challenge',
  accept: 'scrabble:accept',
  endAccept: 'scrabble:end-accept',
  endDecline: 'scrabble:end-decline',
  nextGame: 'scrabble:next-game',
  addComputer: 'scrabble:add-computer',
  removeComputer: 'scrabble:remove-computer',
  rematch: 'scrabble:rematch',
} as const;

const COLOUR = { lobby: 0x3b7a57, turn: 0x2f6f9f, over: 0xb8860b, problem: 0xa33b3b } as const;

/** A player by mention; a computer seat by its name, since it has no Discord account to ping. */
export const mention = (id: string) => (isComputerId(id) ? `**${computerName(id)}**` : `<@${id}>`);

function buttons(...specs: [id: string, label: string, style: ButtonStyle, disabled?: boolean][]): APIActionRowComponent<APIComponentInMessageActionRow> {
  return {
    type: ComponentType.ActionRow,
    components: specs.map(([custom_id, label, style, disabled]) => ({ type: ComponentType.Button, custom_id, label, style, disabled: disabled ?? false })),
  } as APIActionRowComponent<APIComponentInMessageActionRow>;
}

export function lobbyMessage(lobby: Lobby): Reply {
  if (lobby.rematch) return rematchLobbyMessage(lobby);
  const preset = findPreset(lobby.rules.preset);
  const needsAge = lobby.rules.firstPlayer === 'youngest';
  const full = lobby.players.length >= lobby.rules.maxPlayers;
  return {
    content: `${mention(lobby.hostId)} opened a game of Scrabble. ${full
      ? `It is full: ${mention(lobby.hostId)} starts it when ready.`
      : `Join with the button${needsAge ? ' (or `/scrabble join age:`, since the youngest starts)' : ' or `/scrabble join`'}.`}`,
    embeds: [{
      title: `Scrabble: ${preset?.name ?? 'custom rules'}`,
      description: rulesSummary(lobby.rules),
      color: COLOUR.lobby,
      fields: [
        { name: `Players (${lobby.players.length}/${lobby.rules.maxPlayers})`, value: lobby.players.map((p) => `${mention(p.id)}${needsAge && p.age === undefined ? ' (age not given yet)' : ''}`).join('\n') },
        { name: 'Dictionary', value: lexiconDisplayName(lobby.rules.lexicon), inline: true },
        { name: 'Words', value: CHALLENGE_WORDS[lobby.rules.challenge], inline: true },
        ...(lobby.clock ? [{ name: 'Clock', value: paceLine(lobby.clock), inline: false }] : []),
      ],
      footer: { text: `The host starts the game when everyone is in (${lobby.rules.minPlayers}-${lobby.rules.maxPlayers} players).` },
    }],
    components: [
      buttons([IDS.join, full ? 'Join (the game is full)' : 'Join', ButtonStyle.Primary, full], [IDS.leave, 'Leave', ButtonStyle.Secondary], [IDS.start, 'Start', ButtonStyle.Success, lobby.players.length < lobby.rules.minPlayers]),
      computerPicker(full),
      ...computerRemover(lobby),
    ],
    // The host opened it: no ping. Players who join are listed by mention without one too.
    mentions: [],
  };
}

/**
 * A rematch's lobby: the lobby of any game, saying what is kept from the last one and
 * whose answer is awaited; the seats kept are listed apart, and Leave is also how an
 * invited player declines. `ping`: who is pinged (those offered a seat, once, when it opens).
 */
export function rematchLobbyMessage(lobby: Lobby, ping: readonly string[] = []): Reply {
  const { rematch, ...plain } = lobby;
  const base = lobbyMessage(plain);
  const { invited = [], declined = [] } = rematch ?? {};
  const host = mention(lobby.hostId);
  const kept = list([
    'rules',
    ...(lobby.clock ? ['clock'] : []),
    ...(lobby.hints ? ['hints'] : []),
    ...(lobby.players.some((p) => isComputerId(p.id)) ? ['computer players'] : []),
  ]);
  const age = lobby.rules.firstPlayer === 'youngest' ? ' (with `/scrabble join age:`, since the youngest starts)' : '';
  const asked = invited.length > 0
    ? `${list(invited.map((p) => mention(p.id)))}: press **Join** to play again${age}, or **Decline / Leave** to say no. ${host} starts the game once you have answered.`
    : `Everyone asked has answered: ${host} starts the game when ready.`;
  const [embed] = base.embeds ?? [];
  return {
    ...base,
    content: `${host} wants a rematch, with the same ${kept}. ${asked}`,
    embeds: embed ? [{
      ...embed,
      title: `Rematch: ${findPreset(lobby.rules.preset)?.name ?? 'custom rules'}`,
      fields: [
        ...(embed.fields ?? []).slice(0, 1),
        ...(invited.length > 0 ? [{ name: 'Seats kept for', value: invited.map((p) => `${mention(p.id)} (not answered yet)`).join('\n') }] : []),
        ...(declined.length > 0 ? [{ name: 'Declined', value: declined.map((p) => mention(p.id)).join('\n') }] : []),
        ...(embed.fields ?? []).slice(1),
      ],
      footer: { text: `${embed.footer?.text ?? ''} Until then the last game's analysis and export stay here.`.trim() },
    }] : [],
    components: (base.components ?? []).map((row) => ({
      ...row,
      components: row.components.map((c) => (invited.length > 0 && 'custom_id' in c && c.custom_id === IDS.leave ? { ...c, label: 'Decline / Leave' } : c)),
    })) as Row[],
    mentions: [...ping],
  };
}

/** The host's menu of computer players to seat, one option per level. */
function computerPicker(full: boolean): Row {
  return {
    type: ComponentType.ActionRow,
    components: [{
      type: ComponentType.StringSelect,
      custom_id: IDS.addComputer,
      placeholder: full ? 'The game is full' : 'Add a computer player (host only)',
      disabled: full,
      options: LEVEL_IDS.map((id) => ({ label: `Computer (${LEVELS[id].name})`, value: id, description: LEVELS[id].description })),
    }],
  } as Row;
}

/** The host's menu of the computer players seated, to take one out; none while no computer is seated. */
function computerRemover(lobby: Lobby): Row[] {
  const seated = lobby.players.filter((p) => isComputerId(p.id));
  if (seated.length === 0) return [];
  return [{
    type: ComponentType.ActionRow,
    components: [{
      type: ComponentType.StringSelect,
      custom_id: IDS.removeComputer,
      placeholder: 'Remove a computer player (host only)',
      options: seated.map((p) => ({ label: computerName(p.id), value: p.id })),
    }],
  } as Row];
}

/**
 * The lobby once its game is dealt: who plays, in the order they play, and no buttons
 * (the board below is where the game goes on).
 */
export function startedLobbyMessage(lobby: Lobby, game: GameState): Reply {
  const preset = findPreset(lobby.rules.preset);
  const n = game.players.length;
  const order = game.players.map((_, i) => game.players[(game.firstPlayer + i) % n]!);
  return {
    content: `${mention(lobby.hostId)} opened a game of Scrabble. It has started: ${list(order.map((p) => mention(p.id)))} play in that order. The board is below.`,
    embeds: [{
      title: `Scrabble: ${preset?.name ?? 'custom rules'}`,
      description: rulesSummary(lobby.rules),
      color: COLOUR.lobby,
      fields: [
        { name: 'Players, in turn order', value: order.map((p, i) => `${i + 1}. ${mention(p.id)}`).join('\n') },
        { name: 'Dictionary', value: lexiconDisplayName(lobby.rules.lexicon), inline: true },
        { name: 'Words', value: CHALLENGE_WORDS[lobby.rules.challenge], inline: true },
        ...(lobby.clock ? [{ name: 'Clock', value: paceLine(lobby.clock), inline: false }] : []),
      ],
      footer: { text: 'The game has started: this lobby takes no more players. Use /scrabble board to post the board again.' },
    }],
    components: [],
    mentions: [],
  };
}

/** What the last action did, in one line for the channel. Never names tiles on a rack. */
export function describeLastMove(before: GameState, after: GameState): string {
  const name = (i: number) => after.players[i]!.name;
  const events = after.history.slice(before.history.length);
  const lines: string[] = [];
  const twice = goingOutGainsTwice(after.rules, after.players.length);
  for (const e of events) {
    const line = describeEvent(e, name, twice, after.board);
    if (line) lines.push(line);
  }
  if (before.status === 'between-games' && after.status === 'playing') lines.push(`Game ${after.match?.game ?? 2} of the match begins.`);
  if (lines.length > 0) return lines.join('\n');
  if (after.moveNumber === 0) return openingLine(after);
  const last = lastMoveLine(after);
  return last ? `Last move: ${last}` : '';
}

/** Who starts and why. */
function openingLine(s: GameState): string {
  const first = s.players[s.firstPlayer]!.name;
  if (s.openingDraw) {
    const draws = s.players.flatMap((p, i) => (s.openingDraw![i] ? [`${p.name} drew ${s.openingDraw![i] === '?' ? 'a blank' : s.openingDraw![i]}`] : []));
    return `The game begins. ${draws.join(', ')}: **${first}** starts.`;
  }
  if (s.rules.firstPlayer === 'youngest') return `The game begins. The youngest player, **${first}**, starts.`;
  return `The game begins. **${first}** starts.`;
}

/**
 * `twice`: going out scores twice the rack left (NASPA, two players), and costs its holder nothing.
 * `board`: the board after the event or any later one, which spells out the words of a play.
 */
function describeEvent(e: GameEvent, name: (i: number) => string, twice: boolean, board: Board): string | null {
  switch (e.type) {
    case 'place': return `**${name(e.player)}** played ${playWords(spelledPlay(e.move, board), `**${e.score}**`)}.`;
    case 'exchange': return `**${name(e.player)}** exchanged ${e.tiles.length} tile${e.tiles.length === 1 ? '' : 's'}.`;
    case 'pass': return `**${name(e.player)}** passed.`;
    case 'withdrawn': return `${challenged(e.challenger === undefined ? null : name(e.challenger), e.checked ?? null, e.words)}; **${name(e.player)}**'s play comes off (${e.score}) and the turn is lost.`;
    case 'challenge-bonus': return `${challenged(name(e.challenger), e.checked ?? null, [])}, so **${name(e.player)}**'s play stands. **${name(e.player)}** gets +${e.bonus}.`;
    case 'challenge-lost': return `${challenged(name(e.player), e.checked ?? null, [])}, so **${name(e.challenged)}**'s play stands. **${name(e.player)}** loses a turn.`;
    case 'challenge-failed': return `${challenged(name(e.player), e.checked ?? null, [])}, so **${name(e.challenged)}**'s play stands.`;
    case 'skip': return `**${name(e.player)}** sits out this turn (a lost challenge).`;
    case 'blank-swap': return `**${name(e.player)}** swapped the blank on ${String.fromCharCode(65 + e.col)}${e.row + 1} for a real ${e.letter}.`;
    case 'resign': return `**${name(e.player)}** resigned.`;
    case 'time-out': return `**${name(e.player)}** ran out of time.`;
    case 'forfeit': return `**${name(e.player)}** ran out of time too often and forfeits.`;
    case 'end-proposed': return `**${name(e.player)}** proposes to end the game.`;
    case 'end-declined': return `**${name(e.player)}** wants to play on.`;
    case 'end-agreed': return 'The players agreed to end the game.';
    case 'end-rack': return twice
      ? `**${name(e.player)}** gains ${e.points}, twice the value of ${name(e.from)}'s rack (${e.tiles}).`
      : `**${name(e.player)}** gains ${e.points} from ${name(e.from)}'s rack (${e.tiles}).`;
    case 'rack-penalty': return `**${name(e.player)}** loses ${-e.points} for ${e.tiles} left on the rack.`;
  }
}

/**
 * Who challenged, the words checked and what each turned out to be: "**Carol** challenged
 * TIKET and KA: TIKET is not a word, KA is". `checked` null: a game recorded before the
 * words were kept, where only the phonies (or nothing) are known.
 */
function challenged(challenger: string | null, checkedWords: readonly string[] | null, phonyWords: readonly string[]): string {
  const phonies = [...new Set(phonyWords)];
  if (checkedWords === null || checkedWords.length === 0) {
    const who = challenger === null ? 'A challenge' : `**${challenger}** challenged the play`;
    return phonies.length > 0 ? `${who}: ${notWords(phonies)}` : `${who}: it is good`;
  }
  const who = challenger === null ? 'A challenge of' : `**${challenger}** challenged`;
  const checked = [...new Set(checkedWords)];
  const good = checked.filter((w) => !phonies.includes(w));
  const verdict = phonies.length === 0
    ? (checked.length === 1 ? 'it is a word' : checked.length === 2 ? 'both are words' : 'all are words')
    : good.length === 0
      ? (checked.length === 1 ? 'it is not a word' : notWords(phonies))
      : `${notWords(phonies)}, ${list(good)} ${good.length > 1 ? 'are' : 'is'}`;
  return `${who} ${list(checked)}: ${verdict}`;
}

const notWords = (words: readonly string[]) => `${list(words)} ${words.length > 1 ? 'are not words' : 'is not a word'}`;

/**
 * Which letters of a spelled word are blanks (its lower-case letters), in a few words:
 * "u is a blank", "both o's are blanks", "u and a are blanks"; null when none is.
 */
export function blankNote(word: string): string | null {
  const blanks = [...word].filter((c) => c >= 'a' && c <= 'z');
  if (blanks.length === 0) return null;
  const letters = [...new Set(blanks)];
  if (blanks.length === 1) return `${blanks[0]} is a blank`;
  if (letters.length === 1) return `both ${letters[0]}'s are blanks`;
  return `${list(letters)} are blanks`;
}

/**
 * A play as people read it, the one place that spells it: the whole word in bold, the
 * square it starts on, the score (as given: the channel's is bold), and which letters are
 * blanks, since the board's lower case means nothing to a reader who has not been told:
 * `**RESOLUTION** (L1) for 86`, `**AQuA** (8D) for 14 (u is a blank)`. `bold`: false
 * where the word stands alone in a field.
 */
export function playWords(p: SpelledMove, score: number | string, bold = true): string {
  const note = blankNote(p.word);
  return `${bold ? `**${p.word}**` : p.word} (${p.square}) for ${score}${note ? ` (${note})` : ''}`;
}

/** A move's word spelled out on `board` (the notation's dots are for GCG and for typing); the notation's own parts should the board not spell it. */
function spelledPlay(move: string, board: Board): SpelledMove {
  const [square = '', word = ''] = move.split(' ');
  return spellMove(move, board) ?? { square, word };
}

/** Events that are a player's turn, or its undoing: what "the last move" names. */
const TURN_EVENTS: ReadonlySet<GameEvent['type']> = new Set<GameEvent['type']>([
  'place', 'exchange', 'pass', 'withdrawn', 'challenge-bonus', 'challenge-lost', 'challenge-failed', 'skip', 'resign', 'time-out', 'forfeit', 'end-agreed',
]);

/** The game's last move in a line, read from its record (a board posted again, the image's description); null before any. */
function lastMoveLine(s: GameState): string | null {
  const last = s.history.findLast((e) => TURN_EVENTS.has(e.type));
  return last ? describeEvent(last, (i) => s.players[i]!.name, goingOutGainsTwice(s.rules, s.players.length), s.board) : null;
}

/** Events by which a player acted (or had their play taken off): after a withdrawal, whether they have acted since. */
const OWN_ACTS: ReadonlySet<GameEvent['type']> = new Set<GameEvent['type']>([
  'place', 'exchange', 'pass', 'withdrawn', 'challenge-lost', 'challenge-failed', 'end-proposed', 'end-declined', 'resign',
]);

/**
 * Whether `player`'s last play came off the board and they have not acted since: their rack
 * is as it was before the play, and the last one they were shown ("Your new rack.") is not.
 */
function rackIsBack(s: GameState, player: number): boolean {
  return !isComputerId(s.players[player]!.id) && s.history.findLast((e) => e.player === player && OWN_ACTS.has(e.type))?.type === 'withdrawn';
}

/**
 * The people whose play came off in this change, told so by mention (without a ping: the
 * ping is for the player to move). A private answer can only go to the person who acted,
 * here the challenger (or nobody, when the computer challenged), and a direct message
 * would take a rack out of the game's channel into a conversation many players close to
 * bots (Discord then refuses it). So the channel says whose rack changed, and the board's
 * **Show my rack** button shows it to them alone with one press, as at the deal; their
 * next turn says it again if they have not acted since (see `turnMessage`).
 */
function rackBackLines(before: GameState, after: GameState): string[] {
  const players = after.history.slice(before.history.length).flatMap((e) => (e.type === 'withdrawn' ? [e.player] : []));
  return [...new Set(players)]
    .filter((p) => p !== after.turn && !after.resigned[p] && rackIsBack(after, p))
    .map((p) => `${mention(after.players[p]!.id)}: your play came off the board, so your rack is as it was before it. Press **Show my rack** (or use \`/scrabble rack\`) to see it; only you will.`);
}

const END_WORDS: Record<NonNullable<GameState['result']>['reason'], string> = {
  'went-out': 'a player went out',
  'scoreless-turns': 'too many scoreless turns in a row',
  'no-legal-play': 'no player had a legal play',
  agreement: 'the players agreed',
  'consecutive-exchanges': 'too many exchanges in a row',
  resigned: 'a resignation',
};

function resultLines(s: GameState): string[] {
  const r = s.result!;
  const winners = r.winners.map((i) => s.players[i]!.name);
  const lines = [`Game over (${END_WORDS[r.reason]}).`];
  lines.push(winners.length > 1 ? `It's a tie between ${winners.join(' and ')}.` : `**${winners[0]}** wins!`);
  if (s.match?.totals) {
    const mw = s.match.winners!.map((i) => s.players[i]!.name);
    lines.push(`Match totals: ${s.players.map((p, i) => `${p.name} ${s.match!.totals![i]}`).join(', ')}. ${mw.length > 1 ? 'The match is a tie.' : `**${mw[0]}** wins the match!`}`);
    lines.push('The records of both games can be exported with `/scrabble export`.');
  } else if (s.status === 'between-games') {
    lines.push('Game 2 of the match is next: the other player starts. Press **Start game 2** or use `/scrabble start`.');
  } else {
    lines.push('The game record can be exported with `/scrabble export`.');
  }
  return lines;
}

/** The public message after a turn: board image, what happened, scores, and whose turn it is. */
export async function turnMessage(before: GameState, after: GameState, extras: TurnExtras = {}): Promise<Reply> {
  const view = publicView(after);
  const board = await renderBoard(view, extras.clock ?? null);
  const playing = after.status === 'playing';
  const next = after.players[after.turn]!;
  const lines = [describeLastMove(before, after)];
  if (after.pending && playing) {
    lines.push(after.pending.wentOut
      ? `${mention(next.id)}: ${after.players[after.pending.player]!.name} went out. Challenge the play or let it stand.`
      : `The play can be challenged until ${next.name} acts.`);
  }
  if (after.endProposal && playing) lines.push('Accept with `/scrabble end` or the button, or decline.');
  if (!playing) lines.push(...resultLines(after));
  const title = after.match ? `Scrabble: game ${after.match.game} of 2` : 'Scrabble';
  const embed: APIEmbed = {
    title,
    description: lines.filter(Boolean).join('\n'),
    color: playing ? COLOUR.turn : COLOUR.over,
    fields: [
      ...after.players.map((p, i) => ({
        name: `${playing && i === after.turn ? '▶ ' : ''}${p.name}${after.resigned[i] ? ' (resigned)' : ''}`,
        value: `${after.scores[i]} points`,
        inline: true,
      })),
      { name: 'Bag', value: `${after.bag.length} tile${after.bag.length === 1 ? '' : 's'}`, inline: true },
      ...(playing && extras.clock ? [{ name: '⏱ Clock', value: clockLine(after, extras.clock), inline: false }] : []),
    ],
    image: { url: 'attachment://board.png' },
    footer: { text: `${findPreset(after.rules.preset)?.name ?? 'Custom rules'} · ${lexiconDisplayName(after.rules.lexicon)} · move ${after.moveNumber}` },
  };
  // A fresh deal: a private rack can only answer its own reader, so every player is asked to look.
  const dealt = playing && after.history.length === 0 && after.moveNumber === 0;
  const rackBack = playing && rackIsBack(after, after.turn)
    ? ' Your last play came off the board, so your rack is as it was before it: press **Show my rack** to see it.'
    : '';
  const turnLine = isComputerId(next.id) ? `It's ${mention(next.id)}'s turn.` : `${mention(next.id)}, it's your turn.${rackBack}`;
  const content = playing
    ? [...(dealt ? [dealtLine(after)] : []), ...rackBackLines(before, after), turnLine].join('\n')
    : after.status === 'between-games' ? 'Game 1 of the match is over.' : 'The game is over.';
  return {
    content,
    embeds: [embed],
    files: [{ name: 'board.png', data: board, description: boardDescription(after) }],
    components: turnButtons(after),
    mentions: pinged(after, playing && !dealt ? [after.turn] : after.players.map((_, i) => i), extras),
  };
}

/** Events by which a player made the others wait for them: their turn, or their time running out. */
const WAITED_ON: ReadonlySet<GameEvent['type']> = new Set<GameEvent['type']>([...OWN_ACTS, 'challenge-bonus', 'time-out', 'forfeit', 'end-agreed']);

/**
 * Whether `player` has been waiting for another person: a person at the table made this
 * change, or one acted (or ran out of time) since `player`'s own last turn. Against the
 * computer alone nobody waits for a person: its answer comes within a second or two.
 */
function waitedForPerson(s: GameState, player: number, actor: string | undefined): boolean {
  const seat = actor === undefined ? -1 : s.players.findIndex((p) => p.id === actor);
  if (seat >= 0 && seat !== player && !isComputerId(actor!)) return true;
  for (let i = s.history.length - 1; i >= 0; i--) {
    const e = s.history[i]!;
    if (e.player === player && OWN_ACTS.has(e.type)) return false;
    if (e.player !== player && WAITED_ON.has(e.type) && !isComputerId(s.players[e.player]!.id)) return true;
  }
  return false;
}

/**
 * Of the seats a board names for something to do, the people it pings: never the one who
 * made the change, nor anyone who turned pings off; and only while a clock runs or when
 * they have been waiting for another person. The others are named without a ping.
 */
function pinged(s: GameState, seats: readonly number[], extras: TurnExtras): string[] {
  return seats
    .filter((i) => !isComputerId(s.players[i]!.id) && s.players[i]!.id !== extras.actor && !extras.quiet?.includes(s.players[i]!.id))
    .filter((i) => Boolean(extras.clock) || waitedForPerson(s, i, extras.actor))
    .map((i) => s.players[i]!.id);
}

/** The pace the host picked, in a line: allowance, bank, and what a time-out does. */
export function paceLine(c: ClockSettings): string {
  const what = c.timeout === 'forfeit' ? `the turn is passed; ${c.forfeitAfter} in a row forfeit the game` : 'the turn is passed';
  return `${c.pace[0]!.toUpperCase()}${c.pace.slice(1)}: ${duration(c.perTurnMs)} a move plus a ${duration(c.bankMs)} bank. When time runs out, ${what}.`;
}

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
    const scores = a.players.map((p, k) => (winners.length === 1 && winners[0] === k ? `**${p.name} ${p.score}**` : `${p.name} ${p.score}`)).join(' – ');
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
const ruleSetName = (preset: string) => (findPreset(preset)?.name ?? preset).replace(/\s*\(.*\)$/, '');
/** "sowpods tournament" to "Tournament · SOWPODS (Collins Scrabble Words)". */
const familyName = (family: string) => {
  const [lexicon = '', preset = ''] = family.split(' ');
  return `${ruleSetName(preset)} · ${lexiconDisplayName(lexicon)}`;
};
const ratingText = (r: RatingRow) => `${Math.round(r.rating.rating)}${r.provisional ? '?' : ''} ±${Math.round(r.rating.rd)}`;

/** `/scrabble stats`: short fields, a few to a row, so it reads on a phone as on a desktop. */
export function statsMessage(name: string, st: PlayerStats | undefined, ratings: readonly [string, RatingRow][]): Reply {
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
export function leaderboardMessage(tables: readonly [string, readonly RatingRow[]][], preset: string | null): Reply {
  const shown = tables.filter(([, rows]) => rows.length > 0);
  if (shown.length === 0) {
    return { content: `No rated games in this server${preset ? ` under ${ruleSetName(preset)}` : ''} yet. Games between people count once they are over; games with a computer player do not.` };
  }
  return {
    embeds: shown.slice(0, LIMITS.embeds).map(([family, rows]) => ({
      title: `Leaderboard: ${familyName(family)}`,
      color: COLOUR.over,
      description: [...rows].sort((a, b) => b.rating.rating - a.rating.rating).slice(0, 10)
        .map((r, i) => `**${i + 1}.** ${r.name} · ${ratingText(r)} · ${r.games} game${r.games === 1 ? '' : 's'}`).join('\n'),
      footer: { text: `Glicko-2 from 1500. ? provisional: fewer than ${PROVISIONAL_GAMES} rated games.` },
    })),
  };
}

/** A duration as a player reads it: `2 h 05 min`, `4 min 30 s`, `45 s`. */
export function duration(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  if (d > 0) return `${d} d${h > 0 ? ` ${h} h` : ''}`;
  if (h > 0) return `${h} h ${String(m).padStart(2, '0')} min`;
  if (m > 0) return `${m} min${sec > 0 ? ` ${String(sec).padStart(2, '0')} s` : ''}`;
  return `${sec} s`;
}

/** Discord shows `<t:…:R>` in each reader's own words and time zone ("in 5 minutes"). */
const relative = (at: number) => `<t:${Math.floor(at / 1000)}:R>`;

/** Whose clock runs and what is left: this turn's allowance, then the bank. */
export function clockLine(s: GameState, c: ClockView): string {
  const name = s.players[c.player]?.name ?? '?';
  return `**${name}**: ${duration(c.turnLeftMs)} left this turn, then ${duration(c.bankLeftMs)} in the bank. Time runs out ${relative(c.deadline)}.`;
}

/** A clock's half-time reminder, or a player's nudge: the player to move, mentioned (pinged only if they allow it). */
export function reminderMessage(r: Reminder, by?: string): Reply {
  const who = mention(r.userId);
  const when = r.deadline !== null ? ` Time runs out ${relative(r.deadline)}.` : '';
  const content = r.kind === 'half-time'
    ? `${who}, half of your time for this turn is gone.${when}`
    : `${who}, ${by ?? 'another player'} is waiting for your move.${when}`;
  return { content, mentions: r.ping ? [r.userId] : [] };
}

/** Every player, by mention, told how to see the rack just dealt to them. */
export function dealtLine(s: GameState): string {
  const players = s.players.filter((p, i) => !s.resigned[i] && !isComputerId(p.id)).map((p) => mention(p.id));
  return `Tiles are dealt. ${list(players)}: press **Show my rack** (or use \`/scrabble rack\`) to see your tiles; only you will see them.`;
}

/** Alt text for the board image: the last move, in the channel's words without their markdown, and the scores. */
function boardDescription(s: GameState): string {
  const line = lastMoveLine(s);
  const last = line ? `Last move: ${line.replace(/\*\*/g, '')} ` : '';
  return `${last}Scores: ${s.players.map((p, i) => `${p.name} ${s.scores[i]}`).join(', ')}.`;
}

export function turnButtons(s: GameState): APIActionRowComponent<APIComponentInMessageActionRow>[] {
  if (s.status === 'between-games') return [buttons([IDS.nextGame, 'Start game 2', ButtonStyle.Success])];
  if (s.status !== 'playing') return [buttons([IDS.rematch, 'Rematch', ButtonStyle.Primary])];
  const row: [string, string, ButtonStyle, boolean?][] = [[IDS.rack, 'Show my rack', ButtonStyle.Primary]];
  if (s.pending?.wentOut) {
    row.push([IDS.challenge, 'Challenge', ButtonStyle.Danger], [IDS.accept, 'Let it stand', ButtonStyle.Success]);
    return [buttons(...row)];
  }
  if (s.rules.passAllowed) row.push([IDS.pass, 'Pass', ButtonStyle.Secondary]);
  if (someExchangeAllowed(s.rules, s.racks[s.turn]!.length, s.bag.length)) row.push([IDS.exchange, 'Exchange', ButtonStyle.Secondary]);
  if (s.pending) row.push([IDS.challenge, 'Challenge', ButtonStyle.Danger]);
  if (s.endProposal) row.push([IDS.endAccept, 'Agree to end', ButtonStyle.Success], [IDS.endDecline, 'Play on', ButtonStyle.Secondary]);
  return [buttons(...row)];
}

const spokenTile = (t: string) => (t === '?' ? 'blank' : t);

/** A rack in words, for screen readers and for players who cannot see images. */
export function rackWords(rack: string): string {
  return [...rack].map(spokenTile).join(', ') || 'no tiles';
}

/** A player's own rack, privately. */
export async function rackMessage(s: GameState, player: number, intro?: string): Promise<Reply> {
  const view = privateView(s, player);
  const values = TILE_SETS[s.rules.tileSet].values;
  const image = await renderRack(view.rack, values);
  const turn = s.status === 'playing' && s.turn === player ? ' It\'s your turn.' : '';
  const value = rackValue(view.rack, TILE_SETS[s.rules.tileSet]);
  return {
    content: `${intro ? `${intro}\n` : ''}Your rack: ${rackWords(view.rack)} (${value} point${value === 1 ? '' : 's'}).${turn}`,
    files: [{ name: 'rack.png', data: image, description: `Your rack: ${rackWords(view.rack)}` }],
    ephemeral: true,
  };
}

/**
 * The tiles a player has not seen: in the bag or on other racks. A spectator has no rack:
 * for them it is every tile not on the board, in the bag and on all the racks together,
 * which tells nothing about any one rack.
 */
export function bagMessage(s: GameState, player: number): Reply {
  const view = privateView(s, player);
  const counts = new Map<string, number>();
  for (const t of view.unseen) counts.set(t, (counts.get(t) ?? 0) + 1);
  const tiles = [...counts].map(([t, n]) => `${spokenTile(t)}${n > 1 ? ` ×${n}` : ''}`).join(', ');
  const heading = player < 0
    ? `Tiles not on the board (${view.unseen.length}: ${s.bag.length} in the bag, the rest on the players' racks)`
    : `Unseen tiles (${view.unseen.length}: ${s.bag.length} in the bag, the rest on other racks)`;
  return { content: `${heading}:\n${tiles || 'none'}`, ephemeral: true };
}

export function problemReply(text: string): Reply {
  return { content: text, ephemeral: true };
}

/** The exchange picker: a select menu of the player's tiles. */
/** `board`: the board message it was opened from; the choice acts only while that board is current. */
export function exchangePicker(s: GameState, player: number, board?: string): Reply {
  const rack = s.racks[player]!;
  const whole = s.rules.exchange === 'wholeRackOnly';
  return {
    content: whole ? 'These rules exchange your whole rack. Select every tile to confirm.' : 'Pick the tiles to exchange.',
    components: [{
      type: ComponentType.ActionRow,
      components: [{
        type: ComponentType.StringSelect,
        custom_id: board ? `${IDS.exchangeSelect}|${board}` : IDS.exchangeSelect,
        placeholder: 'Tiles to exchange',
        min_values: whole ? rack.length : 1,
        // Every tile put back is replaced from the bag: no more can be picked than it holds.
        max_values: whole ? rack.length : Math.min(rack.length, s.bag.length),
        options: [...rack].map((t, i) => ({ label: spokenTile(t), value: `${i}:${t}` })),
      }],
    }] as APIActionRowComponent<APIComponentInMessageActionRow>[],
    ephemeral: true,
  };
}

/** One GCG record to attach: a single game, or one game of a match. */
export interface GameRecordFile {
  gcg: string;
  /** For a match: which game (1 or 2) of how many. */
  match?: { game: number; of: number };
}

const SOFTWARE = 'for Quackle, Macondo, Woogles and other Scrabble software';

/** How long one player's part of a file name may be, and all the players' parts together. */
const FILE_NAME_PLAYER = 20;
const FILE_NAME_PLAYERS = 64;

/** A player's name as a file name part: lower-case letters and digits joined by `-`, accents dropped, cut to length. */
function fileNamePart(name: string, seat: number): string {
  const part = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    .replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')
    .slice(0, FILE_NAME_PLAYER).replace(/-+$/, '');
  return part === '' ? `player-${seat + 1}` : part;
}

/**
 * A GCG record's file name: the day the game ended (UTC) and the players, in seat order,
 * in safe characters only: `scrabble-2026-11-25-alice-vs-bob.gcg`, a match's games
 * `...-game-1.gcg` and `...-game-2.gcg`.
 */
export function recordFileName(players: readonly string[], finishedAt: number, game?: number): string {
  const date = new Date(finishedAt).toISOString().slice(0, 10);
  const who = players.map(fileNamePart).join('-vs-').slice(0, FILE_NAME_PLAYERS).replace(/-+$/, '');
  return `scrabble-${date}-${who || 'game'}${game === undefined ? '' : `-game-${game}`}.gcg`;
}

/** `/scrabble export`: the records of a finished game (of a match, each game played so far) between `players`, ended at `finishedAt`. */
export function exportFile(players: readonly string[], finishedAt: number, games: readonly GameRecordFile[]): Reply {
  const files = games.map((g) => ({
    name: recordFileName(players, finishedAt, g.match?.game),
    data: Buffer.from(g.gcg, 'utf8'),
    ...(g.match ? { description: `Match, game ${g.match.game} of ${g.match.of}` } : {}),
  }));
  const match = games[0]?.match;
  const content = !match
    ? `Here is the game record (GCG), ${SOFTWARE}.`
    : games.length > 1
      ? `Here are the records of both games of the match (GCG), one file each, ${SOFTWARE}.`
      : `Here is the record of game ${match.game} of ${match.of} of the match (GCG), ${SOFTWARE}. Game 2 can be exported once it is over.`;
  return { content, files };
}
