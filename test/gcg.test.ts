/**
 * The real-games GCG corpus, replayed and checked against its own INDEX.tsv: 112 games
 * from tournaments and online play, shared with the team in ../shared/gcg (or in the
 * folder the GCG_CORPUS setting names, relative to the repository). Where it is absent
 * the replay is skipped and says why; the project's own records (test/fixtures/gcg,
 * test/gcg-records.test.ts) check every kind of GCG line without it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeGcg, parseGcg, type GcgGame } from '../src/engine/gcg.js';
import { replayGcg, type GcgMismatch } from '../src/engine/gcg-replay.js';
import { writeGcg } from '../src/engine/gcg-write.js';
import { apply, createGame, findPreset } from '../src/engine/index.js';
import { withChangedNumber } from './support/gcg-mutation.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SETTING = process.env.GCG_CORPUS?.trim() || null;
const DIR = resolve(ROOT, SETTING ?? '../shared/gcg');
const present = existsSync(DIR);
// A folder named on purpose must be there; the default one is there only for the team.
if (SETTING !== null && !present) throw new Error(`GCG_CORPUS names ${DIR}, which does not exist: point it at a folder of .gcg files with their INDEX.tsv, or unset it.`);
const SKIPPED = `skipped: ${DIR} does not exist (the team's 112 real games; GCG_CORPUS may name another folder that holds them)`;
if (!present) console.warn(`GCG corpus replay ${SKIPPED}. The project's own records in test/fixtures/gcg are replayed by test/gcg-records.test.ts.`);

const files = present ? readdirSync(DIR).filter((f) => f.endsWith('.gcg')).sort() : [];
const text = (file: string) => decodeGcg(readFileSync(join(DIR, file)));

function read(src: string): GcgGame {
  const r = parseGcg(src);
  if (!r.ok) throw new Error(`line ${r.error.line}: ${r.error.message}`);
  return r.value;
}

function withoutLines(g: GcgGame) {
  return g.events.map(({ line: _line, ...e }) => e);
}

(present ? describe : describe.skip)(present ? `GCG corpus (${DIR})` : `GCG corpus, ${SKIPPED}`, () => {
  it('holds the files its index lists', () => {
    const listed = readFileSync(join(DIR, 'INDEX.tsv'), 'utf8').trim().split('\n').slice(1).map((l) => l.split('\t')[0]);
    expect(files).toEqual([...listed].sort());
  });

  it.each(files)('%s replays with its recorded scores', (file) => {
    const r = replayGcg(read(text(file)));
    expect(r.complete).toBe(true);
    if (file === 'liwords__r20_peter.gcg') {
      // A human scoring error: the phony BRUnCH..Y scores 113, written +115 (and withdrawn).
      expect(r.mismatches).toEqual<GcgMismatch[]>([{ line: 19, subject: 'BRUnCH..Y', recorded: 115, computed: 113, delta: true }]);
    } else {
      expect(r.mismatches).toEqual([]);
    }
  });

  describe('event counts agree with INDEX.tsv', () => {
    const [head = [], ...rows] = present
      ? readFileSync(join(DIR, 'INDEX.tsv'), 'utf8').trim().split('\n').map((l) => l.split('\t'))
      : [];
    const column = (row: string[], name: string) => row[head.indexOf(name)];
    it.each(rows.map((r) => [r[0]!, r] as const))('%s', (file, row) => {
      const g = read(text(file));
      const count = (...kinds: string[]) => String(g.events.filter((e) => kinds.includes(e.kind)).length);
      expect({
        lexicon: g.lexicon ?? '',
        move_lines: String(g.events.length),
        tile_plays: count('place'),
        challenge_bonus: count('challenge-bonus'),
        phony_withdrawn: count('withdrawn'),
        exchanges: count('exchange', 'exchange-count'),
        passes: count('pass'),
        time_penalty: count('time-penalty'),
        end_rack_points: count('end-rack'),
        six_zero_rack_penalty: count('rack-penalty'),
      }).toEqual(Object.fromEntries(
        ['lexicon', 'move_lines', 'tile_plays', 'challenge_bonus', 'phony_withdrawn', 'exchanges', 'passes', 'time_penalty',
          'end_rack_points', 'six_zero_rack_penalty'].map((k) => [k, column(row, k)]),
      ));
    });
  });

  it('writes end-rack lines spaced as most of the corpus writes them: an empty rack field', () => {
    const spacing = new Map<string, number>();
    for (const f of files) {
      for (const line of text(f).split(/\r\n|\r|\n/)) {
        const m = /^>[^:]*:(\s+)\([A-Z?]+\) \+/.exec(line);
        if (m) spacing.set(m[1]!, (spacing.get(m[1]!) ?? 0) + 1);
      }
    }
    const usual = [...spacing].sort((a, b) => b[1] - a[1])[0]![0];
    const rules = { ...findPreset('tournament')!.rules, challenge: 'void' as const, firstPlayer: 'given' as const };
    const game = createGame({ rules, players: [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bob' }], seed: 's', firstPlayer: 0 });
    if (!game.ok) throw new Error(game.error.code);
    const out = apply({ ...game.value, racks: ['AX', 'IO'], bag: '' }, { type: 'place', player: 0, move: '8H AX' }, { lexicon: { has: (w) => w === 'AX' } });
    if (!out.ok) throw new Error(out.error.code);
    const written = writeGcg(out.value).split('\n').find((l) => l.includes('(IO)') && l.includes('+'))!;
    // Two players, tournament rules: twice the rack left, as the corpus counts it.
    expect(written).toBe(`>Ann:${usual}(IO) +4 22`);
    expect(usual).toBe('  ');
  });

  it('decodes names in every encoding the corpus holds', () => {
    for (const f of ['macondo__name_utf8_noheader.gcg', 'macondo__name_utf8_with_header.gcg', 'macondo__name_weird_encoding_with_header.gcg']) {
      expect(read(text(f)).players[0]).toEqual({ nick: 'césar', name: 'césar' });
    }
    expect(read(text('macondo__name_iso8859-1.gcg')).players[1]).toEqual({ nick: 'hércules', name: 'hércules' });
  });

  it('reads a CRLF file as its LF twin', () => {
    expect(withoutLines(read(text('MAGPIE__utf8_dos.gcg')))).toEqual(withoutLines(read(text('macondo__utf8_dos.gcg'))));
  });

  it('keeps a multi-line note with the event before it', () => {
    const g = read(text('MAGPIE__success_standard.gcg'));
    const pass = g.events.find((e) => e.notes.length > 0)!;
    expect(pass).toMatchObject({ kind: 'pass', nick: 'RightBehindYou', notes: ['this\nis\na\nmultiline\nnote'] });
  });

  it('assigns turns by alternation when both players share a nickname', () => {
    const g = read(text('quackle__consonant_heaviness_tendency.gcg'));
    expect(g.events.map((e) => e.player)).toEqual(g.events.map((_, i) => i % 2));
    expect(g.endRacks).toEqual([{ player: 1, rack: 'BHNPRST', line: 20 }]);
  });

  // Any change to a recorded number is caught, on its own line.
  const numbered = files.flatMap((f) => read(text(f)).events.map((e) => [f, e.line, e.kind] as const));
  it('reports a changed play score or total on the changed line', () => {
    fc.assert(
      fc.property(fc.constantFrom(...numbered), fc.boolean(), fc.integer({ min: 1, max: 30 }), ([file, line, kind], total, by) => {
        const changed = withChangedNumber(text(file), line, kind, total, by);
        fc.pre(changed !== null);
        expect(replayGcg(read(changed!)).mismatches.some((m) => m.line === line)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('reports an end-rack line whose tiles are not the tiles left', () => {
    const src = text('macondo__equity.gcg').replace('(DNOSU) +12', '(DNOSS) +12');
    const r = replayGcg(read(src));
    expect(r.mismatches).toContainEqual(expect.objectContaining({ subject: '(DNOSS)', recorded: 'DNOSS', computed: 'DNOSU' }));
  });

  it('removes a withdrawn play from the board', () => {
    const r = replayGcg(read(text('liwords__r20_peter.gcg')));
    expect(r.board[0]![13]).not.toBe('B'); // N1 BRUnCH..Y came off
  });
});
