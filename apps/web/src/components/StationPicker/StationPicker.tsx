import { NativeSelect, Text } from '@mantine/core';
import { useId } from 'react';
import { t } from '../../lib/i18n';

type TStation = { id: string; name: string };

/**
 * Which station a kitchen device shows (issue 26): "All stations" (the expo view) or one of them. A store
 * without stations has nothing to choose, so nothing shows. A native select: large, touch-friendly, and it
 * never opens a layer over the tickets. Its label wraps it (the test id's element), so a tap on the word
 * opens it too.
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
  const id = useId();
  const labelId = `${id}-label`;
  if (stations.length === 0) return null;
  return (
    <label
      htmlFor={id}
      data-testid="kitchen-station-picker"
      style={{ display: 'flex', alignItems: 'center', gap: 8 }}
    >
      <Text component="span" id={labelId} fw={700} size={large ? 'lg' : 'md'}>
        {t('Station')}
      </Text>
      <NativeSelect
        id={id}
        aria-labelledby={labelId}
        size={large ? 'lg' : 'md'}
        value={value ?? ''}
        onChange={(event) => onChange(event.currentTarget.value || null)}
        data={[
          { value: '', label: t('All stations') },
          ...stations.map((station) => ({ value: station.id, label: station.name })),
        ]}
      />
    </label>
  );
}
