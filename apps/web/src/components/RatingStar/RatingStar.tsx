/**
 * The star beside a guest rating, drawn by the font: an icon here would ride in the shared UI chunk that the POS's
 * first load carries, for pages the POS never opens.
 */
export function RatingStar({ size }: { size: number }) {
  return (
    <span aria-hidden style={{ fontSize: size, lineHeight: 1, color: 'var(--mantine-color-orange-8)' }}>
      ★
    </span>
  );
}
