import { NativeSelect } from '@mantine/core';
import { t } from '../../lib/i18n';

type TStation = { id: string; name: string };

/**
 * Which station a kitchen device shows (issue 26): "All stations" (the expo view) or one of them. A store
 * without stations has nothing to choose, so nothing shows. A native select: large, touch-friendly, and it
 * never opens a layer over the tickets.
 */
export function StationPicker({
  stations,
  value,
  onChange,
  large = false,
}: {
  stations: readonly TStation[];
  /** null: all stations */
  value: string | null;
  onChange: (station: string | null) => void;
  large?: boolean;
}) {
  if (stations.length === 0) return null;
  return (
    <NativeSelect
      label={t('Station')}
      size={large ? 'lg' : 'md'}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || null)}
      data={[
        { value: '', label: t('All stations') },
        ...stations.map((station) => ({ value: station.id, label: station.name })),
      ]}
      data-testid="kitchen-station-picker"
      styles={{ root: { display: 'flex', alignItems: 'center', gap: 8 }, label: { fontWeight: 700 } }}
    />
  );
}
