/**
 * Keyv's text for a stored value, made and read at JSON.stringify's and JSON.parse's speed.
 * Keyv writes a string that starts with a colon with one more in front (a Buffer as
 * `:base64:…`) and reads them back by walking every value; its own writer is a recursive
 * walk in script. Without such a string its text is exactly JSON.stringify's, and reading
 * it is exactly JSON.parse's: a stored record is nearly always so. Text with such a string
 * (a player named ":)", say) goes through keyv's own functions, so what is stored is
 * always keyv's format, and what keyv wrote is read back the same.
 */
import { defaultDeserialize, defaultSerialize } from '@keyv/serialize';

/**
 * Where JSON text may hold a string that starts with a colon: a quote then a colon at the
 * start, or right after the opening of an array, a comma or a key's colon (the only places
 * a string begins). A key's own closing quote before its colon never follows one of those,
 * except in a key that ends in a comma or a bracket, which only sends that text the slow way.
 */
const COLON_STRING = /(?:^|[[,:])\s*":/;

export function serializeForKeyv(data: unknown): string {
  const text = JSON.stringify(data);
  // Buffers (a Buffer's own JSON is its type and bytes) and undefined are keyv's to write (neither is in a record).
  if (text === undefined || COLON_STRING.test(text) || text.includes('"type":"Buffer"')) return defaultSerialize(data);
  return text;
}

export function deserializeFromKeyv<T>(text: string): T {
  return (COLON_STRING.test(text) ? defaultDeserialize(text) : JSON.parse(text)) as T;
}
