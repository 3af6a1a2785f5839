/** Today's sales per hour as a small inline SVG line (no chart library on the first screen). */
export function HourlySparkline({ values, label }: { values: readonly number[]; label: string }) {
  const width = 240;
  const height = 48;
  const max = Math.max(...values, 0);
  const step = width / Math.max(values.length - 1, 1);
  const y = (value: number) => (max === 0 ? height - 1 : height - 1 - (value / max) * (height - 2));
  const points = values.map((value, hour) => `${(hour * step).toFixed(1)},${y(value).toFixed(1)}`).join(' ');
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      height={height}
      preserveAspectRatio="none"
      data-testid="hourly-sparkline"
    >
      <polyline
        points={points}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
