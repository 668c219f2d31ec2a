/**
 * The sqlite store's keyv text: the same as keyv's own serializer writes and its reader
 * reads, for any JSON value, with strings that start with a colon (which keyv escapes)
 * mixed in anywhere, keys included.
 */
import { defaultDeserialize, defaultSerialize } from '@keyv/serialize';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deserializeFromKeyv, serializeForKeyv } from '../src/games/stores/keyv-json.js';

/** Strings as records hold them, a fair share starting with a colon or two, or holding quotes, commas and brackets. */
const text = fc.oneof(
  fc.string(),
  fc.string().map((s) => `:${s}`),
  fc.string().map((s) => `::${s}`),
  fc.constantFrom(':', ':base64:', ',":', '[":', '":', 'a,', 'a[', '\\":x'),
);

const { value } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    text,
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(text, tie('value'), { maxKeys: 5 }),
  ),
}));

describe('keyv text for the sqlite store', () => {
  it("writes exactly keyv's text, and reads keyv's text as keyv does", () => {
    fc.assert(fc.property(value, (v) => {
      const envelope = { value: v, expires: null };
      const ours = serializeForKeyv(envelope);
      expect(ours).toBe(defaultSerialize(envelope));
      expect(deserializeFromKeyv(ours)).toEqual(defaultDeserialize(ours));
    }), { numRuns: 3000 });
  });

  it('keeps a record with a player named ":)" as keyv would: escaped when written, the name intact when read', () => {
    const record = { value: { game: { players: [{ name: ':)' }, { name: 'Ann' }] } }, expires: null };
    const stored = serializeForKeyv(record);
    expect(stored).toContain('"name":"::)"');
    expect(deserializeFromKeyv(stored)).toEqual(record);
  });

  it('writes a record with no such string as JSON.stringify does', () => {
    const record = { value: { version: 3, board: ['...A...'], players: [{ id: '1', name: 'Ann' }] }, expires: null };
    expect(serializeForKeyv(record)).toBe(JSON.stringify(record));
  });
});
