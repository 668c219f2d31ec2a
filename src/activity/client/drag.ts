/**
 * Dragging tiles with a finger or a mouse (pointer events, so one code path serves both):
 * from the rack to a square, from a square to another or back to the rack. A drag that
 * barely moves is a tap, which picks the tile up for the next square tapped (and is what
 * the keyboard does with Enter), so play never depends on dragging.
 */

export interface DragTarget {
  /** A square, or the rack (row -1). */
  row: number;
  col: number;
}

export interface DragHandlers {
  /** A tile picked up: the rack tile's index, and whether it was on the board. */
  drop(from: number, onBoard: boolean, to: DragTarget): void;
  tap(from: number, onBoard: boolean): void;
  /** The finger or button is up: what was not drawn during the drag can be drawn now. */
  settled(): void;
}

let active = false;
/** A tile is being dragged: the page is not redrawn under the finger (its elements would vanish mid-drag). */
export const dragging = (): boolean => active;

const TAP_PX = 6;

/** Where `x, y` lands: a square, the rack, or nowhere (null). */
function targetAt(x: number, y: number): DragTarget | null {
  const hit = document.elementFromPoint(x, y);
  const square = hit?.closest<HTMLElement>('.sq');
  if (square) return { row: Number(square.dataset.row), col: Number(square.dataset.col) };
  return hit?.closest('.rack') ? { row: -1, col: -1 } : null;
}

export function enableDrag(root: HTMLElement, handlers: DragHandlers): void {
  root.addEventListener('pointerdown', (down) => {
    const source = (down.target as HTMLElement).closest<HTMLElement>('.rack .tile, .tile.placed');
    if (!source || down.button > 0) return;
    const from = Number(source.dataset.i ?? source.dataset.from);
    const onBoard = source.classList.contains('placed');
    down.preventDefault();
    active = true;
    const rect = source.getBoundingClientRect();
    const ghost = source.cloneNode(true) as HTMLElement;
    ghost.classList.add('ghost');
    Object.assign(ghost.style, { width: `${rect.width}px`, height: `${rect.height}px` });
    let moved = false;
    const place = (x: number, y: number) => {
      ghost.style.transform = `translate(${x - rect.width / 2}px, ${y - rect.height / 2}px)`;
    };
    const move = (e: PointerEvent) => {
      if (!moved && Math.hypot(e.clientX - down.clientX, e.clientY - down.clientY) < TAP_PX) return;
      if (!moved) {
        moved = true;
        document.body.append(ghost);
        source.classList.add('lifted');
      }
      place(e.clientX, e.clientY);
      for (const over of root.querySelectorAll('.sq.over')) over.classList.remove('over');
      document.elementFromPoint(e.clientX, e.clientY)?.closest('.sq')?.classList.add('over');
    };
    const up = (e: PointerEvent) => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', up);
      ghost.remove();
      source.classList.remove('lifted');
      for (const over of root.querySelectorAll('.sq.over')) over.classList.remove('over');
      active = false;
      const to = !moved || e.type === 'pointercancel' ? null : targetAt(e.clientX, e.clientY);
      if (!moved) handlers.tap(from, onBoard);
      else if (to) handlers.drop(from, onBoard, to);
      handlers.settled();
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', up);
  });
}
