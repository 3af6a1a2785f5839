/** A small bar chart as inline SVG: one bar per value, a text label for readers of the table below. */
export function SvgBars({ values, label }: { values: readonly number[]; label: string }) {
  const width = 480;
  const height = 120;
  const max = Math.max(...values, 0);
  const slot = width / Math.max(values.length, 1);
  // A range of one or two days would otherwise draw a bar as wide as the card.
  const barWidth = Math.min(slot * 0.7, 32);
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${width} ${height}`} width="100%" height={height}>
      {values.map((value, index) => {
        const barHeight = max === 0 ? 0 : (value / max) * (height - 4);
        return (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: bars are positions (days, hours), not records
            key={index}
            x={index * slot + (slot - barWidth) / 2}
            y={height - barHeight}
            width={barWidth}
            height={barHeight}
            fill="currentColor"
          />
        );
      })}
    </svg>
  );
}
