import type { TimerManager } from '@decklist/core/api';
import { MAX_NAME_LENGTH } from '@decklist/core/text';
import { Button, Group, Stack, Text, TextInput, Title } from '../../components/ui';
import { useState } from 'react';
import { useForm } from '../../components/form/use-form';
import { FormError, useFormError } from '../../components/form/FormError';
import { useLeaveGuard } from '../../components/use-leave-guard';
import { timerErrorMessage, useAddManager, useRemoveManager } from '../../api/timers';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { emailRules, lengthLimit, trimmed } from '../../components/field-rules';

type Form = { user_name: string; user_email: string };

/** Owner only: judges who may run the clocks from their phones, added by e-mail (docs/product.md, Round clocks). */
export function ManagersSection({ tournamentId, managers }: { tournamentId: string; managers: TimerManager[] }) {
  const add = useAddManager(tournamentId);
  const remove = useRemoveManager(tournamentId);
  const form = useForm<Form>(
    { user_name: '', user_email: '' },
    {
      user_name: { setValueAs: trimmed, required: 'Name is required', maxLength: lengthLimit('Name', MAX_NAME_LENGTH) },
      user_email: emailRules(),
    },
  );
  useLeaveGuard(form.isDirty);
  const { formError, setFormError, showServerError } = useFormError(form, ['user_name', 'user_email'], {
    message: (error) => timerErrorMessage('adding manager', error),
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
        Managers
      </Title>
      <Text size="sm" c="dimmed">
        Managers get an e-mail with a link to this tournament, sign in with that address and can run every clock of it.
      </Text>
      {managers.length === 0 ? (
        <Text size="sm">No managers yet.</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {managers.map((manager) => (
            <Group key={manager.user_id} component="li" justify="space-between" wrap="nowrap">
              <Text style={{ overflowWrap: 'anywhere' }}>{manager.user_name}</Text>
              <Button variant="light" color="red" size="sm" onClick={() => setRemoving(manager)} aria-label={`Remove ${manager.user_name}`}>
                Remove
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      <form onSubmit={submit} noValidate aria-label="Add manager">
        <Stack gap="sm">
          <TextInput
            label="Name"
            required
            limit={MAX_NAME_LENGTH}
            size="md"
            autoComplete="off"
            error={form.errors.user_name?.message}
            {...form.register('user_name')}
          />
          <TextInput
            label="Email"
            type="email"
            required
            size="md"
            autoComplete="off"
            error={form.errors.user_email?.message}
            {...form.register('user_email')}
          />
          <FormError error={formError} />
          <Button type="submit" size="md" variant="light" loading={add.isPending}>
            Add Manager
          </Button>
        </Stack>
      </form>
      <ConfirmDialog
        opened={removing !== undefined}
        title="Remove Manager"
        confirmLabel="Remove"
        busy={remove.isPending}
        onCancel={() => setRemoving(undefined)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.user_id, {
            onError: (error) => setFormError(timerErrorMessage('deleting manager', error)),
            onSettled: () => setRemoving(undefined),
          })
        }
      >
        Are you sure you want to remove this manager?
      </ConfirmDialog>
    </Stack>
  );
}
