/**
 * A destructive menu entry's text (Logout, Cancel order). Mantine draws `color="red"` menu items in shade 6,
 * hard-coded (3.3:1 on white), and a shaded `color` gives them a solid hover fill; `c={DANGER_TEXT}` keeps the
 * neutral hover and reads at 5.4:1.
 */
export const DANGER_TEXT = 'red.9';
