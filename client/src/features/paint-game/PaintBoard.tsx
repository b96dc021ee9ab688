import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PAINT_COLOURS,
  PAINT_HEIGHT,
  PAINT_WIDTH,
  paintHistory,
  type Drawing,
  type PaintAction,
  type PaintColour,
} from '@codeyard/shared-schema';
import { Icon, type IconName } from '../../ui/kit/icons';
import { useLang } from '../../ui/kit/format';
import { DrawingView, ShapeView } from './PaintCanvas';
import {
  addPoint,
  clampPoint,
  moveCursor,
  SHAPE_TOOLS,
  shapeBetween,
  TOOLS,
  type Point,
  type Tool,
} from './paint-tool';
import './paint.css';

const TOOL_ICON: Record<Tool, IconName> = {
  free: 'pencil',
  line: 'line',
  rect: 'rectangle',
  ellipse: 'ellipse',
  triangle: 'triangle',
  fill: 'bucket',
  erase: 'eraser',
  text: 'text',
};

const HOW: Record<Tool, string> = {
  free: 'howFree',
  line: 'howShape',
  rect: 'howShape',
  ellipse: 'howShape',
  triangle: 'howShape',
  fill: 'howFill',
  erase: 'howErase',
  text: 'howText',
};

/** What is being drawn by the pointer right now (not yet an action). */
type Drag = { tool: 'free'; points: Point[] } | { tool: Tool; from: Point; to: Point };

/**
 * The paint tool itself: the tool box, the colours and the paper (by pointer or keyboard). It draws
 * `drawing` and reports each thing the child does as an action (`onAct`); the screen keeps the actions
 * (a paint challenge ticks goals from them, a paint project sends them). Used by both.
 */
export function PaintBoard({
  drawing,
  onAct,
  canUndo,
  canClear,
  onSay,
}: {
  drawing: Drawing;
  onAct: (action: PaintAction) => void;
  canUndo: boolean;
  canClear: boolean;
  /** A short note for the child (said aloud too), e.g. after the first corner of a shape. */
  onSay: (text: string) => void;
}) {
  const { t } = useTranslation('paint-game');
  const lang = useLang();
  const [tool, setTool] = useState<Tool>('rect');
  const [colour, setColour] = useState<PaintColour>('black');
  const [drag, setDrag] = useState<Drag | null>(null);
  const [cursor, setCursor] = useState<Point>([PAINT_WIDTH / 2, PAINT_HEIGHT / 2]);
  const [anchor, setAnchor] = useState<Point | null>(null);
  const [textAt, setTextAt] = useState<Point | null>(null);
  const [words, setWords] = useState('');
  const svgRef = useRef<SVGSVGElement>(null);
  const textRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (textAt) textRef.current?.focus();
  }, [textAt]);

  /** The tool used at one point: fill, erase, or the place of the words. */
  const applyTool = ([x, y]: Point) => {
    if (tool === 'fill') onAct({ a: 'fill', x, y, c: colour });
    else if (tool === 'erase') {
      // Only a press that erases something is a step.
      const after = paintHistory(drawing, [{ a: 'erase', x, y }]);
      if (after[after.length - 1]!.shapes.length < drawing.shapes.length) onAct({ a: 'erase', x, y });
    } else if (tool === 'text') {
      setTextAt([x, y]);
      setWords('');
    }
  };

  const pointOf = (event: PointerEvent<SVGSVGElement>): Point => {
    const box = svgRef.current!.getBoundingClientRect();
    return clampPoint(
      ((event.clientX - box.left) / box.width) * PAINT_WIDTH,
      ((event.clientY - box.top) / box.height) * PAINT_HEIGHT,
    );
  };

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (event.button !== 0) return;
    const at = pointOf(event);
    setCursor(at);
    if (tool === 'free' || SHAPE_TOOLS.includes(tool)) {
      svgRef.current?.setPointerCapture?.(event.pointerId);
      setDrag(tool === 'free' ? { tool, points: [at] } : { tool, from: at, to: at });
      return;
    }
    applyTool(at);
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    if (!drag) return;
    const at = pointOf(event);
    setDrag(
      drag.tool === 'free' && 'points' in drag ? { ...drag, points: addPoint(drag.points, at) } : { ...drag, to: at },
    );
  };
  const onPointerUp = () => {
    if (!drag) return;
    if ('points' in drag) onAct({ a: 'draw', s: { t: 'free', c: colour, p: drag.points } });
    else {
      const shape = shapeBetween(drag.tool, colour, drag.from, drag.to);
      if (shape) onAct({ a: 'draw', s: shape });
    }
    setDrag(null);
  };

  const onCanvasKey = (event: KeyboardEvent<SVGSVGElement>) => {
    const moved = moveCursor(cursor, event.key, event.shiftKey);
    if (moved) {
      event.preventDefault();
      setCursor(moved);
      return;
    }
    if (event.key === 'Escape' && anchor) {
      setAnchor(null);
      return;
    }
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    if (SHAPE_TOOLS.includes(tool)) {
      if (!anchor) {
        setAnchor(cursor);
        onSay(t('firstCorner'));
        return;
      }
      const shape = shapeBetween(tool, colour, anchor, cursor);
      if (shape) onAct({ a: 'draw', s: shape });
      setAnchor(null);
      return;
    }
    applyTool(cursor);
  };

  const putText = (event: FormEvent) => {
    event.preventDefault();
    const s = words.trim().slice(0, 40);
    if (s && textAt) onAct({ a: 'draw', s: { t: 'text', c: colour, x: textAt[0], y: textAt[1], s } });
    setTextAt(null);
    svgRef.current?.focus();
  };

  const preview =
    drag && 'points' in drag
      ? ({ t: 'free', c: colour, p: drag.points } as const)
      : drag
        ? shapeBetween(drag.tool, colour, drag.from, drag.to)
        : anchor
          ? shapeBetween(tool, colour, anchor, cursor)
          : null;

  return (
    <>
      <div className="paint-box">
        <div className="paint-tools card" role="group" aria-label={t('tools')}>
          {TOOLS.map((id) => (
            <button
              key={id}
              type="button"
              className="paint-tool"
              aria-pressed={tool === id}
              onClick={() => {
                setTool(id);
                setAnchor(null);
              }}
              data-testid={`paint-tool-${id}`}
            >
              <Icon name={TOOL_ICON[id]} size={30} />
              <span>{t(`tool.${id}`)}</span>
            </button>
          ))}
          <button
            type="button"
            className="paint-tool"
            onClick={() => onAct({ a: 'undo' })}
            disabled={!canUndo}
            data-testid="paint-undo"
          >
            <Icon name="undo" size={30} />
            <span>{t('undo')}</span>
          </button>
          <button
            type="button"
            className="paint-tool"
            onClick={() => onAct({ a: 'clear' })}
            disabled={!canClear}
            data-testid="paint-clear"
          >
            <Icon name="bin" size={30} />
            <span>{t('clear')}</span>
          </button>
        </div>
        <div className="paint-colours card" role="group" aria-label={t('colours')}>
          {PAINT_COLOURS.map((c) => (
            <button
              key={c.id}
              type="button"
              className="paint-colour"
              aria-pressed={colour === c.id}
              aria-label={c[lang]}
              title={c[lang]}
              onClick={() => setColour(c.id as PaintColour)}
              data-testid={`paint-colour-${c.id}`}
            >
              <span className="paint-swatch" style={{ background: c.hex }} aria-hidden="true" />
            </button>
          ))}
        </div>
      </div>

      <div className="paint-paper">
        <p className="paint-how">{t(HOW[tool])}</p>
        <svg
          ref={svgRef}
          className={`paint-canvas paint-canvas-${tool}`}
          viewBox={`0 0 ${PAINT_WIDTH} ${PAINT_HEIGHT}`}
          role="application"
          aria-label={t('canvas')}
          aria-describedby="paint-keys"
          tabIndex={0}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => setDrag(null)}
          onKeyDown={onCanvasKey}
          data-testid="paint-canvas"
          data-shapes={drawing.shapes.length}
        >
          <DrawingView drawing={drawing} />
          {preview && (
            <g className="paint-preview">
              <ShapeView shape={preview} />
            </g>
          )}
          <g className="paint-cursor" aria-hidden="true">
            <path d={`M${cursor[0] - 10} ${cursor[1]}h20M${cursor[0]} ${cursor[1] - 10}v20`} />
            {anchor && <circle cx={anchor[0]} cy={anchor[1]} r={5} />}
          </g>
        </svg>
        {textAt && (
          <form className="paint-words card" onSubmit={putText} data-testid="paint-words">
            <label>
              {t('writeHere')}
              <input
                ref={textRef}
                value={words}
                maxLength={40}
                onChange={(event) => setWords(event.target.value)}
                data-testid="paint-words-input"
              />
            </label>
            <button type="submit" className="button button-primary" data-testid="paint-words-put">
              {t('putText')}
            </button>
            <button type="button" className="button" onClick={() => setTextAt(null)}>
              {t('cancel')}
            </button>
          </form>
        )}
        <p id="paint-keys" className="game-keys">
          {t('keys')}
        </p>
      </div>
    </>
  );
}
