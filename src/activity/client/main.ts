/**
 * The Activity's page: signs in through Discord's Embedded App SDK (authorize, our server
 * exchanges the code, authenticate), then shows the channel's game and keeps it live.
 * Tiles go onto the board by dragging, by tapping a tile then a square, or by keyboard;
 * the tentative play is scored by the server before it is sent, and every action goes
 * with the game's step it was decided on, exactly as a slash command goes to the hub.
 */
import { DiscordSDK } from '@discord/embedded-app-sdk';
import { Api, fill, type PageWords } from './api.js';
import { dragging, enableDrag, type DragTarget } from './drag.js';
import { pickBlank, render, type PageState } from './render.js';

const root = document.getElementById('app')!;
const api = Api.fromPage();
let words: PageWords = { premiums: {} } as PageWords;
let channel = '';
const state: PageState = { view: null, placed: [], order: [], picked: null, exchanging: null, preview: '', message: '', busy: false };

let drawLater = false;
function draw(): void {
  if (dragging()) {
    drawLater = true;
    return;
  }
  drawLater = false;
  render(root, state, words);
  document.body.dataset.version = String(state.view?.version ?? '');
}

async function refresh(): Promise<void> {
  const view = await api.view(channel);
  const rackChanged = view.rack !== state.view?.rack;
  if (view.version !== state.view?.version) {
    // A square taken meanwhile, or a new rack: the tentative tiles go back.
    if (rackChanged || state.placed.some((t) => view.board?.[t.row]?.[t.col] !== '.')) state.placed = [];
    state.exchanging = null;
  }
  if (rackChanged) state.order = [...(view.rack ?? '')].map((_, i) => i);
  state.view = view;
  draw();
}

let previewTimer: ReturnType<typeof setTimeout> | undefined;
function previewSoon(): void {
  clearTimeout(previewTimer);
  state.preview = '';
  if (state.placed.length === 0) return;
  previewTimer = setTimeout(async () => {
    const tiles = state.placed.map(({ row, col, letter, blank }) => ({ row, col, letter, blank }));
    const answer = await api.preview(channel, tiles);
    state.preview = answer.ok ? fill(words.previewForms!, { move: answer.move, score: answer.score, words: answer.words.join(', ') }) : answer.message;
    draw();
  }, 120);
}

async function act(body: Record<string, unknown>): Promise<void> {
  if (!state.view || state.busy) return;
  state.busy = true;
  state.message = '';
  draw();
  try {
    const answer = await api.act(channel, { ...body, version: state.view.version });
    if (answer.ok) {
      state.placed = [];
      state.preview = '';
      state.exchanging = null;
      state.view = null;
      state.busy = false;
      await refresh();
      return;
    }
    state.message = answer.message;
  } catch (e) {
    state.message = e instanceof Error ? e.message : String(e);
  }
  state.busy = false;
  await refresh();
}

async function put(from: number, onBoard: boolean, to: DragTarget): Promise<void> {
  const v = state.view;
  if (!v?.rack || v.state !== 'playing') return;
  state.picked = null;
  const current = state.placed.find((t) => t.from === from);
  if (to.row < 0) {
    state.placed = state.placed.filter((t) => t.from !== from);
  } else {
    if (v.board?.[to.row]?.[to.col] !== '.' || state.placed.some((t) => t.row === to.row && t.col === to.col && t.from !== from)) return draw();
    const letter = v.rack[from]!;
    let shown = current?.letter ?? letter;
    if (letter === '?' && !onBoard) {
      const chosen = await pickBlank(words, v.alphabet ?? []);
      if (!chosen) return draw();
      shown = chosen;
    }
    state.placed = [...state.placed.filter((t) => t.from !== from), { row: to.row, col: to.col, letter: shown, blank: letter === '?', from }];
  }
  state.message = '';
  previewSoon();
  draw();
}

function tap(from: number, onBoard: boolean): void {
  if (onBoard) return void put(from, true, { row: -1, col: -1 });
  if (state.exchanging) {
    if (!state.exchanging.delete(from)) state.exchanging.add(from);
  } else {
    state.picked = state.picked === from ? null : from;
  }
  draw();
  root.querySelector<HTMLElement>(`.rack [data-i="${from}"]`)?.focus();
}

function shuffle(): void {
  const o = state.order;
  for (let i = o.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [o[i], o[j]] = [o[j]!, o[i]!];
  }
  draw();
}

const ACTIONS: Record<string, () => void | Promise<void>> = {
  play: () => act({ type: 'play', tiles: state.placed.map(({ row, col, letter, blank }) => ({ row, col, letter, blank })) }),
  recall: () => { state.placed = []; state.preview = ''; draw(); },
  shuffle,
  exchange: () => { state.exchanging = new Set(); state.picked = null; state.message = words.chooseExchange!; draw(); },
  'exchange-cancel': () => { state.exchanging = null; state.message = ''; draw(); },
  'exchange-confirm': () => act({ type: 'exchange', tiles: [...(state.exchanging ?? [])].map((i) => state.view!.rack![i]).join('') }),
  pass: () => act({ type: 'pass' }),
  challenge: () => act({ type: 'challenge' }),
  accept: () => act({ type: 'accept' }),
  'propose-end': () => act({ type: 'propose-end' }),
  'accept-end': () => act({ type: 'accept-end' }),
  'decline-end': () => act({ type: 'decline-end' }),
  'next-game': () => act({ type: 'next-game' }),
};

function wire(): void {
  enableDrag(root, { drop: (from, onBoard, to) => void put(from, onBoard, to), tap, settled: () => drawLater && draw() });
  root.addEventListener('click', (e) => {
    const target = e.target as HTMLElement;
    const action = target.closest<HTMLElement>('[data-action]')?.dataset.action;
    if (action) return void ACTIONS[action]?.();
    // Keyboard presses of a rack tile (a click with no pointer): pick it up.
    const rackTile = target.closest<HTMLElement>('.rack .tile');
    if (rackTile && e.detail === 0) return tap(Number(rackTile.dataset.i), false);
    const square = target.closest<HTMLElement>('.sq');
    if (square && state.picked !== null) void put(state.picked, false, { row: Number(square.dataset.row), col: Number(square.dataset.col) });
  });
  root.addEventListener('keydown', (e) => {
    const square = (e.target as HTMLElement).closest<HTMLElement>('.sq');
    if (!square) return;
    const [row, col] = [Number(square.dataset.row), Number(square.dataset.col)];
    const step: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    const d = step[e.key];
    if (d) {
      e.preventDefault();
      const next = root.querySelector<HTMLElement>(`.sq[data-row="${Math.min(14, Math.max(0, row + d[0]))}"][data-col="${Math.min(14, Math.max(0, col + d[1]))}"]`);
      next?.focus();
    } else if ((e.key === 'Enter' || e.key === ' ') && state.picked !== null) {
      e.preventDefault();
      void put(state.picked, false, { row, col });
    }
  });
  root.addEventListener('submit', (e) => {
    e.preventDefault();
    const move = new FormData(e.target as HTMLFormElement).get('move');
    if (typeof move === 'string' && move.trim()) void act({ type: 'play', move: move.trim() });
  });
}

async function live(): Promise<void> {
  let ticket: string;
  try {
    ticket = await api.ticket(channel);
  } catch {
    setTimeout(() => void live(), 2000);
    return;
  }
  const events = new EventSource(api.url(`api/channels/${channel}/live?ticket=${encodeURIComponent(ticket)}`));
  events.addEventListener('change', (e) => {
    const { version } = JSON.parse((e as MessageEvent<string>).data) as { version: number };
    if (version !== state.view?.version) void refresh();
  });
  events.addEventListener('error', () => {
    // A ticket opens one stream: reconnect with a new one; its first event catches up.
    events.close();
    state.message = words.reconnecting!;
    draw();
    setTimeout(() => {
      state.message = '';
      void live();
    }, 1000);
  });
}

async function main(): Promise<void> {
  const config = await api.config();
  words = config.words;
  document.title = words.title!;
  draw();
  const sdk = new DiscordSDK(config.clientId, { disableConsoleLogOverride: true });
  await sdk.ready();
  const { code } = await sdk.commands.authorize({ client_id: config.clientId, response_type: 'code', state: '', prompt: 'none', scope: ['identify'] });
  await api.signIn(code);
  await sdk.commands.authenticate({ access_token: api.token });
  channel = sdk.channelId ?? '';
  wire();
  if (!channel) {
    state.view = { channelId: '', state: 'none', version: 0, seat: -1 };
    return draw();
  }
  await refresh();
  void live();
}

main().catch((e: unknown) => {
  state.message = e instanceof Error ? e.message : String(e);
  draw();
});
