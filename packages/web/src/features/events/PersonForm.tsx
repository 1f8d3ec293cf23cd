import { useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, TextInput } from '../../components/ui';
import { useForm } from '../../components/form/use-form';
import { FormError, useFormError } from '../../components/form/FormError';
import { useLeaveGuard } from '../../components/use-leave-guard';
import { MAX_NAME_LENGTH } from '@decklist/core/text';
import { emailRules, lengthLimit, trimmed } from '../../components/field-rules';

export interface PersonValues {
  player_name: string;
  email: string;
}

interface SaveCallbacks {
  onSuccess(): void;
  onError(error: unknown): void;
}

interface PersonFormProps {
  /** The name field's label, already translated (t`Player name`); the field's messages name it. */
  nameLabel: string;
  emailRequired: boolean;
  /** Already translated. */
  submitLabel: string;
  busy: boolean;
  onSave(values: PersonValues, callbacks: SaveCallbacks): void;
}

/** A name and an e-mail address: adding a player (e-mail optional) or a judge (both required). */
export function PersonForm({ nameLabel, emailRequired, submitLabel, busy, onSave }: PersonFormProps) {
  const { t } = useLingui();
  const form = useForm<PersonValues>(
    { player_name: '', email: '' },
    {
      player_name: {
        setValueAs: trimmed,
        required: t({ message: `${nameLabel} is required`, comment: 'nameLabel is the field label, e.g. "Player name" or "Name"' }),
        maxLength: lengthLimit(nameLabel, MAX_NAME_LENGTH),
      },
      email: emailRules(emailRequired),
    },
  );
  useLeaveGuard(form.isDirty);
  const { formError, setFormError, showServerError } = useFormError(form, ['player_name', 'email']);
  const { errors } = form;

  const submit = form.handleSubmit((values) => {
    setFormError(undefined);
    onSave(values, {
      onSuccess: () => form.reset(),
      onError: showServerError,
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
          <TextInput label={nameLabel} required limit={MAX_NAME_LENGTH} miw={180} error={errors.player_name?.message} {...form.register('player_name')} />
          <TextInput
            label={emailRequired ? t`Email` : t`Email (optional)`}
            type="email"
            required={emailRequired}
            miw={180}
            error={errors.email?.message}
            {...form.register('email')}
          />
        </Group>
        <FormError error={formError} />
        <Group>
          <Button type="submit" variant="light" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
