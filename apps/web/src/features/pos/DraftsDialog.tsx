import { Text } from '@mantine/core';
import { formatDateTime } from '../../lib/format';
import { t } from '../../lib/i18n';
import type { TDraft } from './drafts';
import { SavedCartRow, SavedCartsDialog } from './SavedCarts';

type TProps = {
  drafts: TDraft[];
  onClose: () => void;
  onLoad: (draft: TDraft) => void;
  onDelete: (draft: TDraft) => void;
  onClear: () => void;
};

/** Drafts: reference, item count and date, each with load and delete; and clear all. */
export function DraftsDialog({ drafts, onClose, onLoad, onDelete, onClear }: TProps) {
  return (
    <SavedCartsDialog title={t('Drafts')} count={drafts.length} onClose={onClose} onClear={onClear}>
      {drafts.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {t('No drafts saved!')}
        </Text>
      ) : (
        drafts.map((draft) => (
          <SavedCartRow
            key={`${draft.date}-${draft.nameRef}`}
            testId="draft-row"
            name={draft.nameRef}
            title={draft.nameRef}
            detail={
              <>
                {t('{count, plural, one {# item} other {# items}}', { count: draft.cart.length })} ·{' '}
                {formatDateTime(draft.date)}
              </>
            }
            onLoad={() => onLoad(draft)}
            onDelete={() => onDelete(draft)}
          />
        ))
      )}
    </SavedCartsDialog>
  );
}
