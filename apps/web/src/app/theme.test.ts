import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, cssVariablesResolver, theme } from './theme';

const light: Record<string, string> = cssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme)).light;
const variable = (name: string) => light[name] ?? '';

describe('the theme holds WCAG AA contrast (4.5:1) in every palette', () => {
  it.each(Object.entries(DEFAULT_THEME.colors))('%s', (name, shades) => {
    const [, tint = '', hoverTint = ''] = shades;
    expect(contrastRatio('#ffffff', variable(`--mantine-color-${name}-filled`))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#ffffff', variable(`--mantine-color-${name}-filled-hover`))).toBeGreaterThanOrEqual(
      4.5,
    );
    expect(
      contrastRatio(DEFAULT_THEME.colors.gray[0], variable(`--mantine-color-${name}-text`)),
    ).toBeGreaterThanOrEqual(4.5);
    for (const background of [tint, hoverTint])
      expect(
        contrastRatio(background, variable(`--mantine-color-${name}-light-color`)),
      ).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps secondary (dimmed) text readable on white and on the light grey surfaces', () => {
    for (const background of ['#ffffff', DEFAULT_THEME.colors.gray[0]])
      expect(contrastRatio(background, variable('--mantine-color-dimmed'))).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps placeholders readable in a white field', () => {
    expect(contrastRatio('#ffffff', variable('--mantine-color-placeholder'))).toBeGreaterThanOrEqual(4.5);
  });
});
