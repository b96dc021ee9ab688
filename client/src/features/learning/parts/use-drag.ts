import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type PointerEvent as ReactPointerEvent,
} from 'react';

/**
 * Drag and drop with pointer events (mouse, touch and pen alike, where HTML5 drag and drop fails on
 * touch screens): press a card, move it, let go over a target marked data-drop="<id>". A press without
 * a move is a tap (the keyboard and tap way of the same question runs on click, so it is left alone).
 */
export interface DragState {
  id: string;
  dx: number;
  dy: number;
  over: string | null;
}

const THRESHOLD = 8;

export function useDrag(onDrop: (dragId: string, dropId: string) => void) {
  const [drag, setDrag] = useState<DragState | null>(null);
  const start = useRef<{ id: string; x: number; y: number; moved: boolean } | null>(null);
  const dropRef = useRef(onDrop);
  dropRef.current = onDrop;
  const suppressClick = useRef(false);

  const targetAt = (x: number, y: number): string | null => {
    const element = typeof document !== 'undefined' ? document.elementFromPoint(x, y) : null;
    return element?.closest<HTMLElement>('[data-drop]')?.dataset.drop ?? null;
  };

  useEffect(() => {
    if (!drag) return;
    const move = (event: PointerEvent) => {
      const s = start.current;
      if (!s) return;
      setDrag({
        id: s.id,
        dx: event.clientX - s.x,
        dy: event.clientY - s.y,
        over: targetAt(event.clientX, event.clientY),
      });
    };
    const up = (event: PointerEvent) => {
      const s = start.current;
      start.current = null;
      setDrag(null);
      // The click that may follow this pointerup comes first; after it, clicks are taps again.
      setTimeout(() => {
        suppressClick.current = false;
      }, 0);
      if (!s) return;
      const over = targetAt(event.clientX, event.clientY);
      if (over !== null && over !== s.id) dropRef.current(s.id, over);
    };
    const cancel = () => {
      start.current = null;
      setDrag(null);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', cancel);
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', cancel);
    };
  }, [drag !== null]); // eslint-disable-line react-hooks/exhaustive-deps

  const dragProps = useCallback(
    (id: string) => ({
      onPointerDown: (event: ReactPointerEvent<HTMLElement>) => {
        if (event.button !== 0) return;
        start.current = { id, x: event.clientX, y: event.clientY, moved: false };
        const onFirstMove = (e: PointerEvent) => {
          const s = start.current;
          if (!s || s.id !== id) return cleanup();
          if (Math.hypot(e.clientX - s.x, e.clientY - s.y) < THRESHOLD) return;
          s.moved = true;
          suppressClick.current = true;
          setDrag({ id, dx: e.clientX - s.x, dy: e.clientY - s.y, over: null });
          cleanup();
        };
        const onEarlyUp = () => {
          if (!start.current?.moved) start.current = null;
          cleanup();
        };
        const cleanup = () => {
          window.removeEventListener('pointermove', onFirstMove);
          window.removeEventListener('pointerup', onEarlyUp);
        };
        window.addEventListener('pointermove', onFirstMove);
        window.addEventListener('pointerup', onEarlyUp);
      },
      /** A click that ends a drag is not a tap. */
      onClickCapture: (event: React.MouseEvent) => {
        if (suppressClick.current) {
          suppressClick.current = false;
          event.preventDefault();
          event.stopPropagation();
        }
      },
      style:
        drag?.id === id
          ? ({ transform: `translate(${drag.dx}px, ${drag.dy}px)`, zIndex: 5, pointerEvents: 'none' } as CSSProperties)
          : undefined,
      'data-dragging': drag?.id === id ? 'true' : undefined,
    }),
    [drag],
  );

  return { drag, dragProps };
}
