/** A small bar chart as inline SVG: one bar per value, a text label for readers of the table below. */
export function SvgBars({ values, label }: { values: readonly number[]; label: string }) {
  const width = 480;
  const height = 120;
  const max = Math.max(...values, 0);
  const slot = width / Math.max(values.length, 1);
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${width} ${height}`} width="100%" height={height}>
      {values.map((value, index) => {
        const barHeight = max === 0 ? 0 : (value / max) * (height - 4);
        return (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: bars are positions (days, hours), not records
            key={index}
            x={index * slot + slot * 0.15}
            y={height - barHeight}
            width={slot * 0.7}
            height={barHeight}
            fill="currentColor"
          />
        );
      })}
    </svg>
  );
}
