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
