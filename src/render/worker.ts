/**
 * A render worker: draws and encodes images off the bot's event loop. Each job is a
 * public view (or a rack) in, PNG bytes out, transferred rather than copied.
 */
import { parentPort } from 'node:worker_threads';
import type { TileSetId } from '../engine/tiles.js';
import type { PublicView } from '../engine/views.js';
import { renderBoard, renderPuzzle, renderRack, warmUp, type BoardClock, type BoardWords, type PuzzleWords } from './index.js';

export type RenderJob =
  | { kind: 'board'; view: PublicView; clock: BoardClock | null; words?: BoardWords }
  | { kind: 'rack'; rack: string; tileSet: TileSetId }
  | { kind: 'puzzle'; view: PublicView; rack: string; words: PuzzleWords };

export type RenderReply = { id: number; png: Uint8Array } | { id: number; error: string };

function render(job: RenderJob): Promise<Buffer> {
  switch (job.kind) {
    case 'board': return renderBoard(job.view, { clock: job.clock, words: job.words });
    case 'rack': return renderRack(job.rack, job.tileSet);
    case 'puzzle': return renderPuzzle(job.view, job.rack, job.words);
  }
}

// The palette and the empty grid are made before the first job rather than during it.
if (parentPort) warmUp();

parentPort?.on('message', (msg: { id: number; job: RenderJob }) => {
  render(msg.job).then(
    (png) => {
      // A copy of its own (a board is about 60 KB) can be handed over whole; a Buffer may share its memory.
      const bytes = new Uint8Array(png);
      parentPort!.postMessage({ id: msg.id, png: bytes } satisfies RenderReply, [bytes.buffer]);
    },
    (e: unknown) => parentPort!.postMessage({ id: msg.id, error: e instanceof Error ? e.message : String(e) } satisfies RenderReply),
  );
});
