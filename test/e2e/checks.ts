/** What every message must satisfy: no rack in public, every image a real PNG. */
import { loadImage } from '@napi-rs/canvas';
import type { RecordedMessage } from '../discord-api/server.js';
import { rackWords } from '../../src/bot/present.js';
import { sortRack } from '../../src/engine/index.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** All a channel member can read of a message: text, embeds, buttons, file names and alt texts. */
export function visibleText(m: RecordedMessage): string {
  const { content, embeds, components, attachments } = m.message;
  return JSON.stringify({ content, embeds, components, attachments: attachments.map((a) => [a.filename, a.description]) });
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The ways a rack could leak into text: as the bot words it ("A, E, blank") from two tiles,
 * or as a run of letters (stored or sorted order) from five, where a played word is unlikely
 * to contain it by chance.
 */
function rackPatterns(rack: string): RegExp[] {
  const out: RegExp[] = [];
  if (rack.length >= 2) out.push(new RegExp(`(^|[^A-Za-z])${escape(rackWords(rack))}($|[^A-Za-z])`));
  if (rack.length >= 5) for (const form of new Set([rack, sortRack(rack)])) out.push(new RegExp(escape(form)));
  return out;
}

/** Rack leaks in the non-ephemeral messages among `messages`, given every player's current rack. */
export function rackLeaks(messages: readonly RecordedMessage[], racks: readonly string[]): string[] {
  const leaks: string[] = [];
  for (const m of messages) {
    if (m.ephemeral) continue;
    const text = visibleText(m);
    if (/Your (new )?rack/.test(text)) leaks.push(`message ${m.messageId} shows a rack: ${m.content}`);
    if (m.attachments.some((a) => a.name === 'rack.png')) leaks.push(`message ${m.messageId} has a rack image`);
    for (const rack of racks) {
      if (rackPatterns(rack).some((p) => p.test(text))) leaks.push(`message ${m.messageId} names rack ${rack}: ${text}`);
    }
  }
  return leaks;
}

/** Checks every image attachment once: PNG signature and a full decode. Returns how many. */
export async function checkImages(messages: readonly RecordedMessage[], checked = new Set<string>()): Promise<number> {
  let count = 0;
  for (const m of messages) {
    for (const a of m.attachments) {
      if (checked.has(a.id) || !/\.png$/.test(a.name)) continue;
      checked.add(a.id);
      if (a.contentType !== 'image/png') throw new Error(`${a.name} in ${m.messageId} sent as ${a.contentType}`);
      if (!a.bytes.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error(`${a.name} in ${m.messageId} has no PNG signature`);
      const image = await loadImage(a.bytes);
      if (!(image.width > 0 && image.height > 0)) throw new Error(`${a.name} in ${m.messageId} decodes to ${image.width}x${image.height}`);
      count += 1;
    }
  }
  return count;
}

/**
 * What people read of a message: its text, its embeds' words, its buttons and menus, and
 * its images' descriptions; not file names or links (`board.png` has a dot for its own reasons).
 */
export function readableText(m: RecordedMessage): string[] {
  const { content, embeds, components, attachments } = m.message;
  const out = [content];
  for (const e of embeds) {
    out.push(e.title ?? '', e.description ?? '', e.footer?.text ?? '', e.author?.name ?? '');
    for (const f of e.fields ?? []) out.push(f.name, f.value);
  }
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) return x.forEach(walk);
    if (!x || typeof x !== 'object') return;
    for (const [k, v] of Object.entries(x)) {
      if ((k === 'label' || k === 'placeholder' || k === 'description') && typeof v === 'string') out.push(v);
      else walk(v);
    }
  };
  walk(components ?? []);
  for (const a of attachments) out.push(a.description ?? '');
  return out.filter((t) => t !== '');
}

/**
 * A word written the way notation writes it, `.` for each tile already on the board:
 * `...S`, `RE......`, `UNW...H`, `D.STONIA`, `JEO..`. A single dot after a word ends a sentence.
 */
const DOTTED_WORD = /(?<![A-Za-z0-9.])\.+[A-Za-z]+[A-Za-z.]*|[A-Za-z]+\.+[A-Za-z][A-Za-z.]*|[A-Za-z]+\.{2,}/g;

/** Every dotted word people could read in `messages`, with the message it is in. */
export function dottedWords(messages: readonly RecordedMessage[]): string[] {
  const found: string[] = [];
  for (const m of messages) {
    for (const text of readableText(m)) {
      for (const [word] of text.matchAll(DOTTED_WORD)) found.push(`${word} in message ${m.messageId}: ${text}`);
    }
  }
  return found;
}
