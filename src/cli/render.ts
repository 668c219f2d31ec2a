/**
 * `scrabble render "<CGP>" -o board.png` draws a position;
 * `scrabble render --rack AEINRS? -o rack.png` draws a rack.
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { BOARD_LAYOUTS, type BoardLayoutId } from '../engine/board.js';
import { parseCgp } from '../engine/cgp.js';
import { DEFAULT_PRESET, findPreset, PRESETS } from '../engine/rules.js';
import { viewFromCgp } from '../render/cgp-view.js';
import { renderBoard, renderRack } from '../render/index.js';

const USAGE = `Usage:
  scrabble render "<CGP>" [-o board.png] [options]
  scrabble render --rack AEINRS? [-o rack.png] [--preset ID] [--tile PX]

Board options:
  --preset ID         rule set: premium layout and tile values (${PRESETS.map((p) => p.id).join(', ')})
  --board LAYOUT      premium layout instead of the preset's (${Object.keys(BOARD_LAYOUTS).join(', ')})
  --names A,B         player names, in CGP order (the player to move first)
  --scores N,N        scores instead of the CGP's
  --last MOVE         highlight the last play, e.g. "13E .ABbLERS" (. = tile already there)
  --last-score N      its score
  --over              draw as a finished game, won by the highest score
  --cell PX           pixel size of a square (default 58)`;

export async function run(args: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        out: { type: 'string', short: 'o' },
        rack: { type: 'string' },
        preset: { type: 'string' },
        board: { type: 'string' },
        names: { type: 'string' },
        scores: { type: 'string' },
        last: { type: 'string' },
        'last-score': { type: 'string' },
        over: { type: 'boolean' },
        cell: { type: 'string' },
        tile: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (e) {
    return fail((e as Error).message);
  }
  const { values: o, positionals } = parsed;
  if (o.help) {
    console.log(USAGE);
    return 0;
  }
  const preset = o.preset === undefined ? DEFAULT_PRESET : findPreset(o.preset);
  if (!preset) return fail(`unknown preset '${o.preset}'`);

  let png: Buffer;
  let out: string;
  if (o.rack !== undefined) {
    if (positionals.length > 0) return fail('give either a CGP position or --rack, not both');
    if (!/^[A-Za-z?]{0,15}$/.test(o.rack)) return fail(`bad rack '${o.rack}': letters and ? only`);
    const tile = o.tile === undefined ? undefined : positiveInt(o.tile);
    if (tile === null) return fail('--tile takes a whole number of pixels, 16 to 512');
    png = await renderRack(o.rack, preset.rules.tileSet, { tile });
    out = o.out ?? 'rack.png';
  } else {
    if (positionals.length !== 1) return fail('expected one CGP position (quote it)');
    const pos = parseCgp(positionals[0]!);
    if (!pos.ok) return fail(`bad CGP: ${pos.error.detail ?? pos.error.code}`);
    if (o.board !== undefined && !(o.board in BOARD_LAYOUTS)) return fail(`unknown board '${o.board}'`);
    const scores = o.scores?.split(',').map((s) => Number(s.trim()));
    if (scores?.some((s) => !Number.isInteger(s))) return fail(`bad --scores '${o.scores}'`);
    const lastScore = o['last-score'] === undefined ? undefined : Number(o['last-score']);
    if (lastScore !== undefined && !Number.isInteger(lastScore)) return fail(`bad --last-score '${o['last-score']}'`);
    const cell = o.cell === undefined ? undefined : positiveInt(o.cell);
    if (cell === null) return fail('--cell takes a whole number of pixels, 16 to 512');
    const view = viewFromCgp(pos.value, {
      preset: preset.id,
      board: o.board as BoardLayoutId | undefined,
      names: o.names?.split(',').map((s) => s.trim()),
      scores,
      lastMove: o.last,
      lastScore,
      over: o.over,
    });
    if (!view.ok) return fail(`${view.error.code}: ${view.error.detail ?? ''}`);
    png = await renderBoard(view.value, { cell });
    out = o.out ?? 'board.png';
  }
  await writeFile(out, png);
  console.log(`wrote ${out} (${Math.round(png.length / 1024)} KB)`);
  return 0;
}

function positiveInt(text: string): number | null {
  const n = Number(text);
  return Number.isInteger(n) && n >= 16 && n <= 512 ? n : null;
}

function fail(message: string): number {
  console.error(`scrabble render: ${message}\n\n${USAGE}`);
  return 1;
}
