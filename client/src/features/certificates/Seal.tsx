/** Our certificate emblem (the PDF's, drawn the same way): a gold rosette, an ink disc, a star, two ribbons. */
export function Seal({ size = 72 }: { size?: number }) {
  const star = Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? 18 : 7.5;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${(50 + Math.cos(a) * r).toFixed(1)},${(45 + Math.sin(a) * r).toFixed(1)}`;
  }).join(' ');
  return (
    <svg
      className="certificate-seal"
      width={size}
      height={size}
      viewBox="0 0 100 100"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M40 62 L26 96 L34 90 L40 99 L52 66 Z" fill="#1d2b4f" />
      <path d="M60 62 L74 96 L66 90 L60 99 L48 66 Z" fill="#2f4475" />
      {Array.from({ length: 16 }, (_, i) => {
        const a = (i / 16) * Math.PI * 2;
        return <circle key={i} cx={50 + Math.cos(a) * 33} cy={45 + Math.sin(a) * 33} r={8} fill="#b8862b" />;
      })}
      <circle cx={50} cy={45} r={35} fill="#b8862b" />
      <circle cx={50} cy={45} r={27} fill="#1d2b4f" />
      <circle cx={50} cy={45} r={23.5} fill="none" stroke="#b8862b" strokeWidth={1} />
      <polygon points={star} fill="#b8862b" />
    </svg>
  );
}
