import { Alert, Button, Group, Stack, Text, TextInput, Title } from '../../components/ui';
import { useState } from 'react';
import { useForm } from '../../components/form/use-form';
import { useLoginContinue, useLoginStart } from '../../api/auth';
import { applyServerErrors, errorMessage } from '../../api/form-errors';
import { emailRules, trimmed } from '../../components/field-rules';

type EmailForm = { email: string };
type CodeForm = { code: string };

function EmailStep({ onSent }: { onSent: (email: string, reused: boolean) => void }) {
  const start = useLoginStart();
  const form = useForm<EmailForm>(
    { email: '' },
    {
      email: emailRules(),
    },
  );
  const [formError, setFormError] = useState<string>();

  const submit = form.handleSubmit(({ email }) => {
    setFormError(undefined);
    start.mutate(email, {
      onSuccess: (answer) => onSent(email.toLowerCase(), answer.result === 'REUSE_EXISTING_CODE'),
      onError: (error) => {
        const rest = applyServerErrors(error, form.setError, ['email']);
        if (rest) setFormError(errorMessage(rest));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={2}>Log in</Title>
        <Text size="sm" c="dimmed">
          Enter your e-mail address and we will send you a code to sign in. No password needed.
        </Text>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          error={form.errors.email?.message}
          {...form.register('email')}
        />
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <Button type="submit" loading={start.isPending}>
          Send Code
        </Button>
      </Stack>
    </form>
  );
}

function CodeStep({ email, reused, onBack }: { email: string; reused: boolean; onBack: () => void }) {
  const verify = useLoginContinue();
  const resend = useLoginStart();
  const form = useForm<CodeForm>(
    { code: '' },
    {
      code: {
        setValueAs: trimmed,
        required: 'Code is required',
        pattern: { value: /^\d{6}$/, message: 'The code is the 6 digits from the e-mail' },
      },
    },
  );
  const [formError, setFormError] = useState<string>();
  const [notice, setNotice] = useState<string | undefined>(
    reused ? 'A code was sent to this address a moment ago: use that one.' : undefined,
  );

  const submit = form.handleSubmit(({ code }) => {
    setFormError(undefined);
    verify.mutate(
      { email, code },
      {
        onError: (error) => {
          const rest = applyServerErrors(error, form.setError, ['code']);
          if (rest) setFormError(errorMessage(rest));
        },
      },
    );
  });

  const sendAgain = () =>
    resend.mutate(email, {
      onSuccess: (answer) =>
        setNotice(
          answer.result === 'SENT_NEW_CODE'
            ? 'A new code is on its way.'
            : 'A code was sent less than a minute ago: check your inbox, and your spam folder.',
        ),
      onError: (error) => setFormError(errorMessage(error)),
    });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={2}>Verify Your Email</Title>
        <Text>
          A verification code has been sent to <strong>{email}</strong>. It is valid for 10 minutes.
        </Text>
        <TextInput
          label="Verification code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          placeholder="000000"
          required
          autoFocus
          error={form.errors.code?.message}
          {...form.register('code')}
        />
        {notice && (
          <Alert color="blue" role="status">
            {notice}
          </Alert>
        )}
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <Button type="submit" loading={verify.isPending}>
          Verify
        </Button>
        <Group justify="space-between">
          <Button variant="subtle" size="compact-sm" onClick={onBack}>
            Use a Different E-mail
          </Button>
          <Button variant="subtle" size="compact-sm" onClick={sendAgain} loading={resend.isPending}>
            Send a New Code
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** E-mail step, then the code step (spec section 4, login flow). */
export function EmailLogin() {
  const [sent, setSent] = useState<{ email: string; reused: boolean }>();
  if (!sent) return <EmailStep onSent={(email, reused) => setSent({ email, reused })} />;
  return <CodeStep email={sent.email} reused={sent.reused} onBack={() => setSent(undefined)} />;
}
