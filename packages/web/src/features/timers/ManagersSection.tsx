import type { TimerManager } from '@decklist/core/api';
import { MAX_NAME_LENGTH } from '@decklist/core/text';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, TextInput, Title } from '../../components/ui';
import { useState } from 'react';
import { useForm } from '../../components/form/use-form';
import { FormError, useFormError } from '../../components/form/FormError';
import { useLeaveGuard } from '../../components/use-leave-guard';
import { useAddManager, useRemoveManager } from '../../api/timers';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { emailRules, trimmed } from '../../components/field-rules';
import { failureReason } from './failure-reason';

type Form = { user_name: string; user_email: string };

/** Owner only: judges who may run the clocks from their phones, added by e-mail (docs/product.md, Round clocks). */
export function ManagersSection({ tournamentId, managers }: { tournamentId: string; managers: TimerManager[] }) {
  const { t, i18n } = useLingui();
  const add = useAddManager(tournamentId);
  const maxLength = i18n.number(MAX_NAME_LENGTH);
  const remove = useRemoveManager(tournamentId);
  const form = useForm<Form>(
    { user_name: '', user_email: '' },
    {
      user_name: {
        setValueAs: trimmed,
        required: t`Name is required`,
        maxLength: { value: MAX_NAME_LENGTH, message: t`Name must be at most ${maxLength} characters` },
      },
      user_email: emailRules(),
    },
  );
  useLeaveGuard(form.isDirty);
  const { formError, setFormError, showServerError } = useFormError(form, ['user_name', 'user_email'], {
    message: (error) => {
      const reason = failureReason(error);
      return t`Error adding manager: ${reason}`;
    },
  });
  const [removing, setRemoving] = useState<TimerManager>();

  const submit = form.handleSubmit((values) => {
    setFormError(undefined);
    add.mutate(values, {
      onSuccess: () => form.reset(),
      onError: showServerError,
    });
  });

  return (
    <Stack gap="sm" component="section" aria-labelledby="managers-title">
      <Title order={2} size="h3" id="managers-title">
        <Trans>Managers</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        <Trans>Managers get an e-mail with a link to this tournament, sign in with that address and can run every clock of it.</Trans>
      </Text>
      {managers.length === 0 ? (
        <Text size="sm">
          <Trans>No managers yet.</Trans>
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {managers.map((manager) => {
            const managerName = manager.user_name;
            return (
              <Group key={manager.user_id} component="li" justify="space-between" wrap="nowrap">
                <Text style={{ overflowWrap: 'anywhere' }}>{managerName}</Text>
                <Button variant="light" color="red" size="sm" onClick={() => setRemoving(manager)} aria-label={t`Remove ${managerName}`}>
                  <Trans>Remove</Trans>
                </Button>
              </Group>
            );
          })}
        </Stack>
      )}
      <form onSubmit={submit} noValidate aria-label={t`Add manager`}>
        <Stack gap="sm">
          <TextInput
            label={t`Name`}
            required
            limit={MAX_NAME_LENGTH}
            size="md"
            autoComplete="off"
            error={form.errors.user_name?.message}
            {...form.register('user_name')}
          />
          <TextInput
            label={t`Email`}
            type="email"
            required
            size="md"
            autoComplete="off"
            error={form.errors.user_email?.message}
            {...form.register('user_email')}
          />
          <FormError error={formError} />
          <Button type="submit" size="md" variant="light" loading={add.isPending}>
            <Trans>Add Manager</Trans>
          </Button>
        </Stack>
      </form>
      <ConfirmDialog
        opened={removing !== undefined}
        title={t`Remove Manager`}
        confirmLabel={t`Remove`}
        busy={remove.isPending}
        onCancel={() => setRemoving(undefined)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.user_id, {
            onError: (error) => {
              const reason = failureReason(error);
              setFormError(t`Error deleting manager: ${reason}`);
            },
            onSettled: () => setRemoving(undefined),
          })
        }
      >
        <Trans>Are you sure you want to remove this manager?</Trans>
      </ConfirmDialog>
    </Stack>
  );
}
