import {
  PAINT_COLOURS,
  PAINT_HEIGHT,
  PAINT_WIDTH,
  TEXT_SIZE,
  type Drawing,
  type PlacedShape,
} from '@codeyard/shared-schema';

/**
 * A drawing (shared-schema's model) drawn as SVG in the canvas's 400×300 box: the paper, then every shape
 * bottom first. The paint screen's canvas and the target beside it are both this picture.
 */
export const hexOf = (id: string | undefined) => PAINT_COLOURS.find((c) => c.id === id)?.hex;

export function ShapeView({ shape }: { shape: PlacedShape }) {
  const stroke = hexOf(shape.c) ?? '#000';
  switch (shape.t) {
    case 'free':
      return shape.p.length === 1 ? (
        <circle cx={shape.p[0]![0]} cy={shape.p[0]![1]} r={3} fill={stroke} />
      ) : (
        <polyline
          points={shape.p.map(([x, y]) => `${x},${y}`).join(' ')}
          fill="none"
          stroke={stroke}
          strokeWidth={6}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      );
    case 'line':
      return (
        <line
          x1={shape.a[0]}
          y1={shape.a[1]}
          x2={shape.b[0]}
          y2={shape.b[1]}
          stroke={stroke}
          strokeWidth={5}
          strokeLinecap="round"
        />
      );
    case 'text':
      return (
        <text
          x={shape.x}
          y={shape.y}
          fill={stroke}
          fontSize={TEXT_SIZE}
          fontWeight={700}
          textAnchor="middle"
          className="paint-text"
        >
          {shape.s}
        </text>
      );
    default: {
      const props = { fill: hexOf(shape.f) ?? 'none', stroke, strokeWidth: 4, strokeLinejoin: 'round' as const };
      if (shape.t === 'rect') return <rect x={shape.x} y={shape.y} width={shape.w} height={shape.h} {...props} />;
      if (shape.t === 'ellipse')
        return (
          <ellipse cx={shape.x + shape.w / 2} cy={shape.y + shape.h / 2} rx={shape.w / 2} ry={shape.h / 2} {...props} />
        );
      const { x, y, w, h } = shape;
      return <polygon points={`${x + w / 2},${y} ${x + w},${y + h} ${x},${y + h}`} {...props} />;
    }
  }
}

export function DrawingView({ drawing }: { drawing: Drawing }) {
  return (
    <>
      <rect
        x={0}
        y={0}
        width={PAINT_WIDTH}
        height={PAINT_HEIGHT}
        fill={hexOf(drawing.background ?? undefined) ?? '#ffffff'}
      />
      {drawing.shapes.map((shape, i) => (
        <ShapeView key={i} shape={shape} />
      ))}
    </>
  );
}
