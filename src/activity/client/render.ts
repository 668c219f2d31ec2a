/**
 * Draws the page from its state: the players' cards, the line saying whose turn it is,
 * the board with its premium squares (each named in text as well as colour, so no
 * colour has to be told apart), the tiles placed this turn, the rack and the buttons.
 * Every square and tile has a text alternative for screen readers.
 */
import type { ActivityView } from '../protocol.js';
import { fill, type PageWords } from './api.js';

export interface Tentative {
  row: number;
  col: number;
  letter: string;
  blank: boolean;
  /** The rack tile it came from. */
  from: number;
}

export interface PageState {
  view: ActivityView | null;
  placed: Tentative[];
  /** Rack tiles in the order shown (indices into the rack). */
  order: number[];
  /** A rack tile picked up by a tap or the keyboard, to be put on the next square chosen. */
  picked: number | null;
  exchanging: Set<number> | null;
  preview: string;
  message: string;
  busy: boolean;
}

const COLUMNS = 'ABCDEFGHIJKLMNO';
export const squareName = (row: number, col: number) => `${COLUMNS[col]}${row + 1}`;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  node.append(...children);
  return node;
}

/** What the game's tiles show, by letter: `CH` for the Spanish `Ĉ`; a letter the view does not list shows as itself. */
type Faces = (letter: string) => string;

function facesOf(v: ActivityView | null): Faces {
  const shown = new Map(v?.alphabet ?? []);
  return (letter) => shown.get(letter.toUpperCase()) ?? letter.toUpperCase();
}

function tile(letter: string, blank: boolean, values: Readonly<Record<string, number>>, faces: Faces, attrs: Record<string, string> = {}, tag: 'span' | 'button' = 'span'): HTMLElement {
  const value = blank ? 0 : values[letter.toUpperCase()] ?? 0;
  const shown = letter === '?' ? '' : faces(letter);
  // A two-letter face (CH, LL, RR) is set smaller to fit beside the value.
  const t = el(tag, { ...attrs, class: `tile${blank ? ' blank' : ''} ${attrs.class ?? ''}`.trim() }, el('span', { class: [...shown].length > 1 ? 'letter pair' : 'letter' }, shown));
  if (value > 0) t.append(el('span', { class: 'value' }, String(value)));
  return t;
}

export function render(root: HTMLElement, s: PageState, w: PageWords): void {
  const v = s.view;
  root.replaceChildren();
  if (!v || v.state === 'none' || v.state === 'lobby') {
    root.append(el('p', { class: 'status', role: 'status' }, v ? (v.state === 'lobby' ? w.lobby! : w.noGame!) : s.message || w.signingIn!));
    return;
  }
  const values = v.values ?? {};
  const faces = facesOf(v);
  const cards = el('section', { class: 'cards' });
  for (const [i, p] of (v.players ?? []).entries()) {
    const name = p.you ? `${p.name} (${w.you})` : p.name;
    cards.append(el('div', { class: `card${i === v.turn && v.state === 'playing' ? ' to-move' : ''}` },
      el('span', { class: 'name' }, name), el('span', { class: 'score', 'aria-label': fill(w.score!, { score: p.score }) }, String(p.score)),
      el('span', { class: 'count' }, fill(w.tiles!, { n: p.rackCount }))));
  }
  const toMove = v.players?.[v.turn ?? 0];
  const line = v.state === 'over' ? w.over! : v.seat < 0 ? w.spectating! : v.turn === v.seat ? w.yourTurn! : fill(w.waitingFor!, { name: toMove?.name ?? '' });
  const status = el('div', { class: 'status', role: 'status', 'aria-live': 'polite' }, el('p', {}, line));
  if (v.lastMove) status.append(el('p', { class: 'last' }, v.lastMove.replace(/\*\*/g, '')));
  if (v.challengeOpen) status.append(el('p', {}, w.challengeOpen!));
  if (v.endProposedBy !== null && v.endProposedBy !== undefined) status.append(el('p', {}, fill(w.endProposed!, { name: v.players?.[v.endProposedBy]?.name ?? '' })));
  for (const line of v.result ?? []) status.append(el('p', { class: 'result' }, line.replace(/\*\*/g, '').replace(/`/g, '')));
  status.append(el('p', { class: 'bag' }, fill(w.bag!, { n: v.bagCount ?? 0 }), v.clock ? ` · ${v.clock.replace(/\*\*/g, '')}` : ''));
  root.append(cards, status, boardGrid(s, v, w, values, faces));
  // Always there, empty or not: the rack below never moves under a finger when a preview arrives.
  root.append(el('p', { class: s.message ? 'message' : 'preview', role: s.message ? 'alert' : 'status' }, s.message || s.preview));
  // A player's rack and buttons while there is a turn to take; a finished game shows its board and result only.
  if (v.seat >= 0 && v.rack !== undefined && v.state === 'playing') root.append(rackRow(s, v, w, values, faces), buttons(s, v, w), typedForm(w));
  // Between the games of a match, either player deals game 2.
  if (v.seat >= 0 && v.state === 'between-games') root.append(el('div', { class: 'actions' }, el('button', { 'data-action': 'next-game', class: 'primary' }, w.nextGame!)));
}

function boardGrid(s: PageState, v: ActivityView, w: PageWords, values: Readonly<Record<string, number>>, faces: Faces): HTMLElement {
  const grid = el('div', { class: 'board', role: 'grid', 'aria-label': w.board! });
  const last = new Set((v.lastSquares ?? []).map(([r, c]) => `${r},${c}`));
  for (let row = 0; row < 15; row++) {
    const line = el('div', { role: 'row', class: 'row' });
    for (let col = 0; col < 15; col++) {
      const name = squareName(row, col);
      const ch = v.board![row]![col]!;
      const premium = v.premiums?.[row]?.[col] ?? '';
      const centre = row === 7 && col === 7;
      const mine = s.placed.find((t) => t.row === row && t.col === col);
      const label = ch !== '.' ? fill(w.square!, { square: name, letter: faces(ch) })
        : mine ? fill(w.square!, { square: name, letter: faces(mine.letter) })
          : `${fill(w.emptySquare!, { square: name })}${premium ? `, ${w.premiums[premium]}` : centre ? `, ${w.premiums.centre}` : ''}`;
      const cls = ['sq', premium ? `p-${premium}` : '', centre ? 'centre' : '', last.has(`${row},${col}`) ? 'last' : ''].filter(Boolean).join(' ');
      const cell = el('div', { class: cls, role: 'gridcell', 'data-row': String(row), 'data-col': String(col), 'aria-label': label, tabindex: row === 7 && col === 7 ? '0' : '-1' });
      if (ch !== '.') cell.append(tile(ch, ch !== ch.toUpperCase(), values, faces));
      else if (mine) cell.append(tile(mine.letter, mine.blank, values, faces, { class: 'placed', 'data-from': String(mine.from) }));
      else if (premium) cell.append(el('span', { class: 'premium', 'aria-hidden': 'true' }, premium));
      else if (centre) cell.append(el('span', { class: 'premium', 'aria-hidden': 'true' }, '★'));
      line.append(cell);
    }
    grid.append(line);
  }
  return grid;
}

function rackRow(s: PageState, v: ActivityView, w: PageWords, values: Readonly<Record<string, number>>, faces: Faces): HTMLElement {
  const rack = el('div', { class: 'rack', role: 'list', 'aria-label': w.rack! });
  const used = new Set(s.placed.map((t) => t.from));
  for (const i of s.order) {
    if (used.has(i)) continue;
    const letter = v.rack![i]!;
    const chosen = s.exchanging?.has(i) ?? false;
    const attrs: Record<string, string> = { 'data-i': String(i), role: 'listitem', 'aria-label': letter === '?' ? 'blank' : faces(letter), class: `${s.picked === i ? 'picked' : ''}${chosen ? ' chosen' : ''}` };
    if (s.exchanging) attrs['aria-pressed'] = String(chosen);
    rack.append(tile(letter, letter === '?', values, faces, attrs, 'button'));
  }
  return rack;
}

function buttons(s: PageState, v: ActivityView, w: PageWords): HTMLElement {
  const bar = el('div', { class: 'actions' });
  const myTurn = v.state === 'playing' && v.turn === v.seat;
  const b = (action: string, label: string, enabled: boolean, primary = false) => {
    const button = el('button', { 'data-action': action, class: primary ? 'primary' : '' }, label);
    if (!enabled || s.busy) button.setAttribute('disabled', '');
    bar.append(button);
  };
  if (s.exchanging) {
    b('exchange-confirm', w.exchangeSelected!, myTurn && s.exchanging.size > 0, true);
    b('exchange-cancel', w.cancel!, true);
    return bar;
  }
  b('play', w.play!, myTurn && s.placed.length > 0, true);
  b('recall', w.recall!, s.placed.length > 0);
  b('shuffle', w.shuffle!, true);
  b('exchange', w.exchange!, myTurn && s.placed.length === 0);
  b('pass', w.pass!, myTurn);
  if (v.challengeOpen) {
    b('challenge', w.challenge!, myTurn);
    b('accept', w.accept!, myTurn);
  }
  if (v.endWaitsForYou) {
    b('accept-end', w.agreeEnd!, true);
    b('decline-end', w.playOn!, true);
  } else if (v.endByAgreement && v.endProposedBy === null) {
    b('propose-end', w.proposeEnd!, myTurn);
  }
  return bar;
}

function typedForm(w: PageWords): HTMLElement {
  const input = el('input', { name: 'move', autocomplete: 'off', placeholder: w.typeMoveHint!, 'aria-label': w.typeMove!, maxlength: '40' });
  return el('form', { class: 'typed' }, el('label', {}, w.typeMove!, ' ', input), el('button', { type: 'submit' }, w.play!));
}

/**
 * The blank's letter, chosen from the game's letters (`alphabet`: each tile letter with its
 * face, as the view lists them) in a small dialog; null when dismissed.
 */
export function pickBlank(w: PageWords, alphabet: readonly [string, string][]): Promise<string | null> {
  return new Promise((resolve) => {
    const dialog = el('dialog', { class: 'blank-picker', 'aria-label': w.blankPick! }, el('p', {}, w.blankPick!));
    const letters = el('div', { class: 'letters' });
    for (const [letter, shown] of alphabet) {
      const button = el('button', { value: letter }, shown);
      button.addEventListener('click', () => dialog.close(letter));
      letters.append(button);
    }
    dialog.append(letters);
    dialog.addEventListener('close', () => {
      resolve(alphabet.some(([letter]) => letter === dialog.returnValue) ? dialog.returnValue : null);
      dialog.remove();
    });
    document.body.append(dialog);
    dialog.showModal();
  });
}
