import { forwardRef, useImperativeHandle, useRef } from 'react';
import type { DrawCommand } from './protocol';

export const CANVAS_SIZE = 400;

export interface TurtleCanvasHandle {
  draw: (cmd: DrawCommand) => void;
  clear: () => void;
}

/** turtle's coordinates (origin in the middle, y up) to the canvas's (origin top-left, y down). */
const cx = (x: number) => CANVAS_SIZE / 2 + x;
const cy = (y: number) => CANVAS_SIZE / 2 - y;

/**
 * The turtle's drawing: one canvas for the lines, one on top for the turtle itself (redrawn as it moves).
 * Drawn as the worker's messages arrive, so the child sees the picture grow.
 */
export const TurtleCanvas = forwardRef<TurtleCanvasHandle, { label: string }>(function TurtleCanvas({ label }, ref) {
  const paper = useRef<HTMLCanvasElement>(null);
  const sprite = useRef<HTMLCanvasElement>(null);
  const background = useRef('#ffffff');

  useImperativeHandle(
    ref,
    () => ({
      clear() {
        background.current = '#ffffff';
        const p = paper.current?.getContext('2d');
        p?.clearRect(0, 0, CANVAS_SIZE, CANVAS_SIZE);
        sprite.current?.getContext('2d')?.clearRect(0, 0, CANVAS_SIZE, CANVAS_SIZE);
        if (paper.current) paper.current.style.background = background.current;
      },
      draw(cmd) {
        const p = paper.current?.getContext('2d');
        const s = sprite.current?.getContext('2d');
        if (!p || !s) return;
        switch (cmd.op) {
          case 'line':
            p.strokeStyle = cmd.color;
            p.lineWidth = cmd.width;
            p.lineCap = 'round';
            p.beginPath();
            p.moveTo(cx(cmd.x1), cy(cmd.y1));
            p.lineTo(cx(cmd.x2), cy(cmd.y2));
            p.stroke();
            return;
          case 'dot':
            p.fillStyle = cmd.color;
            p.beginPath();
            p.arc(cx(cmd.x), cy(cmd.y), cmd.size / 2, 0, Math.PI * 2);
            p.fill();
            return;
          case 'fill':
            p.fillStyle = cmd.color;
            p.beginPath();
            cmd.points.forEach(([x, y], i) => (i === 0 ? p.moveTo(cx(x), cy(y)) : p.lineTo(cx(x), cy(y))));
            p.closePath();
            p.fill();
            return;
          case 'text':
            p.fillStyle = cmd.color;
            p.font = `${cmd.size}px sans-serif`;
            p.fillText(cmd.text, cx(cmd.x), cy(cmd.y));
            return;
          case 'bgcolor':
            background.current = cmd.color;
            if (paper.current) paper.current.style.background = cmd.color;
            return;
          case 'clear':
            p.clearRect(0, 0, CANVAS_SIZE, CANVAS_SIZE);
            return;
          case 'turtle': {
            s.clearRect(0, 0, CANVAS_SIZE, CANVAS_SIZE);
            if (!cmd.visible) return;
            s.save();
            s.translate(cx(cmd.x), cy(cmd.y));
            s.rotate((-cmd.heading * Math.PI) / 180);
            s.fillStyle = '#2f855a';
            s.strokeStyle = cmd.color;
            s.lineWidth = 2;
            s.beginPath();
            s.moveTo(12, 0);
            s.lineTo(-8, 8);
            s.lineTo(-4, 0);
            s.lineTo(-8, -8);
            s.closePath();
            s.fill();
            s.stroke();
            s.restore();
          }
        }
      },
    }),
    [],
  );

  return (
    <div className="py-canvas" dir="ltr">
      <canvas
        ref={paper}
        width={CANVAS_SIZE}
        height={CANVAS_SIZE}
        role="img"
        aria-label={label}
        data-testid="python-canvas"
      />
      <canvas ref={sprite} width={CANVAS_SIZE} height={CANVAS_SIZE} aria-hidden="true" />
    </div>
  );
});
