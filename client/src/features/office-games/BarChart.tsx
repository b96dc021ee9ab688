/**
 * The spreadsheet's bar chart, drawn as SVG: one bar a cell of the chosen column, its label the row's word
 * in column A (else the cell's name), the bars running right to left in Arabic.
 */
export function BarChart({
  title,
  label,
  labels,
  values,
  rtl,
}: {
  title: string;
  label: string;
  labels: string[];
  values: number[];
  rtl: boolean;
}) {
  const width = 520;
  const height = 260;
  const base = 210;
  const top = 40;
  const max = Math.max(1, ...values.map((v) => Math.abs(v)));
  const slot = (width - 40) / Math.max(1, values.length);
  const barWidth = Math.min(70, slot * 0.6);
  return (
    <svg
      className="office-bar-chart"
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={`${title ? `${title}. ` : ''}${label}: ${labels.map((l, i) => `${l} ${values[i]}`).join(', ')}`}
      data-testid="sheet-chart"
    >
      {title && (
        <text x={width / 2} y={24} textAnchor="middle" className="office-chart-heading">
          {title}
        </text>
      )}
      <line x1={20} x2={width - 20} y1={base} y2={base} className="office-chart-axis" />
      {values.map((v, i) => {
        const place = rtl ? values.length - 1 - i : i;
        const x = 20 + slot * place + (slot - barWidth) / 2;
        const h = (Math.max(0, v) / max) * (base - top);
        return (
          <g key={i}>
            <rect x={x} y={base - h} width={barWidth} height={h} rx={4} className="office-chart-bar" />
            <text x={x + barWidth / 2} y={base - h - 6} textAnchor="middle" className="office-chart-value">
              {Math.round(v * 100) / 100}
            </text>
            <text x={x + barWidth / 2} y={base + 22} textAnchor="middle" className="office-chart-label">
              {labels[i]}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
