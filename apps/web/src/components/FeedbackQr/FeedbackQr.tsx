import { Stack, Text } from '@mantine/core';
import { create } from 'qrcode';
import { useMemo } from 'react';

/** The quiet zone around the code, in modules (the standard asks for 4; 2 is read fine on paper). */
const MARGIN = 2;

/** An SVG path of a QR code's dark modules, one unit square each, drawn synchronously so a print never waits. */
function qrPath(text: string): { size: number; path: string } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const squares: string[] = [];
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col)) squares.push(`M${col + MARGIN} ${row + MARGIN}h1v1h-1z`);
  return { size: modules.size + 2 * MARGIN, path: squares.join('') };
}

/**
 * Issue 27: a receipt's feedback link as a QR code with a caption above it (the caption is the caller's, in the
 * receipt's language). The link itself is the code's and `data-url`'s: paper shows no address.
 */
export function FeedbackQr({ url, caption, size = 128 }: { url: string; caption: string; size?: number }) {
  const code = useMemo(() => qrPath(url), [url]);
  return (
    <Stack gap={4} align="center" mt="sm" data-testid="receipt-feedback" data-url={url}>
      <Text inherit ta="center">
        {caption}
      </Text>
      <svg
        width={size}
        height={size}
        viewBox={`0 0 ${code.size} ${code.size}`}
        shapeRendering="crispEdges"
        role="img"
        aria-label={caption}
      >
        <rect width={code.size} height={code.size} fill="#fff" />
        <path d={code.path} fill="#000" />
      </svg>
    </Stack>
  );
}
