/**
 * The custom ids of the bot's buttons and menus: how the views write each one, and how
 * a press is read back to its handler record (components/lobby.ts, components/board.ts).
 * A module of its own, importing nothing, so that the views rendering a component and
 * the record answering it share one spelling without an import circle.
 */

/** A component's custom id: written when the view renders it, read back when it is pressed (null: another component's id). */
export interface CustomId<P> {
  build(params: P): string;
  parse(customId: string): P | null;
}

/** The ids as written on the messages; the exchange menu's carries its board after a `|` (exchangeSelectId). */
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
  openBoard: 'scrabble:open-board',
  replay: 'scrabble:replay',
} as const;

/** An id that carries nothing: the same on every message. */
export const fixedId = (id: string): CustomId<object> => ({
  build: () => id,
  parse: (customId) => (customId === id ? {} : null),
});

/** The exchange menu: it carries the board it was opened from, so it acts once, on that position. */
export const exchangeSelectId: CustomId<{ board?: string }> = {
  build: ({ board }) => (board ? `${IDS.exchangeSelect}|${board}` : IDS.exchangeSelect),
  parse(customId) {
    if (customId === IDS.exchangeSelect) return {};
    if (!customId.startsWith(`${IDS.exchangeSelect}|`)) return null;
    const board = customId.slice(IDS.exchangeSelect.length + 1);
    return board ? { board } : {};
  },
};

/** A replay's button: first, back, next, last, or "just me" (a private copy of this step). */
export type ReplayButton = 'first' | 'back' | 'next' | 'last' | 'mine';

/**
 * What a replay's button carries, so that a press needs nothing else: the archived game,
 * the step it shows, and whether the message is the presser's own (private) copy.
 * `outdated`: an id of ours this version cannot read.
 */
export type ReplayPress = { outdated: true } | { outdated?: false; button: ReplayButton; step: number; mine: boolean; gameId: string };

const REPLAY_BUTTONS: Record<string, ReplayButton> = { f: 'first', b: 'back', n: 'next', l: 'last', m: 'mine' };

/** `scrabble:replay|<button><c or m>|<step>|<game id>`: the game id last, since it may hold any character. */
export const replayId: CustomId<ReplayPress> = {
  build(p) {
    if (p.outdated) return IDS.replay;
    const button = Object.keys(REPLAY_BUTTONS).find((k) => REPLAY_BUTTONS[k] === p.button)!;
    return `${IDS.replay}|${button}${p.mine ? 'm' : 'c'}|${p.step}|${p.gameId}`;
  },
  parse(customId) {
    if (customId !== IDS.replay && !customId.startsWith(`${IDS.replay}|`) && !customId.startsWith(`${IDS.replay}:`)) return null;
    const m = /^scrabble:replay\|([fblnm])([cm])\|(\d{1,6})\|(.+)$/.exec(customId);
    if (!m) return { outdated: true };
    return { button: REPLAY_BUTTONS[m[1]!]!, mine: m[2] === 'm', step: Number(m[3]), gameId: m[4]! };
  },
};
