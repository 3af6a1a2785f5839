import { TextInput } from '@mantine/core';
import { MSG, SHIFT_REASON_MAX_LENGTH, ZNoSaleSchema } from '@opentab/shared';
import { useState } from 'react';
import { ApprovalDialog } from '../../components/ApprovalDialog/ApprovalDialog';
import { FormDialog } from '../../components/FormDialog/FormDialog';
import { api } from '../../lib/api';
import { t } from '../../lib/i18n';
import { errorMessage, toastError, toastSuccess } from '../../lib/toast';
import { useApproval } from '../../lib/use-approval';
import { useValidatedForm } from '../../lib/use-validated-form';

type TProps = { opened: boolean; onClose: () => void };

/**
 * The drawer opened without a sale (issue 23): a reason, and a manager's approval unless the cashier is one
 * (the server asks; the approval dialog then sends again with the manager's username and PIN).
 */
export function NoSaleDialog({ opened, onClose }: TProps) {
  const form = useValidatedForm(ZNoSaleSchema, { reason: '' });
  const approval = useApproval();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const input = form.validate();
    if (!input) return;
    setBusy(true);
    try {
      await approval.run(async (manager) => {
        const answer = await api.post('/shifts/no-sale', {
          body: { reason: input.reason, ...(manager ? { approval: manager } : {}) },
        });
        toastSuccess(answer.message);
        onClose();
      });
    } catch (error) {
      toastError(errorMessage(error, t(MSG.somethingWrong)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <FormDialog
        opened={opened && !approval.ask}
        title={t('Open drawer: no sale')}
        onClose={onClose}
        onSubmit={() => void submit()}
        formRef={form.formRef}
        busy={busy}
        submitLabel={t('Open drawer')}
      >
        <TextInput
          {...form.field('reason')}
          label={t('Reason')}
          maxLength={SHIFT_REASON_MAX_LENGTH}
          placeholder={t('e.g. Change for a guest')}
          required
          data-autofocus
        />
      </FormDialog>
      <ApprovalDialog ask={approval.ask} onClose={approval.dismiss} />
    </>
  );
}
