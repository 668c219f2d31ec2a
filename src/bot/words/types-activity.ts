/** The Activity's words: its failures, and the page's own labels and lines. */

/** The Activity's own failures, as its page shows them (a refusal of a move is worded by `problems`). */
export interface ActivityWords {
  'bad-code': string;
  'bad-token': string;
  'discord-unavailable': string;
  'bad-request': string;
  'not-found': string;
  busy: string;
  /** The page's own labels and lines (sent to it by the server, so the page holds no words of its own). */
  page: ActivityPageWords;
}

export interface ActivityPageWords {
  title: string;
  signingIn: string;
  noGame: string;
  lobby: string;
  board: string;
  rack: string;
  play: string;
  recall: string;
  shuffle: string;
  exchange: string;
  exchangeSelected: string;
  cancel: string;
  pass: string;
  challenge: string;
  accept: string;
  proposeEnd: string;
  agreeEnd: string;
  playOn: string;
  nextGame: string;
  endProposed: string;
  typeMove: string;
  typeMoveHint: string;
  blankPick: string;
  yourTurn: string;
  spectating: string;
  waitingFor: string;
  challengeOpen: string;
  over: string;
  bag: string;
  tiles: string;
  score: string;
  you: string;
  previewForms: string;
  chooseExchange: string;
  reconnecting: string;
  premiums: { DL: string; TL: string; DW: string; TW: string; centre: string };
  square: string;
  emptySquare: string;
}
