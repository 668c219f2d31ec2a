/** Every button and menu the bot puts on a message, each by its handler record. */
import { accept, challenge, endAccept, endDecline, exchange, exchangeSelect, nextGame, openBoard, pass, rack, rematch } from './board.js';
import { addComputer, join, leave, removeComputer, start } from './lobby.js';
import type { ComponentRecord } from './record.js';
import { replayStep } from './replay.js';

/** Each record reads its own params; the list only routes. */
type AnyRecord = ComponentRecord<any, any>;

const RECORDS: readonly AnyRecord[] = [
  join, leave, start, addComputer, removeComputer,
  rack, pass, exchange, exchangeSelect, challenge, accept, endAccept, endDecline, nextGame, rematch, openBoard, replayStep,
];

/** The record a press of `customId` on a component of `kind` belongs to, with what its id carries; null for none of ours. */
export function findComponent(kind: AnyRecord['kind'], customId: string): { record: AnyRecord; params: unknown } | null {
  for (const record of RECORDS) {
    if (record.kind !== kind) continue;
    const params = record.id.parse(customId);
    if (params !== null) return { record, params };
  }
  return null;
}
