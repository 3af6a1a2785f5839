import { Checkbox, Fieldset, Group, Stack } from '@mantine/core';
import { SCOPE_DESCRIPTIONS, SCOPE_GROUPS, type TScope } from '@opentab/shared';
import { t } from '../../lib/i18n';

type TProps = { value: readonly TScope[]; onChange: (scopes: TScope[]) => void };

const labelOf = (scope: TScope) => scope.replaceAll('_', ' ');

/** The scopes a staff user holds, grouped by the area each opens (shared SCOPE_GROUPS). */
export function ScopePicker({ value, onChange }: TProps) {
  const toggle = (scope: TScope, checked: boolean) =>
    onChange(checked ? [...value, scope] : value.filter((held) => held !== scope));
  return (
    <Fieldset legend={t('Scopes')} variant="unstyled">
      <Stack gap="xs">
        {SCOPE_GROUPS.map((group) => (
          <Fieldset
            key={group.area}
            legend={t(group.area)}
            variant="unstyled"
            styles={{ legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)' } }}
          >
            <Group gap="sm">
              {group.scopes.map((scope) => (
                <Checkbox
                  key={scope}
                  label={labelOf(scope)}
                  description={SCOPE_DESCRIPTIONS[scope] && t(SCOPE_DESCRIPTIONS[scope])}
                  checked={value.includes(scope)}
                  onChange={(event) => toggle(scope, event.currentTarget.checked)}
                />
              ))}
            </Group>
          </Fieldset>
        ))}
      </Stack>
    </Fieldset>
  );
}
