import { ActionIcon, type ActionIconProps, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type TProps = {
  /** the tooltip: what the button does ("Edit", "Print") */
  tip: string;
  /** names the action and its record for screen readers: "Edit Pizza" */
  label: string;
  icon: ReactNode;
  variant?: ActionIconProps['variant'];
  color?: ActionIconProps['color'];
  loading?: boolean;
} & ({ onClick: () => void; to?: never } | { to: string; onClick?: never });

/** A row's icon button with its tooltip: a click, or a link with `to`. */
export function IconAction({ tip, label, icon, to, onClick, variant = 'light', color, loading }: TProps) {
  const look = { variant, color, loading, size: 'lg', 'aria-label': label };
  return (
    <Tooltip label={tip}>
      {to ? (
        <ActionIcon component={Link} to={to} {...look}>
          {icon}
        </ActionIcon>
      ) : (
        <ActionIcon onClick={onClick} {...look}>
          {icon}
        </ActionIcon>
      )}
    </Tooltip>
  );
}
