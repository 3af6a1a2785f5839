import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import sharp, { type Sharp } from 'sharp';

/**
 * A printout as a list of blocks (docs/printing.md), turned into ESC/POS bytes by encodeEscPos. The renderers
 * (tickets.ts) build blocks from data; this file alone knows the printer's language.
 */
export type TPrintBlock =
  | { kind: 'text'; text: string; align?: 'left' | 'center' | 'right'; isBold?: boolean; isLarge?: boolean }
  /** a label and an amount on one line ("2 x Burger ..... 12.00") */
  | { kind: 'pair'; left: string; right: string; isBold?: boolean }
  | { kind: 'rule' }
  | { kind: 'feed' }
  | { kind: 'qr'; value: string }
  /** an image file's bytes (the store's logo), printed dithered and at most half the paper's width */
  | { kind: 'image'; data: Buffer };

export type TPaper = { paperWidth: number; charsPerLine: number };
export type TEscPosOptions = TPaper & { blocks: readonly TPrintBlock[]; kickDrawer?: boolean };

/** Printable dots across the paper at 203 dpi: 384 on 58 mm paper, 576 on 80 mm. */
export function printableDots(paperWidth: number): number {
  return paperWidth >= 80 ? 576 : 384;
}

/**
 * Text the printer's code pages can print: Latin, Greek and Cyrillic letters, digits and punctuation. Any other
 * script (Arabic, Hebrew, Devanagari, CJK, Hangul, Thai) is printed as a picture of the text, which the server
 * shapes with its fonts (joined Arabic letters, Devanagari conjuncts), as no printer code page does.
 */
const CODE_PAGE_TEXT =
  /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Common}\p{Script=Inherited}]*$/u;
const CJK_COMMON = /[\u3000-\u303f\uff00-\uffef]/u;
export function isCodePageText(text: string): boolean {
  return CODE_PAGE_TEXT.test(text) && !CJK_COMMON.test(text);
}

const ASCII = /^[\x20-\x7e]*$/;
function isAscii(block: TPrintBlock): boolean {
  if (block.kind === 'text') return ASCII.test(block.text);
  if (block.kind === 'pair') return ASCII.test(block.left) && ASCII.test(block.right);
  return true;
}

const RIGHT_TO_LEFT = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;

const escapeMarkup = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

type TRaster = { data: Uint8ClampedArray; width: number; height: number };

/** Pads an RGBA picture onto white to `width` dots (placed at `left`), its height to a multiple of 8. */
async function onPaper(image: Sharp, width: number, align: 'left' | 'center' | 'right'): Promise<TRaster> {
  const { data, info } = await image
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const spare = Math.max(0, width - info.width);
  const left = align === 'left' ? 0 : align === 'right' ? spare : Math.floor(spare / 2);
  const bottom = (8 - (info.height % 8)) % 8;
  const padded = await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
    .extend({ left, right: spare - left, bottom, background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(padded.data), width: padded.info.width, height: padded.info.height };
}

/** A line of text as a picture, shaped by Pango with the fonts the server has (docs/printing.md, "Fonts"). */
async function textPicture(
  text: string,
  {
    width,
    align,
    isBold,
    isLarge,
  }: { width: number; align: 'left' | 'center' | 'right'; isBold?: boolean; isLarge?: boolean },
): Promise<TRaster> {
  const size = isLarge ? 36 : 22;
  const markup = isBold ? `<b>${escapeMarkup(text)}</b>` : escapeMarkup(text);
  const side =
    align === 'center' ? 'center' : RIGHT_TO_LEFT.test(text) !== (align === 'right') ? 'right' : 'left';
  const picture = sharp({
    text: { text: markup, font: `sans ${size}`, width, dpi: 72, rgba: true, wrap: 'word-char' },
  });
  return onPaper(picture, width, side);
}

async function logoPicture(data: Buffer, width: number): Promise<TRaster> {
  const picture = sharp(data).resize({ width: Math.floor(width / 2), height: 160, fit: 'inside' });
  return onPaper(picture, width, 'center');
}

function padPair(left: string, right: string, columns: number): string {
  const room = columns - right.length - 1;
  const shown = left.length > room ? `${left.slice(0, Math.max(0, room - 1))}…` : left;
  return `${shown}${' '.repeat(Math.max(1, columns - shown.length - right.length))}${right}`;
}

/**
 * The printout's ESC/POS bytes: initialise (ESC @), each block in the printer's code page or as a raster picture
 * (GS v 0), a native QR code (GS ( k), the drawer kick (ESC p) when asked, and a cut (GS V).
 */
export async function encodeEscPos({
  paperWidth,
  charsPerLine,
  blocks,
  kickDrawer,
}: TEscPosOptions): Promise<Uint8Array> {
  const dots = printableDots(paperWidth);
  const encoder = new ReceiptPrinterEncoder({
    language: 'esc-pos',
    columns: charsPerLine,
    imageMode: 'raster',
    autoFlush: false,
  });
  // Choosing a code page per piece of text ('auto') costs several times the rest of the encoding: a printout
  // that is plain ASCII (most kitchen tickets) is printed in the printer's default code page.
  encoder.initialize().codepage(blocks.every(isAscii) ? 'cp437' : 'auto');
  const picture = (raster: TRaster) => encoder.image(raster, raster.width, raster.height, 'threshold', 160);
  for (const block of blocks) {
    switch (block.kind) {
      case 'text': {
        const align = block.align ?? 'left';
        if (!isCodePageText(block.text)) {
          picture(
            await textPicture(block.text, {
              width: dots,
              align,
              isBold: block.isBold,
              isLarge: block.isLarge,
            }),
          );
          break;
        }
        encoder.align(align).bold(block.isBold ?? false);
        if (block.isLarge) encoder.size(2, 2);
        encoder.line(block.text);
        if (block.isLarge) encoder.size(1, 1);
        encoder.bold(false).align('left');
        break;
      }
      case 'pair':
        if (isCodePageText(block.left) && isCodePageText(block.right)) {
          encoder
            .bold(block.isBold ?? false)
            .line(padPair(block.left, block.right, charsPerLine))
            .bold(false);
          break;
        }
        // a script the code page lacks: the label as a picture, the amount under it at the line's end
        for (const [text, align] of [
          [block.left, 'left'],
          [block.right, 'right'],
        ] as const) {
          if (isCodePageText(text))
            encoder
              .align(align)
              .bold(block.isBold ?? false)
              .line(text)
              .bold(false)
              .align('left');
          else picture(await textPicture(text, { width: dots, align, isBold: block.isBold }));
        }
        break;
      case 'rule':
        encoder.line('-'.repeat(charsPerLine));
        break;
      case 'feed':
        encoder.newline();
        break;
      case 'qr':
        encoder.align('center').qrcode(block.value, { model: 2, size: 6, errorlevel: 'm' }).align('left');
        break;
      case 'image':
        picture(await logoPicture(block.data, dots));
        break;
    }
  }
  if (kickDrawer) encoder.pulse();
  return encoder.newline(3).cut('partial').encode();
}
