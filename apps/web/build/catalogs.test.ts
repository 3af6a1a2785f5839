import { describe, expect, it } from 'vitest';
import { QR_TEXT } from '../src/qr/rules.ts';
import { catalogs } from './catalogs.ts';

/** The QR menu's Korean catalog as the build makes it (virtual:opentab-catalogs/common+qr+qr-server). */
function qrCatalog(language: string): Record<string, unknown> {
  const plugin = catalogs({ withPseudo: false });
  const source = plugin.load.call(
    { addWatchFile: () => {} },
    `\0virtual:opentab-catalog/common+qr+qr-server/${language}`,
  );
  const json = /^export default JSON\.parse\((.*)\);\n$/s.exec(source ?? '')?.[1];
  if (!json) throw new Error(`no catalog module: ${source}`);
  return JSON.parse(JSON.parse(json) as string) as Record<string, unknown>;
}

describe("the QR menu's catalog", () => {
  it("holds every server message the QR menu shows itself, in the diner's language", () => {
    const korean = qrCatalog('ko');
    for (const text of Object.values(QR_TEXT)) expect(korean[text], text).toBeDefined();
    expect(korean['Send to Kitchen']).toBeUndefined();
  });

  it("leaves out the server's other messages: they arrive translated by the server", () => {
    const korean = qrCatalog('ko');
    expect(korean['A refunded line is not part of this invoice!']).toBeUndefined();
    expect(korean['Browse Menu']).toBeDefined();
  });
});
